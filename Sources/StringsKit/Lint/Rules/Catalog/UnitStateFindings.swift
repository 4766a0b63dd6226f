/// What `needs-review` and `machine-translated` share: each reports, once per entry and language
/// of a catalog, the first unit in its state, with how many of the localization's forms (or
/// phrases) are in it.
enum UnitStateFindings {
  /// Reports every entry of `table`'s language that has a unit in `state`; `message` says it,
  /// given the language, the quoted key and the forms part (`""`, or ` (2 of its 3 forms)`).
  static func report(
    _ state: UnitState, in table: LintTable, into findings: inout Findings,
    message: (_ language: String, _ key: String, _ forms: String) -> String
  ) {
    guard let view = table.catalog else { return }
    let entries = view.catalog.entries
    for (index, entry) in entries.enumerated() where entry.extractionState != .stale {
      guard let localization = view.localization(ofEntry: index, in: entries) else { continue }
      // Most localizations are one unit: judged without gathering their units into an array
      // (each language's table, for every entry, twice: needs-review and machine-translated).
      if localization.variations == nil, localization.substitutions.isEmpty, localization.otherFields.isEmpty,
        localization.stringUnit?.state != state
      {
        continue
      }
      let units = localization.allUnits
      let flagged = units.filter { $0.state == state }
      guard let first = flagged.first else { continue }
      let forms = units.count == 1 ? "" : " (\(flagged.count) of its \(units.count) forms)"
      findings.report(
        message(view.language, LintMessage.quoted(StringsText(entry.key)), forms),
        at: view.result.location(of: first.valueOffset), key: StringsText(entry.key))
    }
  }
}
