import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Lints every real app in `../shared/corpus`, rebuilt as the `.lproj` folders it came from:
/// `strings/<owner>__<repo>/<path with / as __>` becomes `<repo>/head/<path>`, and each
/// `history__<commit>__<path>` file `<repo>/history-<commit>/<path>`, so that old and new
/// versions of a file are never mistaken for two languages of one app.
@Suite(.enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissingMessage)"))
struct CorpusLintTests {
  struct App {
    var name: String
    var root: URL
    /// Tree-relative path → what CoreFoundation loads (`*.expected.json`: JSON, or `ERROR: …`).
    var oracle: [String: String]
  }

  static func rebuild() throws -> (URL, [App]) {
    let corpus = try #require(Fixtures.shared).appendingPathComponent("corpus/strings")
    let root = try LintFixture.temporaryDirectory("corpus")
    let manager = FileManager.default
    var apps: [App] = []
    for repository in try manager.contentsOfDirectory(atPath: corpus.path).sorted() {
      let source = corpus.appendingPathComponent(repository)
      var app = App(name: repository, root: root.appendingPathComponent(repository), oracle: [:])
      for name in try manager.contentsOfDirectory(atPath: source.path).sorted()
      where name.hasSuffix(".strings") {
        var tree = "head"
        var flat = Substring(name)
        if name.hasPrefix("history__") {
          let parts = name.split(separator: "__", maxSplits: 2, omittingEmptySubsequences: false)
          tree = "history-\(parts[1])"
          flat = parts[2]
        }
        let relative = tree + "/" + flat.replacingOccurrences(of: "__", with: "/")
        let destination = app.root.appendingPathComponent(relative)
        try manager.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: source.appendingPathComponent(name), to: destination)
        app.oracle[destination.path] = try String(
          contentsOf: source.appendingPathComponent(name + ".expected.json"), encoding: .utf8)
      }
      apps.append(app)
    }
    return (root, apps)
  }

  @Test func everyRealAppLintsWithoutACrashAndConsistentlyWithCoreFoundation() throws {
    let (root, apps) = try Self.rebuild()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(apps.count >= 10)
    var all: [StringsDiagnostic] = []
    for app in apps {
      // A walk passes over .framework bundles (vendored code); Sparkle's own are named, as its
      // maintainers would name them.
      let frameworks = Set(
        app.oracle.keys.compactMap { path in path.range(of: ".framework/").map { String(path[..<$0.lowerBound]) + ".framework" } }
      )
      let project = try LocalizationProject.discover([app.root.path] + frameworks.sorted())
      #expect(project.files.count == app.oracle.count, "\(app.name)")
      let report = Linter().lint(project)
      // The same findings whatever the order the files are given in.
      let reversed = Linter().lint(LocalizationProject(files: project.files.map(\.path).reversed()))
      #expect(reversed.diagnostics == report.diagnostics, "\(app.name)")
      for diagnostic in report.diagnostics {
        #expect(
          LintRules.rule(id: diagnostic.ruleID) != nil, "undeclared rule \(diagnostic.ruleID)")
        #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
      }
      for (path, oracle) in app.oracle {
        let here = report.diagnostics.filter { $0.location.file == path }
        if oracle.hasPrefix("ERROR") {
          // CF rejects the file: lint says so, and compares nothing against its empty table.
          #expect(here.contains { $0.ruleID == "parse-error" }, "\(path): CF rejects it")
          #expect(
            !here.contains { LintRules.rule(id: $0.ruleID)?.description.scope == .translation },
            "\(path)")
        } else {
          #expect(!here.contains { $0.ruleID == "parse-error" }, "\(path): CF loads it")
        }
      }
      all += report.diagnostics
    }
    // Spot checks, read off the files by hand.
    // Sparkle uk: the value starts with "%У" — a `%` before a Cyrillic letter.
    #expect(
      all.contains {
        $0.ruleID == "invalid-placeholder"
          && $0.location.file.hasSuffix("head/Sparkle/uk.lproj/Sparkle.strings")
          && $0.message.contains("'%У'")
      })
    // iina ar line 63: "eq.preset.increase_bass" = "";
    #expect(
      all.contains {
        $0.ruleID == "empty-value"
          && $0.location.file.hasSuffix("head/iina/ar.lproj/Localizable.strings")
          && $0.location.line == 63
      })
    // MonitorControl's storyboard tables say "0%, 25%, 50%, 75% and 100%": prose, not placeholders.
    #expect(
      !all.contains {
        $0.ruleID == "invalid-placeholder" && $0.location.file.contains("MonitorControl/UI/")
      })
  }
}
