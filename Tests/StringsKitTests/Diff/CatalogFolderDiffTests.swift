import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// A catalog against a folder of `.lproj` tables, as the runtime reads both: the folder built by
/// compiling the catalog shows no difference; one edit shows one.
@Suite struct CatalogFolderDiffTests {
  /// Writes the compiled tables of a catalog as `<lang>.lproj/<table>.strings` (+ `.stringsdict`).
  static func writeCompiled(_ catalog: StringCatalog, table: String, into root: URL) throws -> [CompiledTable] {
    let tables = CatalogCompiler.compile(catalog).tables
    for compiled in tables { try write(compiled, table: table, into: root) }
    return tables
  }

  static func write(_ compiled: CompiledTable, table: String, into root: URL) throws {
    let folder = root.appendingPathComponent(compiled.language + ".lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(compiled.stringsFile).write(to: folder.appendingPathComponent(table + ".strings"))
    let stringsdict = folder.appendingPathComponent(table + ".stringsdict")
    if let bytes = compiled.stringsdictFile {
      try Data(bytes).write(to: stringsdict)
    } else {
      try? FileManager.default.removeItem(at: stringsdict)
    }
  }

  @Test func theFixtureCompiledIsEqualAndOneEditIsOneDifference() throws {
    let root = try LintFixture.temporaryDirectory("diff-folder")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogPath = Fixtures.url("Diff/new.xcstrings").path
    let catalog = try #require(try StringCatalog.parse(file: catalogPath).catalog)
    let tables = try Self.writeCompiled(catalog, table: "new", into: root)
    #expect(tables.contains { !$0.stringsdict.isEmpty })

    let same = try CatalogComparison.compare(old: catalogPath, new: root.path)
    #expect(same.errors.isEmpty)
    #expect(same.diff.isEmpty, "\(same.diff.changes)")

    var german = try #require(tables.first { $0.language == "de" })
    german.strings["Welcome"] = "Hallo"
    try Self.write(german, table: "new", into: root)
    let edited = try CatalogComparison.compare(old: catalogPath, new: root.path)
    #expect(CatalogDiffTests.summary(edited.diff) == ["Welcome|de||value"])
    #expect(edited.diff.changes.first?.old == .form(value: "Willkommen", state: nil))
    #expect(edited.diff.changes.first?.new == .form(value: "Hallo", state: nil))

    // The other order: the folder is the old side.
    let reversed = try CatalogComparison.compare(old: root.path, new: catalogPath)
    #expect(reversed.oldPath == root.path)
    #expect(reversed.diff.changes.first?.new == .form(value: "Willkommen", state: nil))
  }

  @Test func aMissingStringsdictLosesItsFormsForm() throws {
    let root = try LintFixture.temporaryDirectory("diff-folder-forms")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogPath = Fixtures.url("Diff/new.xcstrings").path
    let catalog = try #require(try StringCatalog.parse(file: catalogPath).catalog)
    _ = try Self.writeCompiled(catalog, table: "new", into: root)
    try FileManager.default.removeItem(at: root.appendingPathComponent("ru.lproj/new.stringsdict"))
    let comparison = try CatalogComparison.compare(old: catalogPath, new: root.path)
    #expect(
      CatalogDiffTests.summary(comparison.diff) == [
        "%lld files|ru|one|removed", "%lld files|ru|few|removed", "%lld files|ru|many|removed",
        "%lld files|ru|other|removed",
      ])
  }

  /// A hand-written `.stringsdict` names its variable `files`, the compiler `arg1`, and gives
  /// the value type `d` where the compiler derives `lld`: the runtime shows the same forms, so a
  /// migration that kept every form shows no difference.
  @Test func variableNamesOfAWholePluralValueDoNotCount() throws {
    let root = try LintFixture.temporaryDirectory("diff-folder-migration")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogURL = root.appendingPathComponent("Localizable.xcstrings")
    try Data(contentsOf: Fixtures.url("Diff/old.xcstrings")).write(to: catalogURL)
    let folder = root.appendingPathComponent("Resources")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("ru.lproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
    let plural = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict><key>%lld files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%lld файл</string>
          <key>few</key><string>%lld файлов</string>
          <key>other</key><string>%lld файла</string>
        </dict></dict></dict></plist>
      """
    try Data(plural.utf8).write(to: folder.appendingPathComponent("ru.lproj/Localizable.stringsdict"))
    try Data("\"Welcome\" = \"Bienvenue\";\n".utf8).write(to: folder.appendingPathComponent("fr.lproj/Localizable.strings"))
    let german = """
      "Legacy banner" = "Altes Banner";
      "Welcome" = "Willkommen";
      """
    try Data(german.utf8).write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
    let comparison = try CatalogComparison.compare(old: catalogURL.path, new: folder.path)
    #expect(comparison.errors.isEmpty)
    // What the folder lacks is exactly the device and substitution entries of de.
    #expect(
      CatalogDiffTests.summary(comparison.diff) == [
        "Tap to continue|de|mac|removed", "Tap to continue|de|other|removed",
        "You have %lld messages in %@|de||removed",
        "You have %lld messages in %@|de|%#@messages@/one|removed",
        "You have %lld messages in %@|de|%#@messages@/other|removed",
      ])
  }

  @Test func aTableThatDoesNotLoadIsAnError() throws {
    let root = try LintFixture.temporaryDirectory("diff-folder-broken")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogPath = Fixtures.url("Diff/new.xcstrings").path
    let folder = root.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("\"a\" = \"A\"\n\"b\" = \"B\";\n".utf8).write(to: folder.appendingPathComponent("new.strings"))
    try Data("<plist><dict>".utf8).write(to: folder.appendingPathComponent("new.stringsdict"))
    let comparison = try CatalogComparison.compare(old: catalogPath, new: root.path)
    #expect(comparison.diff.isEmpty)
    #expect(
      Set(comparison.errors.map { URL(fileURLWithPath: $0.location.file).lastPathComponent }) == [
        "new.strings", "new.stringsdict",
      ])
  }

  @Test func aCatalogComparesOnlyWithACatalogOrAFolder() {
    #expect(throws: CatalogComparison.UnsupportedPair.self) {
      try CatalogComparison.compare(old: Fixtures.url("Diff/new.xcstrings").path, new: Fixtures.url("Diff/old.strings").path)
    }
    #expect(throws: FileEnumerator.MissingPath.self) {
      try CatalogComparison.compare(old: Fixtures.url("Diff/new.xcstrings").path, new: "/nonexistent/x.xcstrings")
    }
  }

  @Test(arguments: CatalogDiffCorpusTests.corpus)
  func aCorpusCatalogCompiledIsEqualAndOneEditIsOneDifference(_ url: URL) throws {
    let root = try LintFixture.temporaryDirectory("diff-folder-corpus")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = try CatalogDiffCorpusTests.load(url)
    let table = CatalogComparison.tableName(of: url.path)
    let tables = try Self.writeCompiled(catalog, table: table, into: root)
    let same = try CatalogComparison.compare(old: url.path, new: root.path)
    #expect(same.errors.isEmpty)
    #expect(same.diff.isEmpty, "\(same.diff.changes.prefix(3))")

    guard var edited = tables.first(where: { !$0.strings.isEmpty }), let key = edited.strings.keys.sorted().first
    else { return }
    edited.strings[key] = StringsText((edited.strings[key]?.string ?? "") + " (edited)")
    try Self.write(edited, table: table, into: root)
    let comparison = try CatalogComparison.compare(old: url.path, new: root.path)
    // A stringsdict entry of the same key would hide the edit, as at run time.
    let expected = edited.stringsdict[key] == nil ? ["\(key)|\(edited.language)||value"] : []
    #expect(CatalogDiffTests.summary(comparison.diff) == expected)
  }
}
