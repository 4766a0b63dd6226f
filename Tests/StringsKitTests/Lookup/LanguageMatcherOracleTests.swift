import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Our Swift matcher against Apple's own `ualoc_localizationsToUse`, on every pairing of a set of
/// preference lists with a set of `.lproj` sets.
@Suite(
  .enabled(if: AppleLocalizationOracle.isAvailable, "\(AppleLocalizationOracle.missingMessage)"))
struct LanguageMatcherOracleTests {
  static let identifiers = [
    "en", "en-US", "en-GB", "en-AU", "en-IN", "en-CA", "en-IE", "en-NZ", "en-SG", "en-DE", "en-150",
    "en-001",
    "English", "en_US", "en_GB", "fr", "fr-FR", "fr-CA", "fr-CH", "fr-BE", "French", "de", "de-DE",
    "de-AT",
    "de-CH", "German", "es", "es-ES", "es-MX", "es-419", "es-AR", "es-US", "Spanish", "pt", "pt-BR",
    "pt-PT",
    "pt-AO", "Portuguese", "it", "it-IT", "it-CH", "Italian", "nl", "nl-BE", "Dutch", "ja", "ja-JP",
    "Japanese",
    "ko", "ko-KR", "zh", "zh-Hans", "zh-Hant", "zh-Hans-CN", "zh-Hant-TW", "zh-Hant-HK", "zh-HK",
    "zh-TW",
    "zh-CN", "zh-MO", "zh-SG", "zh_CN", "zh_TW", "yue", "yue-Hant", "yue-Hans", "Chinese", "nb",
    "nn", "no",
    "no-NO", "nb-NO", "Norwegian", "sv", "da", "fi", "he", "iw", "id", "in", "ar", "ar-SA", "ru",
    "uk", "pl",
    "tr", "th", "vi", "hi", "hi-Latn", "ms", "ca", "hr", "sr", "sr-Latn", "sr-Cyrl", "sh", "tl",
    "fil",
    "Base", "zxx", "de-u-co-phonebk", "EN-us", "en-Latn-US", "az-Cyrl", "uz-Arab", "ro", "mo",
  ]

  /// Deterministic pseudo-random subsets (a linear congruential generator, so a failure reproduces).
  static func sample(_ count: Int, seed: inout UInt64, maxSize: Int) -> [[String]] {
    var lists: [[String]] = []
    for _ in 0..<count {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let size = 1 + Int((seed >> 33) % UInt64(maxSize))
      var list: [String] = []
      for _ in 0..<size {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let pick = identifiers[Int((seed >> 33) % UInt64(identifiers.count))]
        if !list.contains(pick) { list.append(pick) }
      }
      lists.append(list)
    }
    return lists
  }

  @Test func singlePreferenceAgainstEveryPairOfLocalizations() {
    var mismatches: [String] = []
    var compared = 0
    for preference in Self.identifiers {
      for (i, first) in Self.identifiers.enumerated() {
        for second in Self.identifiers[(i + 1)...]
        where second.prefix(2).lowercased() == first.prefix(2).lowercased() || i % 13 == 0 {
          let available = [first, second, "fr"]
          let expected = AppleLocalizationOracle.localizationsToUse(
            preferences: [preference], available: available)
          let actual = LanguageMatcher.localizationsToUse(
            preferences: [preference], available: available
          ).map(\.localization)
          compared += 1
          if expected != actual {
            mismatches.append("\([preference]) \(available): Apple \(expected), ours \(actual)")
          }
        }
      }
    }
    #expect(compared > 2_000)
    print("matcher vs Apple ICU: \(compared) single-preference cases compared")
    #expect(
      mismatches.isEmpty,
      "\(mismatches.count) of \(compared) differ:\n\(mismatches.prefix(40).joined(separator: "\n"))"
    )
  }

  @Test func randomPreferenceListsAgainstRandomLocalizationSets() {
    var seed: UInt64 = 7
    let preferenceLists = Self.sample(200, seed: &seed, maxSize: 4)
    let localizationSets = Self.sample(50, seed: &seed, maxSize: 8)
    var mismatches: [String] = []
    for preferences in preferenceLists {
      for available in localizationSets {
        let expected = AppleLocalizationOracle.localizationsToUse(
          preferences: preferences, available: available)
        let actual = LanguageMatcher.localizationsToUse(
          preferences: preferences, available: available
        ).map(\.localization)
        if expected != actual {
          mismatches.append("\(preferences) \(available): Apple \(expected), ours \(actual)")
        }
      }
    }
    #expect(
      mismatches.isEmpty,
      "\(mismatches.count) of 10000 differ:\n\(mismatches.prefix(40).joined(separator: "\n"))")
  }

  /// Every alias and parent entry transcribed in `LocaleData` changes Apple's answer the way we
  /// claim: an alias matches its replacement, a child falls back to its parent.
  @Test func transcribedTableEntriesAgreeWithAppleICU() {
    var pairs = LocaleData.cldrLanguageAliases.map { (preference: $0.key, localization: $0.value) }
    for (child, parent) in LocaleData.appleParents.merging(
      LocaleData.cldrParents, uniquingKeysWith: { apple, _ in apple })
    where parent != "root" && LanguageTag(child).languageGroup == LanguageTag(parent).languageGroup {
      pairs.append((child, parent))
    }
    var mismatches: [String] = []
    for pair in pairs {
      let available = [pair.localization.replacingOccurrences(of: "_", with: "-"), "ka"]
      let expected = AppleLocalizationOracle.localizationsToUse(
        preferences: [pair.preference], available: available)
      let actual = LanguageMatcher.localizationsToUse(
        preferences: [pair.preference], available: available)
      if expected != [available[0]] || actual.map(\.localization) != expected {
        mismatches.append(
          "\(pair.preference) in \(available): Apple \(expected), ours \(actual.map(\.localization))"
        )
      }
    }
    #expect(pairs.count > 150)
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }
}
