import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The one-read scan: Swift files read once for the index and the scan (`ProjectSources`), and
/// the landing answers memoized per file, give what the two-read scan gave.
@Suite struct ProjectSourcesTests {
  static let declaring = """
    import SwiftUI
    struct SettingsRow: View {
      init(title: LocalizedStringKey, icon: String) {}
      var body: some View { EmptyView() }
    }
    func postCount() -> Int { 3 }
    """
  static let using = """
    import SwiftUI
    struct Screen: View {
      var body: some View {
        SettingsRow(title: "Sign Out", icon: "gear")
        SettingsRow(title: "Delete", icon: "trash")
        Text("\\(postCount()) posts")
      }
      func log() { print("debug"); print("debug again") }
    }
    """

  /// A project of two files (the declaration in one, its uses in the other) in a fresh directory.
  static func project() throws -> (directory: URL, files: [String]) {
    let directory = try LintFixture.temporaryDirectory("project-sources")
    var files: [String] = []
    for (name, text) in [("Row.swift", declaring), ("Screen.swift", using)] {
      let url = directory.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      files.append(url.path)
    }
    return (directory, files)
  }

  @Test func readsEachSwiftFileOnceAndScansAsTheTwoReadScanDid() throws {
    let (directory, files) = try Self.project()
    defer { try? FileManager.default.removeItem(at: directory) }
    let options = ScanOptions(mode: .runtime)
    let sources = try #require(SourceScanner.projectSources(files, options: options))
    #expect(Set(sources.files.keys) == Set(files))
    #expect(sources.declarations.count == DeclarationIndex.project(files: files).count)

    let oneRead = try SourceScanner.scan(files: files, options: options)
    let twoReads = try SourceScanner.scan(
      files: files, options: options, declarations: DeclarationIndex.project(files: files))
    #expect(oneRead.strings == twoReads.strings)
    #expect(oneRead.diagnostics == twoReads.diagnostics)
    // The landing types come from the other file: the title is a key, the icon is not.
    let keys = oneRead.strings.map(\.key.string)
    #expect(keys == ["Sign Out", "Delete", "%lld posts"])
  }

  @Test func aDirectoryScansAsItsFilesDo() throws {
    let (directory, files) = try Self.project()
    defer { try? FileManager.default.removeItem(at: directory) }
    let options = ScanOptions(mode: .runtime)
    let byDirectory = try SourceScanner.scan(files: [directory.path], options: options)
    let byFiles = try SourceScanner.scan(files: files.sorted(), options: options)
    #expect(byDirectory.strings == byFiles.strings)
    #expect(byDirectory.strings.count == 3)
  }

  @Test func theGenstringsModeReadsNoProjectSources() {
    #expect(SourceScanner.projectSources(["a.swift"], options: ScanOptions(mode: .genstrings)) == nil)
  }

  @Test func memoizedAnswersAreTheIndexAnswersPerArgumentPosition() {
    var types = LandingTypes(declarations: FakeDeclarations.app)
    let title = LiteralLanding.argument(callee: "SettingsRow", labels: ["title"], position: 0, call: 4)
    let icon = LiteralLanding.argument(callee: "SettingsRow", labels: ["icon"], position: 0, call: 4)
    let logged = LiteralLanding.argument(callee: "log", labels: [nil], position: 0, call: 9)
    let elsewhere = LiteralLanding.argument(callee: "SettingsRow", labels: ["title"], position: 0, call: 40)
    for _ in 0..<2 {
      let answers = [title, icon, logged, elsewhere].map { types.isLocalizable(memoizing: $0) }
      #expect(answers == [true, false, false, true])
    }
  }
}
