import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The matching case table: each case states a fact from Apple's sources or documentation, and
/// cites it. The results are the documented ones, not our output copied back.
///
/// Sources:
/// - `ualoc.cpp`: Apple's ICU, `icuSources/common/ualoc.cpp` (swift-foundation-icu), function
///   `ualoc_localizationsToUse` and its comments, tables `appleAliasMap` and `appleParentMap`.
/// - `CFBundle_Locale.c`: swift-corelibs-foundation `Sources/CoreFoundation/CFBundle_Locale.c`,
///   functions `_CFBundleCopyLocalizationsForPreferences`, `_copyBundleLocalizationsFromResources`,
///   `_CFBundleCopyLanguageSearchListInBundle`.
/// - "Language and Locale IDs": Apple, Internationalization and Localization Guide (language ID =
///   language designator, optional script and region designators; `zh-Hans`, `zh-Hant`, `pt-BR`,
///   `pt-PT`, `en-GB`; an app without the regional variant uses the language).
/// - CLDR `parentLocales`: Unicode CLDR `supplementalData.xml` (which ICU's `ualoc_getParent` reads).
struct LanguageMatcherCaseTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var preferences: [String]
    var available: [String]
    var expected: [String]
    var source: String
    var testDescription: String { "\(preferences) in \(available) → \(expected) [\(source)]" }
  }

  static let cases: [Case] = [
    Case(
      preferences: ["de"], available: ["en", "zh-Hans", "de"], expected: ["de"],
      source:
        "issue 7: the call that returns [\"en\"] on Linux Foundation; exact match, ualoc.cpp score -1"
    ),
    Case(
      preferences: ["en-GB"], available: ["en", "fr"], expected: ["en"],
      source:
        "Language and Locale IDs: a regional preference uses the language when the region is missing; ualoc.cpp parent chain en_GB → en_001 → en"
    ),
    Case(
      preferences: ["en"], available: ["en-US", "fr"], expected: ["en-US"],
      source: "ualoc.cpp comment: \"we want 'en' to match 'en-US'\""),
    Case(
      preferences: ["it"], available: ["it_CH", "it_IT"], expected: ["it_IT"],
      source:
        "ualoc.cpp calcParentChain comment: { it } with { it_CH, it_IT } returns it_IT (default country)"
    ),
    Case(
      preferences: ["fr-CH", "fr-CA"], available: ["fr-FR", "fr-CA"], expected: ["fr-CA"],
      source: "ualoc.cpp comment: preferred [ fr-CH, fr-CA ] with [ fr-FR, fr-CA ] returns fr-CA"),
    Case(
      preferences: ["zh-HK"], available: ["en", "zh-Hans", "zh-Hant"], expected: ["zh-Hant"],
      source:
        "ualoc.cpp appleAliasMap zh_HK → zh_Hant_HK, appleParentMap zh_Hant_HK → zh_HK → zh_Hant"),
    Case(
      preferences: ["zh-HK"], available: ["zh_TW", "en"], expected: ["zh_TW"],
      source: "ualoc.cpp appleAliasMap zh_TW → zh_Hant_TW; both chains reach zh_Hant"),
    Case(
      preferences: ["zh-Hant-HK"], available: ["zh-HK", "zh-Hant", "zh-TW"],
      expected: ["zh-HK", "zh-TW", "zh-Hant"],
      source:
        "ualoc.cpp normalized match zh_Hant_HK; \"HACK for Chinese\": zh_Hant_TW follows zh_Hant_HK, before the parent zh_Hant"
    ),
    Case(
      preferences: ["zh-Hans-CN"], available: ["zh-Hans", "zh-Hant", "Base"], expected: ["zh-Hans"],
      source:
        "Language and Locale IDs: script designators; ualoc.cpp parent chain zh_Hans_CN → zh_Hans"),
    Case(
      preferences: ["zh-TW"], available: ["zh-Hans", "zh-Hant"], expected: ["zh-Hant"],
      source: "ualoc.cpp appleAliasMap zh_TW → zh_Hant_TW, parent zh_Hant"),
    Case(
      preferences: ["pt-PT"], available: ["pt", "pt-BR", "en"], expected: ["pt"],
      source:
        "Language and Locale IDs (pt-PT vs pt-BR); ualoc.cpp: pt_PT matches pt_BR only when nothing else does"
    ),
    Case(
      preferences: ["pt-PT"], available: ["pt-BR", "en"], expected: ["pt-BR"],
      source: "ualoc.cpp portugueseResult: pt_BR is used for pt_PT when there is no better match"),
    Case(
      preferences: ["pt-PT", "en"], available: ["pt-BR", "en"], expected: ["en"],
      source: "ualoc.cpp portugueseResult is kept aside while later preferences are tried"),
    Case(
      preferences: ["pt-AO"], available: ["pt-BR", "pt-PT"], expected: ["pt-PT"],
      source: "CLDR parentLocales pt_AO → pt_PT"),
    Case(
      preferences: ["pt"], available: ["pt-PT", "pt-BR"], expected: ["pt-BR"],
      source: "ualoc.cpp penalizeNonDefaultCountry: BR is Portuguese's default region, PT is not"),
    Case(
      preferences: ["en-AU"], available: ["en", "en-GB", "en-US"], expected: ["en-GB", "en"],
      source: "ualoc.cpp appleParentMap en_AU → en_GB (Apple custom parent), then en"),
    Case(
      preferences: ["en-IN"], available: ["en", "en-GB"], expected: ["en-GB", "en"],
      source: "ualoc.cpp appleParentMap en_IN → en_GB (Apple custom parent)"),
    Case(
      preferences: ["en-US"], available: ["en-GB", "en"], expected: ["en"],
      source: "ualoc.cpp parent chain en_US → en; en_GB is a sibling, not a parent"),
    Case(
      preferences: ["es-MX"], available: ["es", "es-419", "es-ES"], expected: ["es-419", "es"],
      source: "ualoc.cpp appleParentMap es_MX → es_419 (from CLDR parentLocales)"),
    Case(
      preferences: ["es-AR"], available: ["es", "es-419"], expected: ["es-419", "es"],
      source: "CLDR parentLocales es_AR → es_419"),
    Case(
      preferences: ["en"], available: ["English", "French"], expected: ["English"],
      source: "ualoc.cpp appleAliasMap english → en (legacy English.lproj)"),
    Case(
      preferences: ["German"], available: ["de", "en"], expected: ["de"],
      source: "ualoc.cpp appleAliasMap german → de"),
    Case(
      preferences: ["fr-CA"], available: ["French", "English"], expected: ["French"],
      source: "ualoc.cpp appleAliasMap french → fr; parent chain fr_CA → fr"),
    Case(
      preferences: ["he"], available: ["iw", "en"], expected: ["iw"],
      source: "CLDR language alias iw → he (deprecated code), applied by ualoc_normalize"),
    Case(
      preferences: ["nb"], available: ["no", "en"], expected: ["no"],
      source: "ualoc.cpp likeLanguages nb ~ no; CLDR parentLocales nb → no"),
    Case(
      preferences: ["no"], available: ["nb", "en"], expected: ["nb"],
      source: "ualoc.cpp likeLanguages nb ~ no; CLDR parentLocales nb → no"),
    Case(
      preferences: ["ja", "en"], available: ["en", "fr"], expected: ["en"],
      source: "ualoc.cpp: the first preferred language with any match wins"),
    Case(
      preferences: ["ja"], available: ["en", "fr"], expected: [],
      source:
        "ualoc.cpp returns nothing when no preference matches (CFBundle then applies its backstops)"
    ),
    Case(
      preferences: ["ja"], available: ["en", "zxx"], expected: ["zxx"],
      source: "ualoc.cpp: zxx (no linguistic content) serves when nothing matches"),
    Case(
      preferences: ["Base"], available: ["Base", "en"], expected: ["Base"],
      source: "ualoc.cpp exact base-name match; Base is an ordinary name to the matcher"),
  ]

  @Test(arguments: cases) func appleMatcher(_ testCase: Case) {
    let actual = LanguageMatcher.localizationsToUse(
      preferences: testCase.preferences, available: testCase.available)
    #expect(actual.map(\.localization) == testCase.expected)
  }

  @Test(
    .enabled(if: AppleLocalizationOracle.isAvailable, "\(AppleLocalizationOracle.missingMessage)"),
    arguments: cases)
  func caseTableAgreesWithAppleICU(_ testCase: Case) {
    #expect(
      AppleLocalizationOracle.localizationsToUse(
        preferences: testCase.preferences, available: testCase.available) == testCase.expected)
  }

  // MARK: - CFBundle backstops (CFBundle_Locale.c)

  @Test func preferredLocalizationsFallsBackToEnglishThenTheFirstLocalization() {
    // _CFBundleCopyLocalizationsForPreferences: ualoc, then en_US, then the first entry, then "en".
    #expect(
      LanguageMatcher.preferredLocalizations(from: ["fr", "en"], forPreferences: ["ja"]) == ["en"])
    #expect(
      LanguageMatcher.preferredLocalizations(from: ["fr", "de"], forPreferences: ["ja"]) == ["fr"])
    #expect(LanguageMatcher.preferredLocalizations(from: [], forPreferences: ["ja"]) == ["en"])
    #expect(
      LanguageMatcher.preferredLocalizations(from: ["en", "zh-Hans", "de"], forPreferences: ["de"])
        == ["de"])
  }

  @Test func searchListAppendsTheDevelopmentRegion() {
    // _CFBundleCopyLanguageSearchListInBundle: devLang is appended when not already in the result.
    let list = LanguageMatcher.bundleSearchList(
      localizations: ["de", "en", "fr"], developmentRegion: "en", preferences: ["de-AT"])
    #expect(list.localizations == ["de", "en"])
    // With no preference matching, the development region serves.
    #expect(
      LanguageMatcher.bundleSearchList(
        localizations: ["de", "en", "fr"], developmentRegion: "fr", preferences: ["ja"]
      ).localizations == ["fr"])
  }

  @Test func searchListWithoutDevelopmentRegionAppendsEnglish() {
    // _CFBundleCopyLanguageSearchListInBundle, !devLang branch: en, English or en_US when present.
    #expect(
      LanguageMatcher.bundleSearchList(
        localizations: ["de", "en"], developmentRegion: nil, preferences: ["de"]
      ).localizations == ["de", "en"])
    #expect(
      LanguageMatcher.bundleSearchList(
        localizations: ["English", "German"], developmentRegion: nil, preferences: ["de"]
      ).localizations == ["German", "English"])
  }

  @Test func baseLprojAddsTheDevelopmentRegionToTheLocalizations() {
    // _copyBundleLocalizationsFromResources: with Base.lproj, devLang joins the localizations
    // unless some form of it ("English" for "en") is already there.
    let list = LanguageMatcher.bundleSearchList(
      localizations: ["Base", "de"], developmentRegion: "en", preferences: ["en-GB"])
    #expect(list.localizations == ["en"])
    let legacy = LanguageMatcher.bundleSearchList(
      localizations: ["Base", "English", "de"], developmentRegion: "en", preferences: ["en-GB"])
    #expect(legacy.localizations == ["English", "en"])
  }

  // MARK: - Seed 003 policies (ZCRLocalizedObject README)

  @Test func exactPolicyRequiresLanguageAndRegion() {
    let data = ["en-GB", "en"]
    // "Device set to 'English'" (en-US): nil. "Device set to 'British English'": "The colour".
    #expect(LanguageMatcher.match(preferences: ["en-US"], available: data, policy: .exact).isEmpty)
    #expect(
      LanguageMatcher.match(preferences: ["en-GB"], available: data, policy: .exact).map(
        \.localization) == ["en-GB"])
  }

  @Test func languagePolicyAcceptsTheBareLanguage() {
    // {"en": "The color"} with the device in British English: "The color".
    #expect(
      LanguageMatcher.match(preferences: ["en-GB"], available: ["en"], policy: .language).map(
        \.localization) == ["en"])
    // The language policy looks at the first preference only.
    #expect(
      LanguageMatcher.match(preferences: ["fr", "en"], available: ["en"], policy: .language).isEmpty
    )
    // "any other present regions": en-US serves en-GB when no bare en exists.
    #expect(
      LanguageMatcher.match(preferences: ["en-GB"], available: ["fr", "en-US"], policy: .language)
        .map(\.localization) == ["en-US"])
  }

  @Test func mostRecentPolicyTriesEachPreference() {
    // {"fr": "La couleur"} with the device set to French, then English.
    #expect(
      LanguageMatcher.match(preferences: ["fr", "en"], available: ["fr"], policy: .mostRecent).map(
        \.localization) == ["fr"])
    // Getting started: en / en-GB / en-US / fr with British English gives "Good day" (en-GB).
    let data = ["en", "en-GB", "en-US", "fr"]
    #expect(
      LanguageMatcher.match(preferences: ["en-GB"], available: data, policy: .mostRecent).map(
        \.localization) == ["en-GB"])
    #expect(
      LanguageMatcher.match(preferences: ["de", "fr"], available: data, policy: .mostRecent).map(
        \.localization) == ["fr"])
    #expect(
      LanguageMatcher.match(preferences: ["de", "ja"], available: data, policy: .mostRecent).isEmpty
    )
  }

  @Test func identifiersAreCanonicalizedLikeICU() {
    #expect(LanguageTag("en-gb").baseName == "en_GB")
    #expect(LanguageTag("ZH-hant-hk").baseName == "zh_Hant_HK")
    #expect(LanguageTag("English").normalized == "en")
    #expect(LanguageTag("zh_TW").normalized == "zh_Hant_TW")
    #expect(LanguageTag("tl-PH").normalized == "fil_PH")
    #expect(LanguageTag("de-AT").parentChain(penalizingUncommonRegion: false) == ["de_AT", "de"])
    #expect(
      LanguageTag("de-AT").parentChain(penalizingUncommonRegion: true) == ["de_AT", "de_AT", "de"])
    #expect(
      LanguageTag("en-AU").parentChain(penalizingUncommonRegion: false) == [
        "en_AU", "en_GB", "en_001", "en",
      ])
  }
}
