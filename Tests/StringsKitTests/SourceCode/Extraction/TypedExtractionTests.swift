import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `Tests/Fixtures/Extract/T1-typed`: one source file per pattern family of type-driven
/// extraction (issue 18), with the keys and specifiers Xcode's compiler-based extraction writes
/// for them, derived by the type rule and written by hand (see the fixture's README.md).
@Suite struct TypedExtractionTests {
  static let name = "T1-typed"

  static func keys(_ text: String) -> Set<String> {
    Set((StringsParser.parse(Array(text.utf8), path: name).table ?? [:]).keys.map(\.string))
  }

  /// The expectation itself: every pattern family's file is there, and the table parses.
  @Test func theExpectationIsWellFormed() throws {
    let directory = ExtractGoldenTests.root.appendingPathComponent(Self.name)
    let sources = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("sources").path)
    #expect(sources.count >= 9)
    let expected = try String(
      contentsOf: directory.appendingPathComponent("expected/Localizable.strings"), encoding: .utf8)
    let keys = Self.keys(expected)
    #expect(keys.count == 68)
    // The negatives are absent from it.
    for negative in ["gear", "settings appeared", "plain-string", "v1.2.3", "debug-logo", "not a key", "a String parameter"] {
      #expect(!keys.contains(negative))
    }
  }

  @Test
  func extractWritesWhatXcodeWrites() throws {
    let golden = try ExtractGoldenTests.Case(Self.name)
    let report = try golden.run()
    let expected = try String(
      contentsOf: golden.directory.appendingPathComponent("expected/Localizable.strings"), encoding: .utf8)
    let table = try #require(report.tables.first { $0.name == "Localizable" })
    #expect(report.tables.map(\.name) == ["Localizable"])
    let found = Self.keys(table.text)
    let wanted = Self.keys(expected)
    #expect(wanted.subtracting(found).sorted() == [], "missed")
    #expect(found.subtracting(wanted).sorted() == [], "extra")
    #expect(table.text == expected)
  }
}
