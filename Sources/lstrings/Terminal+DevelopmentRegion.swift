import StringsKit

extension Terminal {
  /// The project's development region, searched from `path` when no base is configured; every
  /// file that could not be used is a warning on standard error (naming `flag`, which chooses a
  /// base instead, when the search falls back), so that the base is never chosen silently.
  static func developmentRegion(
    from path: String, languages: Set<String>, configuredBase: String?, chosenWith flag: String = "--base"
  ) -> DevelopmentRegion? {
    guard let search = DevelopmentRegion.search(from: path, languages: languages, configuredBase: configuredBase) else {
      return nil
    }
    err(search.commandLineWarnings(chosenWith: flag))
    return search.region
  }
}
