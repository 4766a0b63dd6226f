// Asks CLDR's plural rules which form a number takes, as a stringsdict or a catalog does.
import StringsKit

if let russian = PluralRules.forLanguage("ru") {
  print(russian.categories.map(\.rawValue))  // ["one", "few", "many", "other"]
  for count in [1, 2, 5, 21] {
    print(count, russian.category(for: count))  // 1 one, 2 few, 5 many, 21 one
  }
  // A translation that only wrote `one` and `other` falls back to `other` for 5.
  print(russian.form(for: 5, available: [.one, .other]))
  // Decimals keep their visible digits: "1.5" is not "1.50".
  if let operands = PluralOperands("1.5") {
    print(russian.category(for: operands))  // other
  }
}
