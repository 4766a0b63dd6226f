import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The library's messages name no flag; the CLI adds the one that resolves each problem, so what
/// people read is what it was before the advice moved (the expected lines are those of the
/// version that spelled the flags in the library).
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct FlagAdviceCommandTests {
  func folder(_ name: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-advice-\(name)-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    for (path, text) in [
      ("en.lproj/A.strings", "\"a\" = \"A\";\n"), ("en.lproj/B.strings", "\"b\" = \"B\";\n"),
      ("returned/L.strings", "\"a\" = \"A\";\n"), ("L.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func usageErrorsNameTheFlagThatResolvesThem() throws {
    let root = try folder("usage")
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.path
    let several = try CommandRunner.run(["convert", "--to", "xcstrings", "\(path)/en.lproj"])
    #expect(several.status == 64)
    #expect(several.stderr.contains("): choose one with --table NAME\n"), "\(several.stderr)")
    let unknown = try CommandRunner.run(["merge", "--into", "\(path)/L.xcstrings", "\(path)/returned/L.strings"])
    #expect(
      unknown.stderr.contains(
        "the language of \(path)/returned/L.strings is unknown: put it in an xx.lproj folder or give --language\n"))
    let source = try CommandRunner.run(["merge", "--into", "\(path)/L.xcstrings", "\(path)/en.lproj/A.strings"])
    #expect(
      source.stderr.contains(
        "whose text comes from the code; give --include-source-language to merge it anyway\n"))
  }

  @Test func mergeWarningsNameTheFlagThatRetiresObsoleteKeys() throws {
    let root = try folder("obsolete")
    defer { try? FileManager.default.removeItem(at: root) }
    let translation = root.appendingPathComponent("de.lproj/A.strings")
    try FileManager.default.createDirectory(at: translation.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("\"a\" = \"A\";\n\"old\" = \"O\";\n".utf8).write(to: translation)
    let merged = try CommandRunner.run([
      "merge", "--dry-run", "--base", root.appendingPathComponent("en.lproj").path,
      translation.deletingLastPathComponent().path,
    ])
    #expect(
      merged.stderr.contains(
        "A.strings:2:1: warning: \"old\" is not in the base table; kept (--obsolete comment or remove to retire it) [obsolete-key]"
      ),
      "\(merged.stderr)")
  }

  @Test func lookupNamesTheFlagsThatGiveAMissingArgument() throws {
    let app = Fixtures.url("Lookup/App").path
    let arguments = ["lookup", "--lang", "en", "--explain", "--arg", "Anna", app, "%1$@ and %2$lld others"]
    let text = try CommandRunner.run(arguments)
    #expect(text.stdout.contains("no argument for position 2: left as written (give more --count or --arg)\n"))
    let json = try CommandRunner.run(arguments + ["--format", "json"])
    #expect(json.stdout.contains("\"no argument for position 2: left as written (give more --count or --arg)\""))
  }

  @Test func theLibraryLeavesTheFlagsOut() {
    #expect(Resolution.Step.missingArguments([2]).description == "no argument for position 2: left as written")
  }
}
