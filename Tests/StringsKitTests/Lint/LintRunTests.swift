import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// What `lint` decides before it checks anything, now in the library: the settings resolved once,
/// the reporter as a value, the code scanned only for a rule that compares with it, and base
/// language answers that name no flag.
@Suite struct LintRunTests {
  static func settingsFolder(_ json: String) throws -> URL {
    let folder = try LintFixture.temporaryDirectory("run")
    try Data(json.utf8).write(to: folder.appendingPathComponent(LintConfiguration.fileName))
    return folder
  }

  @Test func theReporterIsAValueThatWinsOverTheSettingsFile() throws {
    let folder = try Self.settingsFolder(#"{ "reporter": "json", "strict": true }"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fromFile = try LintRun(paths: [folder.path], settingsFile: nil, commandLine: LintConfiguration())
    #expect(fromFile.format == .json)
    #expect(fromFile.settings.strict)
    #expect(fromFile.settingsFile?.hasSuffix(LintConfiguration.fileName) == true)
    let given = try LintRun(paths: [folder.path], settingsFile: nil, commandLine: LintConfiguration(), reporter: .sarif)
    #expect(given.format == .sarif)
    // No file, no reporter: xcode.
    #expect(try LintRun(paths: ["/nonexistent"], settingsFile: nil, commandLine: LintConfiguration()).format == .xcode)
  }

  @Test func anUnknownReporterOrRuleIsAProblem() throws {
    let folder = try Self.settingsFolder(#"{ "reporter": "html" }"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: LintConfiguration.Problem.self) {
      try LintRun(paths: [folder.path], settingsFile: nil, commandLine: LintConfiguration())
    }
    // A reporter given on top settles it: the file's name is never looked up.
    #expect(
      try LintRun(paths: [folder.path], settingsFile: nil, commandLine: LintConfiguration(), reporter: .github).format == .github)
    var unknownRule = LintConfiguration()
    unknownRule.enable = ["no-such-rule"]
    #expect(throws: LintConfiguration.Problem.self) {
      try LintRun(paths: ["/nonexistent"], settingsFile: nil, commandLine: unknownRule)
    }
  }

  @Test func theCodeIsScannedOnlyForARuleThatComparesWithIt() throws {
    var settings = LintConfiguration()
    settings.sources = ["/nonexistent/Sources"]
    let run = try LintRun(paths: ["/nonexistent"], settingsFile: nil, commandLine: settings)
    #expect(run.comparesWithCode)
    #expect(throws: FileEnumerator.MissingPath.self) { try run.codeUsage() }
    // Both code rules off: the sources are not even looked at.
    settings.disable = [UnusedKeyRule.description.id, UndefinedKeyRule.description.id]
    let off = try LintRun(paths: ["/nonexistent"], settingsFile: nil, commandLine: settings)
    #expect(!off.comparesWithCode)
    #expect(try off.codeUsage() == nil)
    // One of them on is enough.
    settings.disable = [UnusedKeyRule.description.id]
    #expect(try LintRun(paths: ["/nonexistent"], settingsFile: nil, commandLine: settings).comparesWithCode)
    // No sources: nothing to scan.
    #expect(!(try LintRun(paths: ["/nonexistent"], settingsFile: nil, commandLine: LintConfiguration())).comparesWithCode)
  }

  @Test func aConfiguredBaseNeedsNoRegionSearch() {
    let folder = BaseLanguageTests.fixture("MissingRegion")
    #expect(DevelopmentRegion.search(from: folder, languages: ["Base", "en"], configuredBase: "en") == nil)
    let search = DevelopmentRegion.search(from: folder, languages: ["Base", "en"], configuredBase: nil)
    #expect(search?.region == nil)
    #expect(search?.fallsBack == true)
    #expect(search?.warnings.last?.hasSuffix("each table's base is the first of Base, en, English it has") == true)
    // A region found: nothing falls back.
    let found = DevelopmentRegion.search(from: folder, languages: [], configuredBase: nil)
    #expect(found?.region?.language == "fr")
    #expect(found?.fallsBack == false)
  }

  @Test func baseLanguageAnswersNameNoFlag() {
    let given = DevelopmentRegion(language: "de", origin: .given, file: "")
    let texts = [
      BaseLanguage.Source.configured.description, BaseLanguage.Source.defaultSourceLanguage.description,
      BaseLanguage.Source.developmentRegion(given).description, given.origin.settingName,
      DevelopmentRegion.fallbackSentence,
    ]
    #expect(
      texts == [
        "configured", "the default (none configured, no development region found)", "given", "development region",
        "each table's base is the first of Base, en, English it has",
      ])
    #expect(!texts.contains { $0.contains("--") })
  }
}
