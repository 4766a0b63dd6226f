import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct UntranslatedRuleTests {
  @Test func isOffByDefault() {
    #expect(!LintRules.enabledByDefault.contains("untranslated"))
  }

  @Test func reportsACopiedValueAsANote() {
    let translation = """
      "Settings" = ↓"Settings";
      "Inbox" = "Posteingang";
      "OK" = "%@";
      "Count" = "100 %%";
      """
    let tables = [
      LintFixture.table(
        "en.lproj/L.strings",
        "\"Settings\" = \"Settings\";\n\"Inbox\" = \"Inbox\";\n\"OK\" = \"%@\";\n\"Count\" = \"100 %%\";\n"
      ),
      LintFixture.table("de.lproj/L.strings", translation),
      // A regional variant of the base language may keep the base text.
      LintFixture.table("en-GB.lproj/L.strings", "\"Settings\" = \"Settings\";\n"),
    ]
    let found = LintFixture.lint(tables, rules: ["untranslated"])
    #expect(LintFixture.locations(found) == LintFixture.markers("de.lproj/L.strings", translation))
    #expect(found.first?.severity == .note)
  }
}
