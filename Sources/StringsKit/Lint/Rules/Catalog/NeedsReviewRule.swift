/// `needs-review`: a translation in a String Catalog marked `needs_review`.
struct NeedsReviewRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .needsReview, scope: .table,
    documentation: """
      A String Catalog unit is in state `needs_review`: Xcode set it when the source text changed \
      after the translation was made (or a translator flagged it). The app still shows this \
      translation, which may no longer say what the source says. Reported once per entry and \
      language, at the first such unit, with how many of its forms need review.
      """,
    example: """
      "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Abmelden" } }
      """)

  func check(_ table: LintTable, into findings: inout Findings) {
    guard let view = table.catalog else { return }
    for entry in view.catalog.entries where entry.extractionState != .stale {
      guard let localization = entry.localization(for: view.language) else { continue }
      let units = localization.allUnits
      let flagged = units.filter { $0.state == .needsReview }
      guard let first = flagged.first else { continue }
      let forms = units.count == 1 ? "" : " (\(flagged.count) of its \(units.count) forms)"
      findings.report(
        "the \(view.language) translation of \(LintMessage.quoted(StringsText(entry.key))) needs review\(forms): the source text changed after it was translated, or a translator flagged it; users see it as it is",
        at: view.result.location(of: first.valueOffset), key: StringsText(entry.key))
    }
  }
}
