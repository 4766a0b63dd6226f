extension LintReport {
  /// The report a lint run shows once its baselines are applied, and the summary's baseline
  /// part (nil when no baseline is involved).
  package struct BaselineResult {
    package var report: LintReport
    package var summary: String?
  }

  /// `lint --write-baseline` and `--baseline` on this report: with `recordingIn`, every finding
  /// written to that file (atomically); with `accepted` (read from `acceptedPath`), only the
  /// findings it does not hold, and a note for each one it holds that is gone. Throws when the
  /// baseline cannot be written.
  package func applyingBaselines(
    recordingIn recordPath: String?, accepted: LintBaseline?, acceptedPath: String?
  ) throws -> BaselineResult {
    var summary: [String] = []
    if let recordPath {
      var identifier = BaselineIdentifier(baselinePath: recordPath)
      let recorded = LintBaseline(diagnostics, identifier: &identifier)
      try AtomicFile.write(recorded.encoded(), to: recordPath)
      summary.append("\(recorded.count) \(recorded.count == 1 ? "finding" : "findings") written to \(recordPath)")
    }
    guard let acceptedPath, let accepted else {
      return BaselineResult(report: self, summary: summary.isEmpty ? nil : summary.joined(separator: "; "))
    }
    var identifier = BaselineIdentifier(baselinePath: acceptedPath)
    let outcome = accepted.apply(to: diagnostics, identifier: &identifier)
    var shown = self
    shown.diagnostics = (outcome.newFindings + outcome.fixedNotes(baselinePath: acceptedPath)).sorted()
    summary.insert(outcome.summary, at: 0)
    return BaselineResult(report: shown, summary: summary.joined(separator: "; "))
  }
}
