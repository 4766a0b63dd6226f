import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The migration of hand-written tables: the catalog Xcode's "Migrate to String Catalog" would
/// write (a golden file, reviewed by eye), what is reported, and how the input is found.
@Suite struct CatalogMigrationTests {
  static let everything = Fixtures.url("Migration/Everything")

  static func migrateEverything() throws -> MigrationResult {
    CatalogMigration.migrate(try MigrationSource.discover([everything.path]))
  }

  @Test func everyShapeMatchesTheGoldenCatalog() throws {
    let result = try Self.migrateEverything()
    let failure = Golden.compare(
      String(decoding: result.catalog.encoded(), as: UTF8.self), with: Fixtures.url("Migration/Everything.xcstrings"))
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func lossesAreLocatedErrorsUnderTheMigrationRules() throws {
    let result = try Self.migrateEverything()
    #expect(result.hasLosses)
    let found = result.diagnostics.map {
      "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line) \($0.ruleID) \($0.key ?? "")"
    }
    #expect(
      found == [
        "Base.lproj/Localizable.strings:14 migration-non-string-value Raw",
        "Base.lproj/Localizable.stringsdict:117 migration-unconvertible-rule Width",
        "Base.lproj/Localizable.stringsdict:137 migration-unconvertible-rule Nested",
        "Base.lproj/Localizable.stringsdict:164 migration-unconvertible-rule Ones",
      ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.kind?.tools == [.migration] })
  }

  @Test func unitsAreTranslatedAndEntriesMigratedInEveryLanguage() throws {
    let catalog = try Self.migrateEverything().catalog
    #expect(catalog.sourceLanguage == "en" && catalog.version == "1.0")
    #expect(catalog.languages == ["de", "en"])
    #expect(catalog.entries.allSatisfy { $0.extractionState == .migrated })
    let states = catalog.entries.flatMap { $0.localizations.flatMap(\.localization.allUnits) }.map(\.state)
    #expect(!states.isEmpty && states.allSatisfy { $0 == .translated })
  }

  @Test func baseIsTheSourceLanguageAndItsOwnFolderWins() throws {
    let directory = try TemporaryLproj.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (folder, text) in [
      ("Base", "\"a\" = \"Base A\";\n\"b\" = \"Base B\";\n"), ("fr", "\"a\" = \"A fr\";\n\"c\" = \"C fr\";\n"),
    ] {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("\(folder).lproj"), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: directory.appendingPathComponent("\(folder).lproj/Main.strings"))
    }
    let result = CatalogMigration.migrate(try MigrationSource.discover([directory.path]), sourceLanguage: "fr")
    let values = result.catalog.entries.map { "\($0.key)=\($0.localization(for: "fr")?.stringUnit?.value ?? "-")" }
    #expect(values == ["a=A fr", "b=Base B", "c=C fr"])
    #expect(result.diagnostics.map(\.ruleID) == [DiagnosticKind.migrationBaseConflict.id])
    #expect(result.diagnostics.first?.location.file.hasSuffix("Base.lproj/Main.strings") == true)
    #expect(!result.hasLosses)
  }

  @Test func englishLprojIsEnglish() throws {
    let directory = try TemporaryLproj.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("English.lproj"), withIntermediateDirectories: true)
    try Data("\"a\" = \"A\";\n".utf8).write(to: directory.appendingPathComponent("English.lproj/Main.strings"))
    let catalog = CatalogMigration.migrate(try MigrationSource.discover([directory.path]), sourceLanguage: "de").catalog
    #expect(catalog.sourceLanguage == "de")
    #expect(catalog.languages == ["de", "en"])
    #expect(catalog.entries.first?.localization(for: "en")?.stringUnit?.value == "A")
  }

  @Test func theInputMustNameOneTableInLanguageFolders() throws {
    let root = Self.everything.deletingLastPathComponent().path
    #expect(throws: MigrationSource.Problem.missingPath("no/such.lproj")) { try MigrationSource.discover(["no/such.lproj"]) }
    #expect(throws: MigrationSource.Problem.noTable(named: "Main")) {
      try MigrationSource.discover([Self.everything.path], table: "Main")
    }
    let strings = Fixtures.url("Strings/Basic.strings").path
    #expect(throws: MigrationSource.Problem.outsideLanguageFolder(strings)) { try MigrationSource.discover([strings]) }
    let source = try MigrationSource.discover([
      "\(root)/Everything/de.lproj/Localizable.strings", "\(root)/Everything/Base.lproj",
    ])
    #expect(source.table == "Localizable")
    #expect(source.languages.map(\.name) == ["Base", "de"])
    #expect(source.languages[1].stringsdictPath == nil)
  }

  @Test func positionalPlaceholdersKeepTheirArguments() {
    let format = Array("%@: %#@a@ and %#@b@".utf8)
    #expect(
      SubstitutionText.references(in: format) == [
        .init(name: "a", position: 2, isPositional: false), .init(name: "b", position: 3, isPositional: false),
      ])
    #expect(SubstitutionText.value(of: format, positional: true) == "%1$@: %#@a@ and %#@b@")
    #expect(SubstitutionText.value(of: Array("%2$#@n@ von %1$@".utf8), positional: true) == "%#@n@ von %1$@")
    let form = Array("%3$ld of %@ in %ld".utf8)
    #expect(SubstitutionText.form(form, argument: 3, formatSpecifier: "ld", positional: true) == "%arg of %3$@ in %4$ld")
    #expect(SubstitutionText.form(Array("%.1f km".utf8), argument: 1, formatSpecifier: ".1f", positional: false) == "%arg km")
  }
}
