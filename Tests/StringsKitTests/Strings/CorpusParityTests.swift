import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Every real-world `.strings` file of `../shared/corpus`: lstrings gives exactly CoreFoundation's
/// result (checked in-process and against the committed `*.expected.json`), and writes the file
/// back byte for byte.
@Suite(.enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissingMessage)))
struct CorpusParityTests {
  static let files: [URL] =
    Fixtures.shared.map { Fixtures.files(under: $0.appendingPathComponent("corpus"), suffix: ".strings") } ?? []

  @Test func corpusIsThere() {
    #expect(Self.files.count >= 100, "expected the corpus' 135 tables, found \(Self.files.count)")
  }

  @Test(arguments: files)
  func matchesCoreFoundationAndExpectedJSON(_ url: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: url))
    let result = StringsParser.parse(bytes, path: url.lastPathComponent)
    let reference = CoreFoundationOracle.parse(bytes)
    #expect(result.oracleResult == reference, "\(url.lastPathComponent): lstrings and CoreFoundation differ")
    let expectedURL = URL(fileURLWithPath: url.path + ".expected.json")
    if let expected = try? String(contentsOf: expectedURL, encoding: .utf8) {
      #expect(
        CanonicalJSON.render(result) == expected.trimmingCharacters(in: .newlines),
        "\(url.lastPathComponent) differs from its .expected.json")
    }
  }

  @Test(arguments: files)
  func roundTripsByteForByte(_ url: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: url))
    let result = StringsParser.parse(bytes, path: url.lastPathComponent)
    #expect(result.file.encoded() == bytes)
  }

  /// A file CF rejects or truncates must come with an error diagnostic; a file CF reads whole
  /// must not.
  @Test(arguments: files)
  func errorsAreReportedExactlyWhenTheRuntimeLosesContent(_ url: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: url))
    let result = StringsParser.parse(bytes, path: url.lastPathComponent)
    let losesContent: Bool
    switch result.outcome {
    case .rejected, .notATable: losesContent = true
    case .table: losesContent = result.file.items.contains { if case .unparsed = $0 { true } else { false } }
    }
    #expect(result.hasErrors == losesContent, "\(url.lastPathComponent): \(XcodeReporter.render(result.diagnostics))")
  }
}
