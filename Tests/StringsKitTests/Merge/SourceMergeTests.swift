import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `merge --from-sources`: tables extracted from code merged into the base language's folder.
struct SourceMergeTests {
  func tables(_ swift: String) -> [ExtractedTable] {
    let scanned = SourceScanner.scan(
      source: Array(swift.utf8), path: "View.swift", language: .swift, options: ScanOptions())
    return StringsExtractor.report(scanned, options: ExtractionOptions(isQuiet: true)).tables
  }

  @Test func extractedEntriesCarryTheRuntimeKeyValueAndComment() throws {
    let table = try #require(
      tables(
        #"let s = NSLocalizedString("greeting", value: "Hello \"you\"", comment: "On launch")"#
      ).first)
    let entries = try #require(BaseEntry.entries(of: table))
    #expect(entries == [BaseEntry(key: "greeting", value: "Hello \"you\"", comment: "On launch")])
  }

  @Test func theExampleBaseIsInSyncWithItsSources() throws {
    // The committed en.lproj was made from Example/Sources: merging them again changes nothing.
    let example = Fixtures.repositoryRoot.appendingPathComponent("Example")
    let files = try FileEnumerator.files(
      in: [example.appendingPathComponent("Sources").path],
      extensions: SourceLanguage.fileExtensions)
    let report = try StringsExtractor.extract(
      files: files, scan: ScanOptions(), options: ExtractionOptions(isQuiet: true))
    let reports = MergeRun(merger: Merger(), isDryRun: true).run(
      extracted: report.tables, into: example.appendingPathComponent("Resources/en.lproj").path)
    #expect(!reports.isEmpty)
    for report in reports {
      guard case .merged(let result) = report.outcome else {
        Issue.record("refused")
        continue
      }
      #expect(!result.isChanged && result.added.isEmpty, "\(result.path): \(result.added)")
    }
  }

  @Test func newCallsAreAddedToTheBaseWithoutTheNewMarker() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lstrings-sources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let existing = "/* Kept as written */\n\"old\"   =  \"Old\" ;\n"
    try Data(existing.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
    let extracted = tables(
      """
      Text("old")
      Button(String(localized: "new", comment: "A new button")) {}
      """)
    let run = MergeRun(merger: Merger(options: MergeOptions(newEntryMarker: "TODO: translate")))
    let reports = run.run(extracted: extracted, into: folder.path)
    #expect(reports.count == 1)
    let text = try String(
      contentsOf: folder.appendingPathComponent("Localizable.strings"), encoding: .utf8)
    #expect(text == existing + "\n/* A new button */\n\"new\" = \"new\";\n")
  }
}
