import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Every rule's examples, as `docs/lint-rules.md` shows them, linted with that rule alone: a
/// triggering example must be reported exactly at its `↓` markers, a non-triggering one not at
/// all. The page's examples are therefore true, and each rule has at least one test of its own
/// written beside its documentation.
@Suite struct RuleExampleTests {
  /// Rules without an example, and why: a file that cannot be read cannot be written as text.
  static let withoutExample: Set<String> = ["unreadable-file"]

  static let rules = LintRules.all.map { $0.description }

  @Test func everyRuleButTheListedOnesHasATriggeringExample() {
    let missing = Self.rules.filter { $0.triggering.isEmpty }.map(\.id)
    #expect(Set(missing) == Self.withoutExample)
  }

  @Test(arguments: rules.filter { !$0.triggering.isEmpty }.map(\.id))
  func triggeringExamplesReportAtTheirMarkers(id: String) throws {
    let rule = try #require(LintRules.rule(id: id)?.description)
    for (index, example) in rule.triggering.enumerated() {
      let (found, expected) = try Self.lint(example, rule: id, name: "\(id)-\(index)")
      #expect(!expected.isEmpty, "\(id): a triggering example needs a ↓ marker")
      #expect(found == expected, "\(id) example \(index + 1)")
    }
  }

  @Test(arguments: rules.filter { !$0.nonTriggering.isEmpty }.map(\.id))
  func nonTriggeringExamplesReportNothing(id: String) throws {
    let rule = try #require(LintRules.rule(id: id)?.description)
    for (index, example) in rule.nonTriggering.enumerated() {
      #expect(example.files.allSatisfy { !$0.text.contains(RuleExample.marker) })
      let (found, _) = try Self.lint(example, rule: id, name: "\(id)-not-\(index)")
      #expect(found == [], "\(id) non-triggering example \(index + 1)")
    }
  }

  /// An ISO Latin 1 example can only hold characters below U+0100.
  @Test func latin1ExamplesAreLatin1() {
    for rule in Self.rules {
      for file in (rule.triggering + rule.nonTriggering).flatMap(\.files) where file.encoding == .latin1 {
        #expect(file.cleanText.unicodeScalars.allSatisfy { $0.value < 0x100 }, "\(rule.id)")
      }
    }
  }

  /// Writes the example to a fresh folder, lints it with `rule` alone (with `--sources` on the
  /// folder when the example says so) and returns where the rule reported and where the markers
  /// are, each as sorted `path:line:column` with paths relative to the folder.
  static func lint(_ example: RuleExample, rule: String, name: String) throws -> (found: [String], expected: [String]) {
    let found = try diagnostics(of: example, rule: rule, name: name).map { diagnostic in
      "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column)"
    }
    let expected = example.files.flatMap { LintFixture.markers($0.path, $0.text) }
    return (found.sorted(), expected.sorted())
  }

  /// What `lstrings lint --enable RULE` prints for the example in its folder (the xcode reporter).
  static func output(of example: RuleExample, rule: String) throws -> String {
    ReportFormat.xcode.render(try diagnostics(of: example, rule: rule, name: "\(rule)-output"))
  }

  /// The rule's findings on the example, with paths relative to the example's folder.
  static func diagnostics(of example: RuleExample, rule: String, name: String) throws -> [StringsDiagnostic] {
    let folder = try LintFixture.temporaryDirectory("example-\(name)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in example.files {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.bytes).write(to: url)
    }
    let project = try LocalizationProject.discover([folder.path])
    let usage = example.comparesWithCode ? try CodeUsage.scan([folder.path]) : nil
    var linter = Linter(enabledRules: [rule])
    // As `lstrings lint` does: the development region decides the base language.
    linter.developmentRegion =
      DevelopmentRegion.search(from: folder.path, languages: project.languages, configuredBase: nil)?.region
    let prefix = folder.path + "/"
    func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
    return linter.lint(project, usage: usage).diagnostics.filter { $0.ruleID == rule }.map { diagnostic in
      var diagnostic = diagnostic
      diagnostic.location.file = relative(diagnostic.location.file)
      diagnostic.message = diagnostic.message.replacingOccurrences(of: prefix, with: "")
      diagnostic.notes = diagnostic.notes.map { note in
        var note = note
        if let file = note.location?.file { note.location?.file = relative(file) }
        return note
      }
      return diagnostic
    }
  }
}
