import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The semantic diff: what counts as a change and what does not.
struct StringsDiffTests {
  func table(_ text: String, encoding: StringsEncoding = .utf8) throws -> CommentedTable {
    let bytes = encoding.byteOrderMark + encoding.encode(Array(text.utf8))
    return try #require(CommentedTable(StringsParser.parse(bytes, path: "t.strings")))
  }

  @Test func orderSpacingEscapingAndEncodingDoNotCount() throws {
    let old = try table("/* Greeting */\n\"hello\" = \"Hallo\";\n\"b\" = \"caf\\U00e9\";\n")
    let new = try table(
      "b=\"café\";\n\n/*Greeting*/\nhello   =   \"Hallo\" ;\n", encoding: .utf16BigEndian)
    #expect(StringsDiff(old: old, new: new).isEmpty)
  }

  @Test func reportsEachKindOfChange() throws {
    let old = try table("/* A */\n\"a\" = \"1\";\n\"b\" = \"2\";\n\"c\" = \"3\";\n")
    let new = try table("/* A changed */\n\"a\" = \"1\";\n\"b\" = \"two\";\n\"d\" = \"4\";\n")
    let diff = StringsDiff(old: old, new: new)
    #expect(
      diff.changes.map { "\($0.key)/\($0.kind.rawValue)" } == [
        "a/comment", "b/value", "c/removed", "d/added",
      ])
  }

  @Test func keysAreComparedByCodeUnits() throws {
    // Precomposed and decomposed "é" are different keys at run time: a real change.
    let diff = StringsDiff(
      old: try table("\"caf\u{E9}\" = \"x\";\n"), new: try table("\"cafe\u{301}\" = \"x\";\n"))
    // Sorted by code units: "cafe\u{301}" ("e" = 0x65) before "caf\u{E9}".
    #expect(diff.changes.map(\.kind) == [.added, .removed])
    #expect(diff.changes.map(\.key) == [StringsText("cafe\u{301}"), StringsText("caf\u{E9}")])
  }

  @Test func theLastDefinitionOfAKeyIsWhatCounts() throws {
    // CF keeps the last value of a repeated key; so does the diff (value and comment).
    let old = try table("/* first */\n\"a\" = \"1\";\n/* second */\n\"a\" = \"2\";\n")
    let new = try table("/* second */\n\"a\" = \"2\";\n")
    #expect(StringsDiff(old: old, new: new).isEmpty)
  }

  @Test func aCommentOnThePreviousStatementsLineIsNotTheNextEntrysComment() throws {
    let old = try table("\"a\" = \"1\"; // about a\n\"b\" = \"2\";\n")
    #expect(old.entries["b"]?.comment == nil)
    #expect(old.entries["a"]?.comment == nil)
    let sectioned = try table("/* Section */\n\n\"a\" = \"1\";\n")
    #expect(sectioned.entries["a"]?.comment == nil)
  }

  @Test func keyChangesKeepOnlyAddedAndRemoved() throws {
    let diff = StringsDiff(
      old: try table("\"a\" = \"1\";\n\"b\" = \"2\";\n"),
      new: try table("\"a\" = \"one\";\n\"c\" = \"3\";\n"))
    #expect(diff.keyChanges.changes.map(\.kind) == [.removed, .added])
  }

  @Test func comparesFoldersTableByTable() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lstrings-diff-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in [
      ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
      ("en.lproj/Only.strings", "\"x\" = \"X\";\n"),
      ("de.lproj/Localizable.strings", "\"a\" = \"Ä\";\n\"b\" = \"B\";\n"),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let comparisons = try TableComparison.compare(
      old: root.appendingPathComponent("en.lproj").path,
      new: root.appendingPathComponent("de.lproj").path)
    #expect(comparisons.map { $0.oldPath != nil } == [true, true])
    #expect(comparisons.map { $0.newPath != nil } == [true, false])
    #expect(comparisons[0].diff.changes.map(\.kind) == [.valueChanged, .added])
    #expect(comparisons[1].diff.changes.map(\.kind) == [.removed])
    #expect(throws: TableComparison.MixedInputs.self) {
      try TableComparison.compare(
        old: root.appendingPathComponent("en.lproj").path,
        new: root.appendingPathComponent("de.lproj/Localizable.strings").path)
    }
  }

  @Test func aTableCoreFoundationRejectsIsAnErrorWithItsLocation() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lstrings-diff-bad-\(getpid())")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let good = root.appendingPathComponent("good.strings").path
    let bad = root.appendingPathComponent("bad.strings").path
    try Data("\"a\" = \"A\";\n".utf8).write(to: URL(fileURLWithPath: good))
    try Data("\"a\" = \"A\"\n\"b\" = \"B\";\n".utf8).write(to: URL(fileURLWithPath: bad))
    let comparison = TableComparison.compare(oldFile: good, newFile: bad)
    #expect(comparison.isDifferent)
    #expect(comparison.errors.first?.location.file == bad)
    #expect(comparison.errors.first?.location.line == 1)
  }
}

/// The renderers against golden files written from their documented formats.
struct DiffRendererTests {
  func fixtureComparison() -> TableComparison {
    var comparison = TableComparison.compare(
      oldFile: Fixtures.url("Diff/old.strings").path, newFile: Fixtures.url("Diff/new.strings").path
    )
    comparison.oldPath = "old.strings"
    comparison.newPath = "new.strings"
    return comparison
  }

  func snapshot(_ name: String) throws -> String {
    let url = Fixtures.repositoryRoot.appendingPathComponent(
      "Tests/StringsKitTests/Snapshots/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test func textOutput() throws {
    #expect(DiffTextRenderer().render([fixtureComparison()]) == (try snapshot("diff-text.txt")))
  }

  @Test func keysOutput() throws {
    #expect(
      DiffTextRenderer(keysOnly: true).render([fixtureComparison()])
        == (try snapshot("diff-keys.txt")))
  }

  @Test func jsonOutput() throws {
    #expect(DiffJSONRenderer().render([fixtureComparison()]) == (try snapshot("diff.json")))
  }

  @Test func colourOnlyWhenAskedFor() throws {
    #expect(!DiffTextRenderer().render([fixtureComparison()]).contains("\u{1B}["))
    let coloured = DiffTextRenderer(usesColor: true).render([fixtureComparison()])
    #expect(coloured.contains("\u{1B}[32m+ \"settings.title\""))
    #expect(coloured.contains("\u{1B}[31m- \"legacy.banner\""))
  }

  @Test func nothingIsPrintedForEqualTables() {
    let same = TableComparison.compare(
      oldFile: Fixtures.url("Diff/old.strings").path, newFile: Fixtures.url("Diff/old.strings").path
    )
    #expect(DiffTextRenderer().render([same]) == "")
  }
}

/// What git's textconv driver runs: `lstrings diff --textconv FILE` prints UTF-16 tables as text.
@Suite(.enabled(if: LStringsBinary.url != nil, "the lstrings binary is not built (swift build)"))
struct GitTextConversionTests {
  @Test func printsAUTF16TableAsItsUTF8Text() throws {
    let (status, output) = try LStringsBinary.run([
      "diff", "--textconv", Fixtures.url("Diff/new.strings").path,
    ])
    #expect(status == 0)
    let utf16 = try Data(contentsOf: Fixtures.url("Diff/new.strings"))
    let text = try #require(String(data: utf16, encoding: .utf16))
    #expect(String(decoding: output, as: UTF8.self) == text)
    #expect(!output.contains(0))
  }

  @Test func printsEvenAFileThatDoesNotParse() {
    // git needs text for every revision, broken ones included.
    let broken = Array("\"a\" = \"A\"\n\"b\";\n".utf8)
    #expect(GitTextConversion.text(of: broken, path: "x.strings") == broken)
  }

  @Test func exitCodeReportsADifference() throws {
    let old = Fixtures.url("Diff/old.strings").path
    let new = Fixtures.url("Diff/new.strings").path
    #expect(try LStringsBinary.run(["diff", old, new]).status == 0)
    #expect(try LStringsBinary.run(["diff", "--exit-code", old, new]).status == 1)
    #expect(try LStringsBinary.run(["diff", "--exit-code", old, old]).status == 0)
    #expect(try LStringsBinary.run(["diff", old]).status == 64)
  }
}

extension StringsDiffTests {
  @Test func aPropertyListTableHasNoCommentsToCompare() throws {
    let text = try table("/* Greeting */\n\"hello\" = \"Hallo\";\n")
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>hello</key><string>Hallo</string></dict></plist>
      """
    let plist = try #require(
      CommentedTable(StringsParser.parse(Array(xml.utf8), path: "compiled.strings")))
    #expect(!plist.hasComments)
    #expect(StringsDiff(old: text, new: plist).isEmpty)
  }
}
