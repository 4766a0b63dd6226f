import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// A String Catalog and `.stringsdict` files with one injected defect each: every finding at the
/// line of the value it concerns (lines read off the fixture by eye), nothing else.
@Suite struct CatalogLintTests {
  static let folder = Fixtures.url("Catalogs/Defects").path

  static func findings(_ paths: [String]) throws -> [String] {
    let report = Linter().lint(try LocalizationProject.discover(paths))
    return report.diagnostics.map {
      "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.severity)"
    }
  }

  @Test func eachInjectedDefectIsFoundAtItsLine() throws {
    #expect(
      try Self.findings([Self.folder]) == [
        // ru "%lld files" has one and other only: 2–4 need few, 0 and 5–20 need many.
        "Localizable.xcstrings:69:15 missing-plural-category warning",
        "Localizable.xcstrings:69:15 missing-plural-category warning",
        // "%lld photos in %@" has no fr and no ru localization.
        "Localizable.xcstrings:86:5 missing-translation warning",
        "Localizable.xcstrings:86:5 missing-translation warning",
        // de refers to %#@fotos@, a substitution it does not have (so it also reads %#@ as an object).
        "Localizable.xcstrings:91:23 placeholder-mismatch error",
        "Localizable.xcstrings:91:23 undefined-variable error",
        "Localizable.xcstrings:94:13 unused-variable warning",
        // "Archive" is written twice; the kept (last) entry has only de.
        "Localizable.xcstrings:168:5 duplicate-key warning",
        "Localizable.xcstrings:168:5 missing-translation warning",
        "Localizable.xcstrings:168:5 missing-translation warning",
        "Localizable.xcstrings:180:9 should-not-translate note",
        "Localizable.xcstrings:189:5 stale-entry warning",
        "Localizable.xcstrings:205:23 needs-review warning",
        "Localizable.xcstrings:211:23 empty-value warning",
        // de reads the unread count with %@.
        "Localizable.xcstrings:228:23 placeholder-mismatch error",
        // ru.lproj/Plurals.stringsdict: the few form reads the count with %@.
        "Plurals.stringsdict:17:9 form-placeholder-mismatch error",
      ])
  }

  @Test func aCleanCatalogHasNoFindingsAndCounts() throws {
    let report = Linter().lint(try LocalizationProject.discover([Fixtures.url("Catalogs/Clean").path]))
    #expect(report.diagnostics.isEmpty)
    #expect(report.fileCount == 1)
    #expect(report.comparisons.map(\.translations) == [["de"]])
    #expect(report.comparisons.first?.base?.language == "en")
  }

  /// The catalog's sourceLanguage is its base, unless --base says otherwise.
  @Test func theSourceLanguageIsTheBase() throws {
    let project = try LocalizationProject.discover([Fixtures.url("Catalogs/Clean").path])
    let report = Linter(baseLanguage: "de").lint(project)
    #expect(report.comparisons.first?.base?.language == "de")
    #expect(report.diagnostics.map(\.ruleID) == ["missing-translation"] || report.diagnostics.isEmpty)
  }

  @Test func aCatalogBesideATableOfTheSameNameIsAnError() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("conflict-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Fixtures.url("Catalogs/Clean/Localizable.xcstrings"), to: root.appendingPathComponent("Localizable.xcstrings"))
    try Data("\"Inbox\" = \"Inbox\";\n".utf8).write(to: root.appendingPathComponent("en.lproj/Localizable.strings"))
    try Data("\"Other\" = \"Other\";\n".utf8).write(to: root.appendingPathComponent("en.lproj/Other.strings"))
    // A lone .stringsdict of the table's name conflicts too.
    try FileManager.default.createDirectory(at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    try Data(PropertyListWriter.xml(.dictionary([]))).write(to: root.appendingPathComponent("de.lproj/Localizable.stringsdict"))
    let report = Linter().lint(try LocalizationProject.discover([root.path]))
    #expect(
      report.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent) \($0.ruleID)" } == [
        "Localizable.stringsdict catalog-conflict", "Localizable.strings catalog-conflict",
      ])
  }

  @Test func aBrokenCatalogIsAParseErrorAtItsLineAndTheRestIsChecked() throws {
    var text = try String(contentsOfFile: Self.folder + "/Localizable.xcstrings", encoding: .utf8)
    // Line 205 ("value" : "Abmelden") loses its closing quote and comma structure.
    text = text.replacingOccurrences(of: "\"value\" : \"Abmelden\"", with: "\"value\" : \"Abmelden")
    let result = StringCatalog.parse(Array(text.utf8), path: "Broken.xcstrings")
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.first?.ruleID == "parse-error")
    #expect(errors.first.map { $0.location.line >= 205 && $0.location.line <= 207 } == true, "\(errors.map(\.location))")
    // Languages are not compared, but each language's own checks still run on what was read.
    let tables = LintTable.catalogTables(result)
    #expect(tables.allSatisfy { !$0.isComplete })
    let report = Linter().lint(tables)
    #expect(report.diagnostics.contains { $0.ruleID == "stale-entry" })
    #expect(!report.diagnostics.contains { $0.ruleID == "missing-translation" })
  }
}

/// The CLI on catalogs: a folder holding only a catalog is linted, and exit codes are those of
/// `.strings`.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct CatalogLintCommandTests {
  @Test func aFolderWithOnlyACatalogIsLinted() throws {
    let clean = try CommandRunner.run(["lint", Fixtures.url("Catalogs/Clean").path], in: Fixtures.repositoryRoot)
    #expect(clean.status == 0)
    #expect(clean.stderr.contains("0 errors, 0 warnings in 1 file"))
    let defects = try CommandRunner.run(["lint", CatalogLintTests.folder], in: Fixtures.repositoryRoot)
    #expect(defects.status == 1)
    #expect(defects.stderr.contains("4 errors, 11 warnings, 1 note in 3 files"), "\(defects.stderr)")
    #expect(
      defects.stdout.contains(
        "Localizable.xcstrings:228:23: error: the placeholders of \"You have %lld unread messages\" differ from en"))
  }

  @Test func aCatalogNamedDirectlyIsNotReadAsAStringsTable() throws {
    let output = try CommandRunner.run(
      ["lint", Fixtures.url("Catalogs/Clean/Localizable.xcstrings").path], in: Fixtures.repositoryRoot)
    #expect(output.status == 0, "\(output.stdout)")
    #expect(!output.stdout.contains("parse-error"))
  }
}
