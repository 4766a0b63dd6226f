/// The locale data Apple's localization matcher consults, transcribed from its sources.
///
/// CoreFoundation (`CFBundle_Locale.c`, `_CFBundleCreateMutableArrayOfFallbackLanguages`) hands the
/// choice of `.lproj` to ICU's Apple-only `ualoc_localizationsToUse` (`icuSources/common/ualoc.cpp`
/// in Apple's ICU, also shipped as swift-foundation-icu). That function reads three kinds of data:
/// Apple's own alias and parent maps (literal tables in `ualoc.cpp`), CLDR's language aliases
/// (`metadata.txt`, `alias/language`) and CLDR's parent locales (`supplementalData.txt`,
/// `parentLocales`). The Apple tables are copied whole; of CLDR's language aliases we keep the
/// entries that can change which `.lproj` is chosen for a real app (deprecated and three-letter
/// language codes). CLDR's parent locales and region containment are generated whole
/// (`LocaleData+CLDR.swift`, by `scripts/generate-locale-data.py`). Likely subtags come from
/// Foundation's `Locale.Language` at run time (ICU's own data), see `LanguageTag`.
enum LocaleData {
  /// `appleAliasMap` in `ualoc.cpp`: legacy `.lproj` names and pre-script Chinese codes. Keys are
  /// base names (language lower-cased, `_` separators).
  static let appleAliases: [String: String] = [
    "arabic": "ar", "chinese": "zh_Hans", "danish": "da", "dutch": "nl", "english": "en",
    "finnish": "fi", "french": "fr", "german": "de", "italian": "it", "japanese": "ja",
    "korean": "ko", "no_NO": "nb_NO", "norwegian": "nb", "polish": "pl", "portuguese": "pt",
    "russian": "ru", "spanish": "es", "swedish": "sv", "thai": "th", "turkish": "tr",
    "yue_CN": "yue_Hans_CN", "yue_HK": "yue_Hant_HK", "zh_CN": "zh_Hans_CN", "zh_HK": "zh_Hant_HK",
    "zh_MO": "zh_Hant_MO", "zh_SG": "zh_Hans_SG", "zh_TW": "zh_Hant_TW",
  ]

  /// CLDR language aliases (`metadata.txt` → `alias/language`) that matter for app localizations:
  /// deprecated two-letter codes and the ISO 639-2 three-letter codes of widely shipped languages.
  static let cldrLanguageAliases: [String: String] = [
    "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "tl": "fil", "sh": "sr_Latn",
    "cmn": "zh", "ara": "ar", "ces": "cs", "cze": "cs", "chi": "zh", "zho": "zh", "dan": "da",
    "deu": "de", "ger": "de", "ell": "el", "gre": "el", "eng": "en", "fin": "fi", "fra": "fr",
    "fre": "fr", "heb": "he", "hin": "hi", "hrv": "hr", "hun": "hu", "ind": "id", "ita": "it",
    "jpn": "ja", "kor": "ko", "msa": "ms", "may": "ms", "nld": "nl", "dut": "nl", "nob": "nb",
    "nno": "nn", "nor": "no", "pol": "pl", "por": "pt", "ron": "ro", "rum": "ro", "rus": "ru",
    "slk": "sk", "slo": "sk", "spa": "es", "swe": "sv", "tha": "th", "tur": "tr", "ukr": "uk",
    "vie": "vi", "cat": "ca", "prs": "fa_AF",
  ]

  /// `appleParentMap` in `ualoc.cpp`: where Apple's localization inheritance differs from ICU's,
  /// consulted before CLDR's parent locales.
  static let appleParents: [String: String] = {
    var map: [String: String] = [
      "ars": "ar", "en_150": "en_GB", "en_CY": "en_150", "en_GB": "en_001", "es_MX": "es_419",
      "wuu": "wuu_Hans", "wuu_Hans": "zh_Hans", "wuu_Hant": "zh_Hant", "yue": "yue_Hant",
      "yue_HK": "zh_Hant_HK", "yue_Hans": "zh_Hans", "yue_Hant": "yue_HK", "zh_HK": "zh_Hant",
      "zh_Hant": "zh_TW", "zh_Hant_HK": "zh_HK", "zh_TW": "root",
    ]
    for region in [
      "AG", "AI", "AU", "BB", "BD", "BM", "BN", "BS", "BW", "BZ", "DG", "DM", "FJ", "FK", "GD",
      "GG",
      "GH", "GI", "GM", "GY", "HK", "IE", "IM", "IN", "IO", "JE", "JM", "KE", "KI", "KN", "KY",
      "LC",
      "LK", "LS", "MO", "MS", "MT", "MU", "MV", "MW", "MY", "NA", "NG", "PK", "PN", "SB", "SC",
      "SD",
      "SG", "SH", "SL", "SS", "SZ", "TC", "TO", "TT", "TV", "TZ", "UG", "VC", "VG", "VU", "ZA",
      "ZM",
      "ZW",
    ] {
      map["en_" + region] = "en_GB"
    }
    for region in ["CC", "CK", "CX", "NF", "NR", "NU", "NZ", "PG", "WS"] {
      map["en_" + region] = "en_AU"
    }
    return map
  }()

  /// The parent of `language_REGION` when neither Apple nor CLDR lists one: the language's parent
  /// locale for a macro-region containing the region (`en_FR` → `en_150`, as `en_AT`), or for a
  /// macro-region inside the region's languageMatching cluster (`es_CA` → `es_419`, as `es_US`:
  /// both in `$americas`). Apple's ICU lists these in its own parentLocales; we derive them from
  /// CLDR's containment instead. `001` is never inferred: CLDR lists its children one by one
  /// (`en_US` and `en_CA` fall back to `en`).
  static func regionalParent(language: String, region: String) -> String? {
    guard let regional = macroRegionalParents[language],
      let containers = regionContainment[region]
    else { return nil }
    for container in containers {
      if regional.contains(container) { return language + "_" + container }
      if matchingClusters.contains(container),
        let inside = regional.first(where: { regionContainment[$0]?.contains(container) == true })
      {
        return language + "_" + inside
      }
    }
    return nil
  }

  /// The macro-regions (`001`, `150`, `419`) each language has a parent locale for in CLDR.
  static let macroRegionalParents: [String: [String]] = {
    var result: [String: [String]] = [:]
    for parent in Set(cldrParents.values).sorted() {
      let parts = parent.split(separator: "_")
      guard parts.count == 2, parts[1].utf8.count == 3, parts[1] != "001" else { continue }
      result[String(parts[0]), default: []].append(String(parts[1]))
    }
    return result
  }()

  /// `likeLanguages` in `ualoc.cpp`: languages compared as one group before their parent chains
  /// are walked (Norwegian Bokmål and Nynorsk with "no", Cantonese and Wu with Chinese, …).
  static let languageGroups: [String: String] = [
    "ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh",
  ]
}
