/// `placeholder-mismatch`: a translation whose placeholders read different arguments than the
/// base language's.
struct PlaceholderMismatchRule: TranslationRule {
  init() {}

  static let description = RuleDescription(
    kind: .placeholderMismatch, scope: .translation,
    documentation: """
      The translation's placeholders do not read the same arguments as the base language's: a \
      different type (`%@` where the base has `%lld` — the code passes an integer and \
      `String(format:)` dereferences it as an object: a crash), an argument the base does not \
      have (it reads past what the code passes), or a dropped one (the user loses the number or \
      name). Arguments are compared by position, so `%2$@ … %1$@` reordering is fine; named \
      placeholders (`%(count)lld`, Xcode 26) by name, in any order: the same names, each read as \
      the same type. Integer \
      sizes (`%d` vs `%lld`) and `%d`/`%u`/`%x` are treated as one type (64-bit platforms pass \
      every integer in a full slot), as are `%f`/`%g`/`%e`. Values with a malformed `%` are left \
      to `invalid-placeholder`. A translation that adds placeholders to a base value that has \
      none is an error where the value is known to be formatted (the base writes `%%`, or \
      `--sources` finds the key's call inside `String(format:)`, `stringWithFormat:`, \
      `localizedStringWithFormat` or another `…format:` call: the placeholder reads an argument \
      the code never passes) and a warning otherwise (users see `%@` literally). Every \
      definition of a duplicated key is checked.
      """,
    triggering: [
      RuleExample(
        .init("en.lproj/Localizable.strings", #""%lld unread" = "You have %lld unread messages";\#n"#),
        .init("de.lproj/Localizable.strings", #""%lld unread" = ↓"Du hast %@ ungelesene Nachrichten";\#n"#))
    ],
    nonTriggering: [
      RuleExample(
        .init("en.lproj/Localizable.strings", #""%@ by %@" = "%1$@ by %2$@";\#n"#),
        .init("de.lproj/Localizable.strings", #""%@ by %@" = "von %2$@: %1$@";\#n"#))
    ])

  /// The base's format strings, parsed once for all translations: key → the entry CF keeps and
  /// its placeholders.
  struct BaseFormats: Sendable {
    let formats: [StringsText: (entry: StringsEntry, summary: PlaceholderSummary)]
  }

  func index(_ base: LintTable) -> BaseFormats {
    var formats: [StringsText: (entry: StringsEntry, summary: PlaceholderSummary)] = [:]
    for (index, entry) in base.allEntries.enumerated() {
      // In file order, so a duplicated key ends with the definition CF keeps.
      guard let summary = base.placeholderSummary(at: index), summary.hasEvidence,
        summary.isWellFormed
      else {
        formats[entry.key] = nil
        continue
      }
      formats[entry.key] = (entry, summary)
    }
    return BaseFormats(formats: formats)
  }

  func check(
    _ translation: LintTable, base: LintTable, index: BaseFormats, into findings: inout Findings
  ) {
    // Every definition, not just the one CF keeps: a shadowed duplicate becomes the loaded value
    // as soon as the later one is deleted (duplicate-key reports the duplication itself).
    for (position, entry) in translation.allEntries.enumerated() {
      guard let (baseEntry, baseFormat) = index.formats[entry.key] else {
        checkAdded(entry, at: position, of: translation, base: base, into: &findings)
        continue
      }
      guard let text = entry.value.text,
        let baseText = baseEntry.value.text, text != baseText,
        let format = translation.placeholderSummary(at: position), format.isWellFormed
      else { continue }
      let differences = Self.differences(
        format, in: text, base: baseFormat, in: baseText, baseLanguage: base.displayLanguage)
      guard !differences.isEmpty else { continue }
      var notes = [
        StringsDiagnostic.Note(
          message: "the \(base.displayLanguage) value: \(LintMessage.excerpt(baseText))",
          location: base.valueLocation(of: baseEntry))
      ]
      if let kept = translation.keptDuplicate(of: entry.key), kept.sourceRange != entry.sourceRange {
        notes.append(
          StringsDiagnostic.Note(
            message: "this definition is shadowed by a later one, which CoreFoundation loads",
            location: translation.location(of: kept)))
      }
      findings.report(
        "the placeholders of \(LintMessage.quoted(entry.key)) differ from \(base.displayLanguage): \(differences.joined(separator: "; "))",
        at: translation.valueLocation(of: entry), notes: notes, key: entry.key)
    }
  }

  /// The differences, position by position (both slot lists are sorted by position).
  static func differences(
    _ format: PlaceholderSummary, in text: StringsText, base: PlaceholderSummary,
    in baseText: StringsText, baseLanguage: String
  ) -> [String] {
    var result: [String] = []
    var i = 0
    var j = 0
    let slots = format.slots
    let original = base.slots
    while i < slots.count || j < original.count {
      if j == original.count || (i < slots.count && slots[i].position < original[j].position) {
        let spelling = PlaceholderSummary.spelling(slots[i].slot, in: text)
        result.append(
          "'\(spelling)' reads argument \(slots[i].position), which \(baseLanguage) does not read (the code may not pass it)"
        )
        i += 1
      } else if i == slots.count || original[j].position < slots[i].position {
        let spelling = PlaceholderSummary.spelling(original[j].slot, in: baseText)
        result.append(
          "\(baseLanguage)'s argument \(original[j].position) ('\(spelling)') is not shown")
        j += 1
      } else {
        let (slot, expected) = (slots[i].slot, original[j].slot)
        if slot.family != expected.family {
          result.append(
            "'\(PlaceholderSummary.spelling(slot, in: text))' reads argument \(slots[i].position) as \(slot.family) where \(baseLanguage)'s '\(PlaceholderSummary.spelling(expected, in: baseText))' reads \(expected.family)"
          )
        }
        i += 1
        j += 1
      }
    }
    result += NamedPlaceholderDifference.differences(
      format, in: text, base: base, in: baseText, baseLanguage: baseLanguage)
    return result
  }
}
