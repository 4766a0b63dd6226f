/// Renders what a merge run did, one line per translation, then the keys it removed:
///
/// ```
/// updated de.lproj/Localizable.strings: 2 added, 1 comment updated, 1 obsolete kept
/// unchanged fr.lproj/Localizable.strings
/// updated ja.lproj/Localizable.strings: 1 removed
///   removed "legacy.banner"
/// ```
///
/// A dry run prints, instead, the changes each file would get (as `lstrings diff` shows them).
/// Refusals and obsolete keys are diagnostics (`path:line:column`), rendered by `XcodeReporter`.
package struct MergeReportRenderer: Sendable {
  public var usesColor: Bool

  public init(usesColor: Bool = false) {
    self.usesColor = usesColor
  }

  public func render(_ reports: [MergeRun.FileReport], isDryRun: Bool) -> String {
    var out = ""
    for report in reports {
      guard case .merged(let result) = report.outcome else { continue }
      if isDryRun {
        let diff = DiffTextRenderer(usesColor: usesColor).render([result.comparison])
        out += diff.isEmpty ? "unchanged \(result.path)\n" : diff
        continue
      }
      out += line(result) + "\n"
      for key in result.removed { out += "  removed \(StringsEscaping.quoted(key))\n" }
      for key in result.commentedOut { out += "  commented out \(StringsEscaping.quoted(key))\n" }
    }
    return out
  }

  /// The diagnostics of the run: refusals (errors) and obsolete keys kept (warnings).
  public func diagnostics(_ reports: [MergeRun.FileReport]) -> [StringsDiagnostic] {
    reports.flatMap { report -> [StringsDiagnostic] in
      switch report.outcome {
      case .merged(let result): result.obsoleteWarnings
      case .refused(_, let diagnostics): diagnostics
      }
    }
  }

  private func line(_ result: MergeResult) -> String {
    var parts: [String] = []
    func count(_ n: Int, _ what: String) { if n > 0 { parts.append("\(n) \(what)") } }
    count(result.added.count, "added")
    count(
      result.commentsUpdated.count,
      result.commentsUpdated.count == 1 ? "comment updated" : "comments updated")
    count(result.obsolete.count, "obsolete kept")
    count(result.removed.count, "removed")
    count(result.commentedOut.count, "commented out")
    let verb = result.createsFile ? "created" : result.isChanged ? "updated" : "unchanged"
    return parts.isEmpty
      ? "\(verb) \(result.path)" : "\(verb) \(result.path): " + parts.joined(separator: ", ")
  }
}
