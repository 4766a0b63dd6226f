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

  /// The report to print, and the summary's baseline part (`LintReport.applyingBaselines`).
  func applyBaseline(to report: LintReport, settings: LintConfiguration) throws -> (report: LintReport, summary: String?) {
    var accepted: LintBaseline?
    if settings.baseline != nil { accepted = try acceptedFindings ?? readBaseline(settings: settings) }
    let result = try report.applyingBaselines(
      recordingIn: writeBaseline, accepted: accepted, acceptedPath: settings.baseline)
    return (result.report, result.summary)
  }
}
