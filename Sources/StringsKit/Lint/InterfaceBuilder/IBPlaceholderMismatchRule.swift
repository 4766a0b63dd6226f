/// `ib-placeholder-mismatch`: a storyboard translation whose placeholders differ from the
/// storyboard text's.
struct IBPlaceholderMismatchRule: InterfaceBuilderRule {
  init() {}

  static let description = RuleDescription(
    kind: .ibPlaceholderMismatch, scope: .document,
    documentation: """
      A storyboard text that code fills in with `String(format:)` (`"%d items"`) and its \
      translation read different arguments: compared as `placeholder-mismatch` compares a \
      translation with its base table, with the storyboard's text as the base. Texts without a \
      placeholder, and malformed ones, are not checked.
      """,
    triggering: [
      RuleExample(
        .storyboard(subviews: #"<label text="%d photos" id="cnt-1"/>"#),
        .init(
          "de.lproj/Main.strings",
          """
          /* Class = "UILabel"; text = "%d photos"; ObjectID = "cnt-1"; */
          "cnt-1.text" = ↓"%@ Fotos";
          """))
    ])

  func check(_ translation: DocumentTranslation, document: IBDocument, into findings: inout Findings) {
    for entry in document.entries {
      let baseText = StringsText(entry.value)
      let base = PlaceholderSummary(baseText)
      guard base.hasEvidence, base.isWellFormed, let translated = translation.entry(StringsText(entry.key)),
        let text = translated.value.text, text != baseText
      else { continue }
      let format = PlaceholderSummary(text)
      guard format.isWellFormed else { continue }
      let differences = PlaceholderMismatchRule.differences(
        format, in: text, base: base, in: baseText, baseLanguage: "the storyboard")
      guard !differences.isEmpty else { continue }
      findings.report(
        "the placeholders of \(LintMessage.quoted(translated.key)) differ from the storyboard's \(LintMessage.excerpt(baseText)): \(differences.joined(separator: "; "))",
        at: translation.table.valueLocation(of: translated), key: translated.key)
    }
  }
}
