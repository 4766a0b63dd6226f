import ArgumentParser
import Foundation
import StringsKit

extension LStrings.Lint {
  /// The baseline named by `--baseline`, read before the run (a file that is missing or not a
  /// baseline is a usage error: a run that silently compared with nothing would fail on everything).
  func readBaseline(settings: LintConfiguration? = nil) throws -> LintBaseline? {
    guard let baseline = settings?.baseline ?? baselinePath else { return nil }
    do {
      return try LintBaseline.read(file: baseline)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// `--baseline`, else the settings file's `baseline` (relative to that file), once validated.
  var baselinePath: String? { resolved?.settings.baseline ?? baseline }

  /// The report to print, and the summary's baseline part: with `--write-baseline`, every
  /// finding recorded; with `--baseline`, the new findings and a note per fixed one.
  func applyBaseline(to report: LintReport, settings: LintConfiguration) throws -> (report: LintReport, summary: String?) {
    var summary: [String] = []
    if let writeBaseline {
      var identifier = BaselineIdentifier(baselinePath: writeBaseline)
      let recorded = LintBaseline(report.diagnostics, identifier: &identifier)
      try AtomicFile.write(recorded.encoded(), to: writeBaseline)
      summary.append("\(recorded.count) \(recorded.count == 1 ? "finding" : "findings") written to \(writeBaseline)")
    }
    guard let baseline = settings.baseline, let accepted = try acceptedFindings ?? readBaseline(settings: settings) else {
      return (report, summary.isEmpty ? nil : summary.joined(separator: "; "))
    }
    var identifier = BaselineIdentifier(baselinePath: baseline)
    let outcome = accepted.apply(to: report.diagnostics, identifier: &identifier)
    var shown = report
    shown.diagnostics = (outcome.newFindings + outcome.fixedNotes(baselinePath: baseline)).sorted()
    summary.insert(outcome.summary, at: 0)
    return (shown, summary.joined(separator: "; "))
  }
}
