import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `XcodeKeyOrder`'s ASCII comparator against Foundation's `localizedStandardCompare` itself.
///
/// Sorting a set with our comparator and finding every neighbouring pair in Foundation's
/// ascending order proves that the two orders agree on every pair of the set (Foundation's is a
/// total order), with one Foundation call per string instead of one per pair.
@Suite struct XcodeKeyOrderTests {
  static func foundationAscending(_ a: String, _ b: String) -> Bool {
    a.localizedStandardCompare(b) == .orderedAscending
  }

  static func expectSameOrderAsFoundation(_ strings: [String]) {
    let sorted = strings.sorted(by: XcodeKeyOrder.areInIncreasingOrder)
    var disagreements: [String] = []
    for (a, b) in zip(sorted, sorted.dropFirst()) where !foundationAscending(a, b) {
      disagreements.append("\(a.debugDescription) !< \(b.debugDescription)")
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) pairs out of Foundation's order, e.g. \(disagreements.prefix(5))")
  }

  static func strings(over alphabet: [String], upTo length: Int) -> [String] {
    var all = [""]
    var previous = [""]
    for _ in 0..<length {
      previous = previous.flatMap { prefix in alphabet.map { prefix + $0 } }
      all += previous
    }
    return all
  }

  @Test func everyPrintableASCIIStringOfUpToTwoCharacters() {
    let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
    Self.expectSameOrderAsFoundation(Self.strings(over: printable, upTo: 2))
  }

  @Test func everyStringOfUpToFourCharactersOverDigitsCaseAndPunctuation() {
    let alphabet = [" ", "-", "_", ".", "%", "@", "0", "1", "9", "a", "A", "b", "B"]
    Self.expectSameOrderAsFoundation(Self.strings(over: alphabet, upTo: 4))
  }

  @Test func randomKeysWithDigitRunsPunctuationAndMixedCase() {
    var generator = SplitMix64(seed: 42)
    let pieces = [
      "0", "00", "1", "01", "007", "9", "10", "123456789012345678901234567890", "1234567890123456", "999", "a", "A", "z", "Z",
      "key", "Key", "KEY",
      "_", "-", ".", " ", "%@", "%lld", "$", "~", "/", ":", "zh-Hans", "zh-HK", "(", "'",
    ]
    var keys: [String] = []
    for _ in 0..<6_000 {
      let count = Int(generator.next() % 6)
      keys.append((0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
    }
    Self.expectSameOrderAsFoundation(Array(Set(keys)))
    // And pair by pair, equal answers included.
    for _ in 0..<5_000 {
      let a = keys[Int(generator.next() % UInt64(keys.count))]
      let b = generator.next() % 4 == 0 ? a : keys[Int(generator.next() % UInt64(keys.count))]
      #expect(
        XcodeKeyOrder.compare(a, b) == XcodeKeyOrder.foundationCompare(a, b), "\(a.debugDescription) vs \(b.debugDescription)")
    }
  }

  @Test func documentedExamples() {
    let keys = [
      "other", "zh-HK", "Add", "few", "one", "32", "zh-Hant", "%@", "many", "zh-Hans", "extractionState", "comment",
      "localizations",
    ]
    #expect(
      XcodeKeyOrder.sortedIndices(keys).map { $0.map { keys[$0] } } == [
        "%@", "32", "Add", "comment", "extractionState", "few", "localizations", "many", "one", "other", "zh-Hans", "zh-Hant",
        "zh-HK",
      ])
    #expect(XcodeKeyOrder.sortedIndices(["a", "b", "c"]) == nil)
  }

  /// Non-ASCII keys go to Foundation; duplicates keep their file order.
  @Test func nonASCIIKeysAndDuplicates() throws {
    let keys = ["é", "f", "e", "E", "ü", "x", "e", "Ω", "a1", "a01"]
    let order = try #require(XcodeKeyOrder.sortedIndices(keys))
    let foundation = keys.indices.sorted { i, j in
      let result = keys[i].localizedStandardCompare(keys[j])
      return result == .orderedSame ? i < j : result == .orderedAscending
    }
    #expect(order == foundation)
    #expect(order.filter { keys[$0] == "e" } == [2, 6])
  }
}
