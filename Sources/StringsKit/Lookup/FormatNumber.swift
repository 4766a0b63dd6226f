/// A number given to a format, kept as written: its plural category depends on how it is written
/// ("1" is `one` in English, "1.0" is `other`), so the operands come from the text, and the value
/// printed by `%d` or `%f` from the same text.
public struct FormatNumber: Sendable, Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The number as written ("21", "-3", "1.50").
  public let text: String
  /// CLDR's operands of the number as written.
  public let operands: PluralOperands
  /// Whether the number is below zero (operands hold the absolute value).
  public let isNegative: Bool

  /// A number written as CLDR writes samples: `-`? digits (`.` digits)? ((`c` | `e`) digits)?;
  /// nil for anything else ("", "1,5", "abc", "1.").
  public init?(_ text: String) {
    guard let operands = PluralOperands(text) else { return nil }
    self.text = text
    self.operands = operands
    self.isNegative = text.utf8.first == UInt8(ascii: "-") && !operands.isZero
  }

  /// An integer argument.
  public init(_ integer: Int) {
    text = String(integer)
    operands = PluralOperands(integer)
    isNegative = integer < 0
  }

  /// An integer argument written as a literal.
  public init(integerLiteral value: Int) {
    self.init(value)
  }

  /// The number as written.
  public var description: String { text }

  /// The value an integer conversion (`%d`, `%lld`) prints: the integer part, with its sign
  /// (what `Int(1.5)` gives), wrapping around as a C integer does beyond 64 bits.
  var integerValue: Int64 {
    guard !plainDecimalText.isEmpty else {  // a compact exponent ("1c6"): the operands' integer digits
      let magnitude = Int64(truncatingIfNeeded: operands.integerDigits)
      return isNegative ? 0 &- magnitude : magnitude
    }
    var magnitude: Int64 = 0
    for byte in plainDecimalText.utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
      magnitude = magnitude &* 10 &+ Int64(byte - UInt8(ascii: "0"))
    }
    return isNegative ? 0 &- magnitude : magnitude
  }

  /// The value a floating conversion (`%f`) prints.
  var doubleValue: Double {
    let magnitude = Double(plainDecimalText) ?? operands.n
    return isNegative ? -magnitude : magnitude
  }

  /// The text without its sign, when it is a plain decimal (no compact exponent).
  private var plainDecimalText: String {
    let digits = isNegative || text.utf8.first == UInt8(ascii: "-") ? String(text.dropFirst()) : text
    return digits.utf8.contains(where: { $0 == UInt8(ascii: "c") || $0 == UInt8(ascii: "e") }) ? "" : digits
  }
}

/// The arguments a format is given, as `String.localizedStringWithFormat(format, …)` receives
/// them, told apart by kind rather than by position: `numbers` go, in order, to the positions that
/// read a number (plural variables and `%d`, `%lld`, `%f` …), `texts` to the positions that read
/// an object or a C string (`%@`, `%s`). So `numbers: [3], texts: ["Alice"]` formats
/// "%1$@ and %2$lld others" as "Alice and 3 others", whichever order the translation puts them in.
public struct FormatArguments: Sendable, Hashable {
  /// The numeric arguments, in order: each `%d`-like placeholder and plural variable takes the next.
  public var numbers: [FormatNumber]
  /// The string arguments, in order: each `%@` takes the next.
  public var texts: [String]

  /// Arguments for a format; see ``counts(_:)`` for numbers only.
  public init(numbers: [FormatNumber] = [], texts: [String] = []) {
    self.numbers = numbers
    self.texts = texts
  }

  /// Counts only: `.counts(21)`, `.counts(3, 1)`.
  public static func counts(_ numbers: FormatNumber...) -> FormatArguments {
    FormatArguments(numbers: numbers)
  }
}

/// One argument as the formatter reads it.
enum FormatValue: Sendable, Hashable {
  case number(FormatNumber)
  case text(String)

  /// The number, when the argument is one or its text spells one.
  var number: FormatNumber? {
    switch self {
    case .number(let number): number
    case .text(let text): FormatNumber(text)
    }
  }

  /// The text `%@` prints.
  var text: String {
    switch self {
    case .number(let number): number.text
    case .text(let text): text
    }
  }
}
