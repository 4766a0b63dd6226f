/// `ambiguous-one-form`: a `one` form without the number, where `one` is not only 1.
struct AmbiguousOneFormRule: PluralRule {
  init() {}

  static let description = RuleDescription(
    kind: .ambiguousOneForm, scope: .plurals,
    documentation: """
      The `one` form spells the number out ("1 файл", "un fichier") instead of showing it, but in \
      this language `one` is not only 1: Russian and Ukrainian `one` is also 21, 31, 101…; \
      French `one` is 0 and 1. Users then read "1 файл" for 21 files. Show the number with its \
      placeholder. A `zero` form takes 0 away from `one` (Apple's rule), so French with a `zero` \
      form is fine.
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
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
                      "one" : { "stringUnit" : { "state" : "translated", "value" : ↓"Один файл" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
                    }
                  }
                }
              }
            }
            """))
    ])

  func check(_ forms: PluralForms, rules: PluralRules, into findings: inout Findings) {
    guard let one = forms.forms.first(where: { $0.category == .one }), !Self.showsNumber(one.text, forms)
    else { return }
    let hasZero = forms.categories.contains(.zero)
    let numbers = rules.integers(in: .one, below: 1000, max: 4).filter { !(hasZero && $0 == 0) }
    guard numbers.count > 1 else { return }
    let others = numbers.filter { $0 != 1 }.prefix(3).map(String.init).joined(separator: ", ")
    findings.report(
      "the \(forms.language) 'one' form of \(forms.subject), \(LintMessage.excerpt(StringsText(one.text))), has no placeholder for the number, but \(forms.language) uses 'one' for \(others) too: users see it for those numbers",
      at: one.location, key: forms.key)
  }

  /// Whether the text shows the number: the substitution's `%arg`, or any placeholder.
  static func showsNumber(_ text: String, _ forms: PluralForms) -> Bool {
    if let token = forms.argumentToken, text.contains(token) {
      return true
    }
    return !FormatString(StringsText(text)).specifiers.isEmpty
  }
}
