/// `stale-entry`: a String Catalog entry Xcode marked `stale`.
struct StaleEntryRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .staleEntry, scope: .table,
    documentation: """
      Xcode marks an entry `stale` when the code no longer uses its key but it still has \
      translations (an entry without any is deleted). The translations still ship with the app, \
      and translators keep being asked about text no user sees. Delete the entry, or use the key \
      again. Reported once per entry, on the source language.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            ↓"Old title" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Alter Titel" } }
              }
            }
            """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    guard let view = table.catalog, view.isSource else { return }
    for entry in view.catalog.entries where entry.extractionState == .stale {
      let languages = entry.localizations.map(\.language).filter { $0 != view.language }
      let shipped =
        languages.isEmpty
        ? "" : "; its translations (\(languages.joined(separator: ", "))) still ship with the app"
      findings.report(
        "\(LintMessage.quoted(StringsText(entry.key))) is stale: the code no longer uses it\(shipped)",
        at: view.result.location(of: entry.keyOffset), key: StringsText(entry.key))
    }
  }
}
