/// One of CLDR's six plural categories, which name the forms of a plural entry in a String
/// Catalog (`variations.plural`) and in a `.stringsdict` rule.
///
/// The raw values are the spellings both formats use. `allCases` is CLDR's order (zero … other),
/// which is how people list forms; Xcode *writes* them in its key order (`few`, `many`, `one`,
/// `other`, `two`, `zero`), which the catalog writer takes care of.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  case zero, one, two, few, many, other

  /// Orders as CLDR lists categories: zero, one, two, few, many, other.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}
