import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `scripts/measure-extraction.py` on a small app made here, whose figures are known by
/// construction: the catalog's Xcode-extracted keys are `Hello` (in the code as `Text`),
/// `%lld posts` (the code interpolates a `String`, so extract writes `%@ posts`), `Sign Out`
/// (passed to a `String` parameter, found by neither mode) and `Gone` (not in the code); `Old` is
/// `stale` and `Hand` `manual`, so neither counts for recall.
@Suite(.enabled(if: CorpusGenerator.python != nil && CommandRunner.binary != nil, "needs python3 and a built lstrings"))
struct MeasureScriptTests {
  static let catalog = #"""
    {"sourceLanguage" : "en", "strings" : {
      "%lld posts" : {}, "Gone" : {}, "Hand" : {"extractionState" : "manual"}, "Hello" : {},
      "Old" : {"extractionState" : "stale"}, "Sign Out" : {}
    }, "version" : "1.0"}
    """#

  static let source = #"""
    import SwiftUI

    func log(_ message: String) {}

    struct Home: View {
        let name: String
        var body: some View {
            Text("Hello")
            Text("Hand")
            Text("Extra")
            Text("\(name) posts")
                .onAppear { log("Sign Out") }
        }
    }
    """#

  func run(_ arguments: [String]) throws -> String {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-measure-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try Self.catalog.write(to: app.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
    try Self.source.write(to: app.appendingPathComponent("Sources/Home.swift"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(CorpusGenerator.python))
    process.arguments =
      [
        Fixtures.repositoryRoot.appendingPathComponent("scripts/measure-extraction.py").path, app.path,
        "--catalog", "Localizable.xcstrings", "--sources", "Sources", "--lstrings", try #require(CommandRunner.binary).path,
      ] + arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
  }

  @Test func figures() throws {
    let json = try JSONSerialization.jsonObject(with: Data(try run(["--json"]).utf8)) as? [String: Any]
    let result = try #require((json?["catalogs"] as? [[String: Any]])?.first)
    #expect(result["xcodeExtracted"] as? Int == 4)
    #expect(result["found"] as? Int == 1)
    #expect(result["recall"] as? Double == 0.25)
    #expect(result["extracted"] as? Int == 4)  // Hello, Hand, Extra, %@ posts
    #expect(result["precision"] as? Double == 0.5)  // Extra and %@ posts are not in the catalog
    #expect(result["missed"] as? [String] == ["%lld posts", "Gone", "Sign Out"])
    #expect(result["specifierMismatches"] as? [String: [String]] == ["%lld posts": ["%@ posts"]])
    #expect((result["extra"] as? [[String: String]])?.compactMap { $0["key"] } == ["%@ posts", "Extra"])
    #expect((result["inCatalogNotExtractedByXcode"] as? [[String: String]])?.compactMap { $0["key"] } == ["Hand"])
  }

  @Test func shapes() throws {
    let text = try run(["--shapes"])
    #expect(text.contains("recall:    1/4 = 25.0%"))
    #expect(text.contains(#"log("…")"#))
    #expect(text.contains(#""Sign Out"  Sources/Home.swift:12"#))
    #expect(text.contains("not found as one literal"))
    #expect(text.contains(#""%lld posts" ← "%@ posts""#))
  }
}
