/// Appends UTF-16 code units and raw generalized UTF-8 to a byte buffer, joining a high surrogate
/// and a following low surrogate into one four-byte sequence wherever they meet.
///
/// This is what keeps `StringsText` a bijection with UTF-16: `"\UD83D\UDE00"` must become the
/// same bytes as a literal 😀.
package struct WTF8Builder {
  package var bytes: [UInt8] = []

  package init() {}

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends one UTF-16 code unit.
  mutating func append(unit: UInt16) {
    switch unit {
    case 0..<0x80:
      bytes.append(UInt8(unit))
    case 0x80..<0x800:
      bytes.append(0xC0 | UInt8(unit >> 6))
      bytes.append(0x80 | UInt8(unit & 0x3F))
    case 0xDC00...0xDFFF where endsWithHighSurrogate:
      let high = pendingHighSurrogate
      bytes.removeLast(3)
      append(scalar: 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00))
    default:
      bytes.append(0xE0 | UInt8(unit >> 12))
      bytes.append(0x80 | UInt8((unit >> 6) & 0x3F))
      bytes.append(0x80 | UInt8(unit & 0x3F))
    }
  }

  /// Appends a Unicode scalar value (or a surrogate code point, as a lone surrogate).
  package mutating func append(scalar: UInt32) {
    if scalar < 0x10000 {
      append(unit: UInt16(scalar))
      return
    }
    bytes.append(0xF0 | UInt8(scalar >> 18))
    bytes.append(0x80 | UInt8((scalar >> 12) & 0x3F))
    bytes.append(0x80 | UInt8((scalar >> 6) & 0x3F))
    bytes.append(0x80 | UInt8(scalar & 0x3F))
  }

  /// Appends bytes that are already generalized UTF-8.
  mutating func append<C: Collection>(wtf8 other: C) where C.Element == UInt8 {
    guard let first = other.first else { return }
    if first == 0xED, endsWithHighSurrogate, other.count >= 3 {
      let second = other[other.index(after: other.startIndex)]
      if second >= 0xB0 {
        let third = other[other.index(other.startIndex, offsetBy: 2)]
        let low = 0xD000 | (UInt16(second & 0x3F) << 6) | UInt16(third & 0x3F)
        append(unit: low)
        bytes.append(contentsOf: other.dropFirst(3))
        return
      }
    }
    bytes.append(contentsOf: other)
  }

  private var endsWithHighSurrogate: Bool {
    let n = bytes.count
    return n >= 3 && bytes[n - 3] == 0xED && bytes[n - 2] >= 0xA0 && bytes[n - 2] <= 0xAF
  }

  private var pendingHighSurrogate: UInt16 {
    let n = bytes.count
    return 0xD000 | (UInt16(bytes[n - 2] & 0x3F) << 6) | UInt16(bytes[n - 1] & 0x3F)
  }
}

/// Decodes generalized UTF-8 (assumed well formed) into code points, lone surrogates included.
/// Inlinable so that lint's NFC check, in another target, gets it specialized for its buffer.
package struct WTF8Decoder<C: Collection>: IteratorProtocol where C.Element == UInt8 {
  @usableFromInline let bytes: C
  @usableFromInline var index: C.Index

  @inlinable package init(_ bytes: C) {
    self.bytes = bytes
    self.index = bytes.startIndex
  }

  @inlinable package mutating func next() -> UInt32? {
    guard index < bytes.endIndex else { return nil }
    let lead = bytes[index]
    bytes.formIndex(after: &index)
    if lead < 0x80 { return UInt32(lead) }
    var length: Int
    var value: UInt32
    switch lead {
    case 0xC0..<0xE0:
      length = 1
      value = UInt32(lead & 0x1F)
    case 0xE0..<0xF0:
      length = 2
      value = UInt32(lead & 0x0F)
    default:
      length = 3
      value = UInt32(lead & 0x07)
    }
    while length > 0, index < bytes.endIndex {
      value = (value << 6) | UInt32(bytes[index] & 0x3F)
      bytes.formIndex(after: &index)
      length -= 1
    }
    return value
  }
}
