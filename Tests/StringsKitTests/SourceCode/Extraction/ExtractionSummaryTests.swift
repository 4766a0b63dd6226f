import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// What `extract` says after writing, and how it splits what it is given: now the library's.
@Suite struct ExtractionSummaryTests {
  @Test func theSummaryCountsCallsKeysAndFilesAndNamesTheTablesWritten() throws {
    let folder = try LintFixture.temporaryDirectory("summary")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try CodeCatalogSyncTests.extracted(in: folder, unreadable: false)
    #expect(
      report.summary(writtenTo: "en.lproj") == "3 strings, 3 keys from 1 file → en.lproj: Localizable.strings, Other.strings\n")
    #expect(!report.hasErrors)
    let broken = try CodeCatalogSyncTests.extracted(in: folder, unreadable: true)
    #expect(broken.hasErrors)
    #expect(broken.summary(writtenTo: "out").hasPrefix("3 strings, 3 keys from 1 file → out: "))
  }

  @Test func resourcesAreSplitFromCodeInTheOrderGiven() {
    let (resources, sources) = ResourceTableExtraction.partition([
      "Sources", "Main.storyboard", "App/Info.plist", "View.swift", "App.xcodeproj", "Old.xib",
    ])
    #expect(resources == ["Main.storyboard", "App/Info.plist", "App.xcodeproj", "Old.xib"])
    #expect(sources == ["Sources", "View.swift"])
  }

  @Test func theResourceSummaryNamesTablesWithKeys() {
    let tables = [
      ResourceTableExtraction.Table(name: "Main", text: "", entryCount: 12),
      ResourceTableExtraction.Table(name: "Empty", text: "", entryCount: 0),
    ]
    #expect(
      ResourceTableExtraction.summary(tables, fileCount: 2, writtenTo: "Base.lproj")
        == "2 resource files → Base.lproj: Main.strings (12)\n")
    #expect(
      ResourceTableExtraction.summary([tables[1]], fileCount: 1, writtenTo: "Base.lproj")
        == "1 resource file: nothing to localize\n")
  }
}
