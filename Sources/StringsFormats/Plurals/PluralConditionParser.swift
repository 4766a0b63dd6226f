/// Reads the condition of a CLDR plural rule (UTS #35 Part 3, "Plural rules syntax"):
///
///     condition     = and_condition ('or' and_condition)*
///     and_condition = relation ('and' relation)*
///     relation      = expr ('=' | '!=' | 'is' 'not'? | 'not'? 'in' | 'not'? 'within') range_list
///     expr          = operand (('%' | 'mod') value)?
///     range_list    = (value | value '..' value) (',' range_list)*
///
/// An empty condition is `other`'s and always matches. Samples (`@integer …`) must already be cut
/// off. Works on bytes, never traps, and returns nil for anything it does not understand.
struct PluralConditionParser {
  private let bytes: [UInt8]
  private var index = 0

  static func parse(_ text: String) -> PluralCondition? {
    var parser = PluralConditionParser(bytes: Array(text.utf8))
    return parser.condition()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func condition() -> PluralCondition? {
    var condition = PluralCondition()
    skipSpaces()
    if index == bytes.count { return condition }
    repeat {
      repeat {
        guard let relation = relation(rangesInto: &condition.ranges) else { return nil }
        condition.relations.append(relation)
      } while consumeWord("and")
      condition.relations[condition.relations.count - 1].endsConjunction = true
    } while consumeWord("or")
    skipSpaces()
    return index == bytes.count ? condition : nil
  }

  private mutating func relation(rangesInto allRanges: inout [ClosedRange<UInt64>]) -> PluralRelation? {
    skipSpaces()
    guard index < bytes.count, let operand = PluralOperand(rawValue: bytes[index]) else { return nil }
    index += 1
    guard !isAtLetter else { return nil }  // an operand is one letter
    var modulus: UInt64 = 0
    if consumeSymbol("%") || consumeWord("mod") {
      guard let value = number(), value > 0 else { return nil }
      modulus = value
    }
    var isNegated = false
    var isWithin = false
    if consumeSymbol("!=") {
      isNegated = true
    } else if consumeSymbol("=") {
    } else if consumeWord("is") {
      isNegated = consumeWord("not")
    } else {
      isNegated = consumeWord("not")
      if consumeWord("within") {
        isWithin = true
      } else if !consumeWord("in") {
        return nil
      }
    }
    guard let ranges = rangeList() else { return nil }
    defer { allRanges += ranges }
    return PluralRelation(
      operand: operand, modulus: modulus, isNegated: isNegated, isWithin: isWithin,
      rangeStart: allRanges.count, rangeCount: ranges.count, endsConjunction: false)
  }

  private mutating func rangeList() -> [ClosedRange<UInt64>]? {
    var ranges: [ClosedRange<UInt64>] = []
    repeat {
      guard let low = number() else { return nil }
      var high = low
      if consumeSymbol("..") {
        guard let value = number(), value >= low else { return nil }
        high = value
      }
      ranges.append(low...high)
    } while consumeSymbol(",")
    return ranges
  }

  // MARK: - Tokens

  private mutating func number() -> UInt64? {
    skipSpaces()
    let start = index
    var value: UInt64 = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
      index += 1
    }
    return index > start ? value : nil
  }

  private mutating func consumeSymbol(_ symbol: StaticString) -> Bool {
    skipSpaces()
    return consume(symbol)
  }

  /// A keyword, only as a whole word ("in" does not match the start of "inside").
  private mutating func consumeWord(_ word: StaticString) -> Bool {
    skipSpaces()
    let start = index
    guard consume(word), !isAtLetter else {
      index = start
      return false
    }
    return true
  }

  private mutating func consume(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    let matches = text.withUTF8Buffer { expected in
      expected.indices.allSatisfy { bytes[index + $0] == expected[$0] }
    }
    if matches { index += count }
    return matches
  }

  private var isAtLetter: Bool {
    index < bytes.count && (bytes[index] | 0x20) >= UInt8(ascii: "a") && (bytes[index] | 0x20) <= UInt8(ascii: "z")
  }

  private mutating func skipSpaces() {
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n")
    {
      index += 1
    }
  }
}
