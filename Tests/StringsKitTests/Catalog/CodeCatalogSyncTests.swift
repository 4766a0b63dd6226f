import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// What `extract -o …xcstrings` decides, now in the library: where catalogs go, what an
/// unreadable source means for a sync, which tables are left out or not synced.
@Suite struct CodeCatalogSyncTests {
  @Test func theOutputSaysWhetherCatalogsAreSynced() throws {
    #expect(
      CatalogFileSync.Destination(output: "Res/Settings.xcstrings", isCatalogFolder: false) == .file("Res/Settings.xcstrings"))
    #expect(CatalogFileSync.Destination(output: "Res", isCatalogFolder: true) == .directory("Res"))
    #expect(CatalogFileSync.Destination(output: nil, isCatalogFolder: true) == .directory("."))
    let folder = try LintFixture.temporaryDirectory("destination")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(CatalogFileSync.Destination(output: folder.path, isCatalogFolder: false) == nil)
    try Data("{}".utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    #expect(CatalogFileSync.Destination(output: folder.path, isCatalogFolder: false) == .directory(folder.path))
    #expect(CatalogFileSync.Destination(output: folder.path, isCatalogFolder: false)?.path == folder.path)
  }

  /// Extracts a Swift file using two tables; with `unreadable`, plus the error the scanner
  /// reports for a source it cannot read (as root in CI, no file is unreadable for real).
  static func extracted(in folder: URL, unreadable: Bool) throws -> StringsExtractor.Report {
    let source = folder.appendingPathComponent("View.swift")
    try Data(
      """
      let a = NSLocalizedString("Hello", comment: "")
      let b = NSLocalizedString("Bye", tableName: "Other", comment: "")
      let c = NSLocalizedString("Cya", tableName: "Other", comment: "")
      """.utf8
    ).write(to: source)
    var report = try StringsExtractor.extract(files: [source.path], scan: ScanOptions(), options: ExtractionOptions())
    if unreadable {
      var failure = StringsDiagnostic(.unreadableFile, message: "cannot read the file", file: folder.path + "/Locked.swift")
      failure.severity = .error
      report.diagnostics.append(failure)
    }
    return report
  }

  @Test func anUnreadableSourceIsAWarningAndNothingIsRemoved() throws {
    let folder = try LintFixture.temporaryDirectory("codesync")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try Self.extracted(in: folder, unreadable: true)
    #expect(report.diagnostics.contains { $0.is(.unreadableFile) && $0.severity == .error })
    let sync = CodeCatalogSync(report, skippedTables: [])
    #expect(sync.unreadableSourceCount == 1)
    #expect(sync.diagnostics.filter { $0.is(.unreadableFile) }.map(\.severity) == [.warning])
    #expect(sync.unreadableSourcesWarning == "1 source could not be read: no key is deleted or marked stale in this run")
    #expect(Set(sync.keys.keys) == ["Localizable", "Other"])
    let clean = CodeCatalogSync(try Self.extracted(in: folder, unreadable: false), skippedTables: [])
    #expect(clean.unreadableSourcesWarning == nil)
  }

  @Test func skippedTablesAreLeftOutAndOneCatalogSyncsOneTable() throws {
    let folder = try LintFixture.temporaryDirectory("codesync")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try Self.extracted(in: folder, unreadable: false)
    let skipping = CodeCatalogSync(report, skippedTables: ["Other"])
    #expect(Array(skipping.keys.keys) == ["Localizable"])
    #expect(skipping.summary == "3 strings, 1 key from 1 file")
    let sync = CodeCatalogSync(report, skippedTables: [])
    #expect(sync.summary == "3 strings, 3 keys from 1 file")
    let catalog = folder.appendingPathComponent("Localizable.xcstrings").path
    let result = sync.run(.file(catalog), sourceLanguage: "de", isDryRun: true)
    #expect(result.unsyncedTables.map(\.table) == ["Other"])
    #expect(result.unsyncedTables.map(\.keyCount) == [2])
    #expect(!result.failed)
    #expect(!FileManager.default.fileExists(atPath: catalog), "a dry run writes nothing")
    // A folder of catalogs syncs every table.
    let all = sync.run(.directory(folder.path), sourceLanguage: "de", isDryRun: true)
    #expect(all.unsyncedTables.isEmpty)
    #expect(all.outcomes.map(\.table) == ["Localizable", "Other"])
  }

  @Test func anUnreadableSourceDeletesNoKey() throws {
    let folder = try LintFixture.temporaryDirectory("codesync")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A catalog with a key no readable source uses: it may be in the source that was not read.
    let catalog = folder.appendingPathComponent("Localizable.xcstrings").path
    let old = try CodeCatalogSync(Self.extracted(in: folder, unreadable: false), skippedTables: [])
    var keys = old.keys
    keys["Localizable", default: []].append(CodeKey(key: "Gone"))
    _ = CatalogFileSync.run(.file(catalog), keys: keys, options: CatalogFileSync.Options())
    let withUnreadable = CodeCatalogSync(try Self.extracted(in: folder, unreadable: true), skippedTables: [])
    #expect(try Self.changes(withUnreadable.run(.file(catalog), sourceLanguage: "en", isDryRun: true)).isEmpty)
    #expect(try Self.changes(old.run(.file(catalog), sourceLanguage: "en", isDryRun: true)).map(\.kind) == [.deleted])
  }

  /// The changes a sync of one catalog made (or would make).
  static func changes(_ result: CodeCatalogSync.Result) throws -> [CatalogChange] {
    guard case .synced(let sync, _, _) = result.outcomes.first?.status else { throw CocoaError(.fileReadCorruptFile) }
    return sync.changes
  }
}
