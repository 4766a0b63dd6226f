/// Which form of a localization a value is: empty for the plain value, else the steps down to the
/// form — a plural category (`few`), a device (`iphone`), or a substitution written as it appears
/// in the value (`%#@files@`) followed by its form.
///
/// The same path names the same text in a catalog and in the `.stringsdict` compiled from it, so
/// that a catalog and a folder of tables can be compared form by form.
public struct CatalogFormPath: Sendable, Hashable, Comparable {
  public var steps: [String]

  public init(_ steps: [String] = []) {
    self.steps = steps
  }

  public var isEmpty: Bool { steps.isEmpty }

  func appending(_ step: String) -> CatalogFormPath {
    CatalogFormPath(steps + [step])
  }

  /// The step naming a substitution (`%#@files@`), as the value refers to it.
  static func substitutionStep(_ name: String) -> String { "%#@" + name + "@" }

  /// The plain value first; then step by step, plural categories in CLDR order (zero … other)
  /// before other names, which sort by UTF-8 bytes.
  public static func < (lhs: CatalogFormPath, rhs: CatalogFormPath) -> Bool {
    for (left, right) in zip(lhs.steps, rhs.steps) where left != right {
      switch (PluralCategory(rawValue: left), PluralCategory(rawValue: right)) {
      case (let l?, let r?): return l < r
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
      }
    }
    return lhs.steps.count < rhs.steps.count
  }
}
