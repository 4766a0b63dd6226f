import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct LintConfigurationTests {
  func decode(_ json: String) throws -> LintConfiguration {
    let directory = try LintFixture.temporaryDirectory("config")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(".lstrings.json").path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return try LintConfiguration.load(contentsOf: path)
  }

  @Test func readsEverySetting() throws {
    let settings = try decode(
      #"{"base": "Base", "strict": true, "enable": ["untranslated"], "disable": ["obsolete-key"], "reporter": "json"}"#
    )
    #expect(settings.base == "Base")
    #expect(settings.strict)
    #expect(
      try settings.enabledRules()
        == LintRules.enabledByDefault.union(["untranslated"]).subtracting(["obsolete-key"]))
    #expect(try settings.reportFormat() == .json)
  }

  @Test func anUnknownSettingOrRuleOrReporterIsAProblemThatListsTheValidOnes() throws {
    #expect(throws: LintConfiguration.Problem.self) { try decode(#"{"stric": true}"#) }
    var settings = LintConfiguration()
    settings.enable = ["no-such-rule"]
    #expect {
      try settings.enabledRules()
    } throws: { error in
      "\(error)".contains("unknown rule 'no-such-rule'")
        && "\(error)".contains("missing-translation")
    }
    settings = LintConfiguration()
    settings.reporter = "xml"
    #expect(throws: LintConfiguration.Problem.self) { try settings.reportFormat() }
    #expect(throws: LintConfiguration.Problem.self) { try decode("{not json") }
  }

  @Test func theCommandLineWinsOverTheFile() throws {
    var file = LintConfiguration()
    file.disable = ["obsolete-key"]
    file.enable = ["untranslated"]
    file.base = "en"
    var flags = LintConfiguration()
    flags.enable = ["obsolete-key"]
    flags.disable = ["untranslated"]
    flags.base = "Base"
    let merged = file.overridden(by: flags)
    let rules = try merged.enabledRules()
    #expect(rules.contains("obsolete-key"))
    #expect(!rules.contains("untranslated"))
    #expect(merged.base == "Base")
  }

  @Test func aRunUsesTheFileAboveItsFirstPathWithSourcesRelativeToTheFile() throws {
    let root = try LintFixture.temporaryDirectory("resolve")
    defer { try? FileManager.default.removeItem(at: root) }
    let resources = root.appendingPathComponent("App/Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try #"{"sources": ["Sources"], "base": "en"}"#.write(
      to: root.appendingPathComponent(".lstrings.json"), atomically: true, encoding: .utf8)
    var flags = LintConfiguration()
    flags.strict = true
    let (settings, file) = try LintConfiguration.resolve(paths: [resources.path], settingsFile: nil, commandLine: flags)
    let folder = try #require(file).dropLast("/.lstrings.json".count)
    #expect(settings.sources == ["\(folder)/Sources"])
    #expect(settings.base == "en")
    #expect(settings.strict)
    // An explicit settings file that does not exist is a problem, not silently ignored.
    #expect(throws: LintConfiguration.Problem.self) {
      try LintConfiguration.resolve(paths: ["."], settingsFile: root.appendingPathComponent("none.json").path, commandLine: flags)
    }
  }

  @Test func theNearestSettingsFileAboveADirectoryIsFound() throws {
    let root = try LintFixture.temporaryDirectory("find")
    defer { try? FileManager.default.removeItem(at: root) }
    let nested = root.appendingPathComponent("App/Resources")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try "{}".write(
      to: root.appendingPathComponent(".lstrings.json"), atomically: true, encoding: .utf8)
    #expect(
      LintConfiguration.find(from: nested.path)
        == root.appendingPathComponent(".lstrings.json").standardizedFileURL.path)
  }
}
