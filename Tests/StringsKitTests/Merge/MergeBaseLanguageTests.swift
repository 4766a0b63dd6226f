import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `merge` without `--base` compares with the language lint and coverage compare with: the
/// project's development region among the translations' folders, else Base, en, English; `-v`
/// says where the choice came from; an unreadable project file is a warning, never a crash.
@Suite struct MergeBaseLanguageTests {
  static let fixtures = Fixtures.url("BaseLanguage")

  /// A scratch copy of a fixture project (merge writes the translations).
  static func scratch(_ name: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merge-base-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let copy = directory.appendingPathComponent(name)
    try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: copy)
    return copy
  }

  @Test func theDevelopmentRegionWinsOverAStaleBase() throws {
    let app = Self.fixtures.appendingPathComponent("XcodeProject/App").path
    let region = DevelopmentRegion.find(from: app).region
    #expect(region?.language == "en")
    let chosen = try #require(MergePlan.chooseBase(translations: [app], developmentRegion: region))
    #expect(chosen.folder == app + "/en.lproj")
    #expect(chosen.choice.source == .developmentRegion(try #require(region)))
    // Without a region, today's order: Base first.
    #expect(MergePlan.chooseBase(translations: [app], developmentRegion: nil)?.folder == app + "/Base.lproj")
    // Folders named one by one are candidates too; a table file or a missing path is not.
    #expect(
      MergePlan.chooseBase(translations: [app + "/de.lproj", app + "/en.lproj/"], developmentRegion: nil)?.folder
        == app + "/en.lproj")
    #expect(MergePlan.chooseBase(translations: [app + "/de.lproj"], developmentRegion: region) == nil)
    #expect(
      MergePlan.chooseBase(translations: [app + "/en.lproj/Localizable.strings", "/no/such"], developmentRegion: nil) == nil)
    #expect(MergePlan.languages(translations: [app]) == ["Base", "de", "en"])
  }

  @Test func mergeWithoutBaseUsesTheProjectsRegion() throws {
    let project = try Self.scratch("XcodeProject")
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let english = project.appendingPathComponent("App/en.lproj/Localizable.strings")
    try Data("\"title\" = \"Title\";\n\"save\" = \"Save\";\n\"cancel\" = \"Cancel\";\n\"new\" = \"New\";\n".utf8)
      .write(to: english)
    let output = try CommandRunner.run(["merge", "-v", "App"], in: project)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.contains("base: App/en.lproj (developmentRegion in App.xcodeproj/project.pbxproj)"), "\(output.stderr)")
    let german = try String(contentsOf: project.appendingPathComponent("App/de.lproj/Localizable.strings"), encoding: .utf8)
    // en's new key is added; Base's single key would have made save and cancel obsolete instead.
    #expect(german.contains("\"new\" = \"New\";"))
    #expect(german.contains("\"save\" = \"Sichern\";"))
    // Base.lproj is Interface Builder's, not a translation: never a target.
    let base = try String(contentsOf: project.appendingPathComponent("App/Base.lproj/Localizable.strings"), encoding: .utf8)
    #expect(base == "\"title\" = \"Title\";\n")
  }

  @Test func aBrokenProjectFileIsAWarningAndTheFallbackIsUsed() throws {
    let project = try Self.scratch("BadProject")
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let output = try CommandRunner.run(["merge", "-v", "--dry-run", "."], in: project)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.contains("warning: "), "\(output.stderr)")
    #expect(output.stderr.contains("project.pbxproj"))
    #expect(output.stderr.contains("base: ./Base.lproj (the first of Base, en, English)"), "\(output.stderr)")
  }

  @Test func withoutAnyCandidateMergeAsksForBase() throws {
    let project = try Self.scratch("XcodeProject")
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let output = try CommandRunner.run(["merge", "App/de.lproj"], in: project)
    #expect(output.status == 64)
    #expect(output.stderr.contains("give --base"))
  }
}
