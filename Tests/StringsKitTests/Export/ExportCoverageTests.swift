import Foundation
import Testing

@testable import StringsFormats
@testable import StringsKit

/// An export never passes for the whole project when it is not: a project with nothing to export
/// is refused (`nothing-to-export`, nothing written), and each localizable file the export does not
/// carry is named at its path (`unexported-file`).
@Suite struct ExportCoverageTests {
  static func project(_ files: [String: String]) throws -> String {
    let root = try LintFixture.temporaryDirectory("export-coverage").path
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    	<key>CFBundleIdentifier</key>
    	<string>com.example.app</string>
    	<key>NSCameraUsageDescription</key>
    	<string>Scans receipts</string>
    </dict>
    </plist>

    """

  @Test func emptyFolderIsRefused() throws {
    let root = try Self.project([:])
    defer { try? FileManager.default.removeItem(atPath: root) }
    do {
      _ = try LocalizationExport.load(root: root)
      Issue.record("an empty project was exported")
    } catch let refusal as ExportRefusal {
      #expect(refusal.diagnostics.map(\.ruleID) == ["nothing-to-export"])
      #expect(refusal.diagnostics.first?.location == StringsSourceLocation(file: root, line: 1, column: 1))
      #expect(refusal.diagnostics.first?.severity == .error)
    }
  }

  /// Only files of kinds the export does not carry: refused, and each named.
  @Test func projectWithOnlyUnexportedFilesIsRefusedAndEachIsNamed() throws {
    let root = try Self.project([
      "App/de.lproj/Localizable.strings": "\"a\" = \"b\";\n",
      "App/Base.lproj/Intents.intentdefinition": "<plist/>\n",
      "App/Info.plist": Self.infoPlist,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    do {
      _ = try LocalizationExport.load(root: root)
      Issue.record("a project with nothing exportable was exported")
    } catch let refusal as ExportRefusal {
      let found = refusal.diagnostics.map {
        "\(LocalizationExport.relative($0.location.file, to: root)):\($0.location.line) \($0.ruleID)"
      }
      #expect(
        found == [
          "\(root):1 nothing-to-export", "App/Base.lproj/Intents.intentdefinition:1 unexported-file",
          "App/Info.plist:6 unexported-file",
          "App/de.lproj/Localizable.strings:1 unexported-file",
        ])
      #expect(refusal.diagnostics[0].message.contains("3 localizable files of kinds it does not carry yet"))
    }
  }

  /// Exported tables, their translations and Base storyboards with their tables are not reported;
  /// the rest is, and the export goes on.
  @Test func exportGoesOnAndNamesWhatItLeavesOut() throws {
    let root = try Self.project([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n",
      "App/de.lproj/Other.strings": "\"o\" = \"O\";\n",
      "App/Base.lproj/Main.storyboard": InterfaceBuilderExportTests.storyboard,
      "App/de.lproj/Main.strings": "\"vc1-Aa-001.title\" = \"Anmelden\";\n",
      "App/Base.lproj/Legacy.strings": "\"l\" = \"L\";\n",
      "App/fr.lproj/Screen.xib": "<document/>\n",
      "Sources/Fixture.strings": "\"x\" = \"y\";\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    #expect(export.tables.map(\.original) == ["App/Base.lproj/Main.storyboard", "App/en.lproj/Localizable.strings"])
    let named = export.warnings.map { LocalizationExport.relative($0.location.file, to: root) }
    #expect(named == ["App/Base.lproj/Legacy.strings", "App/de.lproj/Other.strings", "App/fr.lproj/Screen.xib"])
    #expect(export.warnings.allSatisfy { $0.ruleID == "unexported-file" && $0.severity == .warning })
  }

  /// An Info.plist is not reported when the development language's InfoPlist.strings is exported.
  @Test func infoPlistWithItsTableIsNotReported() throws {
    let root = try Self.project([
      "App/Info.plist": Self.infoPlist,
      "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scans receipts\";\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(try LocalizationExport.load(root: root).warnings.isEmpty)
  }
}
