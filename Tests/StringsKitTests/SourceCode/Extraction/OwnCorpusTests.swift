import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The project's own stand-ins for the third-party corpus (`Tests/Fixtures/Extract/G7-objc-routine`
/// for Sparkle's call forms, `G8-swift-values` for DuckDuckGo's): their tables are compared with
/// the goldens by `ExtractGoldenTests`; this suite adds what `ExtractCorpusTests` checked beyond
/// the text.
@Suite struct OwnCorpusTests {
  /// Both modes find the same keys per table: these calls use no interpolation or concatenation.
  @Test(arguments: ["G7-objc-routine", "G8-swift-values"])
  func theRuntimeModeFindsTheSameKeys(_ name: String) throws {
    var golden = try ExtractGoldenTests.Case(name)
    let genstrings = try golden.run().tables
    golden.scan.mode = .runtime
    golden.extraction.mode = .runtime
    let runtime = try golden.run().tables
    #expect(runtime.map(\.name) == genstrings.map(\.name))
    for (a, b) in zip(runtime, genstrings) {
      #expect(Set(a.entries.map(\.key)) == Set(b.entries.map(\.key)), "\(name)/\(a.name)")
    }
    #expect(!genstrings.isEmpty)
  }

  /// genstrings' UTF-16LE with a BOM (docs/extraction.md §2.1) reads back, through the CF-exact
  /// parser, to the entries of the UTF-8 golden.
  @Test(arguments: ["G7-objc-routine", "G8-swift-values"])
  func utf16TablesReadBackToTheGoldens(_ name: String) throws {
    let golden = try ExtractGoldenTests.Case(name)
    for table in try golden.run().tables {
      let utf16 = StringsExtractor.encoded(table, encoding: .utf16LittleEndian)
      #expect(Array(utf16.prefix(2)) == [0xFF, 0xFE])
      let expected = try [UInt8](
        Data(contentsOf: golden.directory.appendingPathComponent("expected/\(table.name).strings")))
      let fromUTF16 = StringsParser.parse(utf16, path: table.name).table
      let fromGolden = StringsParser.parse(expected, path: table.name).table
      #expect(fromUTF16 != nil)
      #expect(fromUTF16 == fromGolden, "\(name)/\(table.name)")
    }
  }
}
