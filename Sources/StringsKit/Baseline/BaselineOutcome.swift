/// A lint run seen through a baseline: what is new, how much was suppressed, what was fixed.
package struct BaselineOutcome: Sendable {
  /// The findings the baseline does not hold: the ones to report.
  package var newFindings: [StringsDiagnostic]
  /// How many findings the baseline suppressed.
  package var suppressedCount: Int
  /// Findings the baseline holds that this run no longer finds (one per occurrence gone), with
  /// the baseline line that records them.
  package var fixed: [(finding: BaselineFinding, line: Int)]

  /// `1,234 suppressed by the baseline, 2 fixed`, for the summary line.
  package var summary: String {
    var text = LintMessage.count(suppressedCount, "finding", "findings") + " suppressed by the baseline"
    if !fixed.isEmpty { text += ", " + String(fixed.count) + " fixed" }
    return text
  }

  /// A note per fixed finding, at its line of the baseline file (`baselinePath`): remove it, or
  /// write the baseline again, so that the defect cannot come back unnoticed.
  package func fixedNotes(baselinePath: String) -> [StringsDiagnostic] {
    fixed.map { fixed in
      let finding = fixed.finding
      var subject = "[\(finding.rule)] in \(finding.file)"
      if let key = finding.key { subject += " for " + LintMessage.quoted(StringsText(key)) }
      if let language = finding.language { subject += " (\(language)" + (finding.form.map { ", \($0)" } ?? "") + ")" }
      return StringsDiagnostic(
        .baselineFixed,
        message: "fixed since the baseline: \(subject); lint --write-baseline records the smaller baseline",
        location: StringsSourceLocation(file: baselinePath, line: fixed.line, column: 5))
    }
  }
}

extension LintBaseline {
  /// Splits a run's findings into new ones and ones the baseline holds, and finds what it holds
  /// that is gone.
  ///
  /// Findings that agree on rule, file, key, language and form are counted: when the run has
  /// more of them than the baseline, the last ones in file order are the new ones.
  package func apply(to diagnostics: [StringsDiagnostic], identifier: inout BaselineIdentifier) -> BaselineOutcome {
    var remaining = counts
    var newFindings: [StringsDiagnostic] = []
    var suppressed = 0
    for diagnostic in diagnostics {
      let finding = identifier.finding(for: diagnostic)
      if let left = remaining[finding], left > 0 {
        remaining[finding] = left - 1
        suppressed += 1
      } else {
        newFindings.append(diagnostic)
      }
    }
    var fixed: [(finding: BaselineFinding, line: Int)] = []
    for (finding, left) in remaining.sorted(by: { $0.key < $1.key }) where left > 0 {
      fixed += Array(repeating: (finding, lines[finding] ?? 1), count: left)
    }
    return BaselineOutcome(newFindings: newFindings, suppressedCount: suppressed, fixed: fixed)
  }

  /// The baseline of a run's findings, files relative to the baseline's folder.
  package init(_ diagnostics: [StringsDiagnostic], identifier: inout BaselineIdentifier) {
    self.init(diagnostics.map { identifier.finding(for: $0) })
  }
}
