/// `ib-missing-text`: a storyboard text that a language's table does not translate.
struct IBMissingTextRule: InterfaceBuilderRule {
  init() {}

  static let description = RuleDescription(
    kind: .ibMissingText, scope: .document,
    documentation: """
      A localizable text of the storyboard or xib (a label's `text`, a button's `normalTitle`…) \
      has no key in a language's table: users of that language see the document's own \
      (base-language) text. Usually a text added to the storyboard after the table was made; \
      `lstrings merge` adds it. Reported at the top of the table, with the document's line.
      """,
    triggering: [
      RuleExample(
        .storyboard(subviews: #"<button id="2V9-YN-vxb"><state key="normal" title="Sign in"/></button>"#),
        .init(
          "de.lproj/Main.strings",
          """
          ↓/* Class = "UIButton"; normalTitle = "Register"; ObjectID = "other-1"; */
          "other-1.normalTitle" = "Registrieren";
          """))
    ])

  func check(_ translation: DocumentTranslation, document: IBDocument, into findings: inout Findings) {
    for entry in document.entries where !translation.table.defines(StringsText(entry.key)) {
      findings.report(
        "\(LintMessage.quoted(StringsText(entry.key))) (\(entry.className) \(LintMessage.excerpt(StringsText(entry.value)))) has no \(translation.table.displayLanguage) translation: the storyboard's own text is shown",
        at: translation.table.fileLocation,
        notes: [document.textNote(for: entry)],
        key: StringsText(entry.key))
    }
  }
}
