import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Merging on disk: which files pair with which base, what gets written, and what is left alone.
struct MergeRunTests {
  /// A temporary folder holding `files` (path → UTF-8 text).
  func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lstrings-merge-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  func read(_ root: URL, _ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  @Test func pairsABaseFolderWithEveryLanguageFolderButItselfAndBase() throws {
    let root = try folder([
      "en.lproj/A.strings": "\"a\" = \"A\";\n", "en.lproj/B.strings": "\"b\" = \"B\";\n",
      "de.lproj/A.strings": "\"a\" = \"Ä\";\n", "fr.lproj/.keep": "",
      "Base.lproj/Main.strings": "\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let targets = try MergePlan.targets(
      base: root.appendingPathComponent("en.lproj").path, translations: [root.path])
    let names = targets.map { $0.translation.dropFirst(root.path.count + 1) }
    #expect(
      names == [
        "de.lproj/A.strings", "de.lproj/B.strings", "fr.lproj/A.strings", "fr.lproj/B.strings",
      ])
  }

  @Test func pairsABaseFileWithAFolderByName() throws {
    let root = try folder([
      "en.lproj/A.strings": "\"a\" = \"A\";\n", "de.lproj/A.strings": "\"a\" = \"Ä\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let targets = try MergePlan.targets(
      base: root.appendingPathComponent("en.lproj/A.strings").path,
      translations: [root.appendingPathComponent("de.lproj").path])
    #expect(targets.map(\.translation) == [root.appendingPathComponent("de.lproj/A.strings").path])
    #expect(throws: FileEnumerator.MissingPath.self) {
      try MergePlan.targets(
        base: root.appendingPathComponent("xx.lproj").path, translations: [root.path])
    }
  }

  @Test func writesChangedFilesCreatesMissingOnesAndLeavesTheRestUntouched() throws {
    let root = try folder([
      "en.lproj/A.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "en.lproj/New.strings": "\"n\" = \"N\";\n",
      "de.lproj/A.strings": "\"a\" = \"Ä\";\n",
      "fr.lproj/A.strings": "\"a\" = \"À\";\n\"b\" = \"Bé\";\n",
      "ja.lproj/A.strings": "\"a\" = \"エー\"\n",  // missing `;`: CF rejects it
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let untouched = root.appendingPathComponent("fr.lproj/A.strings").path
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: untouched)
    let targets = try MergePlan.targets(
      base: root.appendingPathComponent("en.lproj").path, translations: [root.path])
    let reports = MergeRun(merger: Merger()).run(targets)

    #expect(read(root, "de.lproj/A.strings") == "\"a\" = \"Ä\";\n\n\"b\" = \"B\";\n")
    #expect(read(root, "de.lproj/New.strings") == "\"n\" = \"N\";\n\n")
    #expect(read(root, "ja.lproj/A.strings") == "\"a\" = \"エー\"\n")
    let modified =
      try FileManager.default.attributesOfItem(atPath: untouched)[.modificationDate] as? Date
    #expect(modified == past, "an unchanged file was rewritten")
    let refused = reports.compactMap { report -> String? in
      if case .refused(let path, _) = report.outcome { return path }
      return nil
    }
    #expect(refused == [root.appendingPathComponent("ja.lproj/A.strings").path])
    #expect(reports.filter(\.isWritten).count == 4)  // de A + New, fr New, ja New
  }

  @Test func aDryRunWritesNothing() throws {
    let root = try folder([
      "en.lproj/A.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "de.lproj/A.strings": "\"a\" = \"Ä\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let targets = try MergePlan.targets(
      base: root.appendingPathComponent("en.lproj").path,
      translations: [root.appendingPathComponent("de.lproj").path])
    let reports = MergeRun(merger: Merger(), isDryRun: true).run(targets)
    #expect(read(root, "de.lproj/A.strings") == "\"a\" = \"Ä\";\n")
    #expect(reports.allSatisfy { !$0.isWritten })
    let printed = MergeReportRenderer().render(reports, isDryRun: true)
    #expect(printed.contains("+ \"b\" = \"B\";"))
  }

  @Test func aBaseThatDoesNotParseMergesNothing() throws {
    let root = try folder([
      "en.lproj/A.strings": "\"a\" = \"A\"\n", "de.lproj/A.strings": "\"a\" = \"Ä\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let targets = try MergePlan.targets(
      base: root.appendingPathComponent("en.lproj").path,
      translations: [root.appendingPathComponent("de.lproj").path])
    let reports = MergeRun(merger: Merger()).run(targets)
    guard case .refused(_, let diagnostics) = reports.first?.outcome else {
      Issue.record("merged with a broken base")
      return
    }
    #expect(diagnostics.first?.location.file.hasSuffix("en.lproj/A.strings") == true)
    #expect(read(root, "de.lproj/A.strings") == "\"a\" = \"Ä\";\n")
  }
}

extension MergeRunTests {
  @Test func aNewLanguageFolderIsCreatedWithEveryTable() throws {
    let root = try folder([
      "en.lproj/A.strings": "\"a\" = \"A\";\n", "en.lproj/B.strings": "\"b\" = \"B\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let targets = try MergePlan.targets(
      base: root.appendingPathComponent("en.lproj").path,
      translations: [root.appendingPathComponent("fr.lproj").path])
    let reports = MergeRun(merger: Merger()).run(targets)
    #expect(reports.allSatisfy { $0.isWritten })
    #expect(read(root, "fr.lproj/A.strings") == "\"a\" = \"A\";\n\n")
    #expect(read(root, "fr.lproj/B.strings") == "\"b\" = \"B\";\n\n")
  }
}
