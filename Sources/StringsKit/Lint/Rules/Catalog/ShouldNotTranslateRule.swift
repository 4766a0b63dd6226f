/// `should-not-translate`: a catalog entry marked not to be translated that has translations.
struct ShouldNotTranslateRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .shouldNotTranslate, scope: .table,
    documentation: """
      The entry says `shouldTranslate: false` (a brand name, a format made only of placeholders), \
      yet some languages translate it. Xcode keeps those translations and the app shows them, so \
      either the flag or the translations are a mistake. lint does not report such entries as \
      missing in other languages.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "Mastodon" : {
              "localizations" : {
                ↓"de" : { "stringUnit" : { "state" : "translated", "value" : "Mastodon" } }
              },
              "shouldTranslate" : false
            }
            """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    guard let view = table.catalog, view.isSource else { return }
    for entry in view.catalog.entries where !entry.isTranslatable {
      let translations = entry.localizations.filter { $0.language != view.language }
      guard let first = translations.first else { continue }
      findings.report(
        "\(LintMessage.quoted(StringsText(entry.key))) is marked shouldTranslate: false, but \(translations.map(\.language).joined(separator: ", ")) translate\(translations.count == 1 ? "s" : "") it; users of \(translations.count == 1 ? "that language" : "those languages") see the translation",
        at: view.result.location(of: first.languageOffset), key: StringsText(entry.key))
    }
  }
}
