/// A form chosen for a user: which form of a plural variable, a device rule or a width rule was
/// shown, and why, for `--explain` and for tests.
public struct VariationChoice: Sendable, Hashable, CustomStringConvertible {
  /// The kind of rule that chose the form.
  public enum Rule: Sendable, Hashable {
    case plural
    case device
    case width
  }

  /// The kind of rule that chose.
  public var rule: Rule
  /// The variable (`files` of `%#@files@`); nil for a device or width rule of the whole entry.
  public var variable: String?
  /// The key of the chosen form (`one`, `iphone`, `other`, `20`).
  public var form: String
  /// The chosen form's text before formatting (for a form that is itself a rule, its format).
  public var text: StringsText
  /// For a plural choice: the number as written, and the category CLDR gives it (which differs
  /// from `form` when Apple's `zero` rule applies or the entry lacks that category).
  public var number: String?
  /// The plural category of `number` in the serving language (nil for device and width rules).
  public var category: PluralCategory?
  /// One line: "ru: 21 → one (CLDR 46: v = 0 and i % 10 = 1 and i % 100 != 11) in %#@files@".
  public var explanation: String

  /// The explanation, one line.
  public var description: String { explanation }
}

extension VariationChoice {
  /// The choice of a plural form, explained.
  static func plural(
    variable: String, language: String, number: FormatNumber, rules: PluralRules?, available: Set<PluralCategory>,
    text: StringsText
  ) -> VariationChoice {
    let category = rules?.category(for: number.operands) ?? .other
    let form = rules?.form(for: number.operands, available: available) ?? .other
    let head = "\(language): \(number.text) → \(form.rawValue)"
    let reason: String
    if let rules {
      let version = "CLDR \(PluralRules.cldrVersion)"
      let condition = rules.conditionText(of: category)
      if form == .zero, category != .zero {
        reason = "Apple: a zero form is present, and it is used for 0 in every language"
      } else if form == category {
        reason = "\(version): " + (condition ?? "no condition of \(rules.locale) holds")
      } else {
        let given = condition.map { "\(category.rawValue) (\($0))" } ?? category.rawValue
        reason = "\(version) gives \(given); the entry has no \(category.rawValue) form, so other"
      }
    } else {
      reason = "CLDR has no plural rules for \(language): other"
    }
    return VariationChoice(
      rule: .plural, variable: variable, form: form.rawValue, text: text, number: number.text, category: category,
      explanation: "\(head) (\(reason)) in %#@\(variable)@")
  }

  /// The choice of a device form, explained.
  static func device(variable: String?, device: Device?, form: String, text: StringsText) -> VariationChoice {
    let asked = device?.rawValue ?? "no device given"
    let place = variable.map { " in %#@\($0)@" } ?? ""
    let reason = form == device?.rawValue ? "its own form" : "no \(device?.rawValue ?? "device") form, so \(form)"
    return VariationChoice(
      rule: .device, variable: variable, form: form, text: text, number: nil, category: nil,
      explanation: "device \(asked) → \(form) (\(reason))\(place)")
  }

  /// The choice of a width form (the widest, as no width is asked for), explained.
  static func width(variable: String?, form: String, text: StringsText) -> VariationChoice {
    let place = variable.map { " in %#@\($0)@" } ?? ""
    return VariationChoice(
      rule: .width, variable: variable, form: form, text: text, number: nil, category: nil,
      explanation: "width → \(form) (the widest form: no presentation width is asked for)\(place)")
  }
}

extension PluralRules {
  /// CLDR's condition for a category in these rules, as written in `plurals.xml`
  /// ("v = 0 and i % 10 = 1 and i % 100 != 11"); nil for `other`, which has none.
  func conditionText(of category: PluralCategory) -> String? {
    let source = PluralRules.generatedRuleSets.first { set in
      set.locales.split(separator: " ").contains { $0 == locale }
    }
    return source?.conditions.first { $0.0 == category }?.1
  }
}
