/// How far each language of a String Catalog is, by the review state Xcode keeps for every unit:
/// what `lstrings coverage` reports for a catalog beside what users see.
///
/// Entries are counted, not units: an entry with plural forms is `new` in a language when any of
/// its units is, else `needs review` when any is, else `translated` (a `stale` unit is still
/// compiled, so it counts as translated). An entry with no localization in a language is
/// `missing` there, except in the source language, where the key itself is the text. Entries
/// marked `shouldTranslate: false` count only in the source language.
package struct CatalogStateCoverage: Sendable {
  /// One language's counts.
  public struct Row: Sendable, Hashable {
    public var language: String
    public var translated = 0
    public var needsReview = 0
    /// Units in state `new`: not compiled, so users see another language's text or the key.
    public var new = 0
    public var missing = 0

    /// Entries counted for the language.
    public var total: Int { translated + needsReview + new + missing }
  }

  /// The table the catalog compiles to.
  public var table: String
  public var sourceLanguage: String
  /// Entries of the catalog.
  public var entryCount: Int
  /// One row per language of the catalog, sorted.
  public var rows: [Row]

  public init(table: String, catalog: StringCatalog) {
    self.table = table
    sourceLanguage = catalog.sourceLanguage
    entryCount = catalog.entries.count
    rows = catalog.languages.map { language in
      var row = Row(language: language)
      for entry in catalog.entries where entry.isTranslatable || language == catalog.sourceLanguage {
        let units = entry.localization(for: language)?.allUnits ?? []
        if units.isEmpty {
          if language == catalog.sourceLanguage { row.translated += 1 } else { row.missing += 1 }
        } else if units.contains(where: { $0.state == .new }) {
          row.new += 1
        } else if units.contains(where: { $0.state == .needsReview }) {
          row.needsReview += 1
        } else {
          row.translated += 1
        }
      }
      return row
    }
  }

  /// A table for people.
  func renderText() -> String {
    var lines = [["language", "translated", "needs review", "new", "missing"]]
    for row in rows {
      let name = row.language == sourceLanguage ? "\(row.language) (source)" : row.language
      lines.append(
        [name] + [row.translated, row.needsReview, row.new, row.missing].map { LocalizationCoverage.fraction($0, of: row.total) })
    }
    let widths = (0..<5).map { column in lines.map { $0[column].count }.max() ?? 0 }
    var out = "catalog \(table).xcstrings: \(entryCount) entr\(entryCount == 1 ? "y" : "ies"), by state\n"
    for line in lines {
      let cells = (0..<5).map { line[$0] + String(repeating: " ", count: widths[$0] - line[$0].count) }
      out += cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }
    return out
  }

  /// One JSON object.
  func renderJSON() -> String {
    func quote(_ text: String) -> String { JSONText.quote(StringsText(text)) }
    let rowsJSON = rows.map {
      "{\"language\":\(quote($0.language)),\"translated\":\($0.translated),\"needsReview\":\($0.needsReview),\"new\":\($0.new),\"missing\":\($0.missing)}"
    }
    return
      "{\"table\":\(quote(table)),\"sourceLanguage\":\(quote(sourceLanguage)),\"entries\":\(entryCount),\"languages\":[\(rowsJSON.joined(separator: ","))]}"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
