import Foundation

/// Decodes a C or Objective-C string literal token (`"…"` or `@"…"`).
///
/// Escapes are C's: `\n \t \r \a \b \f \v \e \\ \" \' \?`, octal `\ooo`, `\xhh…`, `\uXXXX`, and
/// `\U` with 8 hex digits (or 4, as genstrings' own `-u` example `@"AB\U0043D"` reads it).
///
/// The genstrings spelling is the source text between the quotes, except that `\u`/`\U`/`\x`
/// escapes are written as the character (genstrings decodes `\U` when it reads; with `-u` the key
/// keeps them, `verbatim` below; docs/extract.md, "Choices where genstrings' behaviour is not
/// documented"), because `.strings` reads `\x` and 8-digit `\U` differently from C.
enum CStringLiteral {
  /// The decoded text and genstrings' spelling of one literal; `verbatim` is the source between
  /// the quotes (for `-u` keys), which differs from the spelling only when `hasCharacterEscape`.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, token: SourceToken)
    -> (runtime: [UInt8], spelling: [UInt8], verbatim: Range<Int>, hasCharacterEscape: Bool)
  {
    var start = token.start + 1
    if bytes[token.start] == UInt8(ascii: "@") { start += 1 }
    var end = token.end
    if end > start, bytes[end - 1] == UInt8(ascii: "\""), end - 1 >= start { end -= 1 }
    // Most literals have no escape: one copy serves as both text and spelling.
    let content = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if content.isEmpty || memchr(content.baseAddress!, Int32(UInt8(ascii: "\\")), content.count) == nil {
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
      guard b == UInt8(ascii: "\\"), i + 1 < end else {
        runtime.append(b)
        spelled.append(b)
        i += 1
        continue
      }
      let escapeStart = i
      let e = bytes[i + 1]
      i += 2
      if let control = CEscape.controlCharacter(for: e) {
        runtime.append(control)
      } else {
        switch e {
        case UInt8(ascii: "e"): runtime.append(0x1B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"): runtime.append(CEscape.octalByte(first: e, in: bytes, at: &i, end: end))
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
          hasCharacterEscape = true
          appendCharacterEscape(e, in: bytes, at: &i, end: end, runtime: &runtime, spelled: &spelled)
          continue
        default: runtime.append(e)  // \\ \" \' \? and unknown escapes: the character
        }
      }
      spelled += bytes[escapeStart..<i]
    }
    return (runtime, spelled, start..<end, hasCharacterEscape)
  }

  /// Decodes `\x…` (any number of hex digits, one byte), `\uXXXX` or `\U` (8 hex digits, or 4 when
  /// fewer follow); `letter` is read and `index` is just after it. The spelling is the character,
  /// escaped by the core, because `.strings` reads `\x` and an 8-digit `\U` differently from C.
  private static func appendCharacterEscape(
    _ letter: UInt8, in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, end: Int, runtime: inout [UInt8],
    spelled: inout [UInt8]
  ) {
    if letter == UInt8(ascii: "x") {
      let byte = UInt8(truncatingIfNeeded: CEscape.hexNumber(in: bytes, at: &index, end: end, maximumDigits: .max))
      runtime.append(byte)
      spelled += spelling(ofScalar: UInt32(byte))
      return
    }
    let digits = letter == UInt8(ascii: "U") && hexDigits(bytes, at: index, end: end) >= 8 ? 8 : 4
    let value = CEscape.hexNumber(in: bytes, at: &index, end: end, maximumDigits: digits)
    let scalar = value <= 0x10FFFF ? value : 0xFFFD
    appendScalar(scalar, to: &runtime)
    spelled += spelling(ofScalar: scalar)
  }

  private static func hexDigits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
    var count = 0
    while index + count < end, count < 8, bytes[index + count].hexDigitValue != nil { count += 1 }
    return count
  }
}
