import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Every corpus catalog, each language compiled to the `.strings` and `.stringsdict` a translator
/// would get and merged straight back: nothing changes and nothing conflicts (a returned
/// `.stringsdict` reads back as the same forms). Then, on Whisky's catalog, a returned French
/// table with edits: exactly those are taken or reported.
@Suite(.enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissingMessage)"))
struct CatalogMergeCorpusTests {
  static var catalogs: [URL] {
    Fixtures.shared.map { Fixtures.files(under: $0.appendingPathComponent("corpus/catalogs"), suffix: ".xcstrings") } ?? []
  }

  /// Writes a compiled language as `<folder>/<lang>.lproj/Localizable.*`.
  static func write(_ table: CompiledTable, into folder: URL) throws -> String {
    let lproj = folder.appendingPathComponent("\(table.language).lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try Data(table.stringsFile).write(to: lproj.appendingPathComponent("Localizable.strings"))
    if let stringsdict = table.stringsdictFile {
      try Data(stringsdict).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
    }
    return lproj.path
  }

  @Test(arguments: catalogs)
  func aCompiledLanguageMergesBackWithoutChangeOrConflict(_ url: URL) throws {
    let catalog = try #require(try StringCatalog.parse(file: url.path).catalog)
    #expect(!CatalogMerge().merge(catalog, into: catalog).report.changesCatalog)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catmerge-corpus-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for table in CatalogCompiler.compile(catalog).tables where table.language != catalog.sourceLanguage && !table.isEmpty {
      let path = try Self.write(table, into: folder)
      let source = try CatalogMergeSource.load(path, table: "Localizable", sourceLanguage: catalog.sourceLanguage).get()
      let result = CatalogMerge().merge(source.catalog, into: catalog)
      #expect(!result.report.changesCatalog, "\(url.lastPathComponent) [\(table.language)]: \(result.report.taken.prefix(3))")
      #expect(
        result.report.conflicts.isEmpty, "\(url.lastPathComponent) [\(table.language)]: \(result.report.conflicts.prefix(3))")
      #expect(result.report.unknownKeys.isEmpty, "\(url.lastPathComponent) [\(table.language)]")
    }
  }

  @Test func aReturnedTableWithEditsOnWhisky() throws {
    let url = try #require(Self.catalogs.first { $0.path.contains("Whisky") })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catmerge-whisky-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("Localizable.xcstrings")
    try FileManager.default.copyItem(at: url, to: target)
    let original = try FileReader.read(target.path)
    let catalog = try #require(StringCatalog.parse(original, path: target.path).catalog)
    let french = try #require(CatalogCompiler.compile(catalog, languages: ["fr"]).tables.first)
    // The translator changes one reviewed value, translates two `new` ones, adds a key.
    var strings = french.strings
    #expect(strings[StringsText("button.pin")] == StringsText("Épingler"))
    strings[StringsText("button.pin")] = StringsText("Épingler ici")
    var text = strings.keys.sorted().map { "\(StringsEscaping.quoted($0)) = \(StringsEscaping.quoted(strings[$0] ?? $0));\n" }
      .joined()
    text +=
      "\"config.avx\" = \"Annoncer la prise en charge AVX\";\n\"config.dxr\" = \"Lancer de rayons DirectX\";\n\"brand.new.key\" = \"Nouvelle clé\";\n"
    let lproj = folder.appendingPathComponent("fr.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))

    let dry = try CatalogMergeRun(merge: CatalogMerge(), isDryRun: true).run(catalog: target.path, sources: [lproj.path])
    #expect(dry.diagnostics.filter { $0.severity == .error }.map(\.ruleID) == ["merge-conflict"])
    #expect(try FileReader.read(target.path) == original)
    #expect(dry.total.taken.map(\.place.key).sorted() == ["config.avx", "config.dxr"])
    #expect(dry.total.keptConflicts.map(\.place.key) == ["button.pin"])
    #expect(dry.total.unknownKeys.map(\.key) == ["brand.new.key"])

    let report = try CatalogMergeRun(merge: CatalogMerge()).run(catalog: target.path, sources: [lproj.path])
    #expect(report.isWritten)
    let merged = try FileReader.read(target.path)
    let after = try #require(StringCatalog.parse(merged, path: "m").catalog)
    #expect(after.encoded() == merged)
    // Only the two taken units differ, line for line.
    let oldLines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let newLines = String(decoding: merged, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(oldLines.count == newLines.count)
    #expect(zip(oldLines, newLines).filter { $0 != $1 }.count == 4)  // state and value of each
    let again = try CatalogMergeRun(merge: CatalogMerge()).run(catalog: target.path, sources: [lproj.path])
    #expect(!again.isChanged && !again.isWritten)
  }
}
