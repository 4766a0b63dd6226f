/// One printf-style conversion in a format string, as `-[NSString stringWithFormat:]` and
/// `String(format:)` read it: `%` [position `n$`] [flags] [width] [`.`precision] [length] conversion.
///
/// This grammar is the one place lstrings understands placeholders: extract uses it to number
/// them (`%@ %@` → `%1$@ %2$@`) and lint to compare a translation's placeholders with the base's.
package struct FormatSpecifier: Hashable, Sendable {
  /// Byte range of the whole specifier (from `%` through the conversion character) in the text.
  package var range: Range<Int>
  /// The explicit argument position of `%2$@`, 1-based; nil for a sequential specifier.
  package var position: Int?
  /// Flag characters, in order (`-`, `+`, space, `#`, `0`, `'`).
  package var flags: [UInt8]
  package var width: Amount?
  package var precision: Amount?
  package var length: LengthModifier?
  /// The conversion character (`d`, `@`, `f`, …).
  package var conversion: UInt8

  /// A width or precision.
  package enum Amount: Hashable, Sendable {
    case fixed(Int)
    /// `*`: taken from the next argument (an `int`).
    case fromArgument
    /// `*3$`: taken from the given argument.
    case fromPositionalArgument(Int)
  }

  /// The argument the conversion consumes, at the granularity that matters for a crash or a wrong
  /// value: passing an object where an integer is read is undefined behaviour; `%d` and `%lld` read
  /// different sizes on 64-bit platforms.
  package var argumentType: ArgumentType {
    switch conversion {
    case UInt8(ascii: "@"): return .object
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"):
      return .integer(length?.integerWidth ?? .int32)
    case UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
      return .integer(.int64)  // deprecated synonyms of %ld, %lu, %lo
    case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "g"), UInt8(ascii: "G"),
      UInt8(ascii: "a"), UInt8(ascii: "A"):
      return length == .L ? .longDouble : .double
    case UInt8(ascii: "c"): return length == .l ? .unichar : .char
    case UInt8(ascii: "C"): return .unichar
    case UInt8(ascii: "s"): return length == .l ? .unicharString : .cString
    case UInt8(ascii: "S"): return .unicharString
    case UInt8(ascii: "p"): return .pointer
    default: return .count  // n
    }
  }

  /// The specifier's text, e.g. `%1$@`.
  func text(in bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
  }
}

/// What a conversion reads from the argument list.
package enum ArgumentType: Hashable, Sendable, CustomStringConvertible {
  case object
  case integer(IntegerWidth)
  case double
  case longDouble
  case char
  case unichar
  case cString
  case unicharString
  case pointer
  /// `%n` writes the count of characters so far.
  case count

  package var description: String {
    switch self {
    case .object: "an object (%@)"
    case .integer(let width): width.description
    case .double: "a double (%f)"
    case .longDouble: "a long double (%Lf)"
    case .char: "a char (%c)"
    case .unichar: "a unichar (%C)"
    case .cString: "a C string (%s)"
    case .unicharString: "a unichar string (%S)"
    case .pointer: "a pointer (%p)"
    case .count: "a count pointer (%n)"
    }
  }
}

/// The size an integer conversion reads; on 64-bit Apple platforms `l`, `ll`, `q`, `z`, `t` and `j`
/// all read 64 bits, and no modifier, `h` and `hh` read an `int`.
package enum IntegerWidth: Hashable, Sendable, CustomStringConvertible {
  case int32
  case int64

  package var description: String {
    switch self {
    case .int32: "a 32-bit integer (%d)"
    case .int64: "a 64-bit integer (%ld/%lld)"
    }
  }
}

/// `hh h l ll q z t j L`.
package enum LengthModifier: String, Hashable, Sendable, CaseIterable {
  case hh, h, l, ll, q, z, t, j, L

  var integerWidth: IntegerWidth {
    switch self {
    case .hh, .h, .L: .int32
    case .l, .ll, .q, .z, .t, .j: .int64
    }
  }
}
