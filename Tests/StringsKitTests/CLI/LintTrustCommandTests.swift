import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// A clean lint means something was checked: no table is an error unless accepted, every error of
/// a file is counted, and `--verbose` names what was not fully checked.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct LintTrustCommandTests {
  static func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-trust-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".hidden/de.lproj"), withIntermediateDirectories: true)
    try Data("\"a\" = \"b\";\n".utf8).write(to: root.appendingPathComponent(".hidden/de.lproj/Localizable.strings"))
    return root
  }

  @Test func aFolderWithNoTableFailsUnlessAllowed() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let empty = try CommandRunner.run(["lint", "."], in: root)
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("error: no .strings, .stringsdict or .xcstrings file under .: nothing was checked"))
    let allowed = try CommandRunner.run(["lint", "--allow-empty", "-v", "."], in: root)
    #expect(allowed.status == 0)
    #expect(allowed.stderr.contains("./.hidden: skipped (hidden folder or build products)"), "\(allowed.stderr)")
  }

  @Test func everyErrorOfAFileIsCounted() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    // 300 entries, each without its ';'.
    let text = (0..<300).map { "\"k\($0)\" = \"v\"\n" }.joined()
    try Data(text.utf8).write(to: root.appendingPathComponent("Broken.strings"))
    let output = try CommandRunner.run(["lint", "Broken.strings"], in: root)
    #expect(output.status == 1)
    #expect(output.stderr.contains("300 errors, 0 warnings in 1 file"), "\(output.stderr)")
    #expect(output.stdout.components(separatedBy: "[parse-error]").count - 1 == 300)
  }
}

/// A custom routine that never matches is said, not skipped.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct UnmatchedRoutineCommandTests {
  @Test func aRoutineThatNeverMatchesIsAWarning() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("routine-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("MyLocalizedString(@\"a\", nil);\nMyLocalizedStringFromTable(key, @\"T\", nil);\n".utf8)
      .write(to: root.appendingPathComponent("A.m"))
    let output = try CommandRunner.run(
      ["extract", "--format", "json", "-s", "MyLocalizedString", "-s", "MyLocalisedString", "-s", "Typo", "A.m"], in: root)
    #expect(output.status == 0)
    #expect(output.stderr.contains("warning: -s MyLocalisedString matched no call in 1 file"), "\(output.stderr)")
    #expect(output.stderr.contains("warning: -s Typo matched no call"))
    #expect(!output.stderr.contains("-s MyLocalizedString matched"))
  }
}

/// lookup takes the project's development region when no Info.plist names one, as lint does.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct LookupDevelopmentRegionCommandTests {
  @Test func theXcodeProjectsRegionIsTheFallback() throws {
    let output = try CommandRunner.run(
      ["lookup", "--lang", "ja", "--explain", Fixtures.url("BaseLanguage/XcodeProject/App").path, "save"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("\"save\" [ja] = \"Save\"  (from en)"), "\(output.stdout)")
    #expect(output.stdout.contains("en.lproj: the development region, searched last"))
  }
}
