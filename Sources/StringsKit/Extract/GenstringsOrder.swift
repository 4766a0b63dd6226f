/// genstrings' entry order: keys compared case-insensitively by UTF-16 code unit, letters folded
/// to lower case (docs/extraction.md §2.5: `[` sorts before `About`, `{` after `Zammad`, `15`
/// after `1.`, a non-ASCII arrow last). Keys equal after folding are ordered by their plain code
/// units, so the output never depends on input order (genstrings' tie order is unknown).
enum GenstringsOrder {
  /// The text folded for comparison: each UTF-16 code unit mapped to its lower-case form where
  /// that is a single BMP code unit.
  static func foldedUnits(_ text: String) -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        let value = UInt16(scalar.value)
        units.append(value >= 0x41 && value <= 0x5A ? value + 0x20 : value)
        continue
      }
      let lower = scalar.properties.lowercaseMapping.unicodeScalars
      let mapped = lower.count == 1 ? lower.first! : scalar
      units.append(contentsOf: mapped.utf16)
    }
    return units
  }

  /// Whether `a` sorts before `b`.
  static func precedes(_ a: (folded: [UInt16], text: String), _ b: (folded: [UInt16], text: String)) -> Bool {
    if a.folded != b.folded { return a.folded.lexicographicallyPrecedes(b.folded) }
    return a.text.utf16.lexicographicallyPrecedes(b.text.utf16)
  }

  /// `texts` sorted in genstrings' order.
  static func sorted(_ texts: [String]) -> [String] {
    texts.map { (folded: foldedUnits($0), text: $0) }.sorted(by: precedes).map(\.text)
  }
}
