import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Migrating real `.lproj` tables and compiling the catalog gives back what CoreFoundation loads
/// from the originals (the `.stringsdict` merged over the `.strings`), key for key and text for
/// text, except exactly where a problem was reported: nothing is lost silently.
@Suite struct MigrationRoundTripTests {
  /// The corpus pairs, by project: the file prefix of each language.
  static let projects: [(folder: String, languages: [String: String])] = [
    (
      "element-hq__element-x-ios",
      ["cs": "ElementX__Resources__Localizations__cs.lproj__", "pl": "ElementX__Resources__Localizations__pl.lproj__"]
    ),
    ("nextcloud__talk-ios", ["ar": "NextcloudTalk__ar.lproj__", "ru": "NextcloudTalk__ru.lproj__"]),
    ("deltachat__deltachat-ios", ["ar": "deltachat-ios__ar.lproj__", "uk": "deltachat-ios__uk.lproj__"]),
  ]

  @Test(arguments: projects.map(\.folder))
  func corpusTablesSurviveMigrationAndCompilation(_ folder: String) throws {
    guard let shared = Fixtures.shared else {
      print(Fixtures.sharedMissingMessage)
      return
    }
    let languages = try #require(Self.projects.first { $0.folder == folder }?.languages)
    let directory = try TemporaryLproj.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (language, prefix) in languages {
      let source = shared.appendingPathComponent("corpus/catalogs/\(folder)/\(prefix)Localizable")
      try TemporaryLproj.add(
        language, strings: source.appendingPathExtension("strings"), stringsdict: source.appendingPathExtension("stringsdict"),
        to: directory)
    }
    let report = try RoundTrip.check(directory)
    #expect(report.lossyKeys.isEmpty, "no loss is reported on these tables: \(report.diagnostics)")
    #expect(report.differences.isEmpty, "\(report.differences.prefix(5))")
    #expect(report.comparedKeys > 100)
  }

  @Test func fixturesSurviveExceptWhereReported() throws {
    let report = try RoundTrip.check(Fixtures.url("Migration/Everything"))
    #expect(report.comparedKeys >= 10)
    // Only reported keys differ from what the app showed; every other key is the same. "Ones"
    // lost a form no plural category selects, so what the app shows did not change.
    #expect(Set(report.differences.keys.map(\.string)) == ["Nested", "Raw", "Width"])
    #expect(report.lossyKeys == ["Nested", "Ones", "Raw", "Width"])
  }
}

/// Migrates a folder of `.lproj` tables, compiles the catalog and compares each language with
/// CoreFoundation's load of the original files.
enum RoundTrip {
  struct Report {
    var differences: [StringsText: String] = [:]
    var lossyKeys: Set<String> = []
    var diagnostics: [StringsDiagnostic] = []
    var comparedKeys = 0
  }

  static func check(_ directory: URL) throws -> Report {
    let source = try MigrationSource.discover([directory.path])
    let result = CatalogMigration.migrate(source, sourceLanguage: "en")
    var report = Report(diagnostics: result.diagnostics)
    report.lossyKeys = Set(result.diagnostics.filter { $0.severity == .error }.compactMap(\.key))
    // Through the bytes, as a user's catalog would be read back.
    let catalog = try #require(StringCatalog.parse(result.catalog.encoded(), path: "migrated.xcstrings").catalog)
    let (tables, problems) = CatalogCompiler.compile(catalog)
    #expect(problems.isEmpty, "\(problems)")
    for language in source.languages {
      let name = CatalogMigration.catalogLanguage(ofFolder: language.name, sourceLanguage: "en")
      let expected = try loadedTable(language)
      let actual = tables.first { $0.language == name }?.resolved ?? [:]
      report.differences.merge(RuntimeMeaning.differences(expected: expected, actual: actual)) { $1 }
      report.comparedKeys += expected.count
    }
    return report
  }

  /// What CFBundle loads for one language: the stringsdict's entries over the strings' values.
  static func loadedTable(_ language: MigrationSource.Language) throws -> [StringsText: StringsValue] {
    var table: [StringsText: StringsValue] = [:]
    for path in [language.stringsPath, language.stringsdictPath].compactMap({ $0 }) {
      guard case .value(.dictionary(let pairs)) = CoreFoundationOracle.parse(try FileReader.read(path)) else { continue }
      table.merge(StringsValue.collapsed(pairs)) { $1 }
    }
    return table
  }
}

/// A temporary folder of `xx.lproj/Localizable.*` files (corpus files are copied here, never into
/// the repository).
enum TemporaryLproj {
  static func make() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-migration-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func add(_ language: String, strings: URL, stringsdict: URL, to directory: URL) throws {
    let folder = directory.appendingPathComponent("\(language).lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: strings, to: folder.appendingPathComponent("Localizable.strings"))
    try FileManager.default.copyItem(at: stringsdict, to: folder.appendingPathComponent("Localizable.stringsdict"))
  }
}
