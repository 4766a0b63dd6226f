import Foundation
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
      "plain" = "100% abmelden 100%%";
      "count" = "%d Dateien %";
      """
    // "plain" reads no argument ("% a" with a space flag is prose, `%%` none); "count" has a
    // malformed % (invalid-placeholder's).
    #expect(lint(text).isEmpty)
  }

  /// A translation that adds a placeholder where the base has none: the value may be shown as
  /// it is (a warning) or formatted with no argument (a crash).
  @Test func aPlaceholderAddedToAPlainBaseIsAWarning() throws {
    let text = """
      "plain" = ↓"Abmelden %@";
      "count" = "%d Dateien";
      """
    let found = lint(text)
    #expect(LintFixture.locations(found) == LintFixture.markers("de.lproj/L.strings", text))
    let diagnostic = try #require(found.first)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.message.hasPrefix("the de translation of \"plain\" adds '%@', which the en value does not have"))
    #expect(diagnostic.notes.first?.location == StringsSourceLocation(file: "en.lproj/L.strings", line: 4, column: 11))
  }

  /// Where `--sources` finds the key's lookup inside a format call, it is an error.
  @Test func aPlaceholderAddedToAFormattedValueIsAnError() throws {
    let folder = try LintFixture.temporaryDirectory("added-placeholder")
    let source = folder.appendingPathComponent("Alert.m").path
    try Data(
      """
      NSString *shown = NSLocalizedString(@"plain", nil);
      NSString *message = [NSString stringWithFormat:
          NSLocalizedString(@"invalid", nil)];

      """.utf8
    ).write(to: URL(fileURLWithPath: source))
    let base = LintFixture.table(
      "en.lproj/L.strings", "\"plain\" = \"Sign Out\";\n\"invalid\" = \"The file is invalid.\\n\\nPlease select it again.\";\n")
    let translation = LintFixture.table(
      "zh-Hant.lproj/L.strings", "\"plain\" = \"登出 %@\";\n\"invalid\" = \"檔案無效。\\n\\n%@\\n\\n請重新選擇。\";\n")
    let usage = CodeUsage(strings: [
      ExtractedString(key: "plain", table: "L", location: StringsSourceLocation(file: source, line: 1, column: 19)),
      ExtractedString(key: "invalid", table: "L", location: StringsSourceLocation(file: source, line: 3, column: 5)),
    ])
    let found = Linter(enabledRules: ["placeholder-mismatch"]).lint([base, translation], usage: usage).diagnostics
    #expect(found.map { "\($0.key ?? "") \($0.severity)" } == ["plain warning", "invalid error"])
    #expect(found.last?.message.contains("the code formats it (\(source):3)") == true)
    // Without the sources, lint cannot know: both are warnings.
    let unknown = Linter(enabledRules: ["placeholder-mismatch"]).lint([base, translation]).diagnostics
    #expect(unknown.map(\.severity) == [.warning, .warning])
  }
}
