import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Where lstrings points: at the real problem, in file coordinates (1-based line, column in UTF-8
/// bytes), not where CoreFoundation's line counter happens to be. `‸` marks the expected spot.
@Suite struct ParserDiagnosticsTests {
  /// Parses `marked` with its `‸` removed and returns the diagnostics plus the marked locations.
  static func check(_ marked: String) -> (diagnostics: [StringsDiagnostic], expected: [StringsKit.StringsSourceLocation]) {
    var text = ""
    var expected: [StringsKit.StringsSourceLocation] = []
    var line = 1
    var column = 1
    for character in marked {
      if character == "‸" {
        expected.append(StringsKit.StringsSourceLocation(file: "t.strings", line: line, column: column))
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    return (StringsParser.parse(Array(text.utf8), path: "t.strings").diagnostics, expected)
  }

  @Test(arguments: [
    // CF says "line 2" for all of these; the problem is on line 1.
    ("\"a\" = \"b\"‸\n\"c\" = \"d\";\n", "parse-error"),
    ("\"a\" = \"b\";\n\"c\" = \"d\"‸\n\n\n", "parse-error"),
    ("\"a\" ‸\"b\";", "parse-error"),
    ("\"a\" = \"b\";\n\"c\" = ‸\"never closed;\n", "parse-error"),
    ("\"a\" = \"b\";\n‸;\n\"c\" = \"d\";", "ignored-content"),
    ("\"a\" = \"日本\";‸\u{201C}c\u{201D} = \"d\";", "ignored-content"),
    ("\"a\" = ‸;", "parse-error"),
  ])
  func pointsAtTheProblem(_ marked: String, _ rule: String) {
    let (diagnostics, expected) = Self.check(marked)
    #expect(diagnostics.first?.location == expected.first, "\(XcodeReporter.render(diagnostics))")
    #expect(diagnostics.first?.ruleID == rule)
  }

  @Test func reportsEveryErrorInOneRun() {
    let (diagnostics, expected) = Self.check("\"a\" = \"b\"‸\n\"c\" = \"d\";\n\"e\" = \"f\"‸\n\"g\" = ‸;\n\"h\" = \"i\";\n")
    #expect(diagnostics.map { $0.location } == expected)
    #expect(diagnostics.allSatisfy { $0.severity == .error && $0.ruleID == "parse-error" })
    // Only the first names CoreFoundation's own message: it is the one the runtime reports.
    #expect(diagnostics.map { $0.notes.count } == [1, 0, 0])
  }

  @Test func silentStopsAreErrorsWithTheLossCounted() throws {
    let result = StringsParser.parse(Array("\"a\" = \"b\";\n;\n\"c\" = \"d\";\n\"e\" = \"f\";\n".utf8), path: "t.strings")
    #expect(result.table == ["a": .string("b")], "CF keeps only what precedes the stop")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.ruleID == "ignored-content")
    #expect(diagnostic.message.contains("2 well-formed entries"))
    #expect(result.file.encoded() == Array("\"a\" = \"b\";\n;\n\"c\" = \"d\";\n\"e\" = \"f\";\n".utf8))
  }

  @Test func cleanFilesHaveNoDiagnostics() {
    let result = StringsParser.parse(Array("/* c */\n\"a\" = \"b\";\nkey = value;\n\"s\";\n".utf8), path: "t.strings")
    #expect(result.diagnostics.isEmpty)
    #expect(result.file.entries.map(\.key) == ["a", "key", "s"])
    #expect(result.file.entries.map(\.isShorthand) == [false, false, true])
  }

  @Test func modelKeepsCommentsAndRanges() throws {
    let text = "/* Greeting */\n\"hello\" = \"Hallo\";\n\n// second\n\"bye\" = \"Tschüss\";\n"
    let result = StringsParser.parse(Array(text.utf8), path: "t.strings")
    let trivia = result.file.items.compactMap { if case .trivia(let t) = $0 { t } else { nil } }
    #expect(trivia.first?.trailingComment == "Greeting")
    #expect(trivia.dropFirst().first?.trailingComment == "second")
    let entry = try #require(result.file.entries.last)
    #expect(String(decoding: entry.text, as: UTF8.self) == "\"bye\" = \"Tschüss\";")
    #expect(
      result.location(of: entry.keyRange!.lowerBound) == StringsKit.StringsSourceLocation(file: "t.strings", line: 5, column: 1))
  }

  @Test func equivalentKeysStayDistinct() {
    let result = StringsParser.parse(Array("\"é\" = \"1\";\n\"e\u{301}\" = \"2\";\n".utf8), path: "t.strings")
    #expect(result.table?.count == 2)
    #expect(result.table?[StringsText("é")] == .string("1"))
  }

  /// A crafted binary plist (a set holding null) that crashes `PropertyListSerialization`'s
  /// bridging; lstrings reads plists through CoreFoundation directly and reports it (found by
  /// `make fuzz`).
  @Test func craftedBinaryPropertyListDoesNotCrash() {
    let bytes: [UInt8] = [
      0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xC2, 0x01, 0x02, 0x03, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x45, 0x65, 0x00, 0x7F, 0x00, 0xE4, 0x00, 0x6C, 0x00, 0x75, 0x00, 0x65, 0x08, 0x0D, 0x0F, 0x13, 0x15, 0x00, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20,
    ]
    let result = StringsParser.parse(bytes, path: "set.strings")
    #expect(result.table == nil)
    #expect(result.diagnostics.map { $0.ruleID } == ["not-a-table"])
  }
}
