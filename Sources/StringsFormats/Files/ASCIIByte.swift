/// The byte vocabulary the byte-level readers share (the `.strings` parser, the source lexers and
/// literal decoders, the printf parser): questions about one ASCII byte, so that no reader spells
/// `0x30...0x39` again.
///
/// The helpers other targets call per byte are `@inlinable`: `@inline(__always)` alone stops at the
/// module boundary.
extension UInt8 {
  /// `0`–`9`.
  @inlinable @inline(__always) package var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  /// `A`–`Z`, `a`–`z`, `0`–`9`.
  @usableFromInline @inline(__always) var isASCIIAlphanumeric: Bool {
    isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
  }

  /// Space or tab.
  @inlinable @inline(__always) package var isHorizontalSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }

  /// Bytes that may continue an identifier (ASCII letters, digits, `_`, `$`, and every non-ASCII
  /// byte, so that Unicode identifiers stay whole).
  @inlinable @inline(__always) package var isIdentifierByte: Bool {
    isASCIIAlphanumeric || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
  }

  /// The value of a decimal digit, or nil.
  @inline(__always) var decimalDigitValue: Int? { isDigit ? Int(self &- UInt8(ascii: "0")) : nil }

  /// The value of a hexadecimal digit (`0`–`9`, `A`–`F`, `a`–`f`), or nil.
  @inlinable @inline(__always) package var hexDigitValue: UInt32? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self &- UInt8(ascii: "0"))
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self &- UInt8(ascii: "A") &+ 10)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self &- UInt8(ascii: "a") &+ 10)
    default: nil
    }
  }

  /// Whether this is `0`–`7`.
  @usableFromInline @inline(__always) var isOctalDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "7") }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether every byte is ASCII, read eight at a time. Inlinable: lint's NFC check (another
  /// module) asks it of every key.
  @inlinable package var isASCII: Bool {
    guard let base = baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= count {
      if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
      offset += 8
    }
    while offset < count {
      if base[offset] >= 0x80 { return false }
      offset += 1
    }
    return true
  }
}
