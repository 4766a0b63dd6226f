import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// One set of findings, with the awkward cases (a newline, CR, `%`, commas and colons in messages
/// and paths, notes with and without a location, a key with quotes), rendered by every reporter
/// and compared with `Snapshots/Lint/report.<format>`.
@Suite struct LintReporterTests {
  static let diagnostics: [StringsDiagnostic] = [
    StringsDiagnostic(
      severity: .error, ruleID: "parse-error",
      message: "expected ';' after this entry, found '；' (U+FF1B FULLWIDTH SEMICOLON)",
      location: StringsSourceLocation(
        file: "Resources/zh-Hans.lproj/Localizable.strings", line: 11, column: 21),
      notes: [
        StringsDiagnostic.Note(message: "CoreFoundation rejects the whole file: Missing ';' on line 11")
      ]),
    StringsDiagnostic(
      severity: .warning, ruleID: "missing-translation",
      message: "\"Sign Out\" is not translated to de: users see the key",
      location: StringsSourceLocation(file: "App, Inc/de.lproj/Localizable.strings", line: 1, column: 1),
      notes: [
        StringsDiagnostic.Note(
          message: "defined in the base table here",
          location: StringsSourceLocation(
            file: "App, Inc/en.lproj/Localizable.strings", line: 14, column: 1))
      ],
      key: "Sign Out"),
    StringsDiagnostic(
      severity: .error, ruleID: "placeholder-mismatch",
      message:
        "the placeholders of \"Say \\\"hi\\\" 100%%\" differ from en: '%@' reads argument 1 as an object, where en's '%lld' reads an integer",
      location: StringsSourceLocation(file: "App, Inc/de.lproj/Localizable.strings", line: 20, column: 35),
      notes: [
        StringsDiagnostic.Note(
          message: "the en value: \"%lld\"",
          location: StringsSourceLocation(
            file: "App, Inc/en.lproj/Localizable.strings", line: 20, column: 35))
      ],
      key: "Say \"hi\" 100%%"),
    StringsDiagnostic(
      severity: .warning, ruleID: "duplicate-key",
      message: "line one\nline two\r\nline three: 50% done, ok",
      location: StringsSourceLocation(file: "odd:name/fr.lproj/L.strings", line: 3, column: 1), key: "k"),
    StringsDiagnostic(
      severity: .note, ruleID: "mixed-encoding",
      message:
        "this table is UTF-16LE while 2 of the 3 tables are UTF-8; one encoding keeps diffs and tools working",
      location: StringsSourceLocation(file: "odd:name/fr.lproj/L.strings", line: 1, column: 1)),
  ]

  /// Rule metadata for the SARIF golden, fixed here so that editing a rule's documentation does
  /// not change the golden (mixed-encoding is left out: a result whose rule is not listed).
  static let rules = [
    RuleDescription(kind: .parseError, scope: .parser, documentation: "CF rejects the file."),
    RuleDescription(
      kind: .missingTranslation, scope: .translation, documentation: "A base key is absent."),
    RuleDescription(
      kind: .placeholderMismatch, scope: .translation,
      documentation: "Placeholders differ: `%@`, 100%."),
    RuleDescription(
      kind: .duplicateKey, scope: .table, isEnabledByDefault: false, documentation: "A key twice."),
  ]

  static let goldenNames: [ReportFormat: String] = [
    .xcode: "report.xcode.txt", .json: "report.json", .github: "report.github.txt",
    .sarif: "report.sarif.json",
  ]

  @Test(arguments: ReportFormat.allCases)
  func matchesItsGoldenFile(format: ReportFormat) {
    let rendered: String
    switch format {
    case .sarif:
      rendered = SARIFReporter.render(
        Self.diagnostics, rules: Self.rules, toolVersion: "0.0.0-test")
    case .xcode, .json, .github: rendered = format.render(Self.diagnostics)
    }
    let url = Golden.directory.appendingPathComponent(
      "Lint/" + (Self.goldenNames[format] ?? format.rawValue))
    let problem = Golden.compare(rendered, with: url)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func anEmptyRunRendersAsNothingOrAnEmptyDocument() {
    #expect(XcodeReporter.render([]) == "")
    #expect(GitHubReporter.render([]) == "")
    #expect(JSONReporter.render([]) == "[]\n")
  }

  @Test func gitHubCommandsStayOnOneLineAndEscapeWhatGitHubSplitsOn() {
    let lines = GitHubReporter.render(Self.diagnostics).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == Self.diagnostics.count + 1)  // one command each, and the final newline
    #expect(!lines.contains { $0.contains("\r") })
    let duplicate = String(lines[3])
    #expect(
      duplicate.hasPrefix(
        "::warning file=odd%3Aname/fr.lproj/L.strings,line=3,col=1,title=duplicate-key::"))
    #expect(duplicate.hasSuffix("::line one%0Aline two%0D%0Aline three: 50%25 done, ok"))
    #expect(String(lines[1]).contains("file=App%2C Inc/de.lproj/Localizable.strings,"))
    #expect(lines[4].hasPrefix("::notice "))
  }

  @Test func gitHubPathsInsideTheWorkspaceAreMadeRelative() {
    let diagnostic = StringsDiagnostic(
      severity: .error, ruleID: "parse-error", message: "m",
      location: StringsSourceLocation(file: "/home/runner/work/app/de.lproj/L.strings", line: 2, column: 3)
    )
    #expect(
      GitHubReporter.render([diagnostic], workspace: "/home/runner/work/app")
        == "::error file=de.lproj/L.strings,line=2,col=3,title=parse-error::m\n")
  }

  @Test func jsonIsValidAndKeepsTheDocumentedFieldOrder() throws {
    let text = JSONReporter.render(Self.diagnostics)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    #expect(array.count == Self.diagnostics.count)
    #expect(array[3]["message"] as? String == "line one\nline two\r\nline three: 50% done, ok")
    #expect(array[2]["key"] as? String == "Say \"hi\" 100%%")
    #expect(array[0]["key"] is NSNull)
    let first = try #require(text.components(separatedBy: "\n  },\n").first)
    let order = [
      "\"file\"", "\"line\"", "\"column\"", "\"severity\"", "\"rule\"", "\"message\"", "\"notes\"",
      "\"key\"",
    ].map { first.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
  }

  @Test func sarifIsValidJSONWithOneResultPerFinding() throws {
    let text = SARIFReporter.render(Self.diagnostics)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == Self.diagnostics.map(\.ruleID))
    let rules = try #require(
      (run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"]
        as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == LintRules.ids)
    #expect(SARIFReporter.uri("App, Inc/é.strings") == "App%2C%20Inc/%C3%A9.strings")
  }
}
