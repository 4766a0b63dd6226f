import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct DuplicateKeyRuleTests {
  let rule: Set = ["duplicate-key"]

  @Test func reportsTheLaterDefinitionWithANoteAtTheFirst() throws {
    let text = """
      "title" = "Inbox";
      "other" = "x";
      ↓"title" = "Mail";

      """
    let table = LintFixture.table("en.lproj/A.strings", text)
    let found = LintFixture.lint([table], rules: rule)
    #expect(LintFixture.locations(found) == LintFixture.markers("en.lproj/A.strings", text))
    let diagnostic = try #require(found.first)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.key == "title")
    // CF keeps the last value (checked in the parser's parity tests): the message names it.
    #expect(diagnostic.message.contains("keeps this last definition, \"Mail\""))
    #expect(diagnostic.notes.map(\.location?.line) == [1])
  }

  @Test func threeDefinitionsGiveTwoFindingsEachNamingTheKeptLine() {
    let text = """
      "k" = "1";
      ↓"k" = "2";
      ↓"k" = "3";
      """
    let found = LintFixture.lint([LintFixture.table("A.strings", text)], rules: rule)
    #expect(LintFixture.locations(found) == LintFixture.markers("A.strings", text))
    #expect(found[0].message.contains("keeps the last definition, on line 3"))
    #expect(found[1].message.contains("keeps this last definition, \"3\""))
  }

  @Test func sameValueTwiceSaysSo() {
    let found = LintFixture.lint(
      [LintFixture.table("A.strings", "\"k\" = \"v\";\n\"k\" = \"v\";\n")], rules: rule)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("same value") == true)
  }

  @Test func keysThatDifferOnlyInNormalisationAreNotDuplicates() {
    let text = "\"Caf\u{E9}\" = \"1\";\n\"Cafe\u{301}\" = \"2\";\n\"a\" = \"b\";\n"
    #expect(LintFixture.lint([LintFixture.table("A.strings", text)], rules: rule).isEmpty)
  }
}
