import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// A catalog `extract` creates gets its sourceLanguage by lint's order: `--source-language`, else
/// the project's development region, else `en`; `-v` says which.
@Suite struct CatalogSourceLanguageTests {
  static let xcode = DevelopmentRegion(language: "de", origin: .xcodeProject, file: "App.xcodeproj/project.pbxproj")

  @Test func theOrder() {
    #expect(
      BaseLanguage.newCatalogSourceLanguage(configured: "fr", developmentRegion: Self.xcode)
        == BaseLanguage(language: "fr", source: .configured))
    #expect(
      BaseLanguage.newCatalogSourceLanguage(configured: nil, developmentRegion: Self.xcode)
        == BaseLanguage(language: "de", source: .developmentRegion(Self.xcode)))
    // A catalog names languages by code: the old folder name English is en.
    let old = DevelopmentRegion(language: "English", origin: .xcodeProject, file: "Old.xcodeproj/project.pbxproj")
    #expect(BaseLanguage.newCatalogSourceLanguage(configured: nil, developmentRegion: old).language == "en")
    #expect(
      BaseLanguage.newCatalogSourceLanguage(configured: nil, developmentRegion: nil)
        == BaseLanguage(language: "en", source: .defaultSourceLanguage))
  }

  /// A project folder with an `.xcodeproj` naming `region` (or broken bytes) and one Swift file.
  static func project(pbxproj: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-source-\(UUID().uuidString)")
    let projectFolder = root.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
    try Data(pbxproj.utf8).write(to: projectFolder.appendingPathComponent("project.pbxproj"))
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try Data("let s = String(localized: \"Hallo\")\n".utf8).write(to: root.appendingPathComponent("Sources/App.swift"))
    return root
  }

  static func sourceLanguage(ofCatalogIn root: URL) throws -> String? {
    let data = try Data(contentsOf: root.appendingPathComponent("Localizable.xcstrings"))
    return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["sourceLanguage"] as? String
  }

  @Test func extractTakesTheProjectsRegion() throws {
    let root = try Self.project(pbxproj: "{ objects = { 1 = { developmentRegion = de; }; }; }\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let output = try CommandRunner.run(["extract", "-v", "-o", "Localizable.xcstrings", "Sources"], in: root)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(try Self.sourceLanguage(ofCatalogIn: root) == "de")
    #expect(
      output.stderr.contains("source language of new catalogs: de: developmentRegion in App.xcodeproj/project.pbxproj"),
      "\(output.stderr)")
  }

  @Test func sourceLanguageOptionWins() throws {
    let root = try Self.project(pbxproj: "{ objects = { 1 = { developmentRegion = de; }; }; }\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let output = try CommandRunner.run(
      ["extract", "--source-language", "fr", "-o", "Localizable.xcstrings", "Sources"], in: root)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(try Self.sourceLanguage(ofCatalogIn: root) == "fr")
    #expect(!output.stderr.contains("warning:"))
  }

  @Test func aBrokenProjectIsAWarningAndEnIsUsed() throws {
    let root = try Self.project(pbxproj: "\u{FFFD} garbage { objects = ( ;")
    defer { try? FileManager.default.removeItem(at: root) }
    let output = try CommandRunner.run(["extract", "-v", "-o", "Localizable.xcstrings", "Sources"], in: root)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.contains("warning: App.xcodeproj/project.pbxproj has no developmentRegion"), "\(output.stderr)")
    #expect(try Self.sourceLanguage(ofCatalogIn: root) == "en")
  }
}
