import Foundation
import Testing

@testable import StringsFormats
@testable import StringsKit

/// `lstrings import` of `.stringsdict` originals (Tests/Fixtures/Import/Stringsdict, written for
/// these tests): the target language's file created in the development language's layout, an
/// existing one edited in its own, and each unit naming what the source lacks reported at its line.
@Suite struct StringsdictImportTests {
  private func project() throws -> URL {
    let root = try LintFixture.temporaryDirectory("import-stringsdict")
    let project = root.appendingPathComponent("Project")
    try FileManager.default.copyItem(at: Fixtures.url("Import/Stringsdict/Project"), to: project)
    return project
  }

  private func plan(_ project: URL, _ xliff: String) throws -> XLIFFImport.Plan {
    try XLIFFImport(project: project.path).plan([xliff])
  }

  /// The expected German file: the source's bytes with the forms the XLIFF brings.
  private func expected(one: String, other: String) throws -> [UInt8] {
    let source = try FileReader.read(Fixtures.url("Import/Stringsdict/Project/App/en.lproj/Localizable.stringsdict").path)
    return Array(
      String(decoding: source, as: UTF8.self)
        .replacingOccurrences(of: "<string>%d file</string>", with: "<string>\(one)</string>")
        .replacingOccurrences(of: "<string>%d files</string>", with: "<string>\(other)</string>").utf8)
  }

  @Test func createsTheTargetFileFromTheSourcesStructure() throws {
    let project = try project()
    let plan = try plan(project, Fixtures.url("Import/Stringsdict/de.xliff").path)
    #expect(!plan.isRefused)
    let path = project.appendingPathComponent("App/de.lproj/Localizable.stringsdict").path
    let update = try #require(plan.updates.first { $0.path == path })
    #expect(update.original == nil)
    #expect(update.updated == (try expected(one: "%d Datei", other: "%d Dateien")))
    #expect(update.count(.added) == 2)  // the format, copied from the source when the entry is created, is unchanged
    // The form, variable and entry the source lacks, each at its unit's line.
    let unplaced = plan.diagnostics.filter { $0.ruleID == "unplaced-unit" }.map(\.location.line)
    #expect(unplaced == [17, 21, 25])
    #expect(XLIFFImport(project: project.path).write(plan).isEmpty)
    let written = try FileReader.read(path)
    #expect(written == (try expected(one: "%d Datei", other: "%d Dateien")))
    #expect(StringsdictFile.parse(written, path: path).problems.isEmpty)
  }

  @Test func editsAnExistingFileInItsLayout() throws {
    let project = try project()
    let path = project.appendingPathComponent("App/de.lproj/Localizable.stringsdict").path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    // Two-space indentation, unlike the source's tabs: the file keeps its own.
    let existing = String(decoding: try expected(one: "%d Datei", other: "%d Dateienx"), as: UTF8.self)
      .replacingOccurrences(of: "\t", with: "  ")
    try Data(existing.utf8).write(to: URL(fileURLWithPath: path))
    let plan = try plan(project, Fixtures.url("Import/Stringsdict/de.xliff").path)
    let update = try #require(plan.updates.first { $0.path == path })
    #expect(update.count(.changed) == 1)
    #expect(update.count(.unchanged) == 2)
    #expect(
      update.updated.map { String(decoding: $0, as: UTF8.self) } == existing.replacingOccurrences(of: "Dateienx", with: "Dateien")
    )
  }

  @Test func unitIDs() {
    let format = StringsdictImport.UnitPath(id: "/a/b:dict/NSStringLocalizedFormatKey:dict/:string")
    #expect(format?.key == "a/b")
    #expect(format?.variable == nil)
    let form = StringsdictImport.UnitPath(id: "/k:dict/v:dict/one:dict/:string")
    #expect(form.map { [$0.key, $0.variable, $0.form] } == [StringsText("k"), StringsText("v"), StringsText("one")])
    #expect(StringsdictImport.UnitPath(id: "k|==|plural.one") == nil)
    #expect(StringsdictImport.UnitPath(id: "/k:dict/v:dict/:string") == nil)
  }

  /// The export gives a Russian target Russian's plural forms (few, many) for an English one/other
  /// source; the translator's forms for them are imported, not refused. `two` is no Russian form.
  @Test func acceptsTheTargetLanguagesPluralForms() throws {
    let project = try project()
    let plan = try plan(project, Fixtures.url("Import/Stringsdict/ru.xliff").path)
    let path = project.appendingPathComponent("App/ru.lproj/Localizable.stringsdict").path
    let unplaced = plan.diagnostics.filter { $0.ruleID == "unplaced-unit" }.map(\.location.line)
    #expect(unplaced == [25])
    #expect(XLIFFImport(project: project.path).write(plan).isEmpty)
    let parsed = StringsdictFile.parse(try FileReader.read(path), path: path)
    #expect(parsed.problems.isEmpty)
    let forms = parsed.entries.first?.variables.first?.forms.map { "\($0.name)=\($0.text.string)" }.sorted()
    #expect(forms == ["few=%d файла", "many=%d файлов", "one=%d файл", "other=%d файла"])
  }
}
