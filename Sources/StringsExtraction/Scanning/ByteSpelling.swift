import Foundation

extension Slice<UnsafeBufferPointer<UInt8>> {
  /// Whether these source bytes spell `word` exactly: the lengths first, then one `memcmp`.
  ///
  /// The generic `elementsEqual(word.utf8)` walked both sequences byte by byte at every label
  /// and keyword the scanner compares (0.13 G of 5.2 G instructions on bench/40-extract's Swift
  /// tree), most of them with a different length.
  func spells(_ word: String) -> Bool {
    var word = word
    guard count == word.utf8.count else { return false }
    guard count > 0, let base = base.baseAddress else { return true }
    return word.withUTF8 { spelled in
      guard let other = spelled.baseAddress else { return false }
      return memcmp(base + startIndex, other, count) == 0
    }
  }
}
