import Foundation
import Testing

/// The library's answers carry no flag; the commands name their own (`lint -v`, `coverage -v`,
/// `merge -v`, the development region warnings).
@Suite struct FlagWordsCommandTests {
  @Test func lintVerboseNamesBaseWhereItHelps() throws {
    let folder = "Tests/Fixtures/BaseLanguage/BadProject"
    let lint = try CommandRunner.run(["lint", "-v", folder])
    #expect(
      lint.stderr.contains(
        "warning: no development region found: each table's base is the first of Base, en, English it has (choose one with --base)\n"
      ), "\(lint.stderr)")
    #expect(
      lint.stderr.contains(
        "base Base (the first of Base, en, English; en.lproj also exists and no development region was found: if Base.lproj is stale, pass --base en)"
      ), "\(lint.stderr)")
    let configured = try CommandRunner.run(["lint", "-v", "--base", "en", folder])
    #expect(
      configured.stderr.contains("Localizable.strings: base en (from --base), compared with Base\n"), "\(configured.stderr)")
    let missing = try CommandRunner.run(["lint", "-v", "--base", "fr", folder])
    #expect(
      missing.stderr.contains("no base language, it has no fr.lproj (--base fr); per-file checks only"), "\(missing.stderr)")
  }

  @Test func coverageNamesTheRegionFlagItWasGiven() throws {
    let folder = "Tests/Fixtures/BaseLanguage/XcodeProject/App"
    let given = try CommandRunner.run(["coverage", "-v", "--development-region", "de", folder])
    #expect(given.stderr.contains("base de: from --development-region"), "\(given.stderr)")
    let configured = try CommandRunner.run(["coverage", "-v", "--base", "en", folder])
    #expect(configured.stderr.contains("base en: from --base"), "\(configured.stderr)")
  }

  @Test func extractNamesItsOwnFlag() throws {
    let root = try CatalogSourceLanguageTests.project(pbxproj: "{ objects = { 1 = { developmentRegion = de; }; }; }\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let output = try CommandRunner.run(
      ["extract", "-v", "--source-language", "fr", "-o", "Localizable.xcstrings", "Sources"], in: root)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.contains("source language of new catalogs: fr: from --source-language\n"), "\(output.stderr)")
    #expect(!output.stderr.contains("--base"), "\(output.stderr)")
  }
}
