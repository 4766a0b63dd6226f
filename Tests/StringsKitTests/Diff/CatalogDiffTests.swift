import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `diff` on two String Catalogs: by key, language, form and state.
@Suite struct CatalogDiffTests {
  static func catalog(_ path: String) throws -> StringCatalog {
    let result = try StringCatalog.parse(file: Fixtures.url(path).path)
    #expect(result.diagnostics.isEmpty)
    return try #require(result.catalog)
  }

  /// Each change as `key|language|form|kind`, in the diff's order.
  static func summary(_ diff: CatalogDiff) -> [String] {
    diff.changes.map {
      "\($0.key)|\($0.language ?? "-")|\($0.form.steps.joined(separator: "/"))|\($0.kind.rawValue)"
    }
  }

  @Test func reportsEachKindOfChangeOnceWhereItHappened() throws {
    let diff = CatalogDiff(old: try Self.catalog("Diff/old.xcstrings"), new: try Self.catalog("Diff/new.xcstrings"))
    // Written from the two fixtures by reading them side by side.
    #expect(
      Self.summary(diff) == [
        "%lld files|ru|few|value",
        "%lld files|ru|many|added",
        "Archive|-||added",
        "Archive|de||added",
        "Legacy banner|-||removed",
        "Legacy banner|de||removed",
        "Tap to continue|de|mac|value",
        "Welcome|-||comment",
        "Welcome|-||extractionState",
        "Welcome|de||state",
        "Welcome|fr||value",
        "You have %lld messages in %@|de|%#@messages@/one|value",
      ])
    let state = try #require(diff.changes.first { $0.kind == .stateChanged })
    #expect(state.old == .form(value: "Willkommen", state: "translated"))
    #expect(state.new == .form(value: "Willkommen", state: "needs_review"))
    let extraction = try #require(diff.changes.first { $0.kind == .extractionStateChanged })
    #expect(extraction.old?.extractionState == nil)
    #expect(extraction.new?.extractionState == "stale")
  }

  @Test func fileOrderAndFormattingDoNotCount() throws {
    // The hand-written fixture against the same catalog as Xcode would write it (other key
    // order, other spacing) and against itself.
    let old = try Self.catalog("Diff/old.xcstrings")
    let rewritten = try #require(StringCatalog.parse(old.encoded(), path: "x").catalog)
    #expect(
      try String(contentsOf: Fixtures.url("Diff/old.xcstrings"), encoding: .utf8)
        != String(decoding: old.encoded(), as: UTF8.self))
    #expect(CatalogDiff(old: old, new: rewritten).isEmpty)
    var reversed = old
    reversed.entries.reverse()
    for index in reversed.entries.indices { reversed.entries[index].localizations.reverse() }
    #expect(CatalogDiff(old: old, new: reversed).isEmpty)
  }

  @Test func keysAreComparedByCodeUnits() {
    let precomposed = StringCatalog(
      sourceLanguage: "en", entries: [CatalogEntry(key: "caf\u{E9}")])
    let decomposed = StringCatalog(
      sourceLanguage: "en", entries: [CatalogEntry(key: "cafe\u{301}")])
    #expect(Self.summary(CatalogDiff(old: precomposed, new: decomposed)) == ["cafe\u{301}|-||added", "caf\u{E9}|-||removed"])
  }

  @Test func keyChangesKeepOnlyWhatOneSideLacks() throws {
    let diff = CatalogDiff(old: try Self.catalog("Diff/old.xcstrings"), new: try Self.catalog("Diff/new.xcstrings"))
    #expect(diff.keyChanges.changes.allSatisfy { $0.kind == .added || $0.kind == .removed })
    #expect(diff.keyChanges.changes.count == 5)
  }

  @Test func aCatalogThatDoesNotParseIsAnErrorWithItsLocation() throws {
    let root = try LintFixture.temporaryDirectory("diff-catalog")
    defer { try? FileManager.default.removeItem(at: root) }
    let broken = root.appendingPathComponent("Broken.xcstrings").path
    try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \n".utf8).write(
      to: URL(fileURLWithPath: broken))
    let comparison = CatalogComparison.compare(oldCatalog: Fixtures.url("Diff/old.xcstrings").path, newCatalog: broken)
    #expect(comparison.isDifferent)
    #expect(comparison.diff.isEmpty)
    let error = try #require(comparison.errors.first)
    #expect(error.location.file == broken)
    #expect(error.ruleID == "parse-error")
    #expect(error.location.line >= 4)
  }
}

/// The renderers on the fixture catalogs, against golden files checked line by line against the
/// fixtures (`Tests/Fixtures/Diff/catalog-*`).
@Suite struct CatalogDiffRendererTests {
  func fixtureComparison() -> CatalogComparison {
    var comparison = CatalogComparison.compare(
      oldCatalog: Fixtures.url("Diff/old.xcstrings").path, newCatalog: Fixtures.url("Diff/new.xcstrings").path)
    comparison.oldPath = "old.xcstrings"
    comparison.newPath = "new.xcstrings"
    return comparison
  }

  func expectGolden(_ actual: String, _ name: String) {
    let failure = Golden.compare(actual, with: Fixtures.url("Diff/" + name))
    #expect(failure == nil, Comment(rawValue: failure ?? ""))
  }

  @Test func textOutput() {
    expectGolden(DiffTextRenderer().render([fixtureComparison()]), "catalog-diff.txt")
  }

  @Test func keysOutput() {
    expectGolden(DiffTextRenderer(keysOnly: true).render([fixtureComparison()]), "catalog-diff-keys.txt")
  }

  @Test func jsonOutput() throws {
    let json = DiffJSONRenderer().render([fixtureComparison()])
    expectGolden(json, "catalog-diff.json")
    // And it is JSON a tool can read, with the fields the text shows.
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["added": 3, "removed": 2, "value": 4, "comment": 1, "state": 1, "extractionState": 1])
  }

  @Test func colourOnlyWhenAskedFor() {
    #expect(!DiffTextRenderer().render([fixtureComparison()]).contains("\u{1B}["))
    let coloured = DiffTextRenderer(usesColor: true).render([fixtureComparison()])
    #expect(coloured.contains("\u{1B}[32m+ \"Archive\""))
    #expect(coloured.contains("\u{1B}[31m- \"Legacy banner\""))
  }

  @Test func nothingIsPrintedForEqualCatalogs() {
    let path = Fixtures.url("Diff/old.xcstrings").path
    #expect(DiffTextRenderer().render([CatalogComparison.compare(oldCatalog: path, newCatalog: path)]) == "")
  }
}

/// `lstrings diff` on catalogs, run as a process: output, errors and exit codes.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct CatalogDiffCommandTests {
  static let fixtures = Fixtures.url("Diff")

  @Test func printsTheDiffAndExitsOneWithExitCodeWhenCatalogsDiffer() throws {
    let run = try CommandRunner.run(["diff", "old.xcstrings", "new.xcstrings"], in: Self.fixtures)
    #expect(run.status == 0)
    #expect(run.stdout == (try String(contentsOf: Fixtures.url("Diff/catalog-diff.txt"), encoding: .utf8)))
    #expect(run.stderr.isEmpty)
    #expect(try CommandRunner.run(["diff", "--exit-code", "old.xcstrings", "new.xcstrings"], in: Self.fixtures).status == 1)
    #expect(try CommandRunner.run(["diff", "--exit-code", "old.xcstrings", "old.xcstrings"], in: Self.fixtures).status == 0)
    let json = try CommandRunner.run(["diff", "--format", "json", "old.xcstrings", "new.xcstrings"], in: Self.fixtures)
    #expect(json.stdout == (try String(contentsOf: Fixtures.url("Diff/catalog-diff.json"), encoding: .utf8)))
  }

  @Test func keysExitCodeIgnoresChangedValues() throws {
    let root = try LintFixture.temporaryDirectory("diff-cli-keys")
    defer { try? FileManager.default.removeItem(at: root) }
    var catalog = try CatalogDiffTests.catalog("Diff/old.xcstrings")
    let index = try #require(catalog.entries.firstIndex { $0.key == "Welcome" })
    catalog.entries[index].comment = "Edited"
    let edited = root.appendingPathComponent("edited.xcstrings").path
    try Data(catalog.encoded()).write(to: URL(fileURLWithPath: edited))
    let old = Fixtures.url("Diff/old.xcstrings").path
    #expect(try CommandRunner.run(["diff", "--exit-code", old, edited]).status == 1)
    let keys = try CommandRunner.run(["diff", "--keys", "--exit-code", old, edited])
    #expect(keys.status == 0)
    #expect(keys.stdout.isEmpty)
  }

  @Test func aBrokenCatalogPrintsItsErrorsAndExitsOne() throws {
    let root = try LintFixture.temporaryDirectory("diff-cli-broken")
    defer { try? FileManager.default.removeItem(at: root) }
    let broken = root.appendingPathComponent("Broken.xcstrings").path
    try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"a\" : 1,, }\n}\n".utf8)
      .write(to: URL(fileURLWithPath: broken))
    let run = try CommandRunner.run(["diff", Fixtures.url("Diff/old.xcstrings").path, broken])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    let first = try #require(run.stderr.split(separator: "\n").first.map(String.init))
    #expect(first.hasPrefix(broken + ":3:"))
    #expect(first.contains(": error: "))
    #expect(first.hasSuffix("]"))
    // Every problem is reported, the shape problem before the syntax error that follows it.
    #expect(run.stderr.contains("[invalid-catalog]\n"))
    #expect(run.stderr.contains("[parse-error]\n"))
  }

  @Test func aCatalogAgainstItsCompiledFolder() throws {
    let root = try LintFixture.temporaryDirectory("diff-cli-folder")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogPath = Fixtures.url("Diff/new.xcstrings").path
    let catalog = try CatalogDiffTests.catalog("Diff/new.xcstrings")
    _ = try CatalogFolderDiffTests.writeCompiled(catalog, table: "new", into: root)
    #expect(try CommandRunner.run(["diff", "--exit-code", catalogPath, root.path]).status == 0)
    #expect(try CommandRunner.run(["diff", "--exit-code", root.path, catalogPath]).status == 0)
    try FileManager.default.removeItem(at: root.appendingPathComponent("fr.lproj"))
    let run = try CommandRunner.run(["diff", "--exit-code", catalogPath, root.path])
    #expect(run.status == 1)
    #expect(run.stdout.contains("- \"Welcome\" [fr] = \"Bienvenue !\"\n"))
  }

  @Test func aCatalogWithATableIsAUsageError() throws {
    let run = try CommandRunner.run(["diff", "old.xcstrings", "old.strings"], in: Self.fixtures)
    #expect(run.status == 64)
    #expect(run.stderr.contains("a String Catalog compares with another catalog"))
    #expect(try CommandRunner.run(["diff", "old.xcstrings", "missing.xcstrings"], in: Self.fixtures).status == 64)
  }
}
