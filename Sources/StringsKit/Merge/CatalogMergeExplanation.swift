/// What a merge report explains, indexed once: whether a difference between the catalog before
/// and after a merge is one the report lists — a form taken, replaced or sent back to review, or
/// inside a node a conflict overwrote.
///
/// The check before writing compares every difference with the report; scanning the report's
/// lists (and filtering its conflicts anew) for each difference was quadratic: `merge --into` of
/// bench/50-catalog.sh's 10 MB catalog spent 22,309 M of its 26,272 M instructions there.
struct CatalogMergeExplanation {
  /// The places taken, sent back to review, or replaced.
  private let places: Set<CatalogMergeReport.Place>
  /// The form paths of the overwritten conflicts, by key and language: a difference at or inside
  /// one of them is explained.
  private let overwritten: [OverwrittenKey: [CatalogFormPath]]

  private struct OverwrittenKey: Hashable {
    var key: String
    var language: String
  }

  init(_ report: CatalogMergeReport) {
    var places = Set(report.reReviewed)
    for taken in report.taken { places.insert(taken.place) }
    for replaced in report.replacedForms { places.insert(replaced.place) }
    self.places = places
    var overwritten: [OverwrittenKey: [CatalogFormPath]] = [:]
    for conflict in report.overwritten {
      overwritten[OverwrittenKey(key: conflict.place.key, language: conflict.place.language), default: []]
        .append(conflict.place.form)
    }
    self.overwritten = overwritten
  }

  /// Whether the report lists `change`.
  func explains(_ change: CatalogDiff.Change) -> Bool {
    guard let language = change.language else { return false }
    let place = CatalogMergeReport.Place(key: change.key.string, language: language, form: change.form)
    if places.contains(place) { return true }
    return overwritten[OverwrittenKey(key: place.key, language: language)]?.contains {
      place.form.steps.starts(with: $0.steps)
    } ?? false
  }
}
