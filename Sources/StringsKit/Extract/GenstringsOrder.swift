/// genstrings' entry order: keys compared case-insensitively by UTF-16 code unit, letters folded
/// to lower case (docs/extraction.md §2.5: `[` sorts before `About`, `{` after `Zammad`, `15`
/// after `1.`, a non-ASCII arrow last). Keys equal after folding are ordered by their plain code
/// units, so the output never depends on input order (genstrings' tie order is unknown).
enum GenstringsOrder {
  /// The text folded for comparison: each UTF-16 code unit mapped to its lower-case form where
  /// that is a single BMP code unit.
  static func foldedUnits(_ text: String) -> [UInt16] {
    var units: [UInt16] = []
    appendFoldedUnits(of: text, to: &units)
    return units
  }

  /// Appends the folded code units of `text` to `units` (no array per text).
  static func appendFoldedUnits(of text: String, to units: inout [UInt16]) {
    let ascii: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
      for byte in bytes { units.append(UInt16(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)) }
      return true
    }
    if ascii == true { return }
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
  }

  /// `texts` sorted in genstrings' order.
  static func sorted(_ texts: [String]) -> [String] {
    order(of: texts).map { texts[$0] }
  }

  /// The indices of `texts` in genstrings' order (the texts are never moved while sorting).
  static func order(of texts: [String]) -> [Int] {
    // All folded keys in one buffer, so comparing two keys touches no reference counts.
    var units: [UInt16] = []
    units.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count })
    var bounds: [Range<Int>] = []
    bounds.reserveCapacity(texts.count)
    for text in texts {
      let start = units.count
      appendFoldedUnits(of: text, to: &units)
      bounds.append(start..<units.count)
    }
    return units.withUnsafeBufferPointer { units in
      bounds.withUnsafeBufferPointer { bounds in
        Array(texts.indices).sorted { a, b in
          let left = bounds[a], right = bounds[b]
          let common = min(left.count, right.count)
          var k = 0
          while k < common {
            let x = units[left.lowerBound + k], y = units[right.lowerBound + k]
            if x != y { return x < y }
            k += 1
          }
          if left.count != right.count { return left.count < right.count }
          return texts[a].utf16.lexicographicallyPrecedes(texts[b].utf16)
        }
      }
    }
  }

  /// Whether `a` sorts before `b`, given their folded units (see `foldedUnits`).
  static func precedes(_ a: (folded: [UInt16], text: String), _ b: (folded: [UInt16], text: String)) -> Bool {
    if a.folded != b.folded { return a.folded.lexicographicallyPrecedes(b.folded) }
    return a.text.utf16.lexicographicallyPrecedes(b.text.utf16)
  }

  /// Whether `a` sorts before `b` (the same order as `order(of:)`), without allocating for ASCII.
  static func precedes(_ a: String, _ b: String) -> Bool {
    func asciiOrder(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool? {
      let common = min(left.count, right.count)
      var k = 0
      while k < common {
        var x = left[k], y = right[k]
        if x >= 0x80 || y >= 0x80 { return nil }  // non-ASCII: fold by scalar below
        if x >= 0x41 && x <= 0x5A { x += 0x20 }
        if y >= 0x41 && y <= 0x5A { y += 0x20 }
        if x != y { return x < y }
        k += 1
      }
      if left.count != right.count { return left.count < right.count }
      return left.lexicographicallyPrecedes(right)  // equal when folded: plain order (ASCII)
    }
    var a = a, b = b
    let result: Bool? = a.withUTF8 { left in b.withUTF8 { right in asciiOrder(left, right) } }
    if let known = result { return known }
    let x = foldedUnits(a), y = foldedUnits(b)
    if x != y { return x.lexicographicallyPrecedes(y) }
    return a.utf16.lexicographicallyPrecedes(b.utf16)
  }
}
