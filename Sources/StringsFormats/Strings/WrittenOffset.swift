/// Where a byte of a decoded value is written in its quoted literal, across the escapes before it.
///
/// Rules find problems in the decoded value (`"a\n%y"` decodes to five bytes, `%y` at 2), but a
/// diagnostic points at the file, where `%y` is at 3. Each escape decodes to one UTF-16 unit (two
/// for a surrogate pair), whose UTF-8 length is what it takes in the decoded value; everything else
/// is copied byte for byte. Only the escapes before the offset are read: a value without a
/// backslash costs one scan.
package enum WrittenOffset {
  /// The escape grammar of the literal.
  package enum Dialect {
    /// A quoted `.strings` string: `\n`-style letters, octal, a 4-digit `\U`, `\` + anything.
    case strings
    /// A JSON string (String Catalogs): `\n`-style letters, `\/`, a 4-digit `\u`.
    case json
  }

  /// The offset in `written` (the literal's bytes after its opening quote) of the decoded byte at
  /// `decoded`; nil when the offset falls inside an escape's bytes or past the literal.
  package static func offset<Bytes: RandomAccessCollection>(
    ofDecoded decoded: Int, in written: Bytes, dialect: Dialect
  ) -> Int? where Bytes.Element == UInt8, Bytes.Index == Int {
    var index = written.startIndex
    var consumed = 0
    while consumed < decoded {
      guard index < written.endIndex else { return nil }
      guard written[index] == UInt8(ascii: "\\"), index + 1 < written.endIndex else {
        index += 1
        consumed += 1
        continue
      }
      let (length, units) = escape(at: index + 1, in: written, dialect: dialect)
      index += 1 + length
      consumed += units
    }
    return consumed == decoded ? index - written.startIndex : nil
  }

  /// The length of the escape whose letter is at `start` (after the backslash), and the number of
  /// UTF-8 bytes it decodes to.
  private static func escape<Bytes: RandomAccessCollection>(
    at start: Int, in written: Bytes, dialect: Dialect
  ) -> (length: Int, decoded: Int) where Bytes.Element == UInt8, Bytes.Index == Int {
    let letter = written[start]
    if letter >= 0x80 {
      // `.strings` keeps a non-ASCII character after a backslash as it is.
      let length = min(ByteClass.sequenceLength(letter), written.endIndex - start)
      return (length, length)
    }
    switch (letter, dialect) {
    case (UInt8(ascii: "U"), .strings), (UInt8(ascii: "u"), .json):
      var index = start + 1
      let unit = hexUnit(at: &index, in: written)
      // A high surrogate escaped right before a low one: one 4-byte character for both.
      if (0xD800..<0xDC00).contains(unit), index + 1 < written.endIndex,
        written[index] == UInt8(ascii: "\\"), written[index + 1] == letter
      {
        var next = index + 2
        if (0xDC00..<0xE000).contains(hexUnit(at: &next, in: written)) {
          return (next - start, 4)
        }
      }
      return (index - start, utf8Length(of: unit))
    case (UInt8(ascii: "0")...UInt8(ascii: "7"), .strings):
      var index = start + 1
      var value = UInt32(letter - UInt8(ascii: "0"))
      while index - start < 3, index < written.endIndex, written[index].isOctalDigit {
        value = value << 3 | UInt32(written[index] - UInt8(ascii: "0"))
        index += 1
      }
      // Octal bytes above 0x7F are NeXTSTEP characters.
      return (index - start, utf8Length(of: NeXTSTEPEncoding.unit(for: UInt8(truncatingIfNeeded: value))))
    default:
      return (1, 1)
    }
  }

  /// Up to four hex digits at `index`, which moves past them.
  private static func hexUnit<Bytes: RandomAccessCollection>(
    at index: inout Int, in written: Bytes
  ) -> UInt16 where Bytes.Element == UInt8, Bytes.Index == Int {
    var value: UInt16 = 0
    var taken = 0
    while taken < 4, index < written.endIndex, let digit = written[index].hexDigitValue {
      value = value << 4 | UInt16(digit)
      index += 1
      taken += 1
    }
    return value
  }

  /// The UTF-8 (WTF-8, for a lone surrogate) length of one UTF-16 unit.
  private static func utf8Length(of unit: UInt16) -> Int {
    unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
  }
}
