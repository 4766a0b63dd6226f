import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// A target that generates its Info.plist (`GENERATE_INFOPLIST_FILE`, Xcode 13's default) keeps its
/// permission prompts in `INFOPLIST_KEY_…` build settings: lint compares `InfoPlist.strings` with
/// those when no `Info.plist` file exists (Tests/Fixtures/InfoPlist/project.pbxproj: targets
/// TrailLog, whose Debug configuration asks for the camera, and Widget).
@Suite struct BuildSettingPermissionPromptsTests {
  private func project(_ files: [String: String]) throws -> URL {
    let root = try LintFixture.temporaryDirectory("build-setting-prompts")
    let pbxproj = try Data(contentsOf: Fixtures.url("InfoPlist/project.pbxproj"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("TrailLog.xcodeproj"), withIntermediateDirectories: true)
    try pbxproj.write(to: root.appendingPathComponent("TrailLog.xcodeproj/project.pbxproj"))
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  private func findings(in root: URL) throws -> [StringsDiagnostic] {
    let project = try LocalizationProject.discover([root.path])
    return Linter(enabledRules: ["missing-permission-prompt"]).lint(project).diagnostics
      .filter { $0.ruleID == "missing-permission-prompt" }
  }

  @Test func aTranslationWithoutTheBuildSettingsPromptIsReported() throws {
    let root = try project([
      "TrailLog/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Take a photo of the trail head.\";\n",
      "TrailLog/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Wanderlog\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try findings(in: root)
    #expect(found.map(\.location.file) == [root.path + "/TrailLog/de.lproj/InfoPlist.strings"])
    #expect(
      found.first?.message
        == "the permission prompt NSCameraUsageDescription has no de translation: the system shows \"Take a photo of the trail head.\""
    )
    // The note points at the build setting's line in the project (the Debug configuration's).
    let note = try #require(found.first?.notes.first?.location)
    #expect(note.file.hasSuffix("TrailLog.xcodeproj/project.pbxproj"))
    #expect(note.line == 37)
  }

  @Test func anAppWithoutInfoPlistStringsIsReportedAtTheBuildSetting() throws {
    let root = try project([
      "TrailLog/en.lproj/Localizable.strings": "\"Trails\" = \"Trails\";\n",
      "TrailLog/de.lproj/Localizable.strings": "\"Trails\" = \"Wege\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try findings(in: root)
    #expect(found.count == 1)
    #expect(found.first?.location.file.hasSuffix("TrailLog.xcodeproj/project.pbxproj") == true)
    #expect(found.first?.key == "NSCameraUsageDescription")
  }

  @Test func aTranslatedPromptIsNotReported() throws {
    let root = try project([
      "TrailLog/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Take a photo of the trail head.\";\n",
      "TrailLog/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Fotografiere den Startpunkt.\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try findings(in: root) == [])
  }
}
