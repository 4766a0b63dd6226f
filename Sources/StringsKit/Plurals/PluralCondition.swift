/// The condition of one plural category, parsed from CLDR's rule syntax
/// ("v = 0 and i % 10 = 2..4 and i % 100 != 12..14"): relations joined by `and`, joined by `or`.
///
/// Kept flat (an array of arrays of plain structs) so that evaluating it allocates nothing.
struct PluralCondition: Sendable, Hashable {
  /// Alternatives (`or`), each a conjunction (`and`) of relations. Empty: always true (`other`).
  var alternatives: [[PluralRelation]]

  func matches(_ operands: PluralOperands) -> Bool {
    if alternatives.isEmpty { return true }
    for conjunction in alternatives where conjunction.allSatisfy({ $0.matches(operands) }) {
      return true
    }
    return false
  }
}

/// One of the operand letters a rule tests.
enum PluralOperand: UInt8, Sendable, Hashable {
  case n = 0x6E, i = 0x69, v = 0x76, w = 0x77, f = 0x66, t = 0x74, c = 0x63, e = 0x65
}

/// `operand (% modulus)? (= | != | in | not in | is | is not | within | not within) ranges`.
struct PluralRelation: Sendable, Hashable {
  var operand: PluralOperand
  var modulus: UInt64?
  /// `!=`, `not in`, `is not`, `not within`.
  var isNegated: Bool
  /// `within` also matches the non-integers between a range's ends; `=` / `in` / `is` only integers.
  var isWithin: Bool
  var ranges: [ClosedRange<UInt64>]

  func matches(_ operands: PluralOperands) -> Bool {
    let (whole, isWholeNumber) = value(in: operands)
    var isInRanges = false
    for range in ranges {
      if isWholeNumber ? range.contains(whole) : (isWithin && whole >= range.lowerBound && whole < range.upperBound) {
        isInRanges = true
        break
      }
    }
    return isInRanges != isNegated
  }

  /// The operand's value after the modulus: its whole part, and whether it has no fraction (only
  /// `n` can have one). A value of 10^18 or more without a modulus is given as `UInt64.max`, which
  /// no range in CLDR reaches; with a modulus (always a power of ten in CLDR) its last 18 digits give
  /// the exact remainder.
  private func value(in operands: PluralOperands) -> (whole: UInt64, isWholeNumber: Bool) {
    let digits: UInt64
    let isLarge: Bool
    var isWholeNumber = true
    switch operand {
    case .n:
      (digits, isLarge) = (operands.integerDigits, operands.isIntegerPartLarge)
      isWholeNumber = operands.isWholeNumber
    case .i: (digits, isLarge) = (operands.integerDigits, operands.isIntegerPartLarge)
    case .f: (digits, isLarge) = (operands.fractionDigits, operands.isFractionLarge)
    case .t: (digits, isLarge) = (operands.significantFractionDigits, operands.isSignificantFractionLarge)
    case .v: (digits, isLarge) = (UInt64(operands.visibleFractionDigitCount), false)
    case .w: (digits, isLarge) = (UInt64(operands.significantFractionDigitCount), false)
    case .c, .e: (digits, isLarge) = (UInt64(operands.exponent), false)
    }
    if let modulus, modulus > 0 { return (digits % modulus, isWholeNumber) }
    return (isLarge ? .max : digits, isWholeNumber)
  }
}
