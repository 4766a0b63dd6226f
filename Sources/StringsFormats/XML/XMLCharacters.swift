/// XML 1.0's characters (§2.2) and name characters (§2.3), on UTF-8 bytes.
///
/// The whole text is checked once, before it is parsed: the parse then stops at the first byte
/// that is not an XML character, and reports it there when it gets that far, so a bad byte in an
/// attribute name or a comment is a located error, never a trap.
enum XMLCharacters {
  /// The offset of the first byte from `start` that does not begin an XML character (invalid
  /// UTF-8, a control character, U+FFFE or U+FFFF, or any byte above 0x7F when `asciiOnly`), with
  /// words for it; nil when the whole text is fine.
  static func firstInvalid(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, asciiOnly: Bool) -> (
    offset: Int, message: String
  )? {
    guard let p = buffer.baseAddress else { return nil }
    let raw = UnsafeRawPointer(p)
    let n = buffer.count
    var i = start
    while i < n {
      // Eight ASCII bytes at a time when none is below 0x20 or above 0x7F: the common case.
      while i + 8 <= n {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        // A byte below 0x20 has its 0x20, 0x40 and 0x80 bits clear; adding 0x60 to each byte
        // sets 0x80 exactly for bytes 0x20…0x9F, so the test is "high bit set after adding 0x60
        // and clear before" per byte.
        let high = word & 0x8080_8080_8080_8080
        let shifted = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x6060_6060_6060_6060
        guard high == 0, shifted & 0x8080_8080_8080_8080 == 0x8080_8080_8080_8080 else { break }
        i += 8
      }
      guard i < n else { break }
      let lead = p[i]
      if lead < 0x80 {
        if lead < 0x20, lead != 0x09, lead != 0x0A, lead != 0x0D {
          return (i, "a control character (0x\(hex(lead))) that XML does not allow, not even as &#…;")
        }
        i += 1
        continue
      }
      if asciiOnly {
        return (i, "a byte above 0x7F (0x\(hex(lead))) in a document declared US-ASCII")
      }
      let length: Int
      if lead >= 0xC2, lead <= 0xDF {
        length = 2
        guard i + 1 < n, p[i + 1] & 0xC0 == 0x80 else { return invalid(i, lead) }
      } else if lead >= 0xE0, lead <= 0xEF {
        length = 3
        guard i + 2 < n, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80 else { return invalid(i, lead) }
        let second = p[i + 1]
        if lead == 0xE0, second < 0xA0 { return invalid(i, lead) }
        if lead == 0xED, second > 0x9F { return (i, "a UTF-16 surrogate encoded in UTF-8: not text") }
        if lead == 0xEF, second == 0xBF, p[i + 2] >= 0xBE {
          return (i, "U+FFF\(p[i + 2] == 0xBE ? "E" : "F"), which is not a character XML allows")
        }
      } else if lead >= 0xF0, lead <= 0xF4 {
        length = 4
        guard i + 3 < n, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80, p[i + 3] & 0xC0 == 0x80 else {
          return invalid(i, lead)
        }
        let second = p[i + 1]
        if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F) { return invalid(i, lead) }
      } else {
        return invalid(i, lead)
      }
      i += length
    }
    return nil
  }

  private static func invalid(_ offset: Int, _ lead: UInt8) -> (offset: Int, message: String) {
    (offset, "a byte that is not UTF-8 (0x\(hex(lead))): the document is not UTF-8 as it says, or not text")
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
  }

  /// Whether a scalar may be written as a character reference (`Char`, §2.2).
  static func isCharacter(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Whether a byte may start a name: a letter, `_`, `:`, or any non-ASCII character (the text is
  /// valid UTF-8 by then; XML's finer list of non-ASCII name characters is not enforced).
  @inline(__always) static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  /// Whether a byte may continue a name: a name start, a digit, `-` or `.`.
  @inline(__always) static func isName(_ byte: UInt8) -> Bool {
    isNameStart(byte) || byte.isDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// XML's white space (§2.3 `S`).
  @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }
}
