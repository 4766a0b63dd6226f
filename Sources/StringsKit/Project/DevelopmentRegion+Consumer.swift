extension DevelopmentRegion {
  /// The project's development region, searched from `path` when no base is configured (see
  /// `search(from:languages:configuredBase:)`); the search goes to `consumer`, so that a file that
  /// could not be used is never passed over silently.
  package static func search(
    from path: String, languages: Set<String>, configuredBase: String?, consumer: CommandConsumer
  ) -> DevelopmentRegion? {
    guard let search = search(from: path, languages: languages, configuredBase: configuredBase) else { return nil }
    consumer.regionSearched(search)
    return search.region
  }
}
