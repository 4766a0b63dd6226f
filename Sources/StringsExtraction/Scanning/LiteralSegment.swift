/// A piece of a decoded string literal.
enum LiteralSegment: Sendable {
  /// Literal text: `runtime` is what the program holds (escapes decoded, generalized UTF-8);
  /// `spelling` is how genstrings writes it in a `.strings` file.
  case text(runtime: [UInt8], spelling: [UInt8])
  /// A Swift `\(…)` interpolation: `expression` is the byte range inside the parentheses, `source`
  /// the whole `\(…)` (genstrings copies it verbatim).
  case interpolation(expression: Range<Int>, source: Range<Int>)
}

/// Whether `bytes` are generalized UTF-8 (what `StringsText` holds): UTF-8 that may also encode
/// lone surrogates. Source files with other bytes inside a literal get them replaced (U+FFFD).
func isGeneralizedUTF8<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8, C.Index == Int {
  // ASCII (most literals) is checked eight bytes at a time.
  let ascii: Bool? = bytes.withContiguousStorageIfAvailable { $0.isASCII }
  if ascii == true { return true }
  var i = bytes.startIndex
  let end = bytes.endIndex
  while i < end {
    let b = bytes[i]
    if b < 0x80 { i += 1; continue }
    let length: Int
    var minimum: UInt32
    var scalar: UInt32
    switch b {
    case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
    case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
    case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
    default: return false
    }
    guard end - i >= length else { return false }
    for k in 1..<length {
      let c = bytes[i + k]
      guard c & 0xC0 == 0x80 else { return false }
      scalar = scalar << 6 | UInt32(c & 0x3F)
    }
    guard scalar >= minimum, scalar <= 0x10FFFF else { return false }
    minimum = 0
    i += length
  }
  return true
}

/// Builds escaped `.strings` spelling for one scalar decoded from an escape that `.strings` cannot
/// read as written (`\u{…}`, C `\x41`, an 8-digit `\U`): the character itself, escaped by the core.
func spelling(ofScalar scalar: UInt32) -> [UInt8] {
  var builder = WTF8Builder()
  builder.append(scalar: scalar)
  return StringsEscaping.escapedBytes(StringsText(wtf8: builder.bytes))
}

func appendScalar(_ scalar: UInt32, to bytes: inout [UInt8]) {
  var builder = WTF8Builder()
  builder.append(scalar: scalar)
  bytes += builder.bytes
}
