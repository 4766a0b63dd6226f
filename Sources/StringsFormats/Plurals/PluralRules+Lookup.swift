extension PluralRules {
  /// The rules for a BCP 47 or Apple language tag, as in `.lproj` names and catalog languages:
  /// "ru", "pt-PT", "pt_BR", "zh-Hans", "zh-Hant-HK", "sr-Latn", "en-GB", "EN".
  ///
  /// Tries the most specific CLDR locale first (language_Script_REGION, language_REGION,
  /// language_Script), then the language, because CLDR gives a few regional or script locales their
  /// own rules (`pt_PT` differs from `pt`). Hyphens and underscores are both accepted, case is
  /// normalised, and extensions (`-u-…`, `-x-…`) are ignored. The deprecated codes `in`, `iw`,
  /// `ji` stand for `id`, `he`, `yi`, and Apple's old `.lproj` names (English, French, German,
  /// Italian, Japanese, Spanish, Dutch) for their languages.
  ///
  /// Returns nil when CLDR has no rules for the language, and for `Base` and `mul`: they name no
  /// language (Base.lproj holds the development language, whose rules the caller should ask for).
  public static func forLanguage(_ tag: String) -> PluralRules? {
    let table = PluralRulesTable.shared
    for candidate in LanguageTagCandidates(tag).locales {
      if let ruleSet = table.index[candidate] {
        return PluralRules(locale: candidate, ruleSet: table.ruleSets[ruleSet])
      }
    }
    return nil
  }

  /// Every CLDR locale with plural rules, sorted ("af", "ak", …, "pt", "pt_PT", …).
  public static var cldrLocales: [String] {
    PluralRulesTable.shared.index.keys.sorted()
  }
}

/// The generated rule sets, parsed once on first use. A `static let` is initialised lazily and
/// exactly once even when several threads ask at the same time, so no lock is needed; parsing all
/// ~40 rule sets takes well under a millisecond.
struct PluralRulesTable: Sendable {
  static let shared = PluralRulesTable(PluralRules.generatedRuleSets)

  var ruleSets: [ParsedRuleSet]
  /// CLDR locale → index in `ruleSets`.
  var index: [String: Int]

  init(_ sources: [PluralRuleSetSource]) {
    ruleSets = sources.map(ParsedRuleSet.init)
    index = [:]
    for (position, source) in sources.enumerated() {
      for locale in source.locales.split(separator: " ") {
        index[String(locale)] = position
      }
    }
  }
}

/// The CLDR locale IDs a language tag could match, most specific first.
struct LanguageTagCandidates {
  private(set) var locales: [String] = []

  /// Deprecated ISO 639 codes CLDR's JSON no longer lists.
  private static let deprecatedLanguages = ["in": "id", "iw": "he", "ji": "yi"]
  /// The English names early Mac OS X `.lproj` folders used.
  private static let legacyLprojNames = [
    "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Spanish": "es", "Dutch": "nl",
  ]

  init(_ tag: String) {
    if let language = LanguageTagCandidates.legacyLprojNames[tag] {
      locales = [language]
      return
    }
    var subtags: [[UInt8]] = []
    for subtag in tag.utf8.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
    {
      if subtag.count <= 1 { break }  // an extension or private-use singleton: the rest is not about the language
      subtags.append(Array(subtag))
    }
    guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy(Self.isLetter) else { return }
    var language = String(decoding: first.map(Self.lowercased), as: UTF8.self)
    if language == "base" || language == "mul" { return }
    language = LanguageTagCandidates.deprecatedLanguages[language] ?? language
    var script: String?
    var region: String?
    for subtag in subtags.dropFirst() {
      if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(Self.isLetter) {
        script = String(decoding: [Self.uppercased(subtag[0])] + subtag.dropFirst().map(Self.lowercased), as: UTF8.self)
      } else if region == nil, subtag.count == 2, subtag.allSatisfy(Self.isLetter) {
        region = String(decoding: subtag.map(Self.uppercased), as: UTF8.self)
      } else if region == nil, subtag.count == 3, subtag.allSatisfy(Self.isDigit) {
        region = String(decoding: subtag, as: UTF8.self)
      }
    }
    var candidates: [String] = []
    if let script, let region { candidates.append("\(language)_\(script)_\(region)") }
    if let region { candidates.append("\(language)_\(region)") }
    if let script { candidates.append("\(language)_\(script)") }
    candidates.append(language)
    locales = candidates
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }

  private static func uppercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte & ~0x20 : byte }
}
