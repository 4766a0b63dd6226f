import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lint` as one library call (`LintRun.lint(_:allowsEmpty:consumer:)`): what the front end used
/// to do between two library calls (the development region searched, its warnings said, the
/// progress step) now reaches it through the consumer, in the library's order.
@Suite struct LintRunConsumerTests {
  /// What a consumer was handed, in order.
  final class Events {
    var lines: [String] = []

    var consumer: CommandConsumer {
      CommandConsumer(
        step: { step, body in
          self.lines.append("step \(step.verb) \(step.count) \(step.noun)")
          body()
        },
        regionSearched: { search in self.lines += search.warnings.map { "region: " + $0 } },
        diagnostics: { diagnostics in self.lines += diagnostics.map { "diagnostic: " + $0.message } },
        warning: { self.lines.append("warning: " + $0) })
    }
  }

  static func project(manifestRegion: String) throws -> URL {
    let folder = try LintFixture.temporaryDirectory("consumer")
    // A repository's root: the search for a development region stops here.
    try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let manifest = "let package = Package(name: \"App\", defaultLocalization: \"\(manifestRegion)\")\n"
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
    for (language, value) in [("en", "Hello"), ("fr", "Bonjour")] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data("\"hello\" = \"\(value)\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
    return folder
  }

  @Test func theRegionSearchReachesTheConsumerBeforeTheCheckingStep() throws {
    let folder = try Self.project(manifestRegion: "de")
    defer { try? FileManager.default.removeItem(at: folder) }
    var run = try LintRun(paths: [folder.path], settingsFile: nil, commandLine: LintConfiguration())
    let events = Events()
    let outcome = try #require(try run.lint([folder.path], allowsEmpty: false, consumer: events.consumer))
    // Package.swift names de, which has no table: said once, then lint falls back to en.
    #expect(
      events.lines == [
        "region: \(folder.path)/Package.swift names defaultLocalization de, but no table is in de.lproj: each table's base is the first of Base, en, English it has",
        "step checking 2 file",
      ])
    #expect(outcome.project.languages == ["en", "fr"])
    #expect(outcome.report.comparisons.map { $0.base?.language } == ["en"])
    #expect(outcome.report.diagnostics.isEmpty)
  }

  @Test func aRegionWithATableIsUsedWithoutAWord() throws {
    let folder = try Self.project(manifestRegion: "fr")
    defer { try? FileManager.default.removeItem(at: folder) }
    var run = try LintRun(paths: [folder.path], settingsFile: nil, commandLine: LintConfiguration())
    let events = Events()
    let outcome = try #require(try run.lint([folder.path], allowsEmpty: false, consumer: events.consumer))
    #expect(events.lines == ["step checking 2 file"])
    #expect(outcome.report.comparisons.map { $0.base?.language } == ["fr"])
  }

  @Test func nothingToCheckIsNilUnlessAllowed() throws {
    let folder = try LintFixture.temporaryDirectory("consumer-empty")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var run = try LintRun(paths: [folder.path], settingsFile: nil, commandLine: LintConfiguration())
    let events = Events()
    #expect(try run.lint([folder.path], allowsEmpty: false, consumer: events.consumer) == nil)
    // Nothing was searched or checked: no step, no warning.
    #expect(events.lines.isEmpty)
    let allowed = try #require(try run.lint([folder.path], allowsEmpty: true, consumer: events.consumer))
    #expect(allowed.project.isEmpty)
    #expect(events.lines == ["step checking 0 file"])
  }

  @Test func aMissingPathThrows() throws {
    var run = try LintRun(paths: ["/nonexistent"], settingsFile: nil, commandLine: LintConfiguration())
    #expect(throws: FileEnumerator.MissingPath.self) {
      try run.lint(["/nonexistent/App"], allowsEmpty: true, consumer: CommandConsumer())
    }
  }
}
