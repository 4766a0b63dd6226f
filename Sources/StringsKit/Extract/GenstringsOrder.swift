import Foundation

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
    FoldedKeys(texts).sortedIndices(texts)
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

/// The folded forms of many texts in one buffer, for sorting and merging in genstrings' order
/// without touching a reference count or allocating per comparison.
///
/// Each folded code unit is stored big-endian in two bytes, so `memcmp` order is code-unit order
/// (and `memcmp` compares many bytes per instruction: keys share long prefixes such as
/// `settings.title.`).
struct FoldedKeys {
  private var bytes: [UInt8] = []
  private var bounds: [Range<Int>] = []
  /// The first eight bytes (four code units) of each folded text as one big-endian integer,
  /// zero-padded: when two prefixes differ their order is the texts' order, so most comparisons
  /// never reach `memcmp`.
  private var prefixes: [UInt64] = []

  init(_ texts: [String]) {
    // A folded text has at most as many UTF-16 code units as its UTF-8 has bytes.
    let capacity = texts.reduce(0) { $0 + 2 * $1.utf8.count }
    var bounds: [Range<Int>] = []
    var prefixes: [UInt64] = []
    bounds.reserveCapacity(texts.count)
    prefixes.reserveCapacity(texts.count)
    var units: [UInt16] = []
    bytes = [UInt8](unsafeUninitializedCapacity: max(capacity, 1)) { buffer, count in
      let base = buffer.baseAddress!
      var out = 0
      for var text in texts {
        let start = out
        let isASCII = text.withUTF8 { utf8 in
          guard let source = utf8.baseAddress else { return true }
          var k = 0
          while k < utf8.count, source[k] < 0x80 { k += 1 }
          guard k == utf8.count else { return false }
          for k in 0..<utf8.count {
            let byte = source[k]
            base[out + 2 * k] = 0
            base[out + 2 * k + 1] = byte &- 0x41 < 26 ? byte + 0x20 : byte
          }
          out += 2 * utf8.count
          return true
        }
        if !isASCII {
          units.removeAll(keepingCapacity: true)
          GenstringsOrder.appendFoldedUnits(of: text, to: &units)
          for unit in units {
            base[out] = UInt8(unit >> 8)
            base[out + 1] = UInt8(truncatingIfNeeded: unit)
            out += 2
          }
        }
        bounds.append(start..<out)
        var prefix: UInt64 = 0
        for k in 0..<8 { prefix = prefix << 8 | UInt64(start + k < out ? base[start + k] : 0) }
        prefixes.append(prefix)
      }
      count = out
    }
    self.bounds = bounds
    self.prefixes = prefixes
  }

  var count: Int { bounds.count }

  /// Compares the folded forms of `a` in `left` and `b` in `right`: negative, zero or positive.
  static func compare(_ left: FoldedKeys, _ a: Int, _ right: FoldedKeys, _ b: Int) -> Int {
    if left.prefixes[a] != right.prefixes[b] { return left.prefixes[a] < right.prefixes[b] ? -1 : 1 }
    return left.bytes.withUnsafeBufferPointer { l in
      right.bytes.withUnsafeBufferPointer { r in compare(l, left.bounds[a], r, right.bounds[b]) }
    }
  }

  @inline(__always)
  private static func compare(_ l: UnsafeBufferPointer<UInt8>, _ x: Range<Int>, _ r: UnsafeBufferPointer<UInt8>, _ y: Range<Int>) -> Int {
    let common = min(x.count, y.count)
    let order = common == 0 ? 0 : Int(memcmp(l.baseAddress! + x.lowerBound, r.baseAddress! + y.lowerBound, common))
    return order != 0 ? order : x.count - y.count
  }

  /// The indices of `texts` (the texts these keys were made from) in genstrings' order.
  func sortedIndices(_ texts: [String]) -> [Int] {
    bytes.withUnsafeBufferPointer { bytes in
      bounds.withUnsafeBufferPointer { bounds in
        prefixes.withUnsafeBufferPointer { prefixes in
          Array(bounds.indices).sorted { a, b in
            if prefixes[a] != prefixes[b] { return prefixes[a] < prefixes[b] }
            let order = Self.compare(bytes, bounds[a], bytes, bounds[b])
            return order != 0 ? order < 0 : texts[a].utf16.lexicographicallyPrecedes(texts[b].utf16)
          }
        }
      }
    }
  }
}
