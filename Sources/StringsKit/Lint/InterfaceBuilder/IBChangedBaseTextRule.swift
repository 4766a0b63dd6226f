/// `ib-changed-base-text`: a translation made for a storyboard text that has changed since.
struct IBChangedBaseTextRule: InterfaceBuilderRule {
  init() {}

  static let description = RuleDescription(
    kind: .ibChangedBaseText, scope: .document,
    documentation: """
      ibtool records the base text in each entry's comment \
      (`/* Class = "UILabel"; text = "Sign in"; ObjectID = "…"; */`). When the storyboard now \
      says something else, the translation was made for the old text: it may be wrong, so it \
      needs review. Entries whose comment is not ibtool's are not checked. Reported at the value.
      """,
    triggering: [
      RuleExample(
        .storyboard(subviews: #"<label text="Sign in with Apple" id="lbl-1"/>"#),
        .init(
          "de.lproj/Main.strings",
          """
          /* Class = "UILabel"; text = "Sign in"; ObjectID = "lbl-1"; */
          "lbl-1.text" = ↓"Anmelden";
          """))
    ])

  func check(_ translation: DocumentTranslation, document: IBDocument, into findings: inout Findings) {
    for entry in document.entries {
      guard let recorded = translation.recordedBaseText(for: entry), let translated = translation.entry(StringsText(entry.key))
      else { continue }
      let current = IBStringsEntry.escaped(entry.value)
      guard recorded != current else { continue }
      findings.report(
        "the storyboard text of \(LintMessage.quoted(StringsText(entry.key))) changed from \"\(recorded)\" to \"\(current)\" since this was translated: review the translation",
        at: translation.table.valueLocation(of: translated),
        notes: [document.textNote(for: entry)],
        key: StringsText(entry.key))
    }
  }
}
