/// `machine-translated`: a translation in a String Catalog in state `machine_translated`.
struct MachineTranslatedRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .machineTranslated, scope: .table,
    documentation: """
      A String Catalog unit is in state `machine_translated` (Xcode 27): a machine made the \
      translation and no person has reviewed it. Xcode compiles it and the app shows it like any \
      translation (its export marks it `translated` with `state-qualifier="leveraged-mt"`), so \
      nothing breaks, but users read text nobody checked — the same standing as `needs_review`, \
      hence the same default severity, a warning. Teams that ship machine translations on \
      purpose disable the rule. A reviewer who accepts the text sets the state to `translated`. \
      Reported once per entry and language, at the first such unit, with how many of its forms \
      (or phrases) are machine translated.
      """,
    triggering: [
      RuleExample(
        .catalog(
          version: "1.1",
          entries: """
            "Sign Out" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "machine_translated", "value" : ↓"Abmelden" } }
              }
            }
            """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    UnitStateFindings.report(.machineTranslated, in: table, into: &findings) { language, key, forms in
      "the \(language) translation of \(key) is machine translated\(forms) and not reviewed: users see it as it is"
    }
  }
}
