/// `empty-value`: an entry whose value is `""`.
struct EmptyValueRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .emptyValue, scope: .table,
    documentation: """
      The value is the empty string. `CFBundle` finds the key and returns `""`, so users see \
      *nothing* — not the call's default value, not the key. This is usually a translation that \
      was never filled in by a tool that writes empty placeholders. Translate it, or delete the \
      entry so that at least the default value (or the key) shows.
      """,
    triggering: [
      RuleExample(.init("de.lproj/Localizable.strings", #""Sign Out" = ↓"";\#n"#))
    ],
    nonTriggering: [
      RuleExample(.init("de.lproj/Localizable.strings", #""Spacer" = " ";\#n"#))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    let entries = table.loadedEntries
    // Reads values only: the entry is built for the few that are empty.
    for position in entries.indices {
      guard let text = entries.value(at: position).text, text.isEmpty else { continue }
      let entry = entries[position]
      findings.report(
        "the value of \(LintMessage.quoted(entry.key)) is empty: users see no text at all",
        at: table.valueLocation(of: entry), key: entry.key)
    }
  }
}
