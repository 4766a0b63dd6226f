/// `form-placeholder-mismatch`: plural forms that read an argument with different types.
struct FormPlaceholderMismatchRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .formPlaceholderMismatch, scope: .table,
    documentation: """
      A plural (or device) form reads an argument with another type than the rest: `%@` in one \
      form where the other forms, the variable's `NSStringFormatValueTypeKey` or the source \
      language read an integer. `String(format:)` then takes the number for an object pointer \
      (a crash) or prints garbage — for the users of one language and one range of numbers \
      only, which is why it survives testing. A form may leave an argument out ("One file"); it \
      may not read it differently. Named placeholders (`%(count)lld`) are held to the source's \
      names: a form may not name an argument the source does not, or read a name as another \
      type. Integer sizes (`%d`/`%lld`) count as one type, as in \
      `placeholder-mismatch`. In `.stringsdict` files, also a form whose specifier contradicts the \
      variable's value type, and a variable chosen by an argument other than the number its \
      forms show.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "%lld files" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "few" : { "stringUnit" : { "state" : "translated", "value" : ↓"%@ файла" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
                    }
                  }
                }
              }
            }
            """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    guard let view = table.catalog else { return }
    let catalog = view.catalog
    for forms in table.pluralForms {
      // What the forms are held to: the source language's value for a whole-value variation.
      var reference: [Int: (family: Family, text: String)] = [:]
      var sourceValue: String?
      if forms.variable == nil, let entry = catalog.entries.last(where: { $0.key == forms.key.string }),
        let source = entry.localization(for: catalog.sourceLanguage)?.shownUnit
      {
        reference = Self.reads(source.value, token: nil)
        sourceValue = source.value
      }
      let named = NamedFormReads.problems(forms: forms.forms.map { ($0.name, $0.text) }, source: sourceValue)
      for (index, message) in named {
        let form = forms.forms[index]
        findings.report(
          "the \(forms.language) '\(form.name)' form of \(forms.subject) \(message)", at: form.location, key: forms.key)
      }
      for form in forms.forms {
        for (position, read) in Self.reads(form.text, token: forms.argumentToken).sorted(by: { $0.key < $1.key }) {
          guard let expected = reference[position] else {
            reference[position] = read
            continue
          }
          guard expected.family != read.family else { continue }
          findings.report(
            "the \(forms.language) '\(form.name)' form of \(forms.subject) reads argument \(position) as \(read.family) ('\(read.text)') where \(LintMessage.excerpt(StringsText(expected.text))) reads \(expected.family)",
            at: form.location, key: forms.key)
        }
      }
    }
  }

  /// The family each argument position is read as (the first read of each), with the text that
  /// reads it; a substitution's `%arg` reads its own argument, as an object-free token.
  static func reads(_ text: String, token: String?) -> [Int: (family: Family, text: String)] {
    let plain = token.map { text.replacingToken($0, with: "") } ?? text
    let placeholders = VariablePlaceholders(StringsText(plain), base: 1)
    var result: [Int: (family: Family, text: String)] = [:]
    for read in placeholders.reads where result[read.position] == nil {
      result[read.position] = (read.family, plain)
    }
    return result
  }
}
