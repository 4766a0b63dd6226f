import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `NFCCheck` may answer "certainly NFC" only where it is true, or `equivalent-keys` misses a
/// pair; these tests check its ranges against the Unicode data Foundation normalizes with.
@Suite struct NFCCheckTests {
  /// Every scalar of the listed ranges is a starter that NFC leaves alone.
  @Test func everyListedScalarIsAStableStarter() {
    var unstable: [String] = []
    for range in NFCCheck.stableRanges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let text = String(Character(scalar))
        if scalar.properties.canonicalCombiningClass != .notReordered
          || text.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value) != [value]
        {
          unstable.append(String(value, radix: 16))
        }
      }
    }
    #expect(unstable.isEmpty, "\(unstable.prefix(20))")
  }

  /// No listed scalar is the second half of a canonical composition (NFC quick-check Maybe, as
  /// U+0BBE TAMIL VOWEL SIGN AA or a Hangul vowel jamo are, though they are starters): for every
  /// scalar with a canonical decomposition, the last scalar of that decomposition is unlisted.
  @Test func noListedScalarEndsACanonicalDecomposition() {
    var listedSeconds: [String] = []
    for value in UInt32(0xA0)..<0x30000 {
      guard let scalar = Unicode.Scalar(value), scalar.properties.canonicalCombiningClass == .notReordered else {
        continue
      }
      let decomposed = String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars
      guard decomposed.count > 1, let last = decomposed.last else { continue }
      if NFCCheck.stableRanges.contains(where: { $0.contains(last.value) }) {
        listedSeconds.append(String(value, radix: 16))
      }
    }
    #expect(listedSeconds.isEmpty, "\(listedSeconds.prefix(20))")
  }

  @Test(arguments: [
    ("Sign Out", true), ("Caf\u{E9}", true), ("Loading\u{2026}", true), ("\u{201C}Quoted\u{201D}", true),
    ("设置", true), ("설정", true), ("Настройки", true), ("🎉 Done", true), ("ありがとう", true),
    ("Cafe\u{301}", false), ("\u{2126}", false), ("\u{958}", false), ("\u{1100}\u{1161}", false),
    ("Ω", false), ("สวัสดี", false),
  ])
  func answersForTypicalKeys(key: String, certain: Bool) {
    #expect(NFCCheck.isCertainlyNFC(StringsText(key)) == certain)
    // "Certainly" is never wrong.
    if certain { #expect(key.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(key.unicodeScalars)) }
  }

  @Test func aLoneSurrogateIsNotCertain() {
    #expect(!NFCCheck.isCertainlyNFC(StringsText(utf16: [0x61, 0xD800])))
  }

  @Test func asciiIsReadEightBytesAtATimeToTheLastByte() {
    for length in 0..<20 {
      var bytes = [UInt8](repeating: 0x61, count: length)
      #expect(bytes.withUnsafeBufferPointer(\.isASCII))
      if length > 0 {
        bytes[length - 1] = 0xC3
        #expect(!bytes.withUnsafeBufferPointer(\.isASCII))
      }
    }
  }
}
