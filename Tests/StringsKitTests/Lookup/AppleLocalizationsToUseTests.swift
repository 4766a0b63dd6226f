import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Every case of Apple's own test of its localization matcher (`TestAppleLocalizationsToUse` in
/// Apple's ICU, extracted by `scripts/generate-apple-matching-cases.py`) through
/// `LanguageMatcher.localizationsToUse`, the entry point lookup, coverage and `LocalizedBundle`
/// share. The expected results are Apple's, not ours.
@Suite struct AppleLocalizationsToUseTests {
  static func disagreements() -> [String] {
    AppleLocalizationsToUseCases.cases.enumerated().compactMap { index, testCase in
      let actual = LanguageMatcher.localizationsToUse(
        preferences: testCase.preferences, available: testCase.available
      ).map(\.localization)
      guard actual != testCase.expected else { return nil }
      return
        "#\(index) \(testCase.name): \(testCase.preferences) in \(testCase.available): expected \(testCase.expected), got \(actual)"
    }
  }

  @Test func tableIsWhole() {
    #expect(AppleLocalizationsToUseCases.cases.count == 1037)
  }

  @Test func everyCaseAgreesWithApple() {
    let found = Self.disagreements()
    #expect(
      found.isEmpty,
      "\(found.count) of \(AppleLocalizationsToUseCases.cases.count) disagree:\n\(found.joined(separator: "\n"))")
  }
}
