import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `LoneSurrogateScan` reads only the texts escapes built when the decoded text itself holds no
/// surrogate; these check it still finds every one, wherever it comes from.
@Suite struct LoneSurrogateScanTests {
  /// Lint's parse (entries as offsets), with the surrogates found.
  static func loneSurrogateLines(_ bytes: [UInt8]) -> [Int] {
    var options = StringsParser.Options(maximumErrors: .max)
    options.buildsItems = false
    let result = StringsParser.parse(bytes, path: "A.strings", options: options)
    return result.diagnostics.filter { $0.ruleID == "lone-surrogate" }.map(\.location.line)
  }

  @Test func escapedSurrogatesAreFoundBesideHangul() {
    // 설 and 힣 are `ED 84 A4` and `ED 9E A3`: `ED` bytes, but no surrogate in the text.
    let text = "\"설정\" = \"ok\";\n\"a\" = \"\\UD800\";\n\"\\UDFFF\";\n\"\\UD83D\\UDE00\" = \"힣\";\n\"b\" = \"\\UDBFFx\";\n"
    #expect(Self.loneSurrogateLines(Array(text.utf8)) == [2, 3, 5])
  }

  @Test func surrogatesWrittenInUTF16AreFoundInTheText() {
    let units = Array("\"k\" = \"a".utf16) + [0xDC00] + Array("\";\n\"x\" = \"y\";\n\"".utf16) + [0xD800] + Array("\";\n".utf16)
    let bytes: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(Self.loneSurrogateLines(bytes) == [1, 3])
  }

  /// The second half of a large table, read by another parser, says whether its escapes made
  /// a surrogate too.
  @Test func anEscapedSurrogateInTheSecondHalfIsFound() {
    let lines = (0..<400).map { "\"key \($0)\" = \"value \($0)\";" } + ["\"late\" = \"\\UDFFF\";"]
    var options = StringsParser.Options(maximumErrors: .max)
    options.buildsItems = false
    options.halvesThreshold = 1024
    let result = StringsParser.parse(Array(lines.joined(separator: "\n").utf8), path: "A.strings", options: options)
    #expect(result.diagnostics.filter { $0.ruleID == "lone-surrogate" }.map(\.location.line) == [401])
  }

  @Test func aTableWithoutSurrogatesHasNone() {
    #expect(Self.loneSurrogateLines(Array("\"설정\" = \"힣\\n\";\n".utf8)).isEmpty)
  }
}
