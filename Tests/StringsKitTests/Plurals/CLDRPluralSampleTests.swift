import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The samples CLDR lists with each plural rule (`@integer 1, 21, 31, … @decimal 0.1~1.6`), for one
/// rule set. `scripts/generate-plural-rules.py` expands them (independently of the Swift code:
/// Python's `decimal`) into `CLDRPluralSamples+Generated.swift`.
struct CLDRPluralSamples {
  var locales: String
  var categories: [(category: PluralCategory, integers: String, decimals: String)]
}

@Suite struct CLDRPluralSampleTests {
  /// Every sample of every locale gets the category CLDR lists it under, through the string path,
  /// and integer samples through the `Int` path too.
  @Test(arguments: CLDRPluralSamples.cardinal.map(\.locales))
  func everySampleHasItsCategory(locales: String) throws {
    let samples = try #require(CLDRPluralSamples.cardinal.first { $0.locales == locales })
    for locale in locales.split(separator: " ").map(String.init) {
      let rules = try #require(PluralRules.forLanguage(locale), "\(locale)")
      #expect(rules.locale == locale)
      #expect(rules.categories == samples.categories.map(\.category), "\(locale)")
      for (category, integers, decimals) in samples.categories {
        for sample in (integers + " " + decimals).split(separator: " ").map(String.init) {
          let operands = try #require(PluralOperands(sample), "\(sample)")
          #expect(rules.category(for: operands) == category, "\(locale) \(sample)")
        }
        for sample in integers.split(separator: " ") {
          if let integer = Int(sample) {
            #expect(rules.category(for: integer) == category, "\(locale) \(integer)")
          }
        }
      }
    }
  }

  @Test func samplesCoverEveryRuleSetAndCategory() {
    #expect(CLDRPluralSamples.cardinal.count == PluralRules.generatedRuleSets.count)
    let sampleCount = CLDRPluralSamples.cardinal.flatMap(\.categories).map {
      ($0.integers + " " + $0.decimals).split(separator: " ").count
    }.reduce(0, +)
    // CLDR 46 lists 2916 samples once expanded (counted by the script's Python expansion), in 219 locales.
    #expect(sampleCount == 2916)
    #expect(PluralRules.cldrLocales.count == 219)
    for set in CLDRPluralSamples.cardinal {
      for entry in set.categories {
        #expect(!(entry.integers + entry.decimals).isEmpty, "\(set.locales) \(entry.category)")
      }
    }
  }

  @Test func everyGeneratedConditionParses() {
    for ruleSet in PluralRulesTable.shared.ruleSets {
      #expect(ruleSet.unreadableConditions.isEmpty)
    }
  }
}
