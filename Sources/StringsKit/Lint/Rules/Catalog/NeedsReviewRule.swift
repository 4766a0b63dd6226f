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
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "Sign Out" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : ↓"Abmelden" } }
              }
            }
            """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    UnitStateFindings.report(.needsReview, in: table, into: &findings) { language, key, forms in
      "the \(language) translation of \(key) needs review\(forms): the source text changed after it was translated, or a translator flagged it; users see it as it is"
    }
  }
}
