import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The word-at-a-time paths of the scanner and the table writer agree with the plain definitions
/// they replace, on random bytes and at every alignment.
@Suite struct FastPathTests {
  static func randomBytes(_ count: Int, seed: UInt64, alphabet: [UInt8]) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return alphabet[Int(state >> 33) % alphabet.count]
    }
  }

  @Test func utf16MatchesTheStandardLibrary() {
    let pieces = ["a", "key = ", "\"", "é", "—", "中文", "😀", "\u{10FFFF}", "\n", "0123456789abcdef"]
    for seed in 0..<60 as Range<UInt64> {
      var state = seed
      var text = ""
      for _ in 0..<(Int(seed) * 7 % 200) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int(state >> 33) % pieces.count]
      }
      let expected = text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
      #expect(StringsExtractor.utf16LittleEndian(Array(text.utf8)) == expected)
    }
    #expect(StringsExtractor.utf16LittleEndian([0x61, 0xFF, 0x62]) == nil)
    #expect(StringsExtractor.utf16LittleEndian([0x61, 0xE2, 0x80]) == nil)
  }

  @Test func asciiCheckAgreesWithTheFullValidator() {
    #expect(isGeneralizedUTF8(Array("plain ascii text, longer than eight bytes".utf8)))
    #expect(isGeneralizedUTF8(Array("eight b\u{E9}".utf8)))
    #expect(!isGeneralizedUTF8([UInt8](repeating: 0x61, count: 16) + [0xFF]))
    #expect(!isGeneralizedUTF8([0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0xC0, 0x80]))
  }

  /// After a call whose arguments hold no other call the finder resumes after them; a call
  /// inside another's arguments is still found.
  @Test func callsInsideCallsAreFound() {
    let source = """
      NSLocalizedStringWithDefaultValue(@"outer", nil, b, NSLocalizedString(@"inner", nil), nil);
      NSLocalizedString(@"plain", @"NSLocalizedString(@\\"in a string\\", nil)");
      x = NSLocalizedString(@"next", nil);
      """
    let result = SourceScanner.scan(source: Array(source.utf8), path: "t.m", language: .objectiveC, options: ScanOptions())
    #expect(result.strings.map(\.key.string) == ["outer", "inner", "plain", "next"])
  }
}

/// Call sites stay in their per-file arrays; the running index reaches across empty files.
@Suite struct CallSitesTests {
  @Test func runningIndexSkipsEmptyFiles() {
    func site(_ key: String) -> ExtractedString {
      ExtractedString(key: StringsText(key), location: StringsSourceLocation(file: "f", line: 1, column: 1))
    }
    let sites = CallSites([[], [site("a"), site("b")], [], [], [site("c")], []])
    #expect(sites.count == 3)
    #expect((0..<3).map { sites[$0].key.string } == ["a", "b", "c"])
    #expect(sites.joined.map(\.key.string) == ["a", "b", "c"])
    #expect(CallSites([]).count == 0)
  }
}
