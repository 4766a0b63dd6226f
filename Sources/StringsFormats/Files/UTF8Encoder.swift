/// A Unicode scalar value as UTF-8 bytes, appended to a buffer: what the byte-level readers do
/// when a reference or an escape (`&#233;`, `\u00E9`) or a conversion produces a character.
enum UTF8Encoder {
  /// Appends `scalar` (at most 0x10FFFF; the caller has checked) to `out`.
  @inline(__always) static func append(_ scalar: UInt32, to out: inout [UInt8]) {
    switch scalar {
    case ..<0x80:
      out.append(UInt8(scalar))
    case ..<0x800:
      out.append(UInt8(0xC0 | scalar >> 6))
      out.append(UInt8(0x80 | scalar & 0x3F))
    case ..<0x10000:
      out.append(UInt8(0xE0 | scalar >> 12))
      out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      out.append(UInt8(0x80 | scalar & 0x3F))
    default:
      out.append(UInt8(0xF0 | scalar >> 18))
      out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      out.append(UInt8(0x80 | scalar & 0x3F))
    }
  }
}
