import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `lint --sources` against String Catalogs (issue 25): `manual` entries exist for keys the code
/// computes, so `unused-key` does not call them unused; and the keys of an Objective-C key ternary
/// are both used.
@Suite struct ManualEntriesUsageTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Computed" : {
          "extractionState" : "manual"
        },
        "Disable" : {

        },
        "Enable" : {

        },
        "Forgotten" : {

        }
      },
      "version" : "1.0"
    }
    """

  static let objectiveC = """
    #import <Foundation/Foundation.h>
    NSString *Toggle(BOOL on) {
      return NSLocalizedString(on ? @"Disable" : @"Enable", @"The toggle's title");
    }

    """

  @Test func manualEntriesAreNotUnusedAndBothBranchesAreUsed() throws {
    let directory = try LintFixture.temporaryDirectory("manual")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.objectiveC.write(to: directory.appendingPathComponent("Toggle.m"), atomically: true, encoding: .utf8)
    let usage = try CodeUsage.scan([directory.path])
    let result = StringCatalog.parse(Array(Self.catalog.utf8), path: "Localizable.xcstrings")
    let found = Linter(enabledRules: ["unused-key"]).lint(LintTable.catalogTables(result), usage: usage).diagnostics
    #expect(found.map(\.key) == ["Forgotten"])
  }

  @Test func anObjectiveCKeyTernaryExtractsBothKeys() {
    let result = SourceScanner.scan(
      source: Array(Self.objectiveC.utf8), path: "Toggle.m", language: .objectiveC, options: ScanOptions())
    #expect(result.strings.map(\.key.string) == ["Disable", "Enable"])
    #expect(result.strings.allSatisfy { $0.comment == "The toggle's title" })
    #expect(result.diagnostics.isEmpty)
  }
}
