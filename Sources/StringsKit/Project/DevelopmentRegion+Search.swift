extension DevelopmentRegion {
  /// The search lint, coverage, merge and extract run to choose a base: from `path` (a linted
  /// folder, a translation, a catalog's destination), checked against `languages`, the languages
  /// that have tables (none: no check). Nil when a base is configured: then no region is needed,
  /// and no file that could not be used is worth a warning.
  package static func search(from path: String, languages: Set<String>, configuredBase: String?) -> Search? {
    guard configuredBase == nil else { return nil }
    return find(from: path).checked(againstLanguages: languages)
  }
}

extension DevelopmentRegion.Search {
  /// Whether the last warning ends with what happens instead of a region: each table's base is
  /// the first of `BaseLanguage.fallbackOrder` it has. It does exactly when the search ends
  /// without a region and said why; a front end adds how its user chooses a base instead.
  package var fallsBack: Bool { region == nil && !warnings.isEmpty }
}
