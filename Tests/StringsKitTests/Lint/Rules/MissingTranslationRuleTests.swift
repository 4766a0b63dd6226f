import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct MissingTranslationRuleTests {
  let base = """
    "Inbox" = "Inbox";
    "Sign Out" = "Sign Out";
    """

  @Test func reportsAtTheTopOfTheTranslationWithANoteAtTheBase() throws {
    let tables = [
      LintFixture.table("R/en.lproj/L.strings", base),
      LintFixture.table("R/de.lproj/L.strings", "\"Inbox\" = \"Posteingang\";\n"),
    ]
    let found = LintFixture.lint(tables, rules: ["missing-translation"])
    let diagnostic = try #require(found.first)
    #expect(found.count == 1)
    #expect(LintFixture.locations(found) == ["R/de.lproj/L.strings:1:1"])
    #expect(diagnostic.key == "Sign Out")
    #expect(
      diagnostic.notes.first?.location
        == StringsSourceLocation(file: "R/en.lproj/L.strings", line: 2, column: 1))
  }

  @Test func aKeyThatDiffersOnlyInNormalisationIsPointedOut() throws {
    let tables = [
      LintFixture.table("en.lproj/L.strings", "\"Caf\u{E9}\" = \"Caf\u{E9}\";\n"),
      LintFixture.table("de.lproj/L.strings", "\"x\" = \"y\";\n\"Cafe\u{301}\" = \"Caf\u{E9}\";\n"),
    ]
    let found = LintFixture.lint(tables, rules: ["missing-translation"])
    let note = try #require(found.first?.notes.last)
    #expect(found.count == 1)
    #expect(note.location == StringsSourceLocation(file: "de.lproj/L.strings", line: 2, column: 1))
    #expect(note.message.contains("differs in Unicode normalisation"))
  }

  @Test func completeTranslationsAndOtherBundlesAreNotReported() {
    let tables = [
      LintFixture.table("R/en.lproj/L.strings", base),
      LintFixture.table(
        "R/de.lproj/L.strings", "\"Sign Out\" = \"Abmelden\";\n\"Inbox\" = \"Posteingang\";\n"),
      // Another bundle's table of the same name is not a translation of R's.
      LintFixture.table("Widgets/fr.lproj/L.strings", "\"Other\" = \"Autre\";\n"),
      // Another table name in the same bundle neither.
      LintFixture.table("R/fr.lproj/M.strings", "\"x\" = \"y\";\n"),
    ]
    #expect(LintFixture.lint(tables, rules: ["missing-translation"]).isEmpty)
  }

  @Test func aRejectedTranslationGetsItsParseErrorOnly() throws {
    let tables = [
      LintFixture.table("en.lproj/L.strings", base),
      LintFixture.table("de.lproj/L.strings", "\"Inbox\" = \"Posteingang\"\n"),  // missing ';'
    ]
    let found = LintFixture.lint(tables, rules: LintRules.enabledByDefault)
    #expect(found.map(\.ruleID) == ["parse-error"])
    let note = try #require(found.first?.notes.last?.message)
    #expect(note.contains("loads this table as empty: for all 2 keys of en, users of de see the key"))
  }

  @Test func aTruncatedTranslationIsNotComparedEither() {
    let tables = [
      LintFixture.table("en.lproj/L.strings", base),
      LintFixture.table(
        "de.lproj/L.strings", "\"Inbox\" = \"Posteingang\";;\n\"Sign Out\" = \"Abmelden\";\n"),
    ]
    let found = LintFixture.lint(tables, rules: LintRules.enabledByDefault)
    #expect(found.map(\.ruleID) == ["ignored-content"])
  }

  @Test func aRejectedBaseStopsAllComparisons() {
    let tables = [
      LintFixture.table("en.lproj/L.strings", "\"Inbox\" = \"Inbox\"\n"),
      LintFixture.table("de.lproj/L.strings", "\"Other\" = \"Anders\";\n"),
    ]
    let found = LintFixture.lint(tables, rules: LintRules.enabledByDefault)
    #expect(found.map(\.ruleID) == ["parse-error"])
    #expect(found.first?.notes.last?.message.contains("not compared with this base table") == true)
  }
}
