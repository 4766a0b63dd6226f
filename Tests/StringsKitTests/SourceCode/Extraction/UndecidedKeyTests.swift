import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Where extraction cannot decide (issue 25): a literal assigned to a name one type declares as a
/// `LocalizedStringKey` and another as a `String` is said at its line (`undecided-key`, with the
/// key), never guessed; and a sync leaves that key's catalog entry as it is.
@Suite struct UndecidedKeyTests {
  static let source = #"""
    struct Card { var title: LocalizedStringKey }
    struct Model { var title: String }
    final class Editor {
      var card = Card(title: "Card")
      func rename() { title = "Renamed" }
    }
    """#

  @Test func aNameWithDisagreeingDeclarationsIsAWarningWithTheKey() throws {
    let result = try EmptyKeyTests.scanProject(Self.source)
    #expect(result.strings.map(\.key.string) == ["Card"])
    let undecided = result.diagnostics.filter { $0.is(.undecidedKey) }
    #expect(undecided.map(\.key) == ["Renamed"])
    #expect(undecided.first?.severity == .warning)
    #expect(undecided.first?.location.line == 5)
    #expect(undecided.first?.message.contains("LocalizedStringKey") == true)
  }

  @Test func aSyncLeavesTheEntryOfAnUndecidedKeyAsItIs() throws {
    let german = LanguageLocalization(
      language: "de", localization: CatalogLocalization(stringUnit: StringUnit(value: "Umbenannt")))
    let catalog = StringCatalog(
      sourceLanguage: "en", entries: [CatalogEntry(key: "Renamed", localizations: [german]), CatalogEntry(key: "Card")])
    let kept = CatalogSync.sync(catalog, with: [CodeKey(key: "Card")], keeping: ["Renamed", "Not in the catalog"])
    #expect(kept.changes.isEmpty)
    #expect(kept.catalog == catalog)
    let guessed = CatalogSync.sync(catalog, with: [CodeKey(key: "Card")])
    #expect(guessed.changes.map(\.kind) == [.markedStale])
  }

  @Test func theExtractionReportCarriesTheUndecidedKeysToTheSync() throws {
    let folder = try LintFixture.temporaryDirectory("undecided")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.source.utf8).write(to: folder.appendingPathComponent("V.swift"))
    let file = folder.appendingPathComponent("V.swift").path
    let report = try StringsExtractor.extract(files: [file], scan: ScanOptions(), options: ExtractionOptions())
    let sync = CodeCatalogSync(report, skippedTables: [])
    #expect(sync.undecidedKeys == ["Localizable": ["Renamed"]])
  }
}
