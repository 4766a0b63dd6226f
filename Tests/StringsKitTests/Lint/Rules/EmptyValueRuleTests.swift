import StringsExtraction
import StringsFormats
import StringsKit
import Testing

@Suite struct EmptyValueRuleTests {
  @Test func reportsAnEmptyValueAtTheValue() {
    let text = """
      "Inbox" = "Posteingang";
      "Sign Out" = ↓"";
      """
    let found = LintFixture.lint(
      [LintFixture.table("de.lproj/L.strings", text)], rules: ["empty-value"])
    #expect(LintFixture.locations(found) == LintFixture.markers("de.lproj/L.strings", text))
    #expect(found.first?.key == "Sign Out")
    #expect(found.first?.severity == .warning)
  }

  @Test func aSpaceOrAShorthandIsNotEmpty() {
    let text = "\"a\" = \" \";\n\"b\";\n\"c\" = \"\\U0020\";\n"
    #expect(
      LintFixture.lint([LintFixture.table("L.strings", text)], rules: ["empty-value"]).isEmpty)
  }
}
