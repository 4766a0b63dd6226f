/// A quick, conservative answer to "is this key already in Unicode Normalization Form C?",
/// without building a `String`.
///
/// Two keys that differ in bytes but not in canonical equivalence cannot both be in NFC (their
/// NFC forms are equal), so a table whose keys all are has no `equivalent-keys` finding; proving
/// that by bytes spares the rule a `String` and its normalizing hash for every non-ASCII key
/// (the rule was 55 M of `lstrings lint`'s 449 M instructions on a 10 MB table).
///
/// "Certainly NFC" means every scalar has canonical combining class 0 and NFC quick-check Yes
/// (no canonical decomposition that NFC keeps apart, and never the second half of a composition):
/// then the string is in NFC. Only whole blocks where that holds for every scalar are listed
/// (checked against the Unicode data in `NFCCheckTests`); anything else answers false, and the
/// rule compares spellings as before.
enum NFCCheck {
  /// Scalar ranges whose every member has combining class 0 and NFC quick-check Yes: Latin-1 and
  /// Latin Extended, Cyrillic, Hebrew letters, punctuation and symbols, CJK, kana, Hangul
  /// syllables, full-width forms, variation selectors and emoji.
  static let stableRanges: [ClosedRange<UInt32>] = [
    0x0000...0x02FF, 0x0400...0x0482, 0x048A...0x052F, 0x05D0...0x05EA, 0x200B...0x2027,
    0x2030...0x205E, 0x2070...0x20CF, 0x2100...0x2125, 0x2190...0x2328, 0x232B...0x23FF,
    0x2460...0x27BF, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFE00...0xFE0F, 0xFF01...0xFFEF, 0x1F000...0x1FAFF,
  ]

  /// Whether the key is certainly in NFC (false: it may or may not be).
  static func isCertainlyNFC(_ text: StringsText) -> Bool {
    text.utf8.withUnsafeBufferPointer { buffer in
      if buffer.isASCII { return true }
      var decoder = WTF8Decoder(buffer)
      while let scalar = decoder.next() {
        if scalar < 0x80 { continue }
        guard isStable(scalar) else { return false }
      }
      return true
    }
  }

  private static func isStable(_ scalar: UInt32) -> Bool {
    // A lone surrogate (U+D800–U+DFFF) is in no range.
    var low = 0
    var high = stableRanges.count
    while low < high {
      let mid = (low + high) / 2
      if stableRanges[mid].upperBound < scalar { low = mid + 1 } else { high = mid }
    }
    return low < stableRanges.count && stableRanges[low].contains(scalar)
  }
}
