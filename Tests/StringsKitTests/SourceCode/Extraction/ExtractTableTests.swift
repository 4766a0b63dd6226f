import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Table building: genstrings' order, merging, positional rewriting and the warnings, from the
/// facts of docs/extraction.md §2.5–§3.
@Suite struct ExtractTableTests {
  static func site(_ key: String, value: String? = nil, comment: String? = nil, table: String = "Localizable", line: Int = 1)
    -> ExtractedString
  {
    ExtractedString(
      key: StringsText(key), value: value.map { StringsText($0) }, comment: comment, table: table,
      location: StringsSourceLocation(file: "f.swift", line: line, column: 1))
  }

  /// §2.5: talk's and santa's observed orders (case folded to lower case, then code units).
  @Test func genstringsOrder() {
    let talk = [
      "%1$@ in %2$@", "%@ (bot)", "%d days ago", "%ld others", "'Do not disturb'", "1 day", "1 hour", "1 week",
      "1. Access", "15 minutes", "2. Go to", "24 hours", "8 hours", "@-mentions only", "[Unknown username]", "About",
      "Zammad API error", "{actor} added you", "↓ New messages",
    ]
    #expect(GenstringsOrder.sorted(talk.reversed()) == talk)
    let santa = [
      "Access", "Application", "Approve", "authorize execution of ", "authorize execution of the application ",
      "Bundle Hash", "CDHash", "Copy Details", "Santa is", "SHA-256", "Signing ID", "unknown", "User",
    ]
    #expect(GenstringsOrder.sorted(santa.shuffled()) == santa)
    // Keys equal after folding: plain code units break the tie, so the order never depends on input.
    #expect(GenstringsOrder.sorted(["a", "A"]) == ["A", "a"])
    #expect(GenstringsOrder.sorted(["A", "a"]) == ["A", "a"])
  }

  /// §2.7: two or more specifiers are numbered; flags and width are dropped only in genstrings mode.
  @Test func positionalRewriting() {
    func rewrite(_ text: String, _ style: PositionalRewriter.Style) -> String {
      String(decoding: PositionalRewriter.rewrite(Array(text.utf8), style: style), as: UTF8.self)
    }
    #expect(rewrite("%010d and %03.f", .genstrings) == "%1$d and %2$.f")
    #expect(rewrite("%010d and %03.f", .keepingFlagsAndWidth) == "%1$010d and %2$03.f")
    #expect(rewrite("%@, %@, %@ and %ld others", .genstrings) == "%1$@, %2$@, %3$@ and %4$ld others")
    #expect(rewrite("%d days ago", .genstrings) == "%d days ago")
    #expect(rewrite("%1$@ in %2$@", .genstrings) == "%1$@ in %2$@")
    #expect(rewrite("100%% of %@ and %@", .genstrings) == "100%% of %1$@ and %2$@")
  }

  @Test func duplicatesAndComments() {
    let strings = [
      Self.site("k", value: "A", comment: "first", line: 1),
      Self.site("k", value: "B", comment: "second", line: 2),
      Self.site("k", value: "A", line: 3),
      Self.site("k", table: "Other", line: 4),
    ]
    let (tables, diagnostics) = ExtractedTable.build(strings, options: ExtractionOptions())
    #expect(tables.map(\.name) == ["Localizable", "Other"])
    #expect(tables[0].entries.map(\.valueText) == ["A"])
    #expect(tables[0].entries[0].comments == ["first", "second"])
    #expect(diagnostics.map(\.ruleID) == [DiagnosticKind.duplicateValue.id, DiagnosticKind.multipleComments.id])
    #expect(diagnostics.allSatisfy { $0.location.line == 2 && $0.notes.first?.location?.line == 1 })
    // -q silences both; --skip-table drops a table.
    let quiet = ExtractedTable.build(strings, options: ExtractionOptions(skippedTables: ["Other"], isQuiet: true))
    #expect(quiet.diagnostics.isEmpty)
    #expect(quiet.tables.map(\.name) == ["Localizable"])
    #expect(quiet.tables[0].entries[0].comments == ["first", "second"])
  }

  @Test func malformedFormatSpecifiers() {
    let source = """
      NSLocalizedString(@"%@ is 100%", nil);  // a format with a stray `%` at the end
      NSLocalizedString(@"100% sure", nil);  // plain text: not a format, no warning
      NSLocalizedString(@"%d of %z", nil);
      NSLocalizedStringWithDefaultValue(@"k", nil, b, @"%@ of 5%", nil);  // the value too
      """
    let scanned = SourceScanner.scan(source: Array(source.utf8), path: "t.m", language: .objectiveC, options: ScanOptions())
    let report = StringsExtractor.report(scanned, options: ExtractionOptions())
    #expect(report.diagnostics.map(\.ruleID) == Array(repeating: DiagnosticKind.malformedFormat.id, count: 3))
    #expect(report.diagnostics.map(\.location.line) == [1, 3, 4])
    #expect(report.diagnostics[2].message.hasPrefix("the value"))
  }

  /// Lines are counted as `LineTable` counts them: LF, CR and CR LF are one break each.
  @Test func locationsWithEveryLineBreak() {
    let source = "// a\r\n// b\rText(\"x\")\nText(\"y\")"
    let result = SourceScanner.scan(source: Array(source.utf8), path: "t.swift", language: .swift, options: ScanOptions())
    #expect(result.strings.map(\.location.line) == [3, 4])
    #expect(result.strings.map(\.location.column) == [1, 1])
  }

  /// Large inputs are merged in shards on several cores: the result is the same for any number
  /// of shards (tables, entry order, merged comments, kept values, diagnostics and their order).
  @Test func shardingDoesNotChangeTheResult() {
    var strings: [ExtractedString] = []
    let words = ["Apple", "apple", "Zebra", "[x]", "15 min", "1. Go", "é", "Éa", "%@ and %@", "b\"q\""]
    for i in 0..<600 {
      let key = words[i % words.count] + String(i % 37)
      strings.append(
        Self.site(
          key, value: i % 5 == 0 ? "v\(i % 3)" : nil, comment: i % 4 == 0 ? nil : "c\(i % 3)",
          table: i % 7 == 0 ? "Other" : "Localizable", line: i + 1))
    }
    for mode in ExtractionMode.allCases {
      let options = ExtractionOptions(mode: mode)
      let one = ExtractedTable.build(strings, options: options, shardCount: 1)
      #expect(!one.diagnostics.isEmpty)
      for shards in [2, 3, 8] {
        let many = ExtractedTable.build(strings, options: options, shardCount: shards)
        #expect(many.tables == one.tables)
        #expect(many.diagnostics == one.diagnostics)
      }
    }
  }

  /// The merge of sorted shards compares with `precedes`, which must agree with `order(of:)`.
  @Test func pairwiseOrderAgreesWithSorting() {
    let texts = [
      "b", "B", "a", "A", "[", "é", "É", "e", "1. x", "15", "{", "↓", "😀", "\u{FF01}", "\u{E000}x", "Z", "ab", "aB", "Ab", "",
      "%@",
    ]
    let sorted = GenstringsOrder.sorted(texts)
    #expect(texts.sorted(by: GenstringsOrder.precedes) == sorted)
    // UTF-16 order, not scalar order: a surrogate pair sorts before U+E000 and U+FF01.
    #expect(sorted.suffix(3) == ["😀", "\u{E000}x", "\u{FF01}"])
  }
}
