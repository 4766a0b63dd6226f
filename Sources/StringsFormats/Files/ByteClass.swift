/// The byte classes every byte-level reader tests, in one 256-entry table: the `.strings` parser
/// (CoreFoundation's classes) and the Swift and C-family source lexers (their hottest loops: runs of
/// spaces, identifier characters, the plain text of literals and line comments). A class test is
/// one table load instead of a chain of comparisons.
///
/// Every class CF tests is ASCII, except the two Unicode separators U+2028 and U+2029, which are
/// whitespace (`E2 80 A8`, `E2 80 A9`); those are tested by `whitespaceLength` and
/// `isLineCommentEnd`, over generalized UTF-8.
package enum ByteClass {
  /// `A–Z a–z 0–9 _ $ / : . -`: the characters of an unquoted `.strings` string (CF's).
  static let unquoted: UInt8 = 1
  /// Continues a source identifier: ASCII letters, digits, `_`, `$`, and every non-ASCII byte, so
  /// that Unicode identifiers stay whole.
  package static let identifier: UInt8 = 2
  /// Space, tab, vertical tab, form feed (not line breaks: the C lexer tracks line starts).
  package static let space: UInt8 = 4
  /// Ends the plain text of a quoted source literal: `"`, `'`, `\`, LF, CR.
  package static let literalStop: UInt8 = 8
  /// LF or CR.
  package static let lineBreak: UInt8 = 16

  /// The classes of each byte value. A reader that tests it in a loop holds the array (one load
  /// of its storage, no lazy-initialisation check per byte) and reads it with `contains`.
  package static let table: [UInt8] = (0..<256).map { value in
    let b = UInt8(value)
    var classes: UInt8 = 0
    if b.isASCIIAlphanumeric || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") {
      classes |= identifier | unquoted
    }
    if b == UInt8(ascii: "/") || b == UInt8(ascii: ":") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") {
      classes |= unquoted
    }
    if b >= 0x80 { classes |= identifier }
    if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == 0x0B || b == 0x0C { classes |= space }
    if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") || b == UInt8(ascii: "\\") { classes |= literalStop }
    if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { classes |= literalStop | lineBreak }
    return classes
  }

  /// Whether `byte` is in `byteClass` (a class constant, or several joined with `|`).
  @inlinable @inline(__always)
  package static func contains(_ table: [UInt8], _ byte: UInt8, _ byteClass: UInt8) -> Bool {
    table.withUnsafeBufferPointer { $0[Int(byte)] } & byteClass != 0
  }

  @inline(__always)
  static func isUnquoted(_ byte: UInt8) -> Bool {
    contains(table, byte, unquoted)
  }

  /// The length of the whitespace character at `i` (tab, LF, VT, FF, CR, space: 1; U+2028 or
  /// U+2029: 3), or 0.
  @inline(__always)
  static func whitespaceLength<C: Collection>(_ text: C, at i: C.Index) -> Int
  where C.Element == UInt8, C.Index == Int {
    let byte = text[i]
    if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { return 1 }
    if byte == 0xE2, i + 2 < text.endIndex, text[i + 1] == 0x80, text[i + 2] == 0xA8 || text[i + 2] == 0xA9 {
      return 3
    }
    return 0
  }

  /// Whether a `//` comment ends at `i`: LF, CR, U+2028 or U+2029.
  @inlinable package static func isLineCommentEnd<C: Collection>(_ text: C, at i: C.Index) -> Bool
  where C.Element == UInt8, C.Index == Int {
    let byte = text[i]
    if byte == 0x0A || byte == 0x0D { return true }
    return byte == 0xE2 && i + 2 < text.endIndex && text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9)
  }

  /// The length of the generalized UTF-8 sequence that starts with `lead`.
  @inline(__always)
  static func sequenceLength(_ lead: UInt8) -> Int {
    if lead < 0x80 { return 1 }
    if lead < 0xE0 { return lead < 0xC0 ? 1 : 2 }
    return lead < 0xF0 ? 3 : 4
  }
}

/// CF's NeXTSTEP table, used by octal escapes for bytes 0x80–0xFF (0xFE and 0xFF map to U+0000).
enum NeXTSTEPEncoding {
  static let upperHalf: [UInt16] = [
    0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE,
    0x00CF,
    0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7,
    0x00F7,
    0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01,
    0xFB02,
    0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC,
    0x00BF,
    0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB,
    0x02C7,
    0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA,
    0x00EB,
    0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4,
    0x00F5,
    0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD, 0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000,
    0x0000,
  ]

  static func unit(for byte: UInt8) -> UInt16 {
    byte < 0x80 ? UInt16(byte) : upperHalf[Int(byte - 0x80)]
  }
}
