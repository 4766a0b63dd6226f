import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

@Suite struct ResourceTableExtractionTests {
  @Test func kindsByName() {
    #expect(ResourceTableExtraction.kind(ofPath: "App/Base.lproj/Main.storyboard") == .interfaceBuilder)
    #expect(ResourceTableExtraction.kind(ofPath: "Cell.xib") == .interfaceBuilder)
    #expect(ResourceTableExtraction.kind(ofPath: "App/Info.plist") == .infoPlist)
    #expect(ResourceTableExtraction.kind(ofPath: "App/App-Info.plist") == .infoPlist)
    #expect(ResourceTableExtraction.kind(ofPath: "App.xcodeproj/") == .xcodeProject)
    #expect(ResourceTableExtraction.kind(ofPath: "App.xcodeproj/project.pbxproj") == .xcodeProject)
    #expect(ResourceTableExtraction.kind(ofPath: "Sources/View.swift") == nil)
    #expect(ResourceTableExtraction.kind(ofPath: "Settings.plist") == nil)
    #expect(ResourceTableExtraction.kind(ofPath: "xib") == nil)
  }

  /// The files `lstrings extract -o Base.lproj Login.storyboard Info.plist` writes: ibtool's table
  /// in UTF-16LE with a BOM by default, InfoPlist.strings; a broken document is reported, gives no
  /// (partial) table, and the others are still written.
  @Test func writesOneTablePerDocumentAndInfoPlist() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-ib-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = directory.appendingPathComponent("Broken.xib")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><window title=\"W\" id=\"1\">".utf8).write(to: broken)
    let paths = [Fixtures.url("InterfaceBuilder/Login.storyboard").path, Fixtures.url("InfoPlist/Info.plist").path, broken.path]
    let (tables, diagnostics) = ResourceTableExtraction.tables(for: paths)
    #expect(tables.map(\.name) == ["Login", "InfoPlist"])
    #expect(diagnostics.contains { $0.severity == .error && $0.location.file == broken.path })
    let output = directory.appendingPathComponent("Base.lproj").path
    let written = try ResourceTableExtraction.write(tables, to: output, encoding: .utf16LittleEndian)
    #expect(written.count == 2)
    let login = try Data(contentsOf: URL(fileURLWithPath: output + "/Login.strings"))
    #expect(Array(login.prefix(2)) == [0xFF, 0xFE])
    let expected = try String(contentsOf: Fixtures.url("InterfaceBuilder/Login.strings"), encoding: .utf8)
    #expect(String(data: login, encoding: .utf16) == expected)
    #expect(FileManager.default.fileExists(atPath: output + "/InfoPlist.strings"))
  }
}
