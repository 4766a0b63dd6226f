/// One set of plural forms, whatever file it comes from: a catalog's `variations.plural` or a
/// substitution's, or a `.stringsdict` variable with `NSStringPluralRuleType`. The plural rules
/// check these against the CLDR rules of the language.
struct PluralForms: Sendable {
  /// One form: its category name as written, the text, and where the text is.
  struct Form: Sendable {
    var name: String
    var text: String
    var location: StringsSourceLocation

    var category: PluralCategory? { PluralCategory(rawValue: name) }
  }

  /// The entry's key.
  var key: StringsText
  /// The variable's name (a substitution's or stringsdict variable's); nil for a catalog's
  /// whole-value variation.
  var variable: String?
  var language: String
  /// Where the forms are (the `plural` member, or the variable's key).
  var location: StringsSourceLocation
  /// How the number is written in a form: `%arg` in a catalog substitution; nil where any
  /// placeholder may show it.
  var argumentToken: String?
  var forms: [Form]

  /// The categories the forms spell.
  var categories: Set<PluralCategory> { Set(forms.compactMap(\.category)) }

  /// `"%lld files"` or `"%lld files" (variable count)`, for messages.
  var subject: String {
    LintMessage.quoted(key) + (variable.map { " (variable \($0))" } ?? "")
  }

  /// The form people see for `category` when the entry lacks it: `other`.
  var fallback: Form? { forms.last { $0.name == "other" } }
}

extension PluralForms {
  /// Every set of plural forms of one language of a catalog, in file order.
  static func catalog(_ view: CatalogLanguage) -> [PluralForms] {
    var sets: [PluralForms] = []
    let entries = view.catalog.entries
    for (index, entry) in entries.enumerated() where entry.extractionState != .stale {
      guard let localization = view.localization(ofEntry: index, in: entries) else { continue }
      let key = StringsText(entry.key)
      collect(localization, key: key, variable: nil, token: nil, view: view, into: &sets)
      for substitution in localization.substitutions {
        guard let variations = substitution.variations else { continue }
        collect(
          CatalogLocalization(variations: variations), key: key, variable: substitution.name,
          token: "%arg", view: view, into: &sets, at: substitution.nameOffset)
      }
    }
    return sets
  }

  /// The plural forms of a localization's variations, also those nested in device forms.
  private static func collect(
    _ localization: CatalogLocalization, key: StringsText, variable: String?, token: String?,
    view: CatalogLanguage, into sets: inout [PluralForms], at offset: Int? = nil
  ) {
    guard let variations = localization.variations else { return }
    if let plural = variations.plural {
      let forms = plural.compactMap { form -> Form? in
        guard let unit = form.localization.stringUnit else { return nil }
        return Form(name: form.name, text: unit.value, location: view.result.location(of: unit.valueOffset))
      }
      let location = view.result.location(of: offset ?? plural.first?.nameOffset ?? localization.offset)
      sets.append(
        PluralForms(
          key: key, variable: variable, language: view.language, location: location,
          argumentToken: token, forms: forms))
    }
    for form in variations.device ?? [] {
      collect(form.localization, key: key, variable: variable, token: token, view: view, into: &sets, at: offset)
    }
  }
}
