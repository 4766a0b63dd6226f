import Foundation

/// Decodes a C or Objective-C string literal token (`"…"` or `@"…"`).
///
/// Escapes are C's: `\n \t \r \a \b \f \v \e \\ \" \' \?`, octal `\ooo`, `\xhh…`, `\uXXXX`, and
/// `\U` with 8 hex digits (or 4, as genstrings' own `-u` example `@"AB\U0043D"` reads it).
///
/// The genstrings spelling is the source text between the quotes, except that `\u`/`\U`/`\x`
/// escapes are written as the character (genstrings decodes `\U` when it reads, docs/extraction.md
/// §1 `-u`), because `.strings` reads `\x` and 8-digit `\U` differently from C.
enum CStringLiteral {
  /// The decoded text and genstrings' spelling of one literal; `verbatim` is the source between
  /// the quotes (for `-u` keys), which differs from the spelling only when `hasCharacterEscape`.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, token: SourceToken)
    -> (runtime: [UInt8], spelling: [UInt8], verbatim: Range<Int>, hasCharacterEscape: Bool)
  {
    var start = token.start + 1
    if bytes[token.start] == 0x40 { start += 1 }  // @"
    var end = token.end
    if end > start, bytes[end - 1] == 0x22, end - 1 >= start { end -= 1 }
    // Most literals have no escape: one copy serves as both text and spelling.
    let content = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if content.isEmpty || memchr(content.baseAddress!, 0x5C, content.count) == nil {
      let text = Array(content)
      return (text, text, start..<end, false)
    }
    var hasCharacterEscape = false
    var runtime: [UInt8] = []
    var spelled: [UInt8] = []
    runtime.reserveCapacity(end - start)
    spelled.reserveCapacity(end - start)
    var i = start
    while i < end {
      let b = bytes[i]
      guard b == 0x5C, i + 1 < end else {
        runtime.append(b)
        spelled.append(b)
        i += 1
        continue
      }
      let escapeStart = i
      let e = bytes[i + 1]
      i += 2
      switch e {
      case 0x6E: runtime.append(0x0A)
      case 0x74: runtime.append(0x09)
      case 0x72: runtime.append(0x0D)
      case 0x61: runtime.append(0x07)
      case 0x62: runtime.append(0x08)
      case 0x66: runtime.append(0x0C)
      case 0x76: runtime.append(0x0B)
      case 0x65: runtime.append(0x1B)
      case 0x30...0x37:
        var value = UInt32(e - 0x30)
        var digits = 1
        while digits < 3, i < end, bytes[i] >= 0x30, bytes[i] <= 0x37 {
          value = value * 8 + UInt32(bytes[i] - 0x30)
          i += 1
          digits += 1
        }
        runtime.append(UInt8(truncatingIfNeeded: value))
      case 0x78, 0x75, 0x55:  // \x… \uXXXX \U…
        var count: Int
        switch e {
        case 0x78: count = Int.max
        case 0x75: count = 4
        default: count = hexDigits(bytes, at: i, end: end) >= 8 ? 8 : 4
        }
        hasCharacterEscape = true
        var value: UInt32 = 0
        var taken = 0
        while taken < count, i < end, let digit = hexValue(bytes[i]) {
          value = value &<< 4 | digit
          i += 1
          taken += 1
        }
        if e == 0x78 {
          runtime.append(UInt8(truncatingIfNeeded: value))
          spelled += spelling(ofScalar: UInt32(UInt8(truncatingIfNeeded: value)))
        } else {
          let scalar = value <= 0x10FFFF ? value : 0xFFFD
          appendScalar(scalar, to: &runtime)
          spelled += spelling(ofScalar: scalar)
        }
        continue
      default:
        runtime.append(e)  // \\ \" \' \? and unknown escapes: the character
      }
      spelled += bytes[escapeStart..<i]
    }
    return (runtime, spelled, start..<end, hasCharacterEscape)
  }

  private static func hexDigits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
    var count = 0
    while index + count < end, count < 8, hexValue(bytes[index + count]) != nil { count += 1 }
    return count
  }
}
