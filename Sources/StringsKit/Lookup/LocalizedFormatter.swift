/// What `String.localizedStringWithFormat` shows for a table value: a `.stringsdict` entry (or a
/// catalog entry compiled to one) is reduced to its format, the device and width rules are applied
/// as `NSLocalizedString` applies them, and, when arguments are given, each `%#@variable@` becomes
/// the form its argument chooses (recursively) and every placeholder is formatted.
///
/// Plural forms follow Foundation on Apple platforms: the CLDR category of the number in the
/// language of the table that served the entry, a `zero` form used for 0 in every language, and
/// `other` for a category the variable lacks (`PluralRules.form(for:available:)`).
struct LocalizedFormatter {
  /// The localization whose table served the entry (its plural rules apply).
  let language: String
  let rules: PluralRules?
  let device: Device?
  /// The argument of each position (1-based).
  var values: [Int: FormatValue]

  private(set) var choices: [VariationChoice] = []
  /// Positions a placeholder or variable read that had no argument (kept as written).
  private(set) var missingPositions: [Int] = []

  /// Rules nest; a variable that names itself must not loop.
  private static let maximumDepth = 8

  init(language: String, rules: PluralRules?, device: Device?, values: [Int: FormatValue] = [:]) {
    self.language = language
    self.rules = rules
    self.device = device
    self.values = values
  }

  // MARK: - The entry's format

  /// The format `NSLocalizedString` returns for a table value, and the variables its
  /// `%#@name@` placeholders refer to; nil when the value holds no text (an array, data, or a
  /// dictionary without `NSStringLocalizedFormatKey` or a usable device form).
  mutating func entryFormat(
    of value: StringsValue, outer: [StringsText: StringsValue] = [:], depth: Int = 0
  ) -> (format: StringsText, variables: [StringsText: StringsValue])? {
    switch value {
    case .string(let text): return (text, outer)
    case .array, .data: return nil
    case .dictionary(let pairs):
      guard depth < Self.maximumDepth else { return nil }
      var members = outer.merging(StringsValue.collapsed(pairs)) { $1 }
      for rule in [RuleKey.device, RuleKey.width] {
        guard let nested = members.removeValue(forKey: rule) else { continue }
        members[RuleKey.format] = nil
        guard let chosen = choose(in: nested, rule: rule == RuleKey.device ? .device : .width, variable: nil) else {
          return nil
        }
        return entryFormat(of: chosen.value, outer: members, depth: depth + 1)
      }
      guard let format = members.removeValue(forKey: RuleKey.format)?.text else { return nil }
      return (format, members)
    }
  }

  // MARK: - Formatting

  /// The format with its variables replaced by their chosen forms and its placeholders by the
  /// arguments, as the user sees it. `base` is the first sequential position.
  mutating func format(_ text: StringsText, variables: [StringsText: StringsValue], base: Int = 1, depth: Int = 0) -> String {
    let pieces = FormatPieces(text, base: base)
    var out: [UInt8] = []
    out.reserveCapacity(pieces.bytes.count)
    for piece in pieces.pieces {
      switch piece {
      case .literal(let range): out += pieces.bytes[range]
      case .percent: out.append(UInt8(ascii: "%"))
      case .variable(let name, let position, let range):
        if depth < Self.maximumDepth, let form = chooseForm(of: name, at: position, variables: variables) {
          out += format(form, variables: variables, base: position, depth: depth + 1).utf8
        } else {
          out += pieces.bytes[range]
        }
      case .placeholder(let specifier, let position, let widthPosition, let precisionPosition):
        let width = widthPosition.map { amount(at: $0) } ?? Self.fixed(specifier.width)
        let precision = precisionPosition.map { amount(at: $0) } ?? Self.fixed(specifier.precision)
        if let value = values[position],
          let text = PrintfFormatter.format(specifier, value: value, width: width, precision: precision)
        {
          out += text.utf8
        } else {
          if values[position] == nil { missingPositions.append(position) }
          out += pieces.bytes[specifier.range]
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of the form a variable chooses for the argument at `position`, recording the choice;
  /// nil (the placeholder stays as written) when the variable is unknown or has no argument.
  private mutating func chooseForm(of name: StringsText, at position: Int, variables: [StringsText: StringsValue]) -> StringsText?
  {
    guard let variable = variables[name], case .dictionary(let pairs) = variable else { return nil }
    let members = StringsValue.collapsed(pairs)
    switch members[RuleKey.specType]?.text?.string {
    case "NSStringDeviceSpecificRuleType":
      return choose(in: variable, rule: .device, variable: name.string)?.value.text
    case "NSStringVariableWidthRuleType":
      return choose(in: variable, rule: .width, variable: name.string)?.value.text
    default:  // NSStringPluralRuleType, and Foundation treats a missing spec type the same way
      guard let number = values[position]?.number else {
        missingPositions.append(position)
        return nil
      }
      var forms: [PluralCategory: StringsText] = [:]
      for (key, value) in members {
        if let category = PluralCategory(rawValue: key.string), let text = value.text { forms[category] = text }
      }
      let choice = VariationChoice.plural(
        variable: name.string, language: language, number: number, rules: rules, available: Set(forms.keys),
        text: StringsText(""))
      var recorded = choice
      guard let category = PluralCategory(rawValue: choice.form), let text = forms[category] else {
        // Every variable must have `other`; without it there is no text to show (unconfirmed what
        // Foundation prints then): the placeholder stays as written.
        recorded.explanation += "; the variable has no \(choice.form) form, so it stays as written"
        choices.append(recorded)
        return nil
      }
      recorded.text = text
      choices.append(recorded)
      return text
    }
  }

  /// The form a device or width rule chooses: the device's own form, else `other`; for a width
  /// rule, the widest. Records the choice.
  private mutating func choose(
    in rule: StringsValue, rule kind: VariationChoice.Rule, variable: String?
  ) -> (form: String, value: StringsValue)? {
    guard case .dictionary(let pairs) = rule else { return nil }
    let forms = StringsValue.collapsed(pairs).filter { $0.key != RuleKey.specType && $0.key != RuleKey.valueType }
    let key: StringsText?
    if kind == .width {
      key = forms.keys.compactMap { name in Int(name.string).map { (name, $0) } }.max { $0.1 < $1.1 }?.0
    } else {
      key = [device?.rawValue, Device.otherFormKey].compactMap { $0 }.map { StringsText($0) }.first { forms[$0] != nil }
    }
    guard let key, let value = forms[key] else { return nil }
    let text = value.text ?? Self.nestedFormat(value) ?? StringsText("")
    choices.append(
      kind == .width
        ? .width(variable: variable, form: key.string, text: text)
        : .device(variable: variable, device: device, form: key.string, text: text))
    return (key.string, value)
  }

  private static func nestedFormat(_ value: StringsValue) -> StringsText? {
    guard case .dictionary(let pairs) = value else { return nil }
    return StringsValue.collapsed(pairs)[RuleKey.format]?.text
  }

  private func amount(at position: Int) -> Int? {
    values[position]?.number.map { Int(truncatingIfNeeded: $0.integerValue) }
  }

  private static func fixed(_ amount: FormatSpecifier.Amount?) -> Int? {
    if case .fixed(let value) = amount { return value }
    return nil
  }

  /// The reserved keys of a `.stringsdict` entry.
  enum RuleKey {
    static let format = StringsText("NSStringLocalizedFormatKey")
    static let specType = StringsText("NSStringFormatSpecTypeKey")
    static let valueType = StringsText("NSStringFormatValueTypeKey")
    static let device = StringsText("NSStringDeviceSpecificRuleType")
    static let width = StringsText("NSStringVariableWidthRuleType")
  }
}
