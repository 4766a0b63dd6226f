/// `missing-translation`: a key of the base table that a translation lacks.
public struct MissingTranslationRule: TranslationRule {
  public init() {}

  public static let description = RuleDescription(
    id: "missing-translation", name: "Missing translation", scope: .translation,
    defaultSeverity: .warning,
    documentation: """
      A key of the base-language table is absent from this translation. `CFBundle` finds nothing \
      in the user's language, so the user sees the base text (or the key itself) in the middle of \
      a translated screen. Reported at the top of the translation file, with the key and a note at \
      its definition in the base table. A translation that does not parse is reported by \
      `parse-error` alone, not as hundreds of missing keys; a key the translation defines in its \
      `.stringsdict` (which `CFBundle` merges over the table) is not missing.
      """,
    example: """
      // en.lproj/Localizable.strings
      "Inbox" = "Inbox";
      "Sign Out" = "Sign Out";
      // de.lproj/Localizable.strings: "Sign Out" is missing
      "Inbox" = "Posteingang";
      """)

  public func check(_ translation: LintTable, base: LintTable, index: Void, into findings: inout Findings) {
    for entry in base.loadedEntries where !translation.defines(entry.key) {
      findings.report(
        "\(LintMessage.quoted(entry.key)) is not translated to \(translation.displayLanguage): users see the \(base.displayLanguage) text",
        at: translation.fileLocation,
        notes: [Diagnostic.Note(message: "defined in the base table here", location: base.location(of: entry))],
        key: entry.key)
    }
  }
}
