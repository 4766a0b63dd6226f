import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// An app that ships several languages but has no `InfoPlist.strings` at all: its permission
/// prompts are in the development language for everyone, said once, at the first prompt.
@Suite struct EnglishOnlyPermissionPromptsTests {
  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>en</string>
    \t<key>NSCameraUsageDescription</key>
    \t<string>Scan a receipt.</string>
    \t<key>NSMicrophoneUsageDescription</key>
    \t<string>Record a voice memo.</string>
    </dict>
    </plist>

    """

  func lint(_ files: [String: String]) throws -> [StringsDiagnostic] {
    let folder = try LintFixture.temporaryDirectory("prompts")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let project = try LocalizationProject.discover([folder.appendingPathComponent("App").path])
    return Linter(enabledRules: ["missing-permission-prompt"]).lint(project).diagnostics
  }

  @Test func promptsWithoutAnyInfoPlistTableAreOneWarning() throws {
    let found = try lint([
      "App/Info.plist": Self.infoPlist,
      "App/Resources/en.lproj/Localizable.strings": "\"Hi\" = \"Hi\";\n",
      "App/Resources/de.lproj/Localizable.strings": "\"Hi\" = \"Hallo\";\n",
      "App/Resources/fr.lproj/Localizable.strings": "\"Hi\" = \"Salut\";\n",
    ])
    #expect(found.count == 1)
    let warning = try #require(found.first)
    #expect(warning.severity == .warning)
    #expect(warning.location.file.hasSuffix("App/Info.plist") && warning.location.line == 7)
    #expect(
      warning.message
        == "the app ships 3 languages (de, en, fr) but no InfoPlist.strings in any of them: its 2 permission prompts (NSCameraUsageDescription, NSMicrophoneUsageDescription) are shown in the development language to every user"
    )
    #expect(warning.notes.count == 1)
  }

  @Test func oneLanguageOrAnInfoPlistTableIsNotThisFinding() throws {
    #expect(
      try lint([
        "App/Info.plist": Self.infoPlist, "App/en.lproj/Localizable.strings": "\"Hi\" = \"Hi\";\n",
      ]).isEmpty)
    // With a table, the per-language check reports what each language lacks instead.
    let found = try lint([
      "App/Info.plist": Self.infoPlist,
      "App/en.lproj/Localizable.strings": "\"Hi\" = \"Hi\";\n",
      "App/de.lproj/Localizable.strings": "\"Hi\" = \"Hallo\";\n",
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Beleg scannen.\";\n",
    ])
    #expect(found.map(\.key) == ["NSMicrophoneUsageDescription"])
  }
}
