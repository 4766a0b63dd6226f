import StringsFormats

/// Where each entry of a catalog keeps its localization of each language: built once per
/// catalog, so that lint's per-language rules find an entry's localization by position instead
/// of comparing language codes.
///
/// `CatalogEntry.localization(for:)` compares the language with each of the entry's localizations
/// in turn; every rule of every language's table did that for every entry, so a catalog of 50
/// languages cost about 50 × 50 / 2 string comparisons per entry and rule (400 M instructions of
/// a 10 MB catalog's lint, callgrind). Here each localization's language is hashed once.
struct CatalogLocalizationIndex: Sendable {
  /// Per language: for each entry, the position in its `localizations` of the last localization
  /// of the language (the one `localization(for:)` returns), or -1.
  private let columns: [String: [Int32]]

  init(_ catalog: StringCatalog) {
    var numbers: [String: Int] = [:]
    var columns: [[Int32]] = []
    let count = catalog.entries.count
    for (entryIndex, entry) in catalog.entries.enumerated() {
      for (position, localization) in entry.localizations.enumerated() {
        let number: Int
        if let known = numbers[localization.language] {
          number = known
        } else {
          number = columns.count
          numbers[localization.language] = number
          columns.append([Int32](repeating: -1, count: count))
        }
        columns[number][entryIndex] = Int32(truncatingIfNeeded: position)
      }
    }
    var byLanguage: [String: [Int32]] = [:]
    for (language, number) in numbers { byLanguage[language] = columns[number] }
    self.columns = byLanguage
  }

  /// The positions of `language`'s localizations, one per entry (-1: none); nil when no entry
  /// localizes the language.
  func positions(of language: String) -> [Int32]? {
    columns[language]
  }
}

extension CatalogLanguage {
  /// The entry's localization in this language: `entries[index].localization(for: language)`,
  /// found by position.
  func localization(ofEntry index: Int, in entries: [CatalogEntry]) -> CatalogLocalization? {
    guard index < localizationPositions.count else { return nil }
    let position = Int(localizationPositions[index])
    return position < 0 ? nil : entries[index].localizations[position].localization
  }
}
