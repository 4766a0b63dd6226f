import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `Tests/Fixtures/Extract/<case>/`: `sources/` in, `expected/<Table>.strings` out (UTF-8 text of
/// the table; the encoding is tested separately), written from docs/extraction.md §9 (G1–G6, in
/// `--compat genstrings`) and §5 (R1, the runtime mode). `options` holds one word per line:
/// `genstrings` | `runtime`, `swiftui`, `u`, `routine=NAME`. G7 and G8 are the project's own
/// stand-ins for the third-party corpus (see their README.md). An optional
/// `expected/diagnostics.txt` holds the Xcode-style diagnostics, paths relative to the case.
@Suite struct ExtractGoldenTests {
  static let root = Fixtures.url("Extract")
  /// Every case but the `T…` ones: those hold what type-driven extraction will write, and
  /// `TypedExtractionTests` runs them.
  static let cases: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: root.path).sorted()) ?? []).filter { !$0.hasPrefix("T") }

  struct Case {
    var directory: URL
    var scan = ScanOptions()
    var extraction = ExtractionOptions()

    init(_ name: String) throws {
      directory = ExtractGoldenTests.root.appendingPathComponent(name)
      let words = try String(contentsOf: directory.appendingPathComponent("options"), encoding: .utf8)
        .split(whereSeparator: \.isNewline)
      for word in words {
        switch word {
        case "genstrings": scan.mode = .genstrings
        case "runtime": scan.mode = .runtime
        case "swiftui": scan.swiftUI = true
        case "u": scan.keepsUnicodeEscapesInKeys = true
        default:
          if word.hasPrefix("routine=") { scan.routines.append(String(word.dropFirst("routine=".count))) }
        }
      }
      extraction.mode = scan.mode
    }

    func run() throws -> StringsExtractor.Report {
      let sources = directory.appendingPathComponent("sources").path
      let files = try FileEnumerator.files(in: [sources], extensions: SourceLanguage.fileExtensions)
      return try StringsExtractor.extract(files: files, scan: scan, options: extraction)
    }
  }

  @Test func thereAreCases() {
    #expect(Self.cases.count >= 8)
  }

  @Test(arguments: cases)
  func tablesMatchTheGoldens(_ name: String) throws {
    let golden = try Case(name)
    let report = try golden.run()
    let expectedDirectory = golden.directory.appendingPathComponent("expected")
    let expectedTables = try FileManager.default.contentsOfDirectory(atPath: expectedDirectory.path)
      .filter { $0.hasSuffix(".strings") }.map { String($0.dropLast(".strings".count)) }.sorted()
    #expect(report.tables.map(\.name) == expectedTables)
    for table in report.tables {
      let expected = try String(contentsOf: expectedDirectory.appendingPathComponent(table.name + ".strings"), encoding: .utf8)
      #expect(table.text == expected, "\(name)/\(table.name).strings")
      // Every table we write parses, through our CF-exact parser, to the entries we meant.
      let parsed = StringsParser.parse(Array(table.text.utf8), path: table.name)
      #expect(parsed.table?.count == table.entries.count)
    }
    let diagnosticsFile = expectedDirectory.appendingPathComponent("diagnostics.txt")
    if FileManager.default.fileExists(atPath: diagnosticsFile.path) {
      let expected = try String(contentsOf: diagnosticsFile, encoding: .utf8)
      let prefix = golden.directory.path + "/"
      let rendered = XcodeReporter.render(
        report.diagnostics.map { diagnostic in
          var relative = diagnostic
          relative.location.file = String(diagnostic.location.file.dropFirst(prefix.count))
          return relative
        })
      #expect(rendered == expected)
    }
  }

  /// genstrings writes UTF-16 little-endian with a BOM (docs/extraction.md §2.1); `--encoding
  /// utf8` writes the same text as UTF-8 without one.
  @Test func encodings() throws {
    let table = try Case("G5-value").run().tables[0]
    let utf16 = StringsExtractor.encoded(table, encoding: .utf16LittleEndian)
    #expect(Array(utf16.prefix(6)) == [0xFF, 0xFE, 0x2F, 0x00, 0x2A, 0x00])
    #expect(utf16.count == 2 + 2 * table.text.utf16.count)
    #expect(StringsExtractor.encoded(table, encoding: .utf8) == Array(table.text.utf8))
    #expect(Array(utf16.suffix(6)) == [0x3B, 0x00, 0x0A, 0x00, 0x0A, 0x00])
  }

  /// Files are written atomically into a created directory, and appending (`-a`) puts the new
  /// entries after the old bytes in the old file's encoding.
  @Test func writingAndAppending() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lstrings-extract-\(UUID().uuidString)/en.lproj"
    ).path
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    let tables = try Case("G6-tables").run().tables
    let written = try StringsExtractor.write(tables, to: directory, encoding: .utf16LittleEndian)
    #expect(written.map { ($0 as NSString).lastPathComponent } == ["Localizable.strings", "Menu.strings"])
    // Same content again: nothing is rewritten.
    #expect(try StringsExtractor.write(tables, to: directory, encoding: .utf16LittleEndian).isEmpty)
    let menu = directory + "/Menu.strings"
    let before = try [UInt8](Data(contentsOf: URL(fileURLWithPath: menu)))
    try StringsExtractor.write(tables, to: directory, encoding: .utf8, appending: true)
    let after = try [UInt8](Data(contentsOf: URL(fileURLWithPath: menu)))
    #expect(after == before + StringsEncoding.utf16LittleEndian.encode(Array(tables[1].text.utf8)))
    let parsed = StringsParser.parse(after, path: menu)
    #expect(parsed.table?.count == 2)
  }
}
