import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The repository's own fixtures (`Tests/Fixtures/Strings`): CoreFoundation's result, a
/// byte-identical round trip, and the diagnostics as reviewed golden files.
@Suite struct FixtureTests {
  static let directory = Fixtures.url("Strings")
  static let files: [String] = Fixtures.files(under: directory, suffix: ".strings").map {
    String($0.path.dropFirst(directory.path.count + 1))
  }

  @Test func fixturesAreThere() {
    #expect(Self.files.count >= 20)
  }

  @Test(arguments: files)
  func matchesCoreFoundation(_ name: String) throws {
    let bytes = try FileReader.read(Self.directory.appendingPathComponent(name).path)
    let result = StringsParser.parse(bytes, path: name)
    #expect(result.oracleResult == CoreFoundationOracle.parse(bytes), "\(name)")
    #expect(result.file.encoded() == bytes, "\(name) does not round-trip")
  }

  @Test(arguments: files)
  func diagnosticsMatchGoldenFile(_ name: String) throws {
    let result = try StringsParser.parse(file: Self.directory.appendingPathComponent(name).path, path: name)
    let report = XcodeReporter.render(result.diagnostics)
    let golden = "Diagnostics/" + name.replacingOccurrences(of: "/", with: "__") + ".txt"
    if let problem = Golden.compare(report, named: golden) { Issue.record(Comment(rawValue: problem)) }
    // Files outside Errors/ are clean; files in it have at least one finding.
    #expect(name.hasPrefix("Errors/") == !result.diagnostics.isEmpty, "\(name): \(report)")
  }

  @Test func propertyListTablesAreReadThroughFoundation() throws {
    for name in ["XMLPlist.strings", "BinaryPlist.strings"] {
      let result = try StringsParser.parse(file: Self.directory.appendingPathComponent(name).path)
      #expect(result.table == [StringsText("a"): .string("b"), StringsText("key"): .string(StringsText("välue"))], "\(name)")
      #expect(!result.file.isRewritable)
    }
  }
}
