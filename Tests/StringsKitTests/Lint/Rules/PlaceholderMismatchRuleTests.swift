import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct PlaceholderMismatchRuleTests {
  static let base = """
    "unread" = "You have %lld unread messages";
    "greeting" = "%1$@ invited %2$@";
    "progress" = "%.1f%% of %@";
    "plain" = "Sign Out";
    "width" = "%*d items";
    "count" = "%d files";
    """

  func lint(_ translation: String) -> [StringsDiagnostic] {
    LintFixture.lint(
      [
        LintFixture.table("en.lproj/L.strings", Self.base),
        LintFixture.table("de.lproj/L.strings", translation),
      ],
      rules: ["placeholder-mismatch"])
  }

  @Test func anObjectWhereTheBaseHasAnIntegerIsAnError() throws {
    let text = """
      "unread" = ↓"Du hast %@ ungelesene Nachrichten";
      """
    let found = lint(text)
    #expect(LintFixture.locations(found) == LintFixture.markers("de.lproj/L.strings", text))
    let diagnostic = try #require(found.first)
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message.contains(
        "'%@' reads argument 1 as an object where en's '%lld' reads an integer"))
    #expect(
      diagnostic.notes.first?.location
        == StringsSourceLocation(file: "en.lproj/L.strings", line: 1, column: 12))
  }

  @Test func reorderedPositionsAreFine() {
    #expect(lint("\"greeting\" = \"%2$@ wurde von %1$@ eingeladen\";\n").isEmpty)
  }

  @Test func aDroppedPositionalArgumentIsReported() {
    let found = lint("\"greeting\" = \"%1$@ hat eingeladen\";\n")
    #expect(
      found.map(\.message) == [
        "the placeholders of \"greeting\" differ from en: en's argument 2 ('%2$@') is not shown"
      ])
  }

  @Test func anExtraArgumentIsReported() {
    let found = lint("\"count\" = \"%d Dateien von %@\";\n")
    #expect(found.first?.message.contains("'%@' reads argument 2, which en does not read") == true)
  }

  @Test func integerSizesAndFloatFormsAreOneFamily() {
    let text = """
      "unread" = "Du hast %d ungelesene Nachrichten";
      "count" = "%lu Dateien";
      "progress" = "%.2g%% von %@";
      """
    #expect(lint(text).isEmpty)
  }

  @Test func aStarWidthReadsAnArgumentToo() {
    #expect(lint("\"width\" = \"%*d Elemente\";\n").isEmpty)
    #expect(lint("\"width\" = \"%d Elemente\";\n").count == 1)
  }

  @Test func valuesWithoutFormatSyntaxAndMalformedOnesAreLeftAlone() {
    let text = """
      "plain" = "100% abmelden %d";
      "count" = "%d Dateien %";
      """
    // "plain" has no placeholder in the base; "count" has a malformed % (invalid-placeholder's).
    #expect(lint(text).isEmpty)
  }
}
