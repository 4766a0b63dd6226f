import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct LinterTests {
  static let inputs: [(String, String)] = [
    (
      "App/en.lproj/L.strings",
      "\"a\" = \"A %@\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"a\" = \"A2 %@\";\n"
    ),
    ("App/de.lproj/L.strings", "\"a\" = \"A %d\";\n\"x\" = \"X\";\n\"c\" = \"\";\n"),
    ("App/fr.lproj/L.strings", "\"a\" = \"A %@\"\n"),
    ("App/ja.lproj/L.strings", "\"a\" = \"A %@\";\n\"b\" = \"B\";\n\"c\" = \"C\";;\n"),
    ("Loose.strings", "\"k\" = \"v\";\n\"k\" = \"w\";\n"),
  ]

  @Test func findingsAreTheSameWhateverTheOrderOfTheTables() {
    let tables = Self.inputs.map { LintFixture.table($0.0, $0.1) }
    let expected = Linter().lint(tables).diagnostics
    #expect(!expected.isEmpty)
    #expect(expected == expected.sorted())
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5 {
      #expect(Linter().lint(tables.shuffled(using: &generator)).diagnostics == expected)
    }
  }

  @Test func findingsAreTheSameOnOneCoreAndOnEvery() {
    let tables = Self.inputs.map { LintFixture.table($0.0, $0.1) }
    var serial = Linter()
    serial.runsSerially = true
    #expect(serial.lint(tables).diagnostics == Linter().lint(tables).diagnostics)
  }

  @Test func aRunReportsEachKindOfProblemOnceAndCountsThem() {
    let report = Linter().lint(Self.inputs.map { LintFixture.table($0.0, $0.1) })
    let summary = report.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
    #expect(
      summary == [
        "App/de.lproj/L.strings:1 missing-translation",  // "b"
        "App/de.lproj/L.strings:1 placeholder-mismatch",
        "App/de.lproj/L.strings:2 obsolete-key",
        "App/de.lproj/L.strings:3 empty-value",
        "App/en.lproj/L.strings:4 duplicate-key",
        "App/fr.lproj/L.strings:1 parse-error",
        "App/ja.lproj/L.strings:3 ignored-content",
        "Loose.strings:2 duplicate-key",
      ])
    #expect(report.summary == "3 errors, 5 warnings in 5 files")
    #expect(report.fails(strict: false))
  }

  @Test func disabledRulesAreNotRunAndNotesDoNotFail() {
    let tables = [
      LintFixture.table("en.lproj/L.strings", "\"a\" = \"A\";\n"),
      LintFixture.table("de.lproj/L.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
    ]
    let all = Linter(enabledRules: LintRules.enabledByDefault.union(["untranslated"])).lint(tables)
    #expect(all.diagnostics.map(\.ruleID) == ["untranslated", "obsolete-key"])
    #expect(all.fails(strict: true))
    let some = Linter(enabledRules: ["untranslated"]).lint(tables)
    #expect(some.diagnostics.map(\.ruleID) == ["untranslated"])
    #expect(!some.fails(strict: true))
    #expect(some.summary == "0 errors, 0 warnings, 1 note in 2 files")
  }

  @Test func aMissingFileIsAnUnreadableFileError() {
    let report = Linter().lint(LocalizationProject(files: ["/nonexistent/de.lproj/L.strings"]))
    #expect(report.diagnostics.map(\.ruleID) == ["unreadable-file"])
  }

  @Test func eachTableSaysWhichBaseItUsedAndWhy() {
    let report = Linter().lint(Self.inputs.map { LintFixture.table($0.0, $0.1) })
    #expect(report.comparisons.map(\.group.description) == ["App/*.lproj/L.strings"])
    #expect(report.comparisons.first?.base?.language == "en")
    #expect(report.comparisons.first?.baseSource == .fallbackOrder)
    #expect(report.comparisons.first?.translations == ["de", "fr", "ja"])
    // A configured language the table lacks: no base, and nothing says why but the value itself.
    let none = Linter(baseLanguage: "it").lint(Self.inputs.map { LintFixture.table($0.0, $0.1) })
    #expect(none.comparisons.first?.base == nil)
    #expect(none.comparisons.first?.baseSource == nil)
  }
}
