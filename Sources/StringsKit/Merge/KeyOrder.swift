/// The orders in which a table's keys can be sorted, so that a merge puts new keys where a reader
/// of a sorted file expects them.
enum KeyOrder: CaseIterable {
  /// UTF-16 code units: CoreFoundation's, `plutil`'s and `lstrings convert --canonical`'s order.
  case codeUnits
  /// genstrings' case-insensitive order (what `lstrings extract` writes).
  case genstrings

  func precedes(_ a: StringsText, _ b: StringsText) -> Bool {
    switch self {
    case .codeUnits:
      return a < b
    case .genstrings:
      let (left, right) = (a.string, b.string)
      return GenstringsOrder.precedes(
        (GenstringsOrder.foldedUnits(left), left), (GenstringsOrder.foldedUnits(right), right))
    }
  }

  /// The first order `keys` are sorted in (repeats allowed), or nil. Fewer than two keys show no
  /// order.
  static func detect(_ keys: [StringsText]) -> KeyOrder? {
    guard keys.count >= 2 else { return nil }
    return allCases.first { order in
      zip(keys, keys.dropFirst()).allSatisfy { previous, next in !order.precedes(next, previous) }
    }
  }
}
