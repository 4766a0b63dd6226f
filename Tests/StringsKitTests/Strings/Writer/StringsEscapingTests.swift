import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The writer's escaping is the exact inverse of the parser's unescaping: any text, written as a
/// `"key" = "value";` statement, is read back by lstrings and by CoreFoundation as the same code
/// units — NUL, controls, quotes, backslashes, lone surrogates and all.
@Suite struct StringsEscapingTests {
  static let samples: [[UInt16]] = [
    Array("plain".utf16), Array("\"quoted\" and \\backslash\\".utf16), Array("line\nbreak\r\nand\ttab".utf16),
    [0x00, 0x01, 0x07, 0x1B, 0x7F], [0xD800], [0xDC00, 0x41], [0xD83D, 0xDE00], [0xD83D, 0x41, 0xDE00],
    Array("é e\u{301} 日本 😀".utf16),
    Array("\\U0041 \\101 %@ %%".utf16), [0x2028, 0x2029, 0xFEFF, 0xA0],
  ]

  @Test(arguments: samples.indices)
  func writtenTextReadsBackIdentically(_ index: Int) {
    let units = Self.samples[index]
    let text = StringsText(utf16: units)
    let statement = StringsWriter.statement(key: text, value: text)
    let bytes = Array(statement.utf8)
    let result = StringsParser.parse(bytes, path: "escaping.strings")
    #expect(result.table == [text: .string(text)])
    #expect(CoreFoundationOracle.parse(bytes) == .value(.dictionary([(text, .string(text))])))
  }

  @Test func randomTextRoundTrips() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<2_000 {
      let units = (0..<Int.random(in: 0...12, using: &random)).map { _ -> UInt16 in
        switch Int.random(in: 0..<4, using: &random) {
        case 0: UInt16.random(in: 0...0x7F, using: &random)
        case 1: UInt16.random(in: 0xD7F0...0xE010, using: &random)
        default: UInt16.random(in: 0...0xFFFF, using: &random)
        }
      }
      let text = StringsText(utf16: units)
      #expect(text.utf16 == units, "WTF-8 must hold every code-unit sequence")
      let bytes = Array(StringsWriter.statement(key: text, value: text).utf8)
      #expect(StringsParser.parse(bytes, path: "random.strings").table == [text: .string(text)], "\(units)")
    }
  }

  @Test func escapesOnlyWhatItMust() {
    #expect(StringsEscaping.escaped(StringsText("a\"b\\c\nd\te\0")) == "a\\\"b\\\\c\\nd\\te\\U0000")
    #expect(StringsEscaping.escaped(StringsText("héllo 😀")) == "héllo 😀")
    #expect(StringsEscaping.escaped(StringsText(utf16: [0xD800, 0x31])) == "\\UD8001")
  }

  @Test func genstringsBlockLayout() {
    let block = StringsWriter.entryBlock(key: "Hello", value: "Hello", comment: "Greeting */ trick")
    #expect(block == "/* Greeting * / trick */\n\"Hello\" = \"Hello\";\n\n")
  }
}
