import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The examples in docs/lookup.md and the API's doc comments, so they cannot go stale.
struct DocumentationExampleTests {
  @Test func matcherExamples() {
    #expect(
      LanguageMatcher.preferredLocalizations(
        from: ["en", "zh-Hans", "zh-Hant", "de"], forPreferences: ["zh-HK"]) == ["zh-Hant"])
    #expect(
      LanguageMatcher.preferredLocalizations(
        from: ["en", "pt-BR", "pt-PT"], forPreferences: ["pt-AO"]) == ["pt-PT"])
    #expect(
      LanguageMatcher.match(preferences: ["en-US"], available: ["en-GB", "en"], policy: .exact)
        .isEmpty)
  }

  @Test func bundleExamples() throws {
    let resources = Fixtures.repositoryRoot.appendingPathComponent("Example/Resources").path
    let bundle = try LocalizedBundle(path: resources, developmentRegion: "en")
    #expect(
      bundle.localizedString(forKey: "Welcome", preferredLanguages: ["de-AT", "en"]) == "Willkommen"
    )
    bundle.overrideLanguages = ["zh-Hans"]
    // The Chinese Localizable.strings is rejected (full-width semicolon): keys show as themselves.
    #expect(
      bundle.localizedStrings(forKeys: ["Inbox", "Settings"], preferredLanguages: ["en"]) == [
        "Inbox", "Settings",
      ])
    #expect(
      bundle.localizedString(forKey: "Language", table: "Settings", preferredLanguages: ["en"])
        == "语言")
    bundle.followSystem()
    #expect(
      bundle.localizedString(forKey: "Language", table: "Settings", preferredLanguages: ["en"])
        == "Language")
    let resolution = bundle.resolve(key: "Welcome", preferredLanguages: ["de-AT"])
    let kinds = resolution.steps.map { step -> String in
      switch step {
      case .preferences: "preferences"
      case .chose(let choice): "chose \(choice.localization)"
      case .foundTable: "foundTable"
      case .value: "value"
      case .noMatch, .noTable, .noTableAnywhere, .missingKey, .notAString, .fellBackToValue,
        .fellBackToKey, .foundStringsdict, .variation, .missingArguments, .documentText:
        "other"
      }
    }
    #expect(kinds == ["preferences", "chose de", "chose en", "foundTable", "value"])
  }
}
