import Foundation

/// Finds keys and string values holding a lone surrogate: CoreFoundation loads them, but Swift's
/// `String` cannot hold one (it becomes U+FFFD), so code that bridges the table sees other text.
enum LoneSurrogateScan {
  /// For each entry whose key or string value holds a lone surrogate, where the entry starts
  /// and the first such surrogate, in entry order.
  ///
  /// A key or value that is a slice of `text` holds one only where `text` does, so one `memchr`
  /// pass over the text (no valid UTF-8 file has an `ED A0`…`ED BF`) leaves only the texts that
  /// escapes built to read, and those only when escapes left a surrogate alone somewhere
  /// (`escapedSurrogate`, from the parser: escaped pairs, as gen-corpus's emoji, do not count). Reading every entry instead was 22 M of `lstrings lint`'s 449 M
  /// instructions on a 10 MB table.
  static func firstInEachEntry(
    _ entries: EntryList, text: [UInt8], escapedSurrogate: Bool = true
  ) -> [(offset: Int, unit: UInt16)] {
    let textMayHold = text.withUnsafeBufferPointer(mayHoldSurrogate)
    var found: [(offset: Int, unit: UInt16)] = []
    guard textMayHold || escapedSurrogate else { return found }
    for position in textMayHold ? Array(entries.indices) : entries.positionsWithBuiltText() {
      let key = entries.key(at: position)
      let value = entries.value(at: position).text
      guard mayHoldSurrogate(key) || (value.map(mayHoldSurrogate) ?? false) else { continue }
      if let first = (key.loneSurrogates + (value?.loneSurrogates ?? [])).first {
        found.append((entries[position].parsedRange.lowerBound, first))
      }
    }
    return found
  }

  private static func mayHoldSurrogate(_ text: StringsText) -> Bool {
    text.utf8.withUnsafeBufferPointer(mayHoldSurrogate)
  }

  /// Whether built bytes may hold a lone surrogate (see below).
  static func mayHoldSurrogate(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(mayHoldSurrogate)
  }

  /// Whether the bytes have an `ED` (the lead of every encoded surrogate) followed by `A0` or
  /// above, or last; found by `memchr`.
  private static func mayHoldSurrogate(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return false }
    var offset = 0
    while offset < buffer.count, let hit = memchr(base + offset, 0xED, buffer.count - offset) {
      let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if index + 1 >= buffer.count || buffer[index + 1] >= 0xA0 { return true }
      offset = index + 1
    }
    return false
  }
}
