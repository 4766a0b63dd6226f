/// The one answer to "which language are the others compared with?", shared by lint and coverage.
///
/// The order: the configured base (`lint --base`) when given; a String Catalog's `sourceLanguage` for that catalog (its keys
/// are written in it); the project's development region when the table has that language; else
/// the first of `fallbackOrder`. `Base.lproj` is what Xcode means by it — the storyboard base, or
/// a table left over from before a project moved to `en.lproj` — so it is never preferred over a
/// development region whose folder exists: a stale `Base.lproj/Localizable.strings` of 276 keys
/// beside `en.lproj`'s 685 would otherwise report 685 × 61 translations as obsolete.
package struct BaseLanguage: Sendable, Hashable, CustomStringConvertible {
  /// The chosen language: an `.lproj` name or a catalog language.
  public var language: String
  /// Why it was chosen.
  public var source: Source

  public init(language: String, source: Source) {
    self.language = language
    self.source = source
  }

  /// Where the answer came from.
  public enum Source: Sendable, Hashable {
    /// Configured: `base` in `.lstrings.json`, or given to the command (the CLI's `--base`,
    /// `extract --source-language`).
    case configured
    /// A String Catalog's `sourceLanguage`.
    case catalogSourceLanguage
    /// The project's development region (`project.pbxproj`, `Info.plist` or `Package.swift`).
    case developmentRegion(DevelopmentRegion)
    /// Nothing said which: the first of `fallbackOrder` the table has.
    case fallbackOrder
    /// Nothing said which, for a String Catalog that does not exist yet: `en`, Xcode's default.
    case defaultSourceLanguage
  }

  /// The languages tried, in order, when nothing says which is the base: `Base` (Base
  /// internationalisation), then `en`, then `English` (the folder name of pre-2010 macOS apps).
  public static let fallbackOrder = ["Base", "en", "English"]

  /// Chooses the base among `languages` (the table's languages).
  ///
  /// A configured language or a catalog's `sourceLanguage` the table lacks gives nil (nothing is
  /// compared): the user or the catalog named it, so another language would be a silent guess.
  /// A development region the table lacks falls back to `fallbackOrder`: a project's tables need
  /// not all exist in its development language (a `Settings.bundle` may be English-only).
  public static func choose(
    among languages: [String], configured: String?, sourceLanguage: String? = nil,
    developmentRegion: DevelopmentRegion?
  ) -> BaseLanguage? {
    if let configured {
      return languages.contains(configured) ? BaseLanguage(language: configured, source: .configured) : nil
    }
    if let sourceLanguage {
      return languages.contains(sourceLanguage)
        ? BaseLanguage(language: sourceLanguage, source: .catalogSourceLanguage) : nil
    }
    if let developmentRegion, let folder = developmentRegion.folder(among: languages) {
      return BaseLanguage(language: folder, source: .developmentRegion(developmentRegion))
    }
    return fallbackOrder.first(where: languages.contains).map { BaseLanguage(language: $0, source: .fallbackOrder) }
  }

  /// `en: developmentRegion in App.xcodeproj/project.pbxproj`.
  public var description: String { "\(language): \(source)" }
}

extension BaseLanguage.Source: CustomStringConvertible {
  /// `configured`, `developmentRegion in App.xcodeproj/project.pbxproj`, … Flag-free: a front end
  /// names the flag that configures the base itself (the CLI: `from --base`).
  public var description: String {
    switch self {
    case .configured: return "configured"
    case .catalogSourceLanguage: return "the catalog's sourceLanguage"
    case .developmentRegion(let region): return region.description
    case .fallbackOrder: return "the first of \(BaseLanguage.fallbackOrder.joined(separator: ", "))"
    case .defaultSourceLanguage: return "the default (none configured, no development region found)"
    }
  }
}
