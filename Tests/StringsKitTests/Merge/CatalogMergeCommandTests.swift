import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lstrings merge --into CATALOG` end to end, on a scratch copy of `Tests/Fixtures/Merge`: the
/// printed report (golden), what is written and when nothing is, exit codes, broken inputs.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct CatalogMergeCommandTests {
  /// A scratch copy of the fixtures; the commands run inside it, so paths in the output are short.
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catmerge-cli-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.url("Merge"), to: folder)
    return folder
  }

  static func bytes(_ folder: URL, _ name: String = "Localizable.xcstrings") throws -> [UInt8] {
    try FileReader.read(folder.appendingPathComponent(name).path)
  }

  @Test func dryRunPrintsTheChangesAndWritesNothing() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Self.bytes(folder)
    let output = try CommandRunner.run(
      ["merge", "--into", "Localizable.xcstrings", "--dry-run", "de.lproj", "fr.lproj"], in: folder)
    #expect(output.status == 1)  // conflicts were kept
    #expect(try Self.bytes(folder) == before)
    if let failure = Golden.compare(output.stdout + "--- stderr\n" + output.stderr, named: "catalog-merge-dry-run.txt") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func aMergeWritesXcodesBytesAndASecondRunWritesNothing() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(
      ["merge", "--into", "Localizable.xcstrings", "--prefer", "source", "de.lproj", "fr.lproj"], in: folder)
    #expect(output.status == 1)  // the plain value for plural forms is still a kept conflict
    if let failure = Golden.compare(output.stdout + "--- stderr\n" + output.stderr, named: "catalog-merge.txt") {
      Issue.record(Comment(rawValue: failure))
    }
    let merged = try Self.bytes(folder)
    let reread = try #require(StringCatalog.parse(merged, path: "merged").catalog)
    #expect(reread.encoded() == merged)  // Xcode's exact form
    #expect(reread.entries.first { $0.key == "Welcome" }?.localization(for: "de")?.stringUnit?.value == "Hallo")
    let url = folder.appendingPathComponent("Localizable.xcstrings")
    let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.01)
    let again = try CommandRunner.run(
      ["merge", "--into", "Localizable.xcstrings", "--prefer", "source", "de.lproj", "fr.lproj"], in: folder)
    #expect(again.stdout.hasPrefix("unchanged Localizable.xcstrings\n"))
    #expect(try Self.bytes(folder) == merged)
    #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date == modified)
  }

  @Test func aCleanMergeExitsZero() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["merge", "--into", "Localizable.xcstrings", "fr.lproj/Localizable.strings"], in: folder)
    #expect(output.status == 0)
    #expect(output.stdout == "updated Localizable.xcstrings: 1 taken\n  from fr.lproj/Localizable.strings: 1 taken\n")
    #expect(output.stderr.isEmpty)
  }

  @Test func aBrokenCatalogIsNeverRewritten() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Self.bytes(folder, "Broken.xcstrings")
    let output = try CommandRunner.run(["merge", "--into", "Broken.xcstrings", "fr.lproj"], in: folder)
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.hasPrefix("Broken.xcstrings:4:12: error: "))
    #expect(try Self.bytes(folder, "Broken.xcstrings") == before)
  }

  @Test func aBrokenSourceIsNotMergedButTheOthersAre() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["merge", "--into", "Localizable.xcstrings", "Broken/de.lproj", "fr.lproj"], in: folder)
    #expect(output.status == 1)
    #expect(output.stderr.contains("Broken/de.lproj/Localizable.strings:1:26: error: expected ';'"))
    #expect(output.stdout == "updated Localizable.xcstrings: 1 taken\n  from fr.lproj: 1 taken\n")
    let merged = try #require(StringCatalog.parse(try Self.bytes(folder), path: "m").catalog)
    #expect(merged.entries.first { $0.key == "Archive" }?.localization(for: "de")?.stringUnit?.value == "Archive")
  }

  @Test func usageErrorsExitWith64AndWriteNothing() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Self.bytes(folder)
    let cases: [[String]] = [
      ["--into", "Localizable.xcstrings", "en.lproj"],  // the source language, not asked for
      ["--into", "Localizable.xcstrings", "fr.lproj", "no-such.lproj"],
      ["--into", "Localizable.xcstrings"],
      ["--into", "fr.lproj/Localizable.strings", "de.lproj"],
      ["--into", "Localizable.xcstrings", "--base", "de.lproj", "fr.lproj"],
      ["--prefer", "source", "--base", "de.lproj", "fr.lproj"],
      ["--into", "Localizable.xcstrings", "--prefer", "both", "fr.lproj"],
    ]
    for arguments in cases {
      let output = try CommandRunner.run(["merge"] + arguments, in: folder)
      #expect(output.status == 64, "\(arguments)")
    }
    #expect(try Self.bytes(folder) == before)
  }
}
