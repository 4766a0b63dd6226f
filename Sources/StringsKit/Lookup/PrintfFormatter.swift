import Foundation

/// Formats one printf conversion with one argument, as `String(format:)` prints it in the POSIX
/// locale: the integer conversions (`d i u o x X` with `h hh l ll q z t j`), `%@` and `%s` with
/// text, `%c`, and the floating ones (`f F e E g G a A`).
///
/// Integers and text are formatted here, byte by byte (flags `- + space # 0`, width, precision,
/// the C integer sizes: `%d` of 2^32 prints 0, `%u` of -1 prints 4294967295). A floating
/// conversion is handed to the C library's printf with the specifier rebuilt from its parsed parts,
/// because printing a double with correct rounding is exactly what printf does and re-deriving it
/// would only add a chance to differ.
enum PrintfFormatter {
  /// The text of `specifier` for `value`; `width` and `precision` are the resolved amounts (a `*`
  /// already read from its argument). Returns nil for a conversion it does not print (`%p`, `%n`,
  /// `%S`, `%C`): the caller keeps the placeholder as written.
  static func format(_ specifier: FormatSpecifier, value: FormatValue, width: Int?, precision: Int?) -> String? {
    var flags = Flags(specifier.flags)
    var width = width
    if let amount = width, amount < 0 {  // a negative `*` width means left-justified
      flags.leftJustify = true
      width = -amount
    }
    let precision = precision.flatMap { $0 < 0 ? nil : $0 }
    switch specifier.conversion {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"):
      let integer = signedValue(value, length: specifier.conversion == UInt8(ascii: "D") ? .l : specifier.length)
      let sign = integer < 0 ? "-" : flags.plus ? "+" : flags.space ? " " : ""
      return pad(integerDigits(integer.magnitude, radix: 10, precision: precision), sign: sign, flags, width, precision)
    case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"):
      let isLong = specifier.conversion == UInt8(ascii: "U") || specifier.conversion == UInt8(ascii: "O")
      let unsigned = unsignedValue(value, length: isLong ? .l : specifier.length)
      let radix: Int
      switch specifier.conversion {
      case UInt8(ascii: "o"), UInt8(ascii: "O"): radix = 8
      case UInt8(ascii: "x"), UInt8(ascii: "X"): radix = 16
      default: radix = 10
      }
      var digits = integerDigits(unsigned, radix: radix, precision: precision)
      if specifier.conversion == UInt8(ascii: "X") { digits = digits.uppercased() }
      var prefix = ""
      if flags.alternate, radix == 8, !digits.hasPrefix("0") { digits = "0" + digits }
      if flags.alternate, radix == 16, unsigned != 0 {
        prefix = specifier.conversion == UInt8(ascii: "X") ? "0X" : "0x"
      }
      return pad(digits, sign: prefix, flags, width, precision)
    case UInt8(ascii: "@"), UInt8(ascii: "s"):
      var text = value.text
      if let precision, specifier.conversion == UInt8(ascii: "s") {
        text = String(decoding: text.utf8.prefix(precision), as: UTF8.self)
      }
      return justify(text, flags, width, count: text.unicodeScalars.count)
    case UInt8(ascii: "c"):
      let code = UInt32(truncatingIfNeeded: signedValue(value, length: nil))
      let text = Unicode.Scalar(code & 0xFF).map { String(Character($0)) } ?? ""
      return justify(text, flags, width, count: 1)
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
      UInt8(ascii: "a"), UInt8(ascii: "A"):
      var spec = "%" + String(decoding: specifier.flags.filter { $0 != UInt8(ascii: "'") }, as: UTF8.self)
      if let width { spec += String(width) }
      if let precision { spec += "." + String(precision) }
      spec += String(decoding: [specifier.conversion], as: UTF8.self)
      return String(format: spec, value.number?.doubleValue ?? 0)
    default:
      return nil
    }
  }

  // MARK: - Integers

  /// The argument read as the C type of a signed conversion: `%d` reads an `int`, `%hd` a `short`…
  private static func signedValue(_ value: FormatValue, length: LengthModifier?) -> Int64 {
    let integer = value.number?.integerValue ?? 0
    switch length {
    case .hh: return Int64(Int8(truncatingIfNeeded: integer))
    case .h: return Int64(Int16(truncatingIfNeeded: integer))
    case nil, .L: return Int64(Int32(truncatingIfNeeded: integer))
    case .l, .ll, .q, .z, .t, .j: return integer
    }
  }

  /// The argument read as the C type of an unsigned conversion.
  private static func unsignedValue(_ value: FormatValue, length: LengthModifier?) -> UInt64 {
    let bits = UInt64(bitPattern: value.number?.integerValue ?? 0)
    switch length {
    case .hh: return UInt64(UInt8(truncatingIfNeeded: bits))
    case .h: return UInt64(UInt16(truncatingIfNeeded: bits))
    case nil, .L: return UInt64(UInt32(truncatingIfNeeded: bits))
    case .l, .ll, .q, .z, .t, .j: return bits
    }
  }

  /// The digits of a magnitude, at least `precision` of them (`%.0d` of 0 prints nothing).
  private static func integerDigits(_ magnitude: UInt64, radix: Int, precision: Int?) -> String {
    if precision == 0, magnitude == 0 { return "" }
    let digits = String(magnitude, radix: radix)
    guard let precision, digits.utf8.count < precision else { return digits }
    return String(repeating: "0", count: precision - digits.utf8.count) + digits
  }

  /// Sign or prefix, then digits, padded to `width`: with zeros after the sign for the `0` flag
  /// (ignored with `-` or a precision, as in C), else with spaces.
  private static func pad(_ digits: String, sign: String, _ flags: Flags, _ width: Int?, _ precision: Int?) -> String {
    let length = sign.utf8.count + digits.utf8.count
    guard let width, width > length else { return sign + digits }
    if flags.zeroPad, !flags.leftJustify, precision == nil {
      return sign + String(repeating: "0", count: width - length) + digits
    }
    return justify(sign + digits, flags, width, count: length)
  }

  /// Text padded with spaces to `width` (on the right with `-`). `count` is the text's length in
  /// the unit the conversion measures.
  private static func justify(_ text: String, _ flags: Flags, _ width: Int?, count: Int) -> String {
    guard let width, width > count else { return text }
    let spaces = String(repeating: " ", count: width - count)
    return flags.leftJustify ? text + spaces : spaces + text
  }

  private struct Flags {
    var leftJustify = false
    var plus = false
    var space = false
    var alternate = false
    var zeroPad = false

    init(_ bytes: [UInt8]) {
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "-"): leftJustify = true
        case UInt8(ascii: "+"): plus = true
        case UInt8(ascii: " "): space = true
        case UInt8(ascii: "#"): alternate = true
        case UInt8(ascii: "0"): zeroPad = true
        default: break
        }
      }
    }
  }
}
