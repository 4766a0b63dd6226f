/// The backslash escapes of the C family, which `.strings` files share with C and Objective-C
/// string literals: one reading of the control letters and of octal and hex digits, for the
/// `.strings` parser (`OldStyleParser.readEscape`) and the C literal decoder (`CStringLiteral`).
///
/// Where the two differ, each decoder says so itself: C reads `\e`, `\x…`, `\u` and an 8-digit
/// `\U`; `.strings` reads a 4-digit `\U` and maps octal bytes above 0x7F through NeXTSTEP.
package enum CEscape {
  /// The control character a one-letter escape stands for in both: `\a \b \f \n \r \t \v`.
  @inlinable @inline(__always)
  package static func controlCharacter(for letter: UInt8) -> UInt8? {
    switch letter {
    case UInt8(ascii: "a"): 0x07
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "t"): 0x09
    case UInt8(ascii: "v"): 0x0B
    default: nil
    }
  }

  /// An octal escape's byte: `first` (an octal digit, already read) and up to two more octal digits
  /// at `index`, which moves past them. A value over 0o377 keeps its low eight bits, as C and CF do.
  @inlinable @inline(__always)
  package static func octalByte(first: UInt8, in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, end: Int) -> UInt8 {
    var value = first &- UInt8(ascii: "0")
    var digits = 1
    while digits < 3, index < end, bytes[index].isOctalDigit {
      value = (value &<< 3) &+ (bytes[index] &- UInt8(ascii: "0"))
      index += 1
      digits += 1
    }
    return value
  }

  /// The value of up to `maximumDigits` hex digits at `index`, which moves past them (0 when there
  /// are none). More than eight digits (C's `\x` takes any number) keep the low 32 bits.
  @inlinable @inline(__always)
  package static func hexNumber(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, end: Int, maximumDigits: Int) -> UInt32
  {
    var value: UInt32 = 0
    var taken = 0
    while taken < maximumDigits, index < end, let digit = bytes[index].hexDigitValue {
      value = value &<< 4 | digit
      index += 1
      taken += 1
    }
    return value
  }
}
