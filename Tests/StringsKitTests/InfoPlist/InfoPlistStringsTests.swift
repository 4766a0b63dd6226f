import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct InfoPlistStringsTests {
  private func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Fixtures.url("InfoPlist/\(name)")))
  }

  @Test func keysThatPeopleSee() {
    for key in [
      "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright", "NSCameraUsageDescription",
      "NFCReaderUsageDescription", "NSUserTrackingUsageDescription",
    ] {
      #expect(InfoPlistKeys.isLocalizable(key), "\(key)")
    }
    for key in ["CFBundleIdentifier", "CFBundleShortVersionString", "UsageDescription", "NSAppTransportSecurity"] {
      #expect(!InfoPlistKeys.isLocalizable(key), "\(key)")
    }
    #expect(InfoPlistKeys.isPermissionPrompt("NSMicrophoneUsageDescription"))
    #expect(!InfoPlistKeys.isPermissionPrompt("CFBundleDisplayName"))
  }

  @Test func commentsSpellTheKey() {
    #expect(InfoPlistKeys.comment(for: "NSPhotoLibraryUsageDescription") == "Privacy - Photo Library Usage Description")
    #expect(InfoPlistKeys.comment(for: "NSFaceIDUsageDescription") == "Privacy - Face ID Usage Description")
    #expect(InfoPlistKeys.comment(for: "CFBundleName") == "Bundle name")
  }

  @Test func xmlInfoPlist() throws {
    let table = InfoPlistStrings.read(infoPlist: try bytes("Info.plist"), path: "Info.plist")
    #expect(table.diagnostics.isEmpty)
    let expected = String(decoding: try bytes("InfoPlist.strings"), as: UTF8.self)
    #expect(table.stringsText == expected)
    #expect(table.valuesByKey["NSCameraUsageDescription"]?.location.line == 13)
  }

  /// A binary property list gives the same table (converted here with CoreFoundation).
  @Test func binaryInfoPlist() throws {
    let xml = try bytes("Info.plist")
    let object = try PropertyListSerialization.propertyList(from: Data(xml), format: nil)
    let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    let table = InfoPlistStrings.read(infoPlist: Array(binary), path: "Info.plist")
    #expect(table.entries.map(\.key) == InfoPlistStrings.read(infoPlist: xml, path: "Info.plist").entries.map(\.key))
  }

  @Test func buildSettingsOfOneTarget() throws {
    let table = InfoPlistStrings.read(project: try bytes("project.pbxproj"), path: "project.pbxproj", target: "TrailLog")
    #expect(table.entries.map(\.key) == ["CFBundleDisplayName", "NSCameraUsageDescription"])
    #expect(table.valuesByKey["NSCameraUsageDescription"]?.value == "Take a photo of the trail head.")
    #expect(table.diagnostics.count == 1)
    #expect(table.diagnostics.first?.severity == .warning)
    #expect(table.diagnostics.first?.location.line == 47)
    let widget = InfoPlistStrings.read(project: try bytes("project.pbxproj"), path: "project.pbxproj", target: "Widget")
    #expect(widget.valuesByKey["CFBundleDisplayName"]?.value == "Trail Widget")
  }

  @Test func badInput() {
    #expect(
      InfoPlistStrings.read(infoPlist: Array("<plist><dict><key>".utf8), path: "Info.plist").diagnostics.first?.severity == .error
    )
    #expect(
      InfoPlistStrings.read(infoPlist: Array("<plist version=\"1.0\"><array/></plist>".utf8), path: "Info.plist").diagnostics
        .first?.message.contains("not a dictionary") == true)
    #expect(
      InfoPlistStrings.read(project: Array("{ foo = bar; }".utf8), path: "project.pbxproj").diagnostics.first?.message.contains(
        "not an Xcode project") == true)
    #expect(InfoPlistStrings.read(infoPlistAt: "/nonexistent/Info.plist").diagnostics.count == 1)
  }
}
