import Foundation
import Testing

@testable import StringsFormats
@testable import StringsKit

/// Export against Xcode 27.0's own exports: Murzav/xcstrings-mcp `tests/fixtures/apple_xcode27`
/// keeps catalogs built to cover every shape with the XLIFF `xcodebuild -exportLocalizations`
/// wrote from them (`exported.xliff`, byte for byte Xcode's; the corpus's manifest.json has their
/// SHA-256). Each case's catalog is exported to the language of Xcode's file and compared byte for
/// byte. The corpus is third-party data, read where it is: set `LSTRINGS_XCODE27_FIXTURES` to a
/// checkout's `tests/fixtures/apple_xcode27` folder; the suite skips with a message otherwise.
@Suite(.enabled(if: XcodeExportCorpus.folder != nil, "\(XcodeExportCorpus.missingMessage)"))
struct XcodeExportCorpusTests {
  @Test(arguments: XcodeExportCorpus.cases)
  func exportIsXcodesByteForByte(_ name: String) throws {
    let folder = try #require(XcodeExportCorpus.folder).appendingPathComponent(name).path
    let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/exported.xliff")))
    let language = try #require(XcodeExportCorpus.targetLanguage(in: expected))
    let export = try XcodeExportCorpus.export(of: folder)
    let written = XLIFFWriter.write(export.document(for: language))
    if written != expected {
      let lines = zip(
        String(decoding: written, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false),
        String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false))
      let first = lines.enumerated().first { $0.element.0 != $0.element.1 }
      Issue.record(
        "\(name): first difference at line \((first?.offset ?? 0) + 1): lstrings \(String(describing: first?.element.0)), Xcode \(String(describing: first?.element.1))"
      )
    }
  }
}

/// Xcode's `Source Contents/` copy of a catalog is the catalog reduced to its source language, in
/// Xcode's bytes: `source-custom.xcstrings` is that copy of the project's Custom.xcstrings.
@Suite(.enabled(if: XcodeExportCorpus.folder != nil, "\(XcodeExportCorpus.missingMessage)"))
struct XcodeSourceContentsTests {
  @Test func catalogIsReducedAsXcodeReducesIt() throws {
    let folder = try #require(XcodeExportCorpus.folder).appendingPathComponent("positive/multiple-catalogs").path
    let project = try #require(try StringCatalog.parse(file: folder + "/expected-custom-after-import.xcstrings").catalog)
    let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/source-custom.xcstrings")))
    #expect(project.languages == ["en", "fr"])
    #expect(project.reducedToSourceLanguage.encoded() == expected)
  }
}

/// Where the corpus is, its cases, and each case's catalogs as an export.
enum XcodeExportCorpus {
  static let variable = "LSTRINGS_XCODE27_FIXTURES"
  static let missingMessage =
    "Xcode 27 export corpus absent: set \(variable) to Murzav/xcstrings-mcp's tests/fixtures/apple_xcode27"

  static var folder: URL? {
    guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return nil }
    return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
  }

  /// Every case folder that holds a catalog and Xcode's export of it.
  static var cases: [String] {
    guard let corpus = folder else { return [] }
    var found: [String] = []
    for group in ["positive", "behavior", "negative"] {
      let folder = corpus.appendingPathComponent(group)
      for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
        let path = folder.appendingPathComponent(name).path
        let manager = FileManager.default
        let hasCatalog =
          manager.fileExists(atPath: path + "/source.xcstrings")
          || manager.fileExists(atPath: path + "/expected-after-import.xcstrings")
        if hasCatalog && manager.fileExists(atPath: path + "/exported.xliff") { found.append(group + "/" + name) }
      }
    }
    return found
  }

  /// The case's catalogs as Xcode's project held them: `source.xcstrings` as Localizable.xcstrings
  /// (the import result where the corpus keeps only that: the same bytes, per its manifest), and
  /// `expected-custom-after-import.xcstrings` as Custom.xcstrings (the corpus keeps the project's
  /// Custom catalog only as the import left it, which exported the same XLIFF, and as Xcode's
  /// `Source Contents/` copy, `source-custom.xcstrings`).
  static func export(of folder: String) throws -> LocalizationExport {
    var tables: [ExportedTable] = []
    let manager = FileManager.default
    let localizable =
      manager.fileExists(atPath: folder + "/source.xcstrings")
      ? folder + "/source.xcstrings" : folder + "/expected-after-import.xcstrings"
    let custom = folder + "/expected-custom-after-import.xcstrings"
    for (path, original) in [(localizable, "Localizable.xcstrings"), (custom, "Custom.xcstrings")]
    where manager.fileExists(atPath: path) {
      let catalog = try #require(try StringCatalog.parse(file: path).catalog)
      tables.append(ExportedTable(original: original, path: path, content: .catalog(catalog)))
    }
    return LocalizationExport(
      root: folder, tables: LocalizationExport.sortedForExport(tables), developmentRegion: "en", container: nil,
      tool: .defaultExportStamp)
  }

  /// The first `target-language="…"` of an XLIFF.
  static func targetLanguage(in bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let start = text.range(of: "target-language=\"") else { return nil }
    return text[start.upperBound...].split(separator: "\"").first.map(String.init)
  }
}
