/// `untranslated`: a translation whose value is the base language's, unchanged (off by default).
struct UntranslatedRule: TranslationRule {
  init() {}

  static let description = RuleDescription(
    kind: .untranslated, scope: .translation, isEnabledByDefault: false,
    documentation: """
      The translation's value is exactly the base language's value: often a placeholder copied \
      in by a tool and never translated, sometimes legitimate ("OK", a brand name, "%@"). Off by \
      default because of the legitimate cases; enable it with `--enable untranslated` to review a \
      language before a release. Values with no letters, and regional variants of the base \
      language (`en-GB` for `en`), are not reported.
      """,
    triggering: [
      RuleExample(
        .init("en.lproj/Localizable.strings", #""Settings" = "Settings";\#n"#),
        .init("de.lproj/Localizable.strings", #""Settings" = ↓"Settings";\#n"#))
    ])

  func check(
    _ translation: LintTable, base: LintTable, index: Void, into findings: inout Findings
  ) {
    guard !Self.sameLanguage(translation.file.language, base.file.language) else { return }
    for entry in translation.loadedEntries {
      guard let text = entry.value.text, Self.hasLetters(text),
        base.value(forKey: entry.key) == entry.value
      else { continue }
      findings.report(
        "\(LintMessage.quoted(entry.key)) has the same value in \(translation.displayLanguage) as in \(base.displayLanguage): \(LintMessage.excerpt(text))",
        at: translation.valueLocation(of: entry), key: entry.key)
    }
  }

  /// `en-GB` and `en`: one language, so identical text is expected.
  static func sameLanguage(_ a: String?, _ b: String?) -> Bool {
    func primary(_ code: String?) -> Substring? {
      code?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first
    }
    guard let a = primary(a), let b = primary(b) else { return false }
    return a == b
  }

  /// Whether the text has a letter outside a format specifier (so "%@" or "100%" are skipped).
  static func hasLetters(_ text: StringsText) -> Bool {
    var afterPercent = false
    for scalar in text.string.unicodeScalars {
      if scalar == "%" {
        afterPercent.toggle()
        continue
      }
      if afterPercent {
        // Skip the specifier's characters up to its conversion letter.
        if scalar.properties.isAlphabetic, scalar != "l", scalar != "h", scalar != "q" {
          afterPercent = false
        }
        continue
      }
      if scalar.properties.isAlphabetic { return true }
    }
    return false
  }
}
