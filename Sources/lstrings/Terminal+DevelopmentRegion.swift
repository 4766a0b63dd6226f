@_spi(LStringsCLI) import StringsKit

extension Terminal {
  /// The project's development region for `lint` and `coverage`, searched from `path` when no
  /// base is configured; every file that could not be used is a warning on standard error, so
  /// that the base is never chosen silently.
  static func developmentRegion(from path: String, languages: Set<String>, configuredBase: String?)
    -> DevelopmentRegion?
  {
    guard configuredBase == nil else { return nil }
    let search = DevelopmentRegion.find(from: path).checked(againstLanguages: languages)
    err(search.warnings.map { "warning: \($0)\n" }.joined())
    return search.region
  }
}
