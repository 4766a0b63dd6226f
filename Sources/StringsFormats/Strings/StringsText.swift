/// A key or a value exactly as CoreFoundation holds it.
///
/// CoreFoundation parses `.strings` text as UTF-16 code units and never normalizes: two keys that
/// look identical but differ in code units (precomposed and decomposed "é") are two entries, and a
/// value may hold U+0000 or a lone surrogate. Swift `String` can do neither: its `==` merges
/// canonically equivalent strings, and it cannot store a lone surrogate.
///
/// `StringsText` stores the code units as *generalized UTF-8* (WTF-8): ordinary UTF-8, except that
/// a lone surrogate is written as its own three-byte sequence (`ED A0 80`…`ED BF BF`). A surrogate
/// pair is always combined into one four-byte sequence, so the encoding is a bijection with UTF-16
/// code-unit sequences, and byte equality is CoreFoundation's key identity.
///
/// The bytes are usually a slice of the parsed file's buffer, so parsing a large table does not
/// copy its values.
public struct StringsText: Sendable {
  /// The code units in generalized UTF-8 (see the type's documentation).
  public let utf8: ArraySlice<UInt8>

  /// Wraps bytes that are already valid generalized UTF-8.
  public init(wtf8 bytes: ArraySlice<UInt8>) {
    self.utf8 = bytes
  }

  /// Wraps bytes that are already valid generalized UTF-8.
  public init(wtf8 bytes: [UInt8]) {
    self.utf8 = bytes[...]
  }

  /// The text of a Swift string (which can hold neither lone surrogates nor differ from itself).
  public init(_ string: String) {
    self.utf8 = Array(string.utf8)[...]
  }

  /// Builds text from UTF-16 code units, keeping lone surrogates.
  public init<C: Collection>(utf16 units: C) where C.Element == UInt16 {
    var builder = WTF8Builder()
    for unit in units { builder.append(unit: unit) }
    self.utf8 = builder.bytes[...]
  }

  /// The text as a Swift string. A lone surrogate becomes U+FFFD, as in Foundation's bridging.
  public var string: String {
    if isLosslessString {
      return String(decoding: utf8, as: UTF8.self)
    }
    return String(decoding: utf16, as: UTF16.self)
  }

  /// The text's UTF-16 code units, exactly as CoreFoundation holds them.
  public var utf16: [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(utf8.count)
    var iterator = WTF8Decoder(utf8)
    while let scalar = iterator.next() {
      if scalar < 0x10000 {
        units.append(UInt16(scalar))
      } else {
        let value = scalar - 0x10000
        units.append(UInt16(0xD800 + (value >> 10)))
        units.append(UInt16(0xDC00 + (value & 0x3FF)))
      }
    }
    return units
  }

  /// Whether `string` holds exactly this text (false when it contains a lone surrogate).
  ///
  /// Asked for every `string` (each key and value a catalog lint reports or compares): a scan that
  /// allocates nothing, where building `loneSurrogates` to test it for emptiness cost 250 M
  /// instructions of a 10 MB catalog's lint (callgrind).
  public var isLosslessString: Bool {
    utf8.withUnsafeBufferPointer { bytes in
      var index = 0
      while index + 2 < bytes.count {
        if bytes[index] == 0xED, bytes[index + 1] >= 0xA0 { return false }
        index += 1
      }
      return true
    }
  }

  /// The lone surrogate code units in the text, in order (usually none).
  public var loneSurrogates: [UInt16] {
    var result: [UInt16] = []
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == 0xED, index + 2 < utf8.endIndex, utf8[index + 1] >= 0xA0 {
        let unit = 0xD000 | (UInt16(utf8[index + 1] & 0x3F) << 6) | UInt16(utf8[index + 2] & 0x3F)
        result.append(unit)
      }
      index += 1
    }
    return result
  }

  /// Whether the text is empty.
  public var isEmpty: Bool { utf8.isEmpty }
}

extension StringsText: Hashable {
  /// Equal when the bytes are equal: the exact text, without Unicode normalization.
  public static func == (lhs: StringsText, rhs: StringsText) -> Bool {
    guard lhs.utf8.count == rhs.utf8.count else { return false }
    return lhs.utf8.withUnsafeBufferPointer { left in
      rhs.utf8.withUnsafeBufferPointer { right in
        left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
  }

  /// Hashes the bytes.
  public func hash(into hasher: inout Hasher) {
    utf8.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}

extension StringsText: Comparable {
  /// Orders by UTF-16 code units, as CoreFoundation and `plutil` sort keys.
  public static func < (lhs: StringsText, rhs: StringsText) -> Bool {
    // WTF-8 byte order is code-point order, which differs from UTF-16 order only where a
    // surrogate, U+E000–U+FFFF or a supplementary character is involved: the lead bytes
    // ED and above. Fall back to code units only there.
    let left = lhs.utf8, right = rhs.utf8
    var i = left.startIndex, j = right.startIndex
    while i < left.endIndex, j < right.endIndex {
      let a = left[i], b = right[j]
      if a != b {
        if a >= 0xED || b >= 0xED {
          return lhs.utf16.lexicographicallyPrecedes(rhs.utf16)
        }
        return a < b
      }
      i += 1
      j += 1
    }
    return left.count - (i - left.startIndex) < right.count - (j - right.startIndex)
  }
}

extension StringsText: ExpressibleByStringLiteral {
  /// The text of a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension StringsText: CustomStringConvertible, CustomDebugStringConvertible {
  /// The text as a `String`.
  public var description: String { string }
  /// The text as a quoted `String` literal.
  public var debugDescription: String { string.debugDescription }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
