import Foundation
import Testing

/// `lstrings export` end to end: the `.xcloc` layout Xcode writes, its `contents.json` bytes, the
/// catalog reduced to its source language, earlier exports not taken for sources, and usage errors.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct ExportCommandTests {
  static func project() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
    let manager = FileManager.default
    try manager.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
    try manager.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    try Data("{\n\tobjects = {\n\t\tP = {\n\t\t\tisa = PBXProject;\n\t\t\tdevelopmentRegion = en;\n\t\t};\n\t};\n}\n".utf8)
      .write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "comment" : "Greeting",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hallo"
                }
              },
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hello"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    try Data(catalog.utf8).write(to: root.appendingPathComponent("App/Localizable.xcstrings"))
    // An earlier export committed beside the sources is not a source.
    let old = root.appendingPathComponent("Localizations/de.xcloc/Source Contents/App")
    try manager.createDirectory(at: old, withIntermediateDirectories: true)
    try Data(catalog.utf8).write(to: old.appendingPathComponent("Localizable.xcstrings"))
    return root
  }

  @Test func writesXcodesLayout() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try CommandRunner.run(["export", "--lang", "de", "-o", "Localizations", "."], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    let xcloc = root.appendingPathComponent("Localizations/de.xcloc")
    let contents = try String(contentsOf: xcloc.appendingPathComponent("contents.json"), encoding: .utf8)
    #expect(
      contents == """
        {
          "developmentRegion" : "en",
          "project" : "App.xcodeproj",
          "targetLocale" : "de",
          "toolInfo" : {
            "toolBuildNumber" : "27A266a",
            "toolID" : "com.apple.dt.xcode",
            "toolName" : "Xcode",
            "toolVersion" : "27.0"
          },
          "version" : "1.0"
        }
        """)
    let xliff = try String(contentsOf: xcloc.appendingPathComponent("Localized Contents/de.xliff"), encoding: .utf8)
    #expect(xliff.components(separatedBy: "<file ").count == 2)
    #expect(xliff.contains("<file original=\"App/Localizable.xcstrings\" source-language=\"en\" target-language=\"de\""))
    #expect(xliff.contains("<target state=\"translated\">Hallo</target>\n        <note>Greeting</note>"))
    let source = try String(
      contentsOf: xcloc.appendingPathComponent("Source Contents/App/Localizable.xcstrings"), encoding: .utf8)
    #expect(source.contains("\"en\" : {") && !source.contains("\"de\" : {"))
    // Nothing else in the .xcloc: the earlier export's Source Contents are gone.
    let files = FileManager.default.enumerator(atPath: xcloc.path)?.compactMap { $0 as? String }.filter {
      !$0.hasSuffix("/")
        && (try? FileManager.default.attributesOfItem(atPath: xcloc.path + "/" + $0)[.type] as? FileAttributeType) == .typeRegular
    }
    #expect(files?.sorted() == ["Localized Contents/de.xliff", "Source Contents/App/Localizable.xcstrings", "contents.json"])
  }

  @Test func stampAndXliffOnly() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try CommandRunner.run(
      ["export", "--lang", "en", "--xliff", "--tool-version", "26.0", "--tool-build", "17A324", "-o", "out", "."], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    let xliff = try String(contentsOf: root.appendingPathComponent("out/en.xliff"), encoding: .utf8)
    #expect(xliff.contains("tool-version=\"26.0\" build-num=\"17A324\"/>"))
    #expect(xliff.contains("<source>Hello</source>\n        <target state=\"translated\">Hello</target>"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/en.xcloc").path))
  }

  @Test func usageErrors() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CommandRunner.run(["export", "-o", "out", "."], in: root).status == 64)
    #expect(try CommandRunner.run(["export", "--lang", "de", "-o", "out", "missing"], in: root).status == 64)
    #expect(try CommandRunner.run(["export", "--lang", "de", "--tool-version", "1", "-o", "out", "."], in: root).status == 64)
  }
}
