import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// .pre-commit-hooks.yaml: each hook's `entry` runs here as pre-commit runs it, with the changed
/// files appended and the built lstrings on PATH (pre-commit's `language: swift` builds it).
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct PreCommitHookTests {
  /// The hooks' `id` → `entry`, read from the file's text (no YAML library here).
  static func entries() throws -> [String: String] {
    let text = try String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    var entries: [String: String] = [:]
    var id: String?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("- id: ") { id = String(line.dropFirst("- id: ".count)) }
      if line.hasPrefix("  entry: "), let id { entries[id] = String(line.dropFirst("  entry: ".count)) }
    }
    return entries
  }

  /// Runs a hook's entry on files in `folder`, as `entry FILE…`.
  static func runHook(_ id: String, files: [String], in folder: URL) throws -> CommandRunner.Output {
    let entry = try #require(try entries()[id])
    let binFolder = try #require(CommandRunner.binary).deletingLastPathComponent().path
    let path = binFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    return try Subprocess.run("bash", ["-c", entry + " \"$@\"", "hook"] + files, environment: ["PATH": path], in: folder)
  }

  /// An app with English and German tables; German lacks "Goodbye".
  static func app() throws -> URL {
    let folder = try Subprocess.temporaryDirectory()
    for (language, text) in [("en", "\"Hello\" = \"Hello\";\n\"Goodbye\" = \"Goodbye\";\n"), ("de", "\"Hello\" = \"Hallo\";\n")] {
      let lproj = folder.appendingPathComponent("App/\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
    return folder
  }

  @Test func theHooksAreLintAndFormat() throws {
    #expect(try Set(Self.entries().keys) == ["lstrings-lint", "lstrings-format"])
  }

  @Test func lintOfAChangedBaseTableChecksEveryTranslationOfItsBundle() throws {
    let app = try Self.app()
    defer { try? FileManager.default.removeItem(at: app) }
    let output = try Self.runHook("lstrings-lint", files: ["App/en.lproj/Localizable.strings"], in: app)
    #expect(output.status == 0)  // a missing translation is a warning
    #expect(output.stdout.hasPrefix("App/de.lproj/Localizable.strings:1:1: warning: \"Goodbye\" is not translated to de"))
    #expect(output.stderr.isEmpty)  // --quiet: no summary
  }

  @Test func lintFailsTheCommitOnAnError() throws {
    let app = try Self.app()
    defer { try? FileManager.default.removeItem(at: app) }
    try Data("\"Hello\" = \"Hallo\"\n".utf8).write(to: app.appendingPathComponent("App/de.lproj/Localizable.strings"))
    let output = try Self.runHook("lstrings-lint", files: ["App/de.lproj/Localizable.strings"], in: app)
    #expect(output.status == 1)
    #expect(output.stdout.contains("App/de.lproj/Localizable.strings:1:18: error: expected ';'"))
  }

  @Test func lintOfOtherFilesDoesNothing() throws {
    let app = try Self.app()
    defer { try? FileManager.default.removeItem(at: app) }
    try Data("notes\n".utf8).write(to: app.appendingPathComponent("README.md"))
    let output = try Self.runHook("lstrings-lint", files: ["README.md"], in: app)
    #expect(output.status == 0)
    #expect(output.stdout.isEmpty && output.stderr.isEmpty)
  }

  /// Needs `convert --to xcstrings`; skipped by a binary that lacks it.
  @Test(.enabled(if: PreCommitHookTests.convertWritesCatalogs(), "this lstrings has no convert --to xcstrings"))
  func formatRewritesACatalogInXcodesFormOnce() throws {
    let folder = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("Localizable.xcstrings")
    // Keys out of order and compact spacing: Xcode sorts keys and writes `"key" : value`.
    let compact = #"{"version":"1.0","sourceLanguage":"en","strings":{"b":{},"a":{}}}"#
    try Data(compact.utf8).write(to: catalog)
    let first = try Self.runHook("lstrings-format", files: ["Localizable.xcstrings"], in: folder)
    #expect(first.status == 0, "\(first.stderr)")
    let formatted = try String(contentsOf: catalog, encoding: .utf8)
    #expect(formatted != compact)
    #expect(formatted.contains(#""sourceLanguage" : "en""#))
    let a = try #require(formatted.range(of: #""a" : {"#))
    let b = try #require(formatted.range(of: #""b" : {"#))
    #expect(a.lowerBound < b.lowerBound)
    let second = try Self.runHook("lstrings-format", files: ["Localizable.xcstrings"], in: folder)
    #expect(second.status == 0)
    #expect(try String(contentsOf: catalog, encoding: .utf8) == formatted)
  }

  static func convertWritesCatalogs() -> Bool {
    (try? CommandRunner.run(["convert", "--help"]).stdout.contains("xcstrings")) == true
  }
}
