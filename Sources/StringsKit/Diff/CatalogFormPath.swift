/// Which form of a localization a value is: empty for the plain value, else the steps down to the
/// form — a plural category (`few`), a device (`iphone`), or a substitution written as it appears
/// in the value (`%#@files@`) followed by its form.
///
/// The same path names the same text in a catalog and in the `.stringsdict` compiled from it, so
/// that a catalog and a folder of tables can be compared form by form.
public struct CatalogFormPath: Sendable, Hashable, Comparable {
  /// The form names from the localization down (`plural`, `one`), empty for the localization itself.
  public var steps: [String]

  /// The path of these steps.
  public init(_ steps: [String] = []) {
    self.steps = steps
  }

  /// Whether this is the localization itself.
  public var isEmpty: Bool { steps.isEmpty }

  func appending(_ step: String) -> CatalogFormPath {
    CatalogFormPath(steps + [step])
  }

  /// The step naming a substitution (`%#@files@`), as the value refers to it.
  static func substitutionStep(_ name: String) -> String { "%#@" + name + "@" }

  /// The plain value first; then step by step: the plural categories `zero` … `many` in CLDR
  /// order, other names by UTF-8 bytes (devices, substitutions), and `other` — the fallback of
  /// plural and device rules alike — last.
  public static func < (lhs: CatalogFormPath, rhs: CatalogFormPath) -> Bool {
    for (left, right) in zip(lhs.steps, rhs.steps) where left != right {
      let (l, r) = (rank(left), rank(right))
      if l != r { return l < r }
      return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
    }
    return lhs.steps.count < rhs.steps.count
  }

  /// 0–4 for `zero` … `many`, 5 for any other name, 6 for `other`.
  private static func rank(_ step: String) -> Int {
    switch PluralCategory(rawValue: step) {
    case .other?: 6
    case let category?: PluralCategory.allCases.firstIndex(of: category) ?? 5
    case nil: 5
    }
  }
}
