import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// What `lookup` decides without being told: now the library's.
@Suite struct LookupDefaultsTests {
  @Test func withoutALanguageEachLocalizationButBaseIsLookedUpAlone() throws {
    let bundle = try LocalizedBundle(path: Fixtures.url("Lookup/App").path)
    #expect(Set(bundle.eachLocalizationAlone) == [["en"], ["pl"], ["ru"]])
    // Base.lproj, de.lproj, en.lproj: no user prefers Base.
    let withBase = try LocalizedBundle(path: Fixtures.url("BaseLanguage/XcodeProject/App").path)
    #expect(Set(withBase.eachLocalizationAlone) == [["de"], ["en"]])
  }

  @Test func argumentsAreGivenOnlyWhenSomeAre() {
    #expect(FormatArguments(given: [], texts: []) == nil)
    #expect(FormatArguments(given: [], texts: ["Alice"]) == FormatArguments(texts: ["Alice"]))
    let numbers = ["3"].compactMap(FormatNumber.init)
    #expect(FormatArguments(given: numbers, texts: []) == FormatArguments(numbers: numbers))
  }
}
