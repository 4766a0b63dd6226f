import StringsFormats

/// The plural categories Xcode gives a language in an export when it synthesises an entry's plural
/// forms: the language's CLDR categories that some integer below 1000 falls in.
///
/// Xcode 27.0 exports a French entry with `one` and `other` (no `many`) and a Ukrainian one with
/// `one`, `few`, `many` and `other` (Murzav/xcstrings-mcp `behavior/plural-fallback` and
/// `behavior/missing-locale-uk`). CLDR 46 gives French (and Spanish, Italian, Portuguese) a `many`
/// that only a million or a compact exponent reaches; Xcode leaves it out, so this does too. For
/// a language CLDR does not know, nil: the entry's own forms are exported.
enum ExportPluralCategories {
  static func categories(for language: String) -> [PluralCategory]? {
    guard let rules = PluralRules.forLanguage(language) else { return nil }
    return rules.categories.filter { category in
      category == .other || !rules.integers(in: category, below: 1000, max: 1).isEmpty
    }
  }
}
