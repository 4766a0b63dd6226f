import Foundation
import Testing

@testable import StringsFormats
@testable import StringsKit

/// The `InfoPlist` table Xcode's export generates from a target's Info.plist and build settings
/// (newmarcel/KeepingYouAwake's Xcode 16.4 exports: `App/InfoPlist.xcstrings`, `CFBundleName` from
/// the product name, `INFOPLIST_KEY_…` from the project's `.xcconfig`, the plist editor's key names
/// as notes), on a project written for the test.
@Suite struct InfoPlistExportTests {
  static func pbxproj(prefersCatalogs: Bool) -> String {
    let catalogs = prefersCatalogs ? "LOCALIZATION_PREFERS_STRING_CATALOGS = YES;" : ""
    return """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	objectVersion = 56;
      	objects = {
      		P1 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, T2, T3); };
      		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
      		G1 = {isa = PBXGroup; children = (F1); path = Config; sourceTree = "<group>"; };
      		F1 = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
      		PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release; };
      		PD = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_NSHumanReadableCopyright = "Debug build"; }; name = Debug; };
      		PR = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = { \(catalogs) }; name = Release; };
      		T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; name = App; productType = "com.apple.product-type.application"; };
      		TL1 = {isa = XCConfigurationList; buildConfigurations = (TR1); defaultConfigurationName = Release; };
      		TR1 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; INFOPLIST_KEY_NSCameraUsageDescription = "$(PRODUCT_NAME) scans receipts"; }; name = Release; };
      		T2 = {isa = PBXNativeTarget; buildConfigurationList = TL2; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
      		TL2 = {isa = XCConfigurationList; buildConfigurations = (TR2); };
      		TR2 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Tests/Info.plist; }; name = Release; };
      		T3 = {isa = PBXNativeTarget; buildConfigurationList = TL3; name = "App Launcher"; productType = "com.apple.product-type.application"; };
      		TL3 = {isa = XCConfigurationList; buildConfigurations = (TR3); defaultConfigurationName = Release; };
      		TR3 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Launcher/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; INFOPLIST_KEY_CFBundleDisplayName = "$(MARKETING_NAME)"; }; name = Release; };
      	};
      	rootObject = P1;
      }

      """
  }

  static let xcconfig = """
    // Shared settings
    GENERATE_INFOPLIST_FILE = YES
    INFOPLIST_KEY_NSHumanReadableCopyright = Copyright © 2026 Example. All rights reserved.
    INFOPLIST_KEY_NSHumanReadableCopyright[sdk=macosx*] = Not read: conditional

    """

  static let appInfoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    	<key>CFBundleIdentifier</key>
    	<string>com.example.app</string>
    	<key>NSMicrophoneUsageDescription</key>
    	<string>Records memos</string>
    </dict>
    </plist>

    """

  static func project(prefersCatalogs: Bool, extra: [String: String] = [:]) throws -> String {
    var files = [
      "App.xcodeproj/project.pbxproj": pbxproj(prefersCatalogs: prefersCatalogs),
      "Config/Base.xcconfig": xcconfig,
      "App/Info.plist": appInfoPlist,
      "Tests/Info.plist": appInfoPlist,
    ]
    files.merge(extra) { _, new in new }
    return try ExportCoverageTests.project(files)
  }

  static func block(_ xliff: String, _ original: String) -> String? {
    guard let start = xliff.range(of: "  <file original=\"\(original)\"") else { return nil }
    guard let end = xliff[start.lowerBound...].range(of: "  </file>\n") else { return nil }
    return String(xliff[start.lowerBound..<end.upperBound])
  }

  static func unit(_ id: String, _ source: String, _ note: String, target: String? = nil) -> String {
    """
          <trans-unit id="\(id)" xml:space="preserve">
            <source>\(source)</source>
    \(target.map { "        \($0)\n" } ?? "")        <note>\(note)</note>
          </trans-unit>

    """
  }

  @Test func generatedCatalogFromInfoPlistAndBuildSettings() throws {
    let root = try Self.project(prefersCatalogs: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    #expect(export.tables.map(\.original) == ["App/InfoPlist.xcstrings", "Launcher/InfoPlist.xcstrings"])
    let de = LegacyTableExportTests.xliff(export, "de")
    let tool = #"<tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="27.0" build-num="27A266a"/>"#
    let expected =
      """
        <file original="App/InfoPlist.xcstrings" source-language="en" target-language="de" datatype="plaintext">
          <header>
            \(tool)
          </header>
          <body>

      """
      + Self.unit("CFBundleName", "App", "Bundle name")
      + Self.unit("NSCameraUsageDescription", "App scans receipts", "Privacy - Camera Usage Description")
      + Self.unit(
        "NSHumanReadableCopyright", "Copyright © 2026 Example. All rights reserved.", "Copyright (human-readable)")
      + Self.unit("NSMicrophoneUsageDescription", "Records memos", "Privacy - Microphone Usage Description")
      + "    </body>\n  </file>\n"
    #expect(Self.block(de, "App/InfoPlist.xcstrings") == expected)
    // The launcher's display name names a setting no layer defines: said, not exported.
    let launcher = try #require(Self.block(de, "Launcher/InfoPlist.xcstrings"))
    #expect(launcher.contains("<source>App Launcher</source>") && !launcher.contains("CFBundleDisplayName"))
    let unresolved = export.warnings.filter { $0.key == "CFBundleDisplayName" }
    #expect(unresolved.count == 1 && unresolved.first?.ruleID == "unexported-file")
    // Test bundles are not exported, and their Info.plist is not reported either way.
    #expect(!de.contains("Tests/"))
    // The development language's export repeats each value as a new target.
    let en = LegacyTableExportTests.xliff(export, "en")
    #expect(en.contains("<source>Records memos</source>\n        <target state=\"new\">Records memos</target>"))
  }

  /// Without `LOCALIZATION_PREFERS_STRING_CATALOGS`, the table is `en.lproj/InfoPlist.strings`
  /// beside the Info.plist; a language that has its own `InfoPlist.strings` gives targets.
  @Test func generatedStringsTableTakesTargetsFromTheLanguagesTable() throws {
    let root = try Self.project(
      prefersCatalogs: false, extra: ["App/de.lproj/InfoPlist.strings": "\"NSMicrophoneUsageDescription\" = \"Nimmt auf\";\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    #expect(export.tables.map(\.original) == ["App/en.lproj/InfoPlist.strings", "Launcher/en.lproj/InfoPlist.strings"])
    let de = try #require(Self.block(LegacyTableExportTests.xliff(export, "de"), "App/en.lproj/InfoPlist.strings"))
    #expect(de.hasPrefix(#"  <file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="de""#))
    #expect(de.contains("<source>Records memos</source>\n        <target>Nimmt auf</target>"))
    let fr = try #require(Self.block(LegacyTableExportTests.xliff(export, "fr"), "App/en.lproj/InfoPlist.strings"))
    #expect(fr.hasPrefix(#"  <file original="App/en.lproj/InfoPlist.strings" datatype="plaintext""#))
    #expect(export.warnings.allSatisfy { $0.key == "CFBundleDisplayName" }, "\(export.warnings)")
    // The generated table goes into Source Contents as Xcode writes it.
    let out = try LintFixture.temporaryDirectory("export-infoplist-out").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let xcloc = try XclocWriter.write(export, language: "de", to: out)
    let copy = try FileReader.read(xcloc + "/Source Contents/App/en.lproj/InfoPlist.strings")
    #expect(
      String(decoding: copy, as: UTF8.self) == """
        /* Bundle name */
        "CFBundleName" = "App";

        /* Privacy - Camera Usage Description */
        "NSCameraUsageDescription" = "App scans receipts";

        /* Copyright (human-readable) */
        "NSHumanReadableCopyright" = "Copyright © 2026 Example. All rights reserved.";

        /* Privacy - Microphone Usage Description */
        "NSMicrophoneUsageDescription" = "Records memos";

        """)
  }

  /// A table the project keeps on disk is exported as it is, not generated.
  @Test func tableOnDiskWins() throws {
    let root = try Self.project(
      prefersCatalogs: false, extra: ["App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Mine\";\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    guard case .strings? = export.tables.first(where: { $0.original == "App/en.lproj/InfoPlist.strings" })?.content else {
      Issue.record("the table on disk is not the one exported")
      return
    }
  }

  @Test func buildSettingReferencesResolveThroughTheLayers() {
    let target = XcodeTargetSettings(
      name: "App", productType: "", settings: ["A": "$(B) and ${TARGET_NAME}", "B": "b", "LOOP": "$(LOOP)"])
    #expect(target.value("A") == "b and App")
    #expect(target.expanded("$(PRODUCT_NAME)") == "App")
    #expect(target.expanded("$(NOPE)") == nil)
    #expect(target.value("LOOP") == nil)
    #expect(target.expanded("5 $ off") == "5 $ off")
  }
}
