/// The locale data Apple's localization matcher consults, transcribed from its sources.
///
/// CoreFoundation (`CFBundle_Locale.c`, `_CFBundleCreateMutableArrayOfFallbackLanguages`) hands the
/// choice of `.lproj` to ICU's Apple-only `ualoc_localizationsToUse` (`icuSources/common/ualoc.cpp`
/// in Apple's ICU, also shipped as swift-foundation-icu). That function reads three kinds of data:
/// Apple's own alias and parent maps (literal tables in `ualoc.cpp`), CLDR's language aliases
/// (`metadata.txt`, `alias/language`) and CLDR's parent locales (`supplementalData.txt`,
/// `parentLocales`). The Apple tables are copied whole; of the CLDR tables we keep the entries
/// that can change which `.lproj` is chosen for a real app (deprecated and three-letter language
/// codes, and every parent-locale entry for languages apps ship). Likely subtags come from
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
    "vie": "vi", "cat": "ca",
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

  /// CLDR `parentLocales` (`supplementalData.txt`): explicit parents that are not the identifier
  /// with its last subtag removed. `root` ends a chain (a script variant that must not fall back
  /// to the language's default script).
  static let cldrParents: [String: String] = {
    var map: [String: String] = [:]
    let groups: [(parent: String, children: String)] = [
      (
        "root",
        "az_Arab az_Cyrl bal_Latn blt_Latn bm_Nkoo bs_Cyrl byn_Latn cu_Glag dje_Arab dyo_Arab en_Dsrt en_Shaw ff_Adlm ff_Arab ha_Arab iu_Latn kk_Arab ks_Deva ku_Arab ky_Arab ky_Latn ml_Arab mn_Mong mni_Mtei ms_Arab pa_Arab sat_Deva sd_Deva sd_Khoj sd_Sind shi_Latn so_Arab sr_Latn sw_Arab tg_Arab ug_Cyrl uz_Arab uz_Cyrl vai_Latn wo_Arab yo_Arab yue_Hans zh_Hant"
      ),
      (
        "en_001",
        "en_150 en_AG en_AI en_AU en_BB en_BM en_BS en_BW en_BZ en_CC en_CK en_CM en_CX en_CY en_DG en_DM en_ER en_FJ en_FK en_FM en_GB en_GD en_GG en_GH en_GI en_GM en_GY en_HK en_ID en_IE en_IL en_IM en_IN en_IO en_JE en_JM en_KE en_KI en_KN en_KY en_LC en_LR en_LS en_MG en_MO en_MS en_MT en_MU en_MV en_MW en_MY en_NA en_NF en_NG en_NR en_NU en_NZ en_PG en_PK en_PN en_PW en_RW en_SB en_SC en_SD en_SG en_SH en_SL en_SS en_SX en_SZ en_TC en_TK en_TO en_TT en_TV en_TZ en_UG en_VC en_VG en_VU en_WS en_ZA en_ZM en_ZW"
      ),
      ("en_150", "en_AT en_BE en_CH en_DE en_DK en_FI en_NL en_SE en_SI"),
      ("en_IN", "hi_Latn"),
      (
        "es_419",
        "es_AR es_BO es_BR es_BZ es_CL es_CO es_CR es_CU es_DO es_EC es_GT es_HN es_JP es_MX es_NI es_PA es_PE es_PR es_PY es_SV es_US es_UY es_VE"
      ),
      ("fr_HT", "ht"),
      ("no", "nb nn"),
      ("pt_PT", "pt_AO pt_CH pt_CV pt_FR pt_GQ pt_GW pt_LU pt_MO pt_MZ pt_ST pt_TL"),
      ("zh_Hant_HK", "zh_Hant_MO"),
    ]
    for group in groups {
      for child in group.children.split(separator: " ") { map[String(child)] = group.parent }
    }
    return map
  }()

  /// `likeLanguages` in `ualoc.cpp`: languages compared as one group before their parent chains
  /// are walked (Norwegian Bokmål and Nynorsk with "no", Cantonese and Wu with Chinese, …).
  static let languageGroups: [String: String] = [
    "ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh",
  ]
}
