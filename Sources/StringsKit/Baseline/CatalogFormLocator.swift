/// Finds which variation of a String Catalog a location points into, so that a baseline can tell
/// a finding on the `few` form from one on the `many` form without remembering lines.
///
/// Works on the offsets the catalog model keeps: a variation, substitution or localization spans
/// from its name to the next name of its object (or the end of what holds it).
struct CatalogFormLocator {
  let result: CatalogParseResult
  /// Every entry's key offset, ascending: where the enclosing entry ends.
  private let entryStarts: [Int]

  init(_ result: CatalogParseResult) {
    self.result = result
    self.entryStarts = (result.catalog?.entries.map(\.keyOffset) ?? []).sorted()
  }

  /// The form path (`plural.few`, `%#@files@.plural.one`) of the location in `language`'s
  /// localization of `key`; the set (`plural`) at a form's name; nil when the location is not
  /// inside one of its variations.
  func form(key: String, language: String, at location: StringsSourceLocation) -> String? {
    guard let catalog = result.catalog,
      let offset = result.lineTable.offset(line: location.line, column: location.column)
    else { return nil }
    let entries = catalog.entries.filter { $0.key == key }
    guard let entry = entries.last(where: { $0.keyOffset <= offset }) ?? entries.last,
      let localized = entry.localizations.last(where: { $0.language == language })
    else { return nil }
    let end = Self.next(after: localized.languageOffset, in: entry.localizations.map(\.languageOffset) + entryStarts)
    guard offset >= localized.languageOffset, offset < end else { return nil }
    let steps = Self.steps(in: localized.localization, offset: offset, end: end)
    return steps.isEmpty ? nil : steps.joined(separator: ".")
  }

  /// The steps down from `localization` to the innermost variation holding `offset`.
  private static func steps(in localization: CatalogLocalization, offset: Int, end: Int) -> [String] {
    // Each candidate: where it starts, its steps, and what it holds.
    var candidates: [(start: Int, steps: [String], inner: CatalogLocalization?)] = []
    for (kind, forms) in [("plural", localization.variations?.plural), ("device", localization.variations?.device)] {
      for form in forms ?? [] {
        candidates.append((form.nameOffset, [kind, form.name], form.localization))
      }
    }
    for substitution in localization.substitutions {
      candidates.append((substitution.nameOffset, [CatalogFormPath.substitutionStep(substitution.name)], nil))
      for (kind, forms) in [("plural", substitution.variations?.plural), ("device", substitution.variations?.device)] {
        for form in forms ?? [] {
          candidates.append(
            (form.nameOffset, [CatalogFormPath.substitutionStep(substitution.name), kind, form.name], form.localization))
        }
      }
    }
    let starts = candidates.map(\.start)
    guard let best = candidates.filter({ $0.start <= offset && $0.start > 0 }).max(by: { $0.start < $1.start }) else {
      return []
    }
    let innerEnd = min(end, next(after: best.start, in: starts))
    guard let inner = best.inner else { return best.steps }
    // A finding at a form's name is about the set of forms (`missing-plural-category` points at
    // the first one): naming that form would make it another finding when a form is added before it.
    if best.start == offset { return Array(best.steps.dropLast()) }
    return best.steps + steps(in: inner, offset: offset, end: innerEnd)
  }

  /// The smallest of `offsets` greater than `offset` (`Int.max` when none is).
  private static func next(after offset: Int, in offsets: [Int]) -> Int {
    offsets.reduce(Int.max) { $1 > offset && $1 < $0 ? $1 : $0 }
  }
}
