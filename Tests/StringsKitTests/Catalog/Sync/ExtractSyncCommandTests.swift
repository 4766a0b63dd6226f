import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lstrings extract -o …xcstrings` end to end: what a dry run prints, the exit codes, and that a
/// second run leaves the file as `git diff --exit-code` wants it.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct ExtractSyncCommandTests {
  /// The rules fixture copied to a scratch folder: `Localizable.xcstrings` and `sources/`.
  static func project() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("extract-sync-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("sources"), withIntermediateDirectories: true)
    let fixture = Fixtures.url("Sync/rules")
    try FileManager.default.copyItem(
      at: fixture.appendingPathComponent("before.xcstrings"), to: root.appendingPathComponent("Localizable.xcstrings"))
    try FileManager.default.copyItem(
      at: fixture.appendingPathComponent("sources/App.swift"), to: root.appendingPathComponent("sources/App.swift"))
    return root
  }

  @Test func aDryRunPrintsEveryChangeByTableAndWritesNothing() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try FileReader.read(root.appendingPathComponent("Localizable.xcstrings").path)
    let output = try CommandRunner.run(["extract", "--dry-run", "-o", ".", "sources"], in: root)
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "./Localizable.xcstrings: 4 added, 2 stale, 2 deleted, 1 un-staled, 2 source changed, 1 comment changed (dry run: nothing written)"
    )
    #expect(lines.contains("  stale: \"Forgotten\" (translations kept: de)"))
    #expect(lines.contains("  source changed: \"Greeting\" (now needs review: de, fr)"))
    #expect(lines.contains("  deleted: \"Empty gone\""))
    #expect(lines.contains("  added: \"%lld of %lld done\""))
    #expect(lines.count == 13)
    #expect(try FileReader.read(root.appendingPathComponent("Localizable.xcstrings").path) == before)
  }

  @Test func aSecondRunWritesNothingSoGitDiffExitsZero() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try CommandRunner.run(["extract", "-o", "Localizable.xcstrings", "sources"], in: root)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stderr.contains(
        "Localizable.xcstrings: 4 added, 2 stale, 2 deleted, 1 un-staled, 2 source changed, 1 comment changed → written"))
    let after = try FileReader.read(Fixtures.url("Sync/rules/after.xcstrings").path)
    #expect(try FileReader.read(root.appendingPathComponent("Localizable.xcstrings").path) == after)

    let git = try? Self.git(["init", "-q"], in: root)
    if git == 0 {
      _ = try Self.git(["add", "Localizable.xcstrings"], in: root)
      _ = try Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "synced"], in: root)
    }
    let path = root.appendingPathComponent("Localizable.xcstrings").path
    let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    let second = try CommandRunner.run(["extract", "-o", "Localizable.xcstrings", "sources"], in: root)
    #expect(second.status == 0)
    #expect(second.stderr.contains("Localizable.xcstrings: in sync\n"))
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
    if git == 0 { #expect(try Self.git(["diff", "--exit-code", "--quiet"], in: root) == 0) }
  }

  @Test func aBrokenCatalogIsReportedWithItsLocationAndExitsOne() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : tru\n  }\n}"
    try Data(broken.utf8).write(to: root.appendingPathComponent("Localizable.xcstrings"))
    let output = try CommandRunner.run(["extract", "-o", "Localizable.xcstrings", "sources"], in: root)
    #expect(output.status == 1)
    #expect(output.stderr.contains("Localizable.xcstrings:4:"))
    #expect(output.stderr.contains(": error: "))
    #expect(output.stderr.contains("Localizable.xcstrings: error: the catalog cannot be read; not synced, not rewritten"))
    #expect(try String(contentsOf: root.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8) == broken)
  }

  @Test(.enabled(if: getuid() != 0, "running as root: every file can be read"))
  func anUnreadableSourceIsAWarningAndNothingIsStaledOrDeleted() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let locked = root.appendingPathComponent("sources/Locked.swift")
    try Data("Text(\"Locked\")".utf8).write(to: locked)
    chmod(locked.path, 0)
    defer { chmod(locked.path, 0o644) }
    let output = try CommandRunner.run(["extract", "--dry-run", "-o", "Localizable.xcstrings", "sources"], in: root)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.contains("sources/Locked.swift:1:1: warning: cannot read the file"))
    #expect(output.stderr.contains("no key is deleted or marked stale"))
    #expect(output.stdout.hasPrefix("Localizable.xcstrings: 4 added, 1 un-staled, 2 source changed, 2 comment changed"))
  }

  @Test func usageErrors() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let dryRunWithoutCatalog = try CommandRunner.run(["extract", "--dry-run", "-o", "en.lproj", "sources"], in: root)
    #expect(dryRunWithoutCatalog.status == 64)
    #expect(dryRunWithoutCatalog.stderr.contains("--dry-run applies to String Catalogs"))
    let genstrings = try CommandRunner.run(
      ["extract", "--compat", "genstrings", "-o", "Localizable.xcstrings", "sources"], in: root)
    #expect(genstrings.status == 64)
    let appending = try CommandRunner.run(["extract", "-a", "-o", ".", "sources"], in: root)
    #expect(appending.status == 64)
  }

  /// A folder with no catalog yet syncs with `--catalogs`; without it, `-o DIR` still writes
  /// `.strings` tables as before.
  @Test func catalogsCreatesTheFolderCatalogsOnlyWhenAsked() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let plain = try CommandRunner.run(["extract", "--encoding", "utf8", "-o", "en.lproj", "sources"], in: root)
    #expect(plain.status == 0)
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("en.lproj/Localizable.strings").path))
    let created = try CommandRunner.run(
      ["extract", "--catalogs", "--source-language", "de", "-o", "Catalogs", "sources"], in: root)
    #expect(created.status == 0, "\(created.stderr)")
    #expect(created.stderr.contains("Catalogs/Localizable.xcstrings: created, 13 added → written"))
    let catalog = try #require(
      try StringCatalog.parse(file: root.appendingPathComponent("Catalogs/Localizable.xcstrings").path).catalog)
    #expect(catalog.sourceLanguage == "de" && catalog.entries.count == 13)
  }

  static func git(_ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
