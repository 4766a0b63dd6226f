/// The operands CLDR plural rules test (UTS #35 Part 3, "Plural Operand Meanings"), taken from a
/// number *as written*.
///
/// Plural rules depend on how a number is written, not only on its value: in English "1" is `one`
/// but "1.0" is `other`, so operands are built from a decimal string ("1.50", "1.2c3") or from an
/// integer, never from a `Double`.
///
/// | operand | meaning | "1.50" | "1.2c3" |
/// |---|---|---|---|
/// | n | absolute value | 1.5 | 1200 |
/// | i | integer digits of n | 1 | 1200 |
/// | v | number of visible fraction digits, with trailing zeros | 2 | 0 |
/// | w | number of visible fraction digits, without trailing zeros | 1 | 0 |
/// | f | visible fraction digits, with trailing zeros, as an integer | 50 | 0 |
/// | t | visible fraction digits, without trailing zeros, as an integer | 5 | 0 |
/// | c, e | compact decimal exponent | 0 | 3 |
///
/// Integer and fraction digits beyond 18 are kept modulo 10^18 and marked as large: CLDR's rules
/// only take them modulo powers of ten (at most 10^6) or compare them with small numbers, so the
/// results stay exact.
public struct PluralOperands: Sendable, Hashable {
  /// `i`, or its last 18 digits when `isIntegerPartLarge`.
  public private(set) var integerDigits: UInt64 = 0
  /// Whether `i` is 10^18 or more.
  public private(set) var isIntegerPartLarge = false
  /// `f`, or its last 18 digits when `isFractionLarge`.
  public private(set) var fractionDigits: UInt64 = 0
  /// Whether `f` is 10^18 or more.
  public private(set) var isFractionLarge = false
  /// `t`, or its last 18 digits when `isSignificantFractionLarge`.
  public private(set) var significantFractionDigits: UInt64 = 0
  /// Whether `t` is 10^18 or more.
  public private(set) var isSignificantFractionLarge = false
  /// `v`.
  public private(set) var visibleFractionDigitCount = 0
  /// `w`.
  public private(set) var significantFractionDigitCount = 0
  /// `c` and `e` (CLDR treats them as synonyms).
  public private(set) var exponent = 0

  /// The operands of an integer (v = w = f = t = e = 0).
  public init(_ integer: Int) {
    integerDigits = UInt64(integer.magnitude)
    if integerDigits >= LowDigits.limit {
      integerDigits %= LowDigits.limit
      isIntegerPartLarge = true
    }
  }

  /// The operands of a number written as CLDR writes its samples: `-`? digits (`.` digits)?
  /// ((`c` | `e`) digits)?, such as "1", "1.50", "0.00", "1c6", "1.2e3". A compact exponent moves
  /// the decimal point ("1.2c3" is 1200 with v = 0 and e = 3).
  ///
  /// Returns nil for anything else (an empty string, "1.", ".5", "1e", "1,5", spaces, a negative
  /// exponent or one over 10,000).
  public init?(_ text: String) {
    var bytes = Array(text.utf8)
    if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
    guard let written = WrittenDecimal(bytes) else { return nil }
    var integer = LowDigits()
    var fraction = LowDigits()
    var significantFraction = LowDigits()
    var pendingZeros = 0  // fraction zeros not yet known to be followed by a significant digit
    var fractionCount = 0
    for position in 0..<max(written.digits.count, written.pointPosition + written.exponent) {
      let digit = position < written.digits.count ? written.digits[position] - UInt8(ascii: "0") : 0
      if position < written.pointPosition + written.exponent {
        integer.append(digit)
        continue
      }
      fraction.append(digit)
      fractionCount += 1
      if digit == 0 {
        pendingZeros += 1
      } else {
        for _ in 0..<pendingZeros { significantFraction.append(0) }
        pendingZeros = 0
        significantFraction.append(digit)
      }
    }
    integerDigits = integer.value
    isIntegerPartLarge = integer.isLarge
    fractionDigits = fraction.value
    isFractionLarge = fraction.isLarge
    significantFractionDigits = significantFraction.value
    isSignificantFractionLarge = significantFraction.isLarge
    visibleFractionDigitCount = fractionCount
    significantFractionDigitCount = fractionCount - pendingZeros
    exponent = written.exponent
  }

  /// `n` as a `Double`, for display; rules never use it (it loses "1.0" versus "1", and precision).
  public var n: Double {
    var value = Double(integerDigits)
    var scale = 1.0
    for _ in 0..<min(visibleFractionDigitCount, 18) { scale *= 10 }
    value += Double(fractionDigits) / scale
    return value
  }

  /// Whether n is zero ("0", "0.00", "0c3"): Apple's `zero` form applies to it in every language.
  public var isZero: Bool {
    integerDigits == 0 && !isIntegerPartLarge && fractionDigits == 0 && !isFractionLarge
  }

  /// Whether n has no fractional value ("1" and "1.0", not "1.5").
  var isWholeNumber: Bool { fractionDigits == 0 && !isFractionLarge }
}

/// The last 18 decimal digits of a number written digit by digit, and whether it reached 10^18.
private struct LowDigits {
  static let limit: UInt64 = 1_000_000_000_000_000_000

  var value: UInt64 = 0
  var isLarge = false

  mutating func append(_ digit: UInt8) {
    if value >= LowDigits.limit / 10 { isLarge = true }
    value = (value % (LowDigits.limit / 10)) * 10 + UInt64(digit)
  }
}

/// A non-negative decimal as written: its digits without the point, where the point was, and the
/// compact exponent.
private struct WrittenDecimal {
  /// The longest exponent accepted: "1c10000" is already a ten-thousand-digit number.
  static let maximumExponent = 10_000

  var digits: [UInt8] = []
  var pointPosition = 0
  var exponent = 0

  init?(_ bytes: [UInt8]) {
    var index = 0
    func digitRun() -> ArraySlice<UInt8> {
      let start = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
      return bytes[start..<index]
    }
    digits = Array(digitRun())
    guard !digits.isEmpty else { return nil }
    pointPosition = digits.count
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fraction = digitRun()
      guard !fraction.isEmpty else { return nil }
      digits += fraction
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "c") || bytes[index] == UInt8(ascii: "e") {
      index += 1
      let exponentDigits = digitRun()
      guard !exponentDigits.isEmpty, exponentDigits.count <= 5 else { return nil }
      exponent = exponentDigits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
      guard exponent <= WrittenDecimal.maximumExponent else { return nil }
    }
    guard index == bytes.count else { return nil }
  }
}
