/// The one place that turns text into `.strings` quoted-string syntax: the exact inverse of the
/// parser's unescaping.
///
/// Escapes `"` and `\`, writes LF, CR and tab as `\n`, `\r`, `\t` (so an entry stays on one line),
/// and every other C0 control character, U+0000 and any lone surrogate as `\U` with exactly four
/// hex digits (a following hex digit is then safe). Everything else is written as itself. Octal
/// escapes and lowercase `\u` are never written: CF reads them, but not every reader does.
package enum StringsEscaping {
  /// `text` as the content of a `"…"` string, in generalized UTF-8 (lone surrogates escaped, so
  /// the result is valid UTF-8).
  public static func escapedBytes(_ text: StringsText) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    var i = text.utf8.startIndex
    let bytes = text.utf8
    while i < bytes.endIndex {
      let byte = bytes[i]
      switch byte {
      case 0x22: out += [0x5C, 0x22]
      case 0x5C: out += [0x5C, 0x5C]
      case 0x0A: out += [0x5C, 0x6E]
      case 0x0D: out += [0x5C, 0x72]
      case 0x09: out += [0x5C, 0x74]
      case 0x00..<0x20, 0x7F:
        out += unicodeEscape(UInt16(byte))
      case 0xED where i + 2 < bytes.endIndex && bytes[i + 1] >= 0xA0:
        let unit = 0xD000 | (UInt16(bytes[i + 1] & 0x3F) << 6) | UInt16(bytes[i + 2] & 0x3F)
        out += unicodeEscape(unit)
        i += 3
        continue
      default:
        out.append(byte)
      }
      i += 1
    }
    return out
  }

  /// `bytes` (generalized UTF-8) escaped: the same array, not a copy, when no byte needs an
  /// escape, as for most keys, so the extractor's hot path allocates nothing here.
  package static func escaping(_ bytes: [UInt8]) -> [UInt8] {
    for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xED {
      return escapedBytes(StringsText(wtf8: bytes))
    }
    return bytes
  }

  /// `text` as the content of a `"…"` string.
  public static func escaped(_ text: StringsText) -> String {
    String(decoding: escapedBytes(text), as: UTF8.self)
  }

  /// `"text"`, quoted and escaped.
  public static func quoted(_ text: StringsText) -> String {
    "\"" + escaped(text) + "\""
  }

  private static func unicodeEscape(_ unit: UInt16) -> [UInt8] {
    let hex = Array(String(unit, radix: 16, uppercase: true).utf8)
    return [0x5C, 0x55] + Array(repeating: 0x30, count: 4 - hex.count) + hex
  }
}
