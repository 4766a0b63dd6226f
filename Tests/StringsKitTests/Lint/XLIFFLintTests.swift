import Foundation
import Testing

@testable import StringsFormats
@testable import StringsKit

/// lint of a translator's delivery: an `.xcloc` (or a folder holding one) is linted like tables,
/// and each defect injected into its XLIFF (Tests/Fixtures/Import/Lint, written for this test) is
/// found at its line with the rule id the tables' findings use.
@Suite struct XLIFFLintTests {
  private func rendered(_ diagnostics: [StringsDiagnostic]) -> [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity): \($0.ruleID)" }
  }

  @Test func injectedDefectsAreFoundAtTheirLines() throws {
    let project = try LocalizationProject.discover([Fixtures.url("Import/Lint").path])
    #expect(project.xliffs.count == 1)
    let report = Linter().lint(project)
    #expect(
      rendered(report.diagnostics) == [
        "12:9: error: placeholder-mismatch",  // %@ where the source has %lld
        "17:9: warning: empty-value",  // an empty target
        "29:7: warning: missing-translation",  // no target
        "35:9: warning: missing-translation",  // state new
        "40:9: warning: needs-review",  // needs-review-l10n
        "50:9: error: placeholder-mismatch",  // a dropped argument
      ])
    // The plural `one` form may leave out the number; reordered positional arguments are fine;
    // a translate="no" unit needs no target.
    #expect(report.diagnostics.allSatisfy { $0.language == "de" })
    #expect(report.fileCount == 1)
  }

  @Test func disabledRulesAreNotReported() throws {
    let project = try LocalizationProject.discover([Fixtures.url("Import/Lint").path])
    var rules = LintRules.enabledByDefault
    rules.remove("missing-translation")
    let report = Linter(enabledRules: rules).lint(project)
    #expect(!report.diagnostics.contains { $0.is(.missingTranslation) })
    #expect(report.diagnostics.contains { $0.is(.placeholderMismatch) })
  }

  @Test func readerProblemsAreLintFindings() throws {
    let project = LocalizationProject(files: [
      Fixtures.url("Import/Bad/malformed.xliff").path, Fixtures.url("Import/Bad/colliding-ids.xliff").path,
    ])
    let report = Linter().lint(project)
    #expect(report.diagnostics.contains { $0.is(.parseError) && $0.location.line == 7 })
    #expect(report.diagnostics.filter { $0.is(.invalidXLIFF) }.count == 2)
  }
}
