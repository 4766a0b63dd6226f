/// Renders what merging into a catalog did: a line for the catalog, one per source, then each
/// value a conflict overwrote, each unit replaced, each translation sent back to review:
///
/// ```
/// updated Localizable.xcstrings: 3 taken, 1 overwritten
///   from de.lproj/Localizable.strings: 2 taken, 1 overwritten, 1 unknown key
///   from fr.lproj: 1 taken, 1 conflict kept
///   overwritten "Welcome" [de]: "Willkommen" → "Hallo"
/// ```
///
/// A dry run prints, instead of the first line, the changes the catalog would get (as
/// `lstrings diff` shows them). Conflicts kept, unknown keys and values left out are diagnostics
/// (`path:line:column`), rendered by `XcodeReporter`; a source or catalog that does not load gets
/// no line, only its errors.
package struct CatalogMergeRenderer: Sendable {
  public var usesColor: Bool

  public init(usesColor: Bool = false) {
    self.usesColor = usesColor
  }

  public func render(_ report: CatalogMergeRun.Report, isDryRun: Bool) -> String {
    guard report.original != nil else { return "" }
    var out = ""
    if isDryRun {
      let diff = report.comparison.map { DiffTextRenderer(usesColor: usesColor).render([$0]) } ?? ""
      out += diff.isEmpty ? "unchanged \(report.path)\n" : diff
    } else {
      let verb = report.isChanged ? "updated" : "unchanged"
      let counts = Self.counts(report.total, catalogChangesOnly: true)
      out += counts.isEmpty ? "\(verb) \(report.path)\n" : "\(verb) \(report.path): \(counts)\n"
    }
    for source in report.sources {
      guard let merged = source.report else { continue }
      let counts = Self.counts(merged, catalogChangesOnly: false)
      out += "  from \(source.path): \(counts.isEmpty ? "nothing new" : counts)\n"
    }
    let total = report.total
    for conflict in total.overwritten {
      let old = conflict.catalogUnit.map { CatalogMergeDiagnostics.quoted($0.value) } ?? "(forms)"
      let new = conflict.sourceUnit.map { CatalogMergeDiagnostics.quoted($0.value) } ?? "(forms)"
      out += "  overwritten \(CatalogMergeDiagnostics.subject(conflict.place)): \(old) → \(new)\n"
    }
    for replaced in total.replacedForms {
      out +=
        "  replaced \(CatalogMergeDiagnostics.subject(replaced.place)) = \(CatalogMergeDiagnostics.quoted(replaced.unit.value)) (\(replaced.unit.state?.rawValue ?? "no state")) by the returned forms\n"
    }
    for place in total.reReviewed {
      out += "  needs review \(CatalogMergeDiagnostics.subject(place)): its source text changed\n"
    }
    return out
  }

  /// `3 taken, 1 overwritten, 1 conflict kept, 2 unknown keys, 1 not translatable`.
  static func counts(_ report: CatalogMergeReport, catalogChangesOnly: Bool) -> String {
    var parts: [String] = []
    func count(_ n: Int, _ one: String, _ many: String) { if n > 0 { parts.append("\(n) \(n == 1 ? one : many)") } }
    count(report.taken.count, "taken", "taken")
    count(report.overwritten.count, "overwritten", "overwritten")
    count(report.replacedForms.count, "form replaced", "forms replaced")
    count(report.reReviewed.count, "sent back to review", "sent back to review")
    guard !catalogChangesOnly else { return parts.joined(separator: ", ") }
    count(report.keptConflicts.count, "conflict kept", "conflicts kept")
    count(report.unknownKeys.count, "unknown key", "unknown keys")
    count(report.skipped.filter { $0.reason == .notTranslatable }.count, "not translatable", "not translatable")
    count(
      report.skipped.filter { $0.reason == .sourceLanguage }.count, "source-language value skipped",
      "source-language values skipped")
    return parts.joined(separator: ", ")
  }
}
