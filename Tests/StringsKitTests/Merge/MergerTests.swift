import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Each merge rule on small inline tables: what is added where, what is kept byte for byte, and
/// what makes a merge refuse to touch a file.
struct MergerTests {
  /// Merges the base text into the translation text (both UTF-8) and returns the merged text.
  func merged(_ translation: String, base: String, _ options: MergeOptions = MergeOptions()) throws
    -> String
  {
    let result = try #require(mergeResult(translation, base: base, options))
    return String(decoding: result.merged, as: UTF8.self)
  }

  func mergeResult(_ translation: String, base: String, _ options: MergeOptions = MergeOptions())
    -> MergeResult?
  {
    let baseResult = StringsParser.parse(Array(base.utf8), path: "en.strings")
    guard let (entries, _) = BaseEntry.entries(of: baseResult) else { return nil }
    let outcome = Merger(options: options).merge(
      entries, into: StringsParser.parse(Array(translation.utf8), path: "de.strings"))
    guard case .merged(let result) = outcome else { return nil }
    return result
  }

  @Test func addsNewKeysInSortedPositionWithTheBaseValueAndComment() throws {
    let base = """
      /* First */
      "a" = "A";

      /* Second */
      "b" = "B";

      /* Third */
      "c" = "C";

      """
    let translation = """
      /* First */
      "a" = "Ä";

      /* Third */
      "c" = "Ç";

      """
    #expect(
      try merged(translation, base: base) == """
        /* First */
        "a" = "Ä";

        /* Second */
        "b" = "B";

        /* Third */
        "c" = "Ç";

        """)
  }

  @Test func appendsNewKeysAtTheEndOfAnUnsortedFileInBaseOrder() throws {
    let base = "\"z\" = \"Z\";\n\"new2\" = \"N2\";\n\"a\" = \"A\";\n\"new1\" = \"N1\";\n"
    let translation = "\"z\" = \"Zed\";\n\"a\" = \"Ah\";\n// footer\n"
    #expect(
      try merged(translation, base: base)
        == "\"z\" = \"Zed\";\n\"a\" = \"Ah\";\n\"new2\" = \"N2\";\n\"new1\" = \"N1\";\n// footer\n")
  }

  @Test func keepsExistingStatementsByteForByte() throws {
    // Unusual spacing, an unquoted key, escapes and a shorthand entry are all left alone.
    let translation = "key1   =\t\"Wert \\U00e9 \\\"x\\\"\" ;\n\"k2\";\n"
    let result = try merged(
      translation, base: "key1 = \"Value\";\n\"k2\" = \"k2\";\n\"k3\" = \"V3\";\n")
    #expect(result.hasPrefix(translation))
    #expect(result == translation + "\"k3\" = \"V3\";\n")
  }

  @Test func refreshesACommentFromTheBaseKeepingItsStyle() throws {
    let base = "/* New text */\n\"a\" = \"A\";\n// Line comment\n\"b\" = \"B\";\n"
    let translation = "/* Old text */\n\"a\" = \"Ä\";\n// Old line\n\"b\" = \"Bé\";\n"
    #expect(
      try merged(translation, base: base)
        == "/* New text */\n\"a\" = \"Ä\";\n// Line comment\n\"b\" = \"Bé\";\n")
  }

  @Test func addsACommentAboveAnEntryThatHasNone() throws {
    let base = "/* Greeting */\n\"hello\" = \"Hello\";\n"
    #expect(
      try merged("/* Section header */\n\n\"hello\" = \"Hallo\";\n", base: base)
        == "/* Section header */\n\n/* Greeting */\n\"hello\" = \"Hallo\";\n")
    #expect(
      try merged(
        "\"x\" = \"y\"; // note\n\"hello\" = \"Hallo\";\n", base: base + "\"x\" = \"X\";\n")
        == "\"x\" = \"y\"; // note\n/* Greeting */\n\"hello\" = \"Hallo\";\n")
  }

  @Test func neverReplacesATranslatorsCommentWithGenstringsPlaceholderOrNothing() throws {
    let translation = "/* Careful: plural */\n\"a\" = \"Ä\";\n"
    #expect(
      try merged(translation, base: "/* No comment provided by engineer. */\n\"a\" = \"A\";\n")
        == translation)
    #expect(try merged(translation, base: "\"a\" = \"A\";\n") == translation)
  }

  @Test func keepsObsoleteKeysByDefaultAndReportsThemWithTheirLocation() throws {
    let result = try #require(
      mergeResult("\"a\" = \"Ä\";\n\"gone\" = \"Weg\";\n", base: "\"a\" = \"A\";\n"))
    #expect(!result.isChanged)
    #expect(result.obsolete == ["gone"])
    #expect(
      result.obsoleteWarnings.map(\.location) == [
        StringsSourceLocation(file: "de.strings", line: 2, column: 1)
      ])
    #expect(result.obsoleteWarnings.map(\.ruleID) == ["obsolete-key"])
  }

  @Test func removesObsoleteEntriesWithTheirCommentAndOneBlankLine() throws {
    let translation =
      "/* A */\n\"a\" = \"Ä\";\n\n/* Gone */\n\"gone\" = \"Weg\";\n\n/* C */\n\"c\" = \"Ç\";\n"
    let result = try #require(
      mergeResult(
        translation, base: "\"a\" = \"A\";\n\"c\" = \"C\";\n", MergeOptions(obsolete: .remove)))
    #expect(
      String(decoding: result.merged, as: UTF8.self)
        == "/* A */\n\"a\" = \"Ä\";\n\n/* C */\n\"c\" = \"Ç\";\n")
    #expect(result.removed == ["gone"])
  }

  @Test func commentsOutObsoleteEntries() throws {
    let options = MergeOptions(obsolete: .comment)
    #expect(
      try merged("\"a\" = \"Ä\";\n\"gone\" = \"Weg\";\n", base: "\"a\" = \"A\";\n", options)
        == "\"a\" = \"Ä\";\n/* Obsolete: \"gone\" = \"Weg\"; */\n")
    // A statement holding `*/` cannot go in a block comment.
    #expect(
      try merged("\"gone\" = \"a */ b\";\n", base: "\"a\" = \"A\";\n", options)
        == "// Obsolete: \"gone\" = \"a */ b\";\n\n\"a\" = \"A\";\n")
  }

  @Test func marksNewEntriesOnTheirOwnLineSoTheMarkIsNeverTakenForTheComment() throws {
    let options = MergeOptions(newEntryMarker: "TODO: translate")
    let base = "/* Greeting */\n\"hello\" = \"Hello\";\n"
    let fullBase = base + "\"a\" = \"A\";\n\"b\" = \"B\";\n"
    let once = try merged("\"a\" = \"Ä\";\n\"b\" = \"B\";\n", base: fullBase, options)
    #expect(
      once
        == "\"a\" = \"Ä\";\n\"b\" = \"B\";\n/* Greeting */\n\"hello\" = \"Hello\"; // TODO: translate\n"
    )
    #expect(try merged(once, base: fullBase, options) == once)
  }

  @Test func followsTheFilesLineBreaksAndBlankLines() throws {
    let base = "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n"
    #expect(
      try merged("\"a\" = \"1\";\r\n\r\n\"c\" = \"3\";\r\n", base: base)
        == "\"a\" = \"1\";\r\n\r\n\"b\" = \"B\";\r\n\r\n\"c\" = \"3\";\r\n")
    #expect(
      try merged("\"a\" = \"1\";\n\"c\" = \"3\";\n", base: base)
        == "\"a\" = \"1\";\n\"b\" = \"B\";\n\"c\" = \"3\";\n")
  }

  /// With fewer than two entries there is no habit to follow: new entries get genstrings' blank line.
  @Test func addsALineBreakWhenTheFileDoesNotEndWithOne() throws {
    #expect(
      try merged("\"a\" = \"1\";", base: "\"a\" = \"A\";\n\"b\" = \"B\";\n")
        == "\"a\" = \"1\";\n\n\"b\" = \"B\";\n")
  }

  @Test(arguments: [StringsEncoding.utf16LittleEndian, .utf16BigEndian, .utf8WithBOM])
  func keepsTheEncodingAndByteOrderMark(_ encoding: StringsEncoding) throws {
    let text = Array("/* A */\n\"a\" = \"Ä\";\n\"c\" = \"C\";\n".utf8)
    let bytes = encoding.byteOrderMark + encoding.encode(text)
    let base = try #require(
      BaseEntry.entries(
        of: StringsParser.parse(
          Array("\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n".utf8), path: "en")))
    guard
      case .merged(let result) = Merger().merge(
        base.entries, into: StringsParser.parse(bytes, path: "de"))
    else {
      Issue.record("refused")
      return
    }
    let expected =
      encoding.byteOrderMark
      + encoding.encode(Array("/* A */\n\"a\" = \"Ä\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n".utf8))
    #expect(result.merged == expected)
  }

  @Test func refusesAFileThatDoesNotParseAndSaysWhere() throws {
    let base = try #require(
      BaseEntry.entries(of: StringsParser.parse(Array("\"a\" = \"A\";\n".utf8), path: "en")))
    let broken = StringsParser.parse(
      Array("\"b\" = \"B\";\n\"a\" = \"Ä\"\n\"c\" = \"C\";\n".utf8), path: "de.strings")
    guard case .refused(let path, let diagnostics) = Merger().merge(base.entries, into: broken)
    else {
      Issue.record("a file CF rejects was merged")
      return
    }
    #expect(path == "de.strings")
    // The `;` missing after "Ä" (line 2) is where the parse fails.
    #expect(diagnostics.first?.location.line == 2)
    #expect(diagnostics.first?.severity == .error)
  }

  @Test func refusesAFileWithContentCoreFoundationIgnores() throws {
    let base = try #require(
      BaseEntry.entries(of: StringsParser.parse(Array("\"a\" = \"A\";\n".utf8), path: "en")))
    // A stray `;` after an entry stops CF silently: "b" is never loaded.
    let truncated = StringsParser.parse(
      Array("\"a\" = \"Ä\";;\n\"b\" = \"B\";\n".utf8), path: "de.strings")
    #expect(truncated.table != nil)
    guard case .refused(_, let diagnostics) = Merger().merge(base.entries, into: truncated) else {
      Issue.record("a file with ignored content was merged")
      return
    }
    #expect(diagnostics.contains { $0.location.line == 1 && $0.severity == .error })
  }

  @Test func createsAMissingTranslationInGenstringsLayout() throws {
    let base = try #require(
      BaseEntry.entries(
        of: StringsParser.parse(Array("/* C */\n\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8), path: "en")
      ))
    guard case .merged(let result) = Merger().create(base.entries, at: "de.lproj/New.strings")
    else {
      Issue.record("refused")
      return
    }
    #expect(result.createsFile)
    #expect(
      String(decoding: result.merged, as: UTF8.self)
        == "/* C */\n\"a\" = \"A\";\n\n\"b\" = \"B\";\n\n")
  }

  @Test func keysAreCodeUnitExact() throws {
    // Precomposed and decomposed "é" are two keys to CoreFoundation, so the merge adds the second.
    let result = try #require(
      mergeResult(
        "\"caf\u{E9}\" = \"1\";\n", base: "\"caf\u{E9}\" = \"x\";\n\"cafe\u{301}\" = \"y\";\n"))
    #expect(result.added == [StringsText("cafe\u{301}")])
  }
}

extension MergerTests {
  @Test func removingTheLastEntryLeavesALoadableEmptyTable() throws {
    // CoreFoundation rejects a file with no text at all; a line break is an empty table.
    #expect(
      try merged(
        "\"gone\" = \"Weg\";\n", base: "/* nothing yet */\n", MergeOptions(obsolete: .remove))
        == "\n")
  }
}

extension MergerTests {
  @Test func aBaseKeyWithAContainerValueIsNeitherAddedNorObsolete() throws {
    let base = StringsParser.parse(
      Array("\"a\" = \"A\";\n\"menu\" = { \"x\" = \"y\"; };\n".utf8), path: "en")
    let (entries, skipped) = try #require(BaseEntry.entries(of: base))
    #expect(entries.map(\.key) == ["a"])
    #expect(skipped == ["menu"])
    let translation = StringsParser.parse(
      Array("\"a\" = \"Ä\";\n\"menu\" = { \"x\" = \"ü\"; };\n".utf8), path: "de")
    guard
      case .merged(let result) = Merger(options: MergeOptions(obsolete: .remove)).merge(
        entries, into: translation, alsoInBase: Set(skipped))
    else {
      Issue.record("refused")
      return
    }
    #expect(!result.isChanged && result.removed.isEmpty && result.added.isEmpty)
  }
}

extension MergerTests {
  @Test func multiLineCommentsTakeTheTranslationsLineBreaks() throws {
    let base = "/* Line one\r\n   line two */\r\n\"a\" = \"A\";\r\n\"b\" = \"B\";\r\n"
    let translation = "\"a\" = \"Ä\";\n\"c\" = \"C\";\n"
    let once = try merged(translation, base: base)
    #expect(once == "/* Line one\n   line two */\n\"a\" = \"Ä\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n")
    #expect(try merged(once, base: base) == once)
  }
}
