import Foundation

/// genstrings' entry order: keys compared case-insensitively by UTF-16 code unit, letters folded
/// to lower case (docs/extract.md, "Output": `[` sorts before `About`, `{` after `Zammad`, `15`
/// after `1.`, a non-ASCII arrow last). Keys equal after folding are ordered by their plain code
/// units, so the output never depends on input order (genstrings' tie order is unknown).
package enum GenstringsOrder {
  /// The text folded for comparison: each UTF-16 code unit mapped to its lower-case form where
  /// that is a single BMP code unit.
  package static func foldedUnits(_ text: String) -> [UInt16] {
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
      // Most non-ASCII characters in keys (dashes, quotes, CJK) have no lower case: a property
      // lookup, without building the mapping's string.
      guard scalar.properties.changesWhenLowercased else {
        units.append(contentsOf: scalar.utf16)
        continue
      }
      let lower = scalar.properties.lowercaseMapping.unicodeScalars
      let mapped = lower.count == 1 ? lower.first! : scalar
      units.append(contentsOf: mapped.utf16)
    }
  }

  /// `texts` sorted in genstrings' order.
  package static func sorted(_ texts: [String]) -> [String] {
    order(of: texts).map { texts[$0] }
  }

  /// The indices of `texts` in genstrings' order (the texts are never moved while sorting).
  static func order(of texts: [String]) -> [Int] {
    FoldedKeys(texts).sortedIndices(texts)
  }

  /// Whether `a` sorts before `b`, given their folded units (see `foldedUnits`).
  package static func precedes(_ a: (folded: [UInt16], text: String), _ b: (folded: [UInt16], text: String)) -> Bool {
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
/// `settings.title.`). The first four units of each text are also kept as one integer, so most
/// comparisons are one integer comparison.
struct FoldedKeys: Sendable {
  /// Immutable once built; freed with the last `FoldedKeys` that holds it.
  private final class Storage: @unchecked Sendable {
    let bytes: UnsafeMutablePointer<UInt8>
    let starts: UnsafeMutablePointer<Int>
    let prefixes: UnsafeMutablePointer<UInt64>
    let count: Int

    init(byteCapacity: Int, count: Int) {
      bytes = .allocate(capacity: max(byteCapacity, 1))
      starts = .allocate(capacity: count + 1)
      prefixes = .allocate(capacity: max(count, 1))
      self.count = count
    }

    deinit {
      bytes.deallocate()
      starts.deallocate()
      prefixes.deallocate()
    }
  }

  /// The keys without ownership: comparisons through a view retain nothing. Valid while the
  /// `FoldedKeys` it came from is alive.
  struct View {
    fileprivate let bytes: UnsafePointer<UInt8>
    fileprivate let starts: UnsafePointer<Int>
    fileprivate let prefixes: UnsafePointer<UInt64>

    /// Compares the folded forms of `a` in `left` and `b` in `right`: negative, zero or positive.
    @inline(__always)
    static func compare(_ left: View, _ a: Int, _ right: View, _ b: Int) -> Int {
      let x = left.prefixes[a], y = right.prefixes[b]
      if x != y { return x < y ? -1 : 1 }
      let xStart = left.starts[a], xCount = left.starts[a + 1] - xStart
      let yStart = right.starts[b], yCount = right.starts[b + 1] - yStart
      let common = min(xCount, yCount)
      let order = common == 0 ? 0 : Int(memcmp(left.bytes + xStart, right.bytes + yStart, common))
      return order != 0 ? order : xCount - yCount
    }
  }

  private let storage: Storage

  var count: Int { storage.count }

  var view: View { View(bytes: storage.bytes, starts: storage.starts, prefixes: storage.prefixes) }

  init(_ texts: [String]) {
    // A folded text has at most as many UTF-16 code units as its UTF-8 has bytes.
    storage = Storage(byteCapacity: texts.reduce(0) { $0 + 2 * $1.utf8.count }, count: texts.count)
    let base = storage.bytes
    var units: [UInt16] = []
    var out = 0
    for (index, var text) in texts.enumerated() {
      let start = out
      storage.starts[index] = start
      // ASCII (nearly every key): widened and folded in a loop over locals, in one pass.
      let written = text.withUTF8 { utf8 in Self.foldASCII(utf8, into: base + start) }
      if let written {
        out += written
      } else {
        units.removeAll(keepingCapacity: true)
        GenstringsOrder.appendFoldedUnits(of: text, to: &units)
        for unit in units {
          base[out] = UInt8(unit >> 8)
          base[out + 1] = UInt8(truncatingIfNeeded: unit)
          out += 2
        }
      }
      var prefix: UInt64 = 0
      for k in 0..<8 { prefix = prefix << 8 | UInt64(start + k < out ? base[start + k] : 0) }
      storage.prefixes[index] = prefix
    }
    storage.starts[texts.count] = out
  }

  /// Writes ASCII `text` folded, two bytes per unit, at `target`; returns the bytes written, or
  /// nil (writing nothing that counts) when `text` is not all ASCII.
  @inline(__always)
  private static func foldASCII(_ text: UnsafeBufferPointer<UInt8>, into target: UnsafeMutablePointer<UInt8>) -> Int? {
    guard let source = text.baseAddress else { return 0 }
    let count = text.count
    var any: UInt8 = 0
    for k in 0..<count {
      let byte = source[k]
      any |= byte
      target[2 &* k] = 0
      target[2 &* k &+ 1] = byte &- 0x41 < 26 ? byte &+ 0x20 : byte
    }
    return any < 0x80 ? 2 * count : nil
  }

  /// The indices of `texts` (the texts these keys were made from) in genstrings' order.
  func sortedIndices(_ texts: [String]) -> [Int] {
    withExtendedLifetime(self) {
      let view = self.view
      return Array(0..<count).sorted { a, b in
        let order = View.compare(view, a, view, b)
        return order != 0 ? order < 0 : texts[a].utf16.lexicographicallyPrecedes(texts[b].utf16)
      }
    }
  }
}
