/// `missing-translation`: a key of the base table that a translation lacks.
struct MissingTranslationRule: TranslationRule {
  init() {}

  static let description = RuleDescription(
    kind: .missingTranslation, scope: .translation,
    documentation: """
      A key of the base-language table is absent from this translation. `CFBundle` looks a key up \
      in one table only — the user's language's — and does not consult the base language for a \
      missing key: the user sees the default value passed in code or the key itself (an id like \
      `settings.title`, or untranslated English when keys are English text) in the middle of a \
      translated screen (for `InfoPlist.strings`: the value in `Info.plist`). Reported at the top of the translation file, with the key and a note at \
      its definition in the base table. A translation that does not parse is reported by \
      `parse-error` alone, not as hundreds of missing keys; a key the translation defines in its \
      `.stringsdict` (which `CFBundle` merges over the table) is not missing.
      """,
    triggering: [
      RuleExample(
        .init(
          "en.lproj/Localizable.strings",
          """
          "Inbox" = "Inbox";
          "Sign Out" = "Sign Out";
          """),
        .init("de.lproj/Localizable.strings", #"↓"Inbox" = "Posteingang";\#n"#))
    ])

  func check(
    _ translation: LintTable, base: LintTable, index: Void, into findings: inout Findings
  ) {
    var lookalikes: [String: StringsEntry]?
    let untranslatable = base.catalog?.untranslatableKeys ?? []
    let unitsInStateNew = translation.catalog?.keysWithUnitsInStateNew ?? []
    for entry in base.loadedEntries where !translation.defines(entry.key) {
      if untranslatable.contains(entry.key) { continue }
      let location = translation.missingEntryLocation(for: entry, in: base)
      // In a catalog the finding is at the entry's key already: a note there would repeat it.
      var notes =
        location == base.location(of: entry)
        ? [] : [StringsDiagnostic.Note(message: "defined in the base table here", location: base.location(of: entry))]
      if !entry.key.utf8.allSatisfy({ $0 < 0x80 }) {
        // A key spelled with other code points for the same text: the likely cause.
        let spellings = lookalikes ?? Self.nonASCIIKeys(of: translation)
        lookalikes = spellings
        if let other = spellings[entry.key.string] {
          notes.append(
            StringsDiagnostic.Note(
              message:
                "this table has \(LintMessage.quoted(other.key)), which looks the same but differs in Unicode normalisation (a different key to CFBundle)",
              location: translation.location(of: other)))
        }
      }
      let fallback =
        translation.file.isInfoPlist
        ? "users see Info.plist's own value"
        : "CFBundle does not look in \(base.displayLanguage) for it, so users see the key or the call's default value"
      let state =
        unitsInStateNew.contains(entry.key)
        ? " (its \(translation.displayLanguage) unit is in state new: not compiled until it is translated or marked reviewed)"
        : ""
      findings.report(
        "\(LintMessage.quoted(entry.key)) is not translated to \(translation.displayLanguage)\(state): \(fallback)",
        at: location, notes: notes, key: entry.key)
    }
  }

  /// The table's non-ASCII keys by their text as Swift compares it (canonical equivalence).
  static func nonASCIIKeys(of table: LintTable) -> [String: StringsEntry] {
    var keys: [String: StringsEntry] = [:]
    for entry in table.loadedEntries where !entry.key.utf8.allSatisfy({ $0 < 0x80 }) {
      keys[entry.key.string] = keys[entry.key.string] ?? entry
    }
    return keys
  }
}
