import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

@Suite struct JSONReaderTests {
  static func read(_ text: String) -> JSONParseResult {
    JSONReader.parse(Array(text.utf8), path: "t.json")
  }

  /// Each problem as `line:column: message`, for exact expectations.
  static func problems(_ text: String) -> [String] {
    read(text).diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
  }

  @Test func readsEveryKindOfValueWithOffsetsInFileOrder() throws {
    let text = "{\"b\" : [1, -2.5e3, true, false, null], \"a\" : {\"x\" : \"y\"}, \"b\" : \"dup\"}"
    let result = Self.read(text)
    #expect(result.diagnostics.isEmpty)
    let members = try #require(result.root?.members)
    #expect(members.map(\.key) == ["b", "a", "b"])
    #expect(members.map(\.keyOffset) == [1, 39, 58])
    let array: [JSONNode.Value] = [.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]
    #expect(
      members[0].value.value == .array(array.enumerated().map { JSONNode($0.element, offset: [8, 11, 19, 25, 32][$0.offset]) }))
    #expect(members[1].value.offset == 45)
    #expect(members[2].value == JSONNode(.string("dup"), offset: 64))
    #expect(result.root?["b"]?.value == members[0].value.value)
  }

  @Test func decodesEscapesAndSurrogatePairs() {
    let result = Self.read(#"["\"\\\/\b\f\n\r\t", "\u00e9\u00E9", "\ud83d\ude00", "\u0000"]"#)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.root?.value
        == .array([
          JSONNode(.string("\"\\/\u{8}\u{c}\n\r\t"), offset: 1), JSONNode(.string("éé"), offset: 21),
          JSONNode(.string("😀"), offset: 37), JSONNode(.string("\u{0}"), offset: 53),
        ]))
  }

  @Test func reportsStructuralErrorsWithLineColumnAndWhatWasFound() {
    #expect(Self.problems("{\n  \"a\" : 1\n  \"b\" : 2\n}") == ["3:3: expected ',' or '}' after this member, found '\"'"])
    #expect(Self.problems("{\"a\" : 1,}") == ["1:9: trailing comma: a ',' must be followed by another member, not '}'"])
    #expect(Self.problems("[1, 2,]") == ["1:6: trailing comma: a ',' must be followed by another element, not ']'"])
    #expect(Self.problems("{\"a\" 1}") == ["1:6: expected ':' after the member name, found '1'"])
    #expect(Self.problems("{a : 1}") == ["1:2: expected '\"' to begin a member name, found 'a'"])
    #expect(Self.problems("[1 2]") == ["1:4: expected ',' or ']' after this element, found '2'"])
    #expect(Self.problems("{\"a\" : }") == ["1:8: expected a value, found '}'"])
    #expect(Self.problems("[tru]") == ["1:2: expected a value, found 'tru'"])
    #expect(Self.problems("{} x") == ["1:4: expected end of file after the top-level value, found 'x'"])
    #expect(Self.problems("") == ["1:1: expected a JSON value, found end of file"])
    #expect(
      Self.problems("[1}") == [
        "1:3: expected ',' or ']' after this element, found '}'",
        "1:3: expected end of file after the top-level value, found '}'",
      ])
  }

  @Test func reportsLexicalErrorsAndReadsOn() throws {
    #expect(
      Self.problems("[01, 1., -, 1e, 0x1F]") == [
        "1:2: invalid number '01': leading zeros are not allowed", "1:6: invalid number '1.': expected a digit after '.'",
        "1:10: invalid number '-': expected a digit after '-'", "1:13: invalid number '1e': expected a digit in the exponent",
        "1:17: invalid number '0x1F': not a JSON number",
      ])
    #expect(
      Self.problems("// c\n{\"a\" : /* b */ 1}") == [
        "1:1: comments are not allowed in JSON", "2:8: comments are not allowed in JSON",
      ])
    #expect(Self.problems("[\"a\tb\"]") == ["1:4: control character U+0009 in a string: it must be escaped (\\u0009)"])
    #expect(
      Self.problems("[\"a\\qb\"]") == [#"1:4: invalid escape '\q' in a string; JSON has \" \\ \/ \b \f \n \r \t and \uXXXX"#])
    #expect(Self.problems("[\"\\u12\"]") == ["1:3: invalid \\u escape: expected four hexadecimal digits after '\\u'"])
    let lone = Self.read(#"["x\ud800y", "\udc00"]"#)
    #expect(lone.diagnostics.map(\.location.column) == [4, 15])
    #expect(lone.diagnostics.first?.message.hasPrefix("lone surrogate \\uD800: a high surrogate") == true)
    #expect(lone.root?.value == .array([JSONNode(.string("x\u{FFFD}y"), offset: 1), JSONNode(.string("\u{FFFD}"), offset: 13)]))
    // A line break in a string ends it: the member is kept and the next line is read normally.
    let unterminated = Self.read("{\"a\" : \"open,\n\"b\" : 2}")
    #expect(unterminated.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["1:14", "2:1"])
    #expect(unterminated.root?.members?.map(\.key) == ["a", "b"])
  }

  @Test func invalidUTF8IsLocatedAndReadAsReplacementCharacter() throws {
    let result = JSONReader.parse([0x5B, 0x22, 0x61, 0xFF, 0x62, 0xC3, 0xA9, 0x22, 0x2C, 0xFE, 0x5D], path: "t.json")
    #expect(
      result.diagnostics.map(\.message) == [
        "invalid UTF-8 byte 0xFF in a string (read as U+FFFD)", "expected a value, found byte 0xFE (not UTF-8)",
      ])
    #expect(result.diagnostics.map(\.location.column) == [4, 10])
    #expect(result.root?.value == .array([JSONNode(.string("a\u{FFFD}bé"), offset: 1)]))
  }

  @Test func encodings() {
    let bom = JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\" : 1}".utf8), path: "t.json")
    #expect(bom.diagnostics.map(\.severity) == [.warning])
    #expect(bom.root?.members?.first?.keyOffset == 4)
    for utf16 in [[0xFF, 0xFE, 0x7B, 0x00], [0x7B, 0x00, 0x7D, 0x00], [0x00, 0x7B]] as [[UInt8]] {
      let result = JSONReader.parse(utf16, path: "t.json")
      #expect(result.root == nil)
      #expect(result.diagnostics.count == 1)
      #expect(result.diagnostics.first?.message.hasPrefix("the file is not UTF-8") == true)
    }
  }

  /// A truncated object keeps its complete members; the end of the file is reported once.
  @Test func truncationKeepsCompleteMembers() throws {
    let result = Self.read("{\"a\" : {\"x\" : 1, \"y\" : [2, 3], \"z\" : \"unfinish")
    #expect(result.diagnostics.map(\.message) == ["unterminated string: expected '\"' to close it, found end of file"])
    let inner = try #require(result.root?["a"]?.members)
    #expect(inner.map(\.key) == ["x", "y"])
  }

  @Test func deepNestingIsAnErrorNotACrash() throws {
    for depth in [1_000, 100_000] {
      for open in ["[", "{\"k\":"] {
        let close = open == "[" ? "]" : "}"
        let text = String(repeating: open, count: depth) + String(repeating: close, count: depth)
        let result = Self.read(text)
        #expect(result.diagnostics.count == 1)
        let expectedColumn = JSONReader.maximumDepth * open.utf8.count + 1
        #expect(result.diagnostics.first?.location.column == expectedColumn)
        #expect(result.diagnostics.first?.message.hasPrefix("nesting too deep") == true)
        #expect(result.root != nil)
      }
    }
    // 512 levels are fine, as in JSONSerialization.
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(Self.read(deepest).diagnostics.isEmpty)
  }

  /// Every prefix of a small catalog is read without crashing; every proper prefix is an error.
  @Test func everyTruncationOfACatalog() {
    let catalog = Array(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld items \\u00e9 \\ud83d\\ude00" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } }
            }
          },
          "x" : [1, -2.5e3, true, false, null]
        },
        "version" : "1.0"
      }
      """.utf8)
    #expect(JSONReader.parse(catalog, path: "t.json").diagnostics.isEmpty)
    for length in 0..<catalog.count {
      let result = JSONReader.parse(Array(catalog[0..<length]), path: "t.json")
      let trimmed = catalog[0..<length].allSatisfy { $0 == 0x20 || $0 == 0x0A }
      #expect(result.hasErrors || trimmed, "prefix of \(length) bytes")
      _ = XcodeJSONWriter.write(result.root ?? JSONNode(.null))
    }
  }

  @Test func randomBytesNeverCrashAndCleanResultsAgreeWithFoundation() {
    var generator = SplitMix64(seed: 7)
    let alphabet = Array("{}[]\",:\\/ \n\t0123456789-+.eEtrufalsn\"\"\"ab\u{1}".utf8) + [0xC3, 0xA9, 0xFF, 0xED, 0xA0]
    for _ in 0..<20_000 {
      let count = Int(generator.next() % 40)
      let bytes = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let result = JSONReader.parse(bytes, path: "r.json")
      let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      if !result.hasErrors, let root = result.root {
        #expect(foundation != nil, "\(bytes)")
        if let foundation { #expect(JSONFoundationComparison.firstDifference(root, foundation) == nil) }
        let written = XcodeJSONWriter.write(root)
        #expect(XcodeJSONWriter.write(JSONReader.parse(written, path: "w.json").root ?? JSONNode(.null)) == written)
      }
    }
  }
}

extension JSONReaderTests {
  /// Valid JSON that no Double holds: kept as written, with a warning (Foundation rejects it).
  @Test func numbersOutOfDoubleRangeAreAWarning() {
    let result = Self.read("[1e999, 1e308, -1e-400]")
    #expect(result.diagnostics.map(\.severity) == [.warning])
    #expect(result.diagnostics.first?.location.column == 2)
    #expect(
      result.root?.value
        == .array([
          JSONNode(.number("1e999"), offset: 1), JSONNode(.number("1e308"), offset: 8), JSONNode(.number("-1e-400"), offset: 15),
        ]))
  }
}
