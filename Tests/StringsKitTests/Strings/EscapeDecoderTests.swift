import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The escape decoders of C-family and Swift literals, checked against what the C standard and the
/// Swift book say each escape means (the expected bytes are written by hand). The `.strings` side
/// of the C-family escapes is checked against CoreFoundation itself (`ParserParityTests`).
@Suite struct EscapeDecoderTests {
  static func decodeC(_ source: String) -> (runtime: [UInt8], spelling: String, hasCharacterEscape: Bool) {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let token = SourceToken(kind: .string(.c(objC: source.hasPrefix("@"))), start: 0, end: buffer.count)
      let decoded = CStringLiteral.decode(buffer, token: token)
      return (decoded.runtime, String(decoding: decoded.spelling, as: UTF8.self), decoded.hasCharacterEscape)
    }
  }

  static func decodeSwift(_ source: String, hashes: Int = 0, multiline: Bool = false) -> [String] {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let token = SourceToken(kind: .string(.swift(hashes: hashes, multiline: multiline)), start: 0, end: buffer.count)
      return SwiftStringLiteral.segments(buffer, token: token, hashes: hashes, multiline: multiline).map { segment in
        switch segment {
        case .text(let runtime, _): String(decoding: runtime, as: UTF8.self)
        case .interpolation(let expression, _): "(" + String(decoding: bytes[expression], as: UTF8.self) + ")"
        }
      }
    }
  }

  @Test func cControlLettersOctalAndEscapedPunctuation() {
    let decoded = Self.decodeC(#"@"a\n\t\a\b\f\v\r\e\?\'\"\\\101\777""#)
    #expect(decoded.runtime == [0x61, 0x0A, 0x09, 0x07, 0x08, 0x0C, 0x0B, 0x0D, 0x1B, 0x3F, 0x27, 0x22, 0x5C, 0x41, 0xFF])
    // None of these changes meaning in `.strings`, so the spelling is the source text.
    #expect(decoded.spelling == #"a\n\t\a\b\f\v\r\e\?\'\"\\\101\777"#)
    #expect(!decoded.hasCharacterEscape)
  }

  @Test func cCharacterEscapesAreSpelledAsTheCharacter() {
    let hex = Self.decodeC(#""\x41\x414""#)
    #expect(hex.runtime == [0x41, 0x14])  // `\x` takes every hex digit; the byte keeps the low 8 bits
    #expect(hex.hasCharacterEscape)
    #expect(Self.decodeC(#""\u00e9""#).runtime == [0xC3, 0xA9])
    #expect(Self.decodeC(#""\u00e9""#).spelling == "é")
    #expect(Self.decodeC(#""\U0001F600""#).runtime == [0xF0, 0x9F, 0x98, 0x80])
    // Fewer than eight hex digits: `\U` takes four, as genstrings' `-u` example reads it.
    #expect(Self.decodeC(#"@"AB\U0043D""#).runtime == Array("ABCD".utf8))
  }

  @Test func swiftEscapesAndInterpolation() {
    #expect(Self.decodeSwift(#""a\tb\0\u{1F600}\(f(x, "(")) c""#) == ["a\tb\0😀", #"(f(x, "("))"#, " c"])
    #expect(Self.decodeSwift(#""\q""#) == ["q"])  // not an escape: the character is kept
  }

  @Test func swiftRawLiteralsNeedTheirHashes() {
    #expect(Self.decodeSwift(##"#"a\nb\#n"#"##, hashes: 1) == ["a\\nb\n"])
  }

  @Test func swiftMultilineStripsIndentationAndJoinsContinuedLines() {
    let source = "\"\"\"\n    line one\r\n    two \\  \n    joined\n    \"\"\""
    #expect(Self.decodeSwift(source, multiline: true) == ["line one\ntwo joined"])
  }
}
