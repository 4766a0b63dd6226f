/// CLDR's cardinal plural rules for one language: which categories it uses and which numbers fall
/// in each. This is what Foundation asks ICU on Apple platforms, available on Linux too.
///
/// The rules are the generated data in `PluralRules+Generated.swift` (CLDR 46, the release in the
/// ICU that current Apple OSes ship; see `scripts/generate-plural-rules.py`).
public struct PluralRules: Sendable, Hashable {
  /// The CLDR locale whose rules these are ("pt_PT", "ru"): CLDR's spelling, with underscores.
  public let locale: String
  /// The categories the language uses, in CLDR order; always ends with `.other`.
  public let categories: [PluralCategory]
  private let ruleSet: ParsedRuleSet

  init(locale: String, ruleSet: ParsedRuleSet) {
    self.locale = locale
    self.categories = ruleSet.categories
    self.ruleSet = ruleSet
  }

  /// The category of a number as written ("1" is `one` in English, "1.0" is `other`).
  public func category(for operands: PluralOperands) -> PluralCategory {
    for rule in ruleSet.rules where ruleSet.conditions.matches(operands, relationsIn: rule.relations) {
      return rule.category
    }
    return .other
  }

  /// The category of an integer, as for `%d` / `%lld` arguments.
  public func category(for integer: Int) -> PluralCategory {
    category(for: PluralOperands(integer))
  }

  /// The first integers from 0 up to (not including) `limit` that fall in `category`, at most
  /// `count` of them.
  ///
  /// This is what lint needs to judge a missing or surplus form: Russian `few` → [2, 3, 4] (small
  /// numbers: a missing `few` is visible), French `many` → [] below 1000 but [1000000] below
  /// 10,000,000 (only big round numbers), English `one` → [1]; and whether a form stands for more
  /// than one number: `integers(in: .one, below: 1000, max: 2)` is [1, 21] in Russian, so a `one`
  /// form without the number ("one file") is wrong there. Below `SmallIntegerCategories.limit`
  /// the categories are read from a table evaluated once per language and process; past it each
  /// integer is evaluated in turn (about 10 ns each in a release build).
  public func integers(in category: PluralCategory, below limit: Int, max count: Int) -> [Int] {
    var found: [Int] = []
    guard count > 0, categories.contains(category) else { return found }
    var integer = 0
    if limit <= SmallIntegerCategories.limit {
      let known = SmallIntegerCategories.shared.categories(of: self)
      while integer < limit, found.count < count {
        if known[integer] == category { found.append(integer) }
        integer += 1
      }
      return found
    }
    while integer < limit, found.count < count {
      if self.category(for: integer) == category { found.append(integer) }
      integer += 1
    }
    return found
  }

  /// The form Foundation shows on Apple platforms for a number, given the forms an entry has.
  ///
  /// A `zero` form, when present, is used for 0 in every language, whatever CLDR says (Foundation
  /// release notes, OS X 10.9); otherwise the language's category is used, and a category that the
  /// entry lacks falls back to `other`. Forms the language never uses (`two` in English) are never
  /// chosen. Returns `.other` even when `available` lacks it: every entry must have it.
  public func form(for operands: PluralOperands, available: Set<PluralCategory>) -> PluralCategory {
    if operands.isZero, available.contains(.zero) { return .zero }
    let category = category(for: operands)
    return available.contains(category) ? category : .other
  }

  /// `form(for:available:)` for an integer.
  public func form(for integer: Int, available: Set<PluralCategory>) -> PluralCategory {
    form(for: PluralOperands(integer), available: available)
  }

  /// Equal when both are the rules of the same locale.
  public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool {
    lhs.locale == rhs.locale
  }

  /// Hashes the locale.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(locale)
  }
}

/// One generated rule set: the CLDR locales that share it ("ru uk") and the condition text of each
/// category but `other`.
package struct PluralRuleSetSource: Sendable {
  package var locales: String
  package var conditions: [(PluralCategory, String)]
}

/// A rule set with its conditions parsed into one flat `PluralCondition`.
struct ParsedRuleSet: Sendable {
  var categories: [PluralCategory]
  /// The conditions of all categories but `other`, one after the other.
  var conditions = PluralCondition()
  /// Each category but `other` in CLDR order, with where its relations lie in `conditions`: the
  /// first that matches wins.
  var rules: [(category: PluralCategory, relations: Range<Int>)] = []
  /// Conditions that did not parse (none in the generated data; a test checks it). Such a
  /// category never matches, so its numbers fall to `other`, rather than trapping.
  var unreadableConditions: [String] = []

  init(_ source: PluralRuleSetSource) {
    for (category, text) in source.conditions {
      if let condition = PluralConditionParser.parse(text) {
        rules.append((category, conditions.append(condition)))
      } else {
        unreadableConditions.append(text)
      }
    }
    categories = source.conditions.map(\.0).filter { $0 != .other } + [.other]
  }
}
