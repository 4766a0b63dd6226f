extension LocalizationCoverage {
  /// A base language asked for that the bundle has no localization of.
  package struct MissingBase: Error, CustomStringConvertible {
    package var base: String
    package var folder: String
    package var description: String { "no \(base).lproj in \(folder)" }
  }

  /// `lstrings coverage` of one bundle folder: the bundle opened, its development region
  /// `developmentRegion` when given, else the project's as lint finds it (searched from `folder`
  /// unless `base` is given; the search goes to `consumer`), then measured against `base` (else
  /// the region, else lint's fallback order) for its localizations and `languages`. Throws
  /// `LocalizedBundle.OpenError` for a folder that is not a directory and ``MissingBase``.
  package static func measure(
    folder: String, base: String?, developmentRegion: String?, languages: [String], consumer: CommandConsumer
  ) throws -> LocalizationCoverage {
    let localizations = try LocalizedBundle.open(inProject: folder, developmentRegion: nil, policy: .apple).localizations
    if let base, !localizations.contains(base) { throw MissingBase(base: base, folder: folder) }
    let region =
      developmentRegion.map { DevelopmentRegion(language: $0, origin: .given, file: "") }
      ?? DevelopmentRegion.search(from: folder, languages: Set(localizations), configuredBase: base, consumer: consumer)
    let bundle = try LocalizedBundle.open(inProject: folder, developmentRegion: region?.language, policy: .apple)
    return LocalizationCoverage(bundle: bundle, base: base, developmentRegion: region, languages: languages)
  }
}
