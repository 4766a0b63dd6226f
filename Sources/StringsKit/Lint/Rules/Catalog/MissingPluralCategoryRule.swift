/// `missing-plural-category`: plural forms that lack a category the language needs.
struct MissingPluralCategoryRule: PluralRule {
  init() {}

  static let description = RuleDescription(
    kind: .missingPluralCategory, scope: .plurals,
    documentation: """
      A plural entry (a catalog's `plural` variation or substitution, a `.stringsdict` plural \
      rule) lacks a category that CLDR's rules give some numbers in its language, so those \
      numbers show the `other` form: Russian needs `few` for 2–4, 22–24…, so without it "2 \
      файлов" is shown where "2 файла" is right. A warning when small whole numbers (below \
      1,000) fall in the missing category; a note when only large or fractional numbers do (French \
      `many` is for 1,000,000 and up). `zero` is required only where CLDR uses it (Arabic, \
      Latvian…). Rules from CLDR 46, as current Apple platforms ship.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "%lld files" : {
              "localizations" : {
                "ru" : {
                  "variations" : {
                    "plural" : {
                      ↓↓"one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } }
                    }
                  }
                }
              }
            }
            """))
    ])

  /// Whole numbers past 1,000 that CLDR's rules treat specially.
  static let largeCandidates = [1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

  func check(_ forms: PluralForms, rules: PluralRules, into findings: inout Findings) {
    let present = forms.categories
    for category in rules.categories where !present.contains(category) {
      let small = rules.integers(in: category, below: 1000, max: 4)
      let reach: String
      if small.isEmpty {
        // Beyond 1,000, CLDR's rules single out powers of ten (`i % 1000000 = 0`): trying those
        // answers in microseconds what scanning ten million integers per entry took seconds for.
        let large = Self.largeCandidates.first { rules.category(for: $0) == category }
        reach = large.map { "only numbers such as \($0)" } ?? "only fractions"
      } else {
        reach = small.prefix(3).map(String.init).joined(separator: ", ") + (small.count > 3 ? "…" : "")
      }
      let shown = forms.fallback.map { " and show the other form, " + LintMessage.excerpt(StringsText($0.text)) } ?? ""
      findings.report(
        "the \(forms.language) plural forms of \(forms.subject) have no '\(category.rawValue)' form: \(reach) fall in it in \(forms.language)\(shown)",
        at: forms.location, key: forms.key, lowered: small.isEmpty ? .note : nil)
    }
  }
}
