/// Plural conditions parsed from CLDR's rule syntax ("v = 0 and i % 10 = 2..4 and i % 100 !=
/// 12..14"), stored flat: relations in order, each `and`-run ended by `endsConjunction`, and the
/// ranges of all relations in one array. Several categories' conditions live in one value, each a
/// run of relations, so that evaluating a whole rule set walks two contiguous arrays of plain
/// structs: no allocation and no reference counting on the hot path.
struct PluralCondition: Sendable, Hashable {
  var relations: [PluralRelation] = []
  var ranges: [ClosedRange<UInt64>] = []

  /// Whether the condition made of `relations[run]` holds; an empty run always does (`other`).
  func matches(_ operands: PluralOperands, relationsIn run: Range<Int>) -> Bool {
    if run.isEmpty { return true }
    var conjunctionHolds = true
    for index in run {
      let relation = relations[index]
      if conjunctionHolds, !relation.matches(operands, ranges: ranges) { conjunctionHolds = false }
      if relation.endsConjunction {
        if conjunctionHolds { return true }
        conjunctionHolds = true
      }
    }
    return false
  }

  func matches(_ operands: PluralOperands) -> Bool {
    matches(operands, relationsIn: relations.indices)
  }

  /// Adds `other`'s relations after these, returning where they lie.
  mutating func append(_ other: PluralCondition) -> Range<Int> {
    let start = relations.count
    for var relation in other.relations {
      relation.rangeStart += ranges.count
      relations.append(relation)
    }
    ranges += other.ranges
    return start..<relations.count
  }
}

/// One of the operand letters a rule tests.
enum PluralOperand: UInt8, Sendable, Hashable {
  case n = 0x6E, i = 0x69, v = 0x76, w = 0x77, f = 0x66, t = 0x74, c = 0x63, e = 0x65
}

/// `operand (% modulus)? (= | != | in | not in | is | is not | within | not within) ranges`.
struct PluralRelation: Sendable, Hashable {
  var operand: PluralOperand
  /// 0 when there is none.
  var modulus: UInt64
  /// `!=`, `not in`, `is not`, `not within`.
  var isNegated: Bool
  /// `within` also matches the non-integers between a range's ends; `=` / `in` / `is` only integers.
  var isWithin: Bool
  /// The relation's ranges are `ranges[rangeStart ..< rangeStart + rangeCount]` of its condition.
  var rangeStart: Int
  var rangeCount: Int
  /// Whether an `or` (or the end of the condition) follows.
  var endsConjunction: Bool

  func matches(_ operands: PluralOperands, ranges: [ClosedRange<UInt64>]) -> Bool {
    let (whole, isWholeNumber) = value(in: operands)
    var isInRanges = false
    for index in rangeStart..<(rangeStart + rangeCount) {
      let range = ranges[index]
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
    if modulus > 0 { return (digits % modulus, isWholeNumber) }
    return (isLarge ? .max : digits, isWholeNumber)
  }
}
