import Foundation

/// The order Xcode writes the members of every object of a String Catalog in: Foundation's
/// `String.localizedStandardCompare` (string-catalogs.md §2), computed without Foundation for
/// printable-ASCII keys, which is nearly all of them: a 50-language × 5,000-key catalog sorts
/// about 1.5 million pairs, and one call into Foundation costs microseconds.
///
/// What Foundation does with printable ASCII (found by probing it on Linux, and pinned by a
/// differential test against it over every short string of a representative alphabet and many
/// random ones — `XcodeKeyOrderTests`):
/// 1. The strings are compared as runs: a run of digits is one number, compared by value (leading
///    zeros ignored); any other character is compared by its place in ICU's root collation,
///    ignoring case: space `_ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # % `` ` `` ^ + < = > | ~ $`,
///    then every number, then the letters `a`…`z`. A string that is a prefix of the other comes
///    first.
/// 2. When that finds no difference (`forcedOrdering`: Foundation never calls two different
///    strings equal), the first run that differs in case or in leading zeros decides, left to
///    right: lowercase before uppercase (`a` < `A`), the shorter of two equal numbers first
///    (`a1` < `a01`).
///
/// Keys with other characters (non-ASCII, control characters) or digit runs longer than
/// `longestFastDigitRun` are compared by Foundation itself (`localizedStandardCompare`, which uses
/// the current locale, as Xcode does). Two keys Foundation calls the same are
/// equal here too (only identical strings, or canonically equivalent ones): `sortedIndices` keeps
/// them in file order, so sorting is stable and duplicates stay in the order they were written.
package enum XcodeKeyOrder {
  /// Longer digit runs are left to Foundation. Its numbers live in a `UInt64` that wraps around
  /// (`18446744073709551616` sorts before `1`), and beyond 19 digits its answers also stop
  /// following the rules above (a case difference before a long number can outweigh the number);
  /// 19 digits always fit.
  static let longestFastDigitRun = 19

  /// -1, 0 or 1, as Foundation's `a.localizedStandardCompare(b)`.
  package static func compare(_ a: String, _ b: String) -> Int {
    var leftText = a
    var rightText = b
    return leftText.withUTF8 { left in
      rightText.withUTF8 { right in
        if isFast(left) && isFast(right) { return fastCompare(left, right) }
        return foundationCompare(a, b)
      }
    }
  }

  /// Whether `a` comes before `b` in Xcode's order.
  static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    compare(a, b) < 0
  }

  static func foundationCompare(_ a: String, _ b: String) -> Int {
    switch a.localizedStandardCompare(b) {
    case .orderedAscending: -1
    case .orderedSame: 0
    case .orderedDescending: 1
    }
  }

  /// The indices of `keys` in Xcode's order; keys that compare equal keep their relative order.
  /// Returns nil when the keys are already in order (the usual case for a file Xcode wrote), which
  /// costs one comparison per key.
  static func sortedIndices(_ keys: [String]) -> [Int]? {
    guard keys.count > 1 else { return nil }
    // Every key's bytes in one buffer, so that comparisons read memory directly.
    var starts: [Int] = []
    starts.reserveCapacity(keys.count + 1)
    var fast: [Bool] = []
    fast.reserveCapacity(keys.count)
    var pool: [UInt8] = []
    pool.reserveCapacity(keys.reduce(0) { $0 + $1.utf8.count })
    for var key in keys {
      starts.append(pool.count)
      key.withUTF8 { bytes in
        pool.append(contentsOf: bytes)
        fast.append(isFast(bytes))
      }
    }
    starts.append(pool.count)
    return pool.withUnsafeBufferPointer { pool in
      func compareAt(_ i: Int, _ j: Int) -> Int {
        if fast[i] && fast[j] {
          return fastCompare(
            UnsafeBufferPointer(rebasing: pool[starts[i]..<starts[i + 1]]),
            UnsafeBufferPointer(rebasing: pool[starts[j]..<starts[j + 1]]))
        }
        return foundationCompare(keys[i], keys[j])
      }
      var inOrder = true
      for i in 1..<keys.count where compareAt(i - 1, i) > 0 {
        inOrder = false
        break
      }
      if inOrder { return nil }
      var indices = Array(keys.indices)
      indices.sort { i, j in
        let order = compareAt(i, j)
        return order != 0 ? order < 0 : i < j
      }
      return indices
    }
  }

  // MARK: - The ASCII comparator

  /// Whether every byte is printable ASCII and no digit run is too long.
  static func isFast(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var run = 0
    for byte in bytes {
      guard byte >= 0x20 && byte <= 0x7E else { return false }
      if byte.isDigit {
        run += 1
        if run > longestFastDigitRun { return false }
      } else {
        run = 0
      }
    }
    return true
  }

  /// Printable ASCII in ICU root collation order, case folded; letters follow the digits.
  static let punctuationOrder = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)

  /// The primary weight of each printable ASCII byte: punctuation by `punctuationOrder`, every
  /// digit the same (digits are compared as numbers), then letters with upper and lower case equal.
  static let weights: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 128)
    for (rank, byte) in punctuationOrder.enumerated() { table[Int(byte)] = UInt8(rank + 1) }
    let digitWeight = UInt8(punctuationOrder.count + 1)
    for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = digitWeight }
    for (index, byte) in (UInt8(ascii: "a")...UInt8(ascii: "z")).enumerated() {
      table[Int(byte)] = digitWeight + 1 + UInt8(index)
      table[Int(byte - 0x20)] = digitWeight + 1 + UInt8(index)
    }
    return table
  }()

  /// Foundation's answer for two printable-ASCII strings (see the type's documentation).
  static func fastCompare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    weights.withUnsafeBufferPointer { weights in
      var i = 0
      var j = 0
      var tieBreak = 0
      while i < a.count && j < b.count {
        let x = a[i]
        let y = b[j]
        if x.isDigit && y.isDigit {
          let runA = digitRun(a, from: i)
          let runB = digitRun(b, from: j)
          if runA.value != runB.value { return runA.value < runB.value ? -1 : 1 }
          let lengthA = runA.end - i
          let lengthB = runB.end - j
          if tieBreak == 0 && lengthA != lengthB { tieBreak = lengthA < lengthB ? -1 : 1 }
          i = runA.end
          j = runB.end
          continue
        }
        let weightX = weights[Int(x)]
        let weightY = weights[Int(y)]
        if weightX != weightY { return weightX < weightY ? -1 : 1 }
        // Same weight, different bytes: the same letter in another case.
        if tieBreak == 0 && x != y { tieBreak = x > y ? -1 : 1 }
        i += 1
        j += 1
      }
      if i < a.count { return 1 }
      if j < b.count { return -1 }
      return tieBreak
    }
  }

  /// The digit run at `start`: its value (at most `longestFastDigitRun` digits, so it fits), and
  /// where it ends.
  @inline(__always)
  private static func digitRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (value: UInt64, end: Int) {
    var index = start
    var value: UInt64 = 0
    while index < bytes.count && bytes[index].isDigit {
      value = value * 10 + UInt64(bytes[index] &- UInt8(ascii: "0"))
      index += 1
    }
    return (value, index)
  }
}
