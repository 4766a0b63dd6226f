/// Merges a translator's returned work into a String Catalog: values the catalog lacks or has not
/// reviewed are taken, reviewed values are never overwritten silently, and nothing is lost.
///
/// For each key and language of the source (a catalog, or a returned `.strings`/`.stringsdict`
/// read as one through `CatalogSource`):
/// - a value the catalog lacks, or whose unit is `new` or `needs_review`, is taken: the unit
///   becomes `translated`;
/// - a value equal to the catalog's changes nothing;
/// - a value that differs from a `translated` unit is a conflict: reported and kept, unless
///   `prefer` is `.source` (then taken, and listed);
/// - a plain value where the catalog's localization has plural or device forms or substitutions is
///   a conflict that is never overwritten (`LocalizationMerge` has the rules for forms);
/// - a key the catalog does not have is reported, not added: the catalog follows the code, so the
///   key must come from the code (`lstrings extract`) or from Xcode first;
/// - entries marked `shouldTranslate: false` get no translation (reported when the value would
///   have changed the catalog);
/// - the catalog's source language is left alone unless `includesSourceLanguage`; when it is
///   changed, the key's other translations go back to `needs_review`, as in Xcode (unless the
///   entry is `shouldTranslate: false`).
///
/// Comments, extraction states and every field the model does not name are the catalog's.
public struct CatalogMerge: Sendable {
  /// How the merge treats conflicts and languages.
  public var options: CatalogMergeOptions

  /// A merge with these options.
  public init(options: CatalogMergeOptions = CatalogMergeOptions()) {
    self.options = options
  }

  /// The catalog after the merge, and what was done.
  public struct Result: Sendable {
    /// The merged catalog.
    public var catalog: StringCatalog
    /// What the merge took, skipped and found in conflict.
    public var report: CatalogMergeReport
  }

  /// Merges every entry of `source` into `catalog`. A key written twice counts with its last
  /// entry (as Xcode reads it), in either file.
  public func merge(_ source: StringCatalog, into catalog: StringCatalog) -> Result {
    var result = catalog
    var report = CatalogMergeReport()
    var indices: [String: Int] = [:]
    for (index, entry) in catalog.entries.enumerated() where entry.raw == nil { indices[entry.key] = index }
    var seen: Set<String> = []
    for entry in source.entries.reversed() where entry.raw == nil && seen.insert(entry.key).inserted {
      let languages = Set(entry.localizations.map(\.language)).filter { options.languages?.contains($0) ?? true }
      let returned = languages.sorted().compactMap { language in
        entry.localization(for: language).flatMap { LocalizationMerge.translated($0) == nil ? nil : (language, $0) }
      }
      guard !returned.isEmpty else { continue }
      guard let index = indices[entry.key] else {
        report.unknownKeys.append(.init(key: entry.key, languages: returned.map(\.0), sourceOffset: entry.keyOffset))
        continue
      }
      merge(returned, of: entry, into: &result.entries[index], sourceLanguage: catalog.sourceLanguage, report: &report)
    }
    report.unknownKeys.reverse()
    return Result(catalog: result, report: report)
  }

  private func merge(
    _ returned: [(language: String, localization: CatalogLocalization)], of sourceEntry: CatalogEntry,
    into entry: inout CatalogEntry, sourceLanguage: String, report: inout CatalogMergeReport
  ) {
    var changedLanguages: Set<String> = []
    for (language, localization) in returned {
      var merge = LocalizationMerge(prefer: options.prefer, key: entry.key, language: language)
      let existing = entry.localization(for: language)
      let merged = merge.merge(localization, into: existing)
      let changes = !merge.taken.isEmpty || !merge.replaced.isEmpty || merge.conflicts.contains(where: \.isOverwritten)
      guard changes || !merge.conflicts.isEmpty else { continue }
      let skip: CatalogMergeReport.SkipReason? =
        language == sourceLanguage
        ? (options.includesSourceLanguage ? nil : .sourceLanguage)
        : (entry.isTranslatable ? nil : .notTranslatable)
      if let skip {
        report.skipped.append(
          .init(
            key: entry.key, language: language, reason: skip,
            catalogOffset: existing?.offset ?? entry.keyOffset, sourceOffset: localization.offset))
        continue
      }
      report.taken += merge.taken
      report.conflicts += merge.conflicts
      report.replacedForms += merge.replaced
      guard changes, let merged else { continue }
      changedLanguages.insert(language)
      if let index = entry.localizations.lastIndex(where: { $0.language == language }) {
        entry.localizations[index].localization = merged
      } else {
        entry.localizations.append(LanguageLocalization(language: language, localization: merged))
      }
    }
    if changedLanguages.contains(sourceLanguage), entry.isTranslatable {
      reReview(&entry, except: changedLanguages, report: &report)
    }
  }

  /// Sends the translations the merge did not just give back to review: their source text changed.
  private func reReview(_ entry: inout CatalogEntry, except languages: Set<String>, report: inout CatalogMergeReport) {
    for index in entry.localizations.indices where !languages.contains(entry.localizations[index].language) {
      let language = entry.localizations[index].language
      var places: [CatalogFormPath] = []
      entry.localizations[index].localization.markNeedsReview(at: CatalogFormPath(), into: &places)
      report.reReviewed += places.sorted().map { CatalogMergeReport.Place(key: entry.key, language: language, form: $0) }
    }
  }
}

extension CatalogLocalization {
  /// Turns every `translated` (or `machine_translated`) unit into `needs_review`, listing the
  /// forms changed.
  fileprivate mutating func markNeedsReview(at path: CatalogFormPath, into places: inout [CatalogFormPath]) {
    if stringUnit?.state == .translated || stringUnit?.state == .machineTranslated {
      stringUnit?.state = .needsReview
      places.append(path)
    }
    variations?.markNeedsReview(at: path, into: &places)
    for index in substitutions.indices {
      let step = path.appending(CatalogFormPath.substitutionStep(substitutions[index].name))
      substitutions[index].variations?.markNeedsReview(at: step, into: &places)
    }
  }
}

extension CatalogVariations {
  fileprivate mutating func markNeedsReview(at path: CatalogFormPath, into places: inout [CatalogFormPath]) {
    func mark(_ forms: [CatalogVariations.Form]?) -> [CatalogVariations.Form]? {
      forms?.map { form in
        var form = form
        form.localization.markNeedsReview(at: path.appending(form.name), into: &places)
        return form
      }
    }
    plural = mark(plural)
    device = mark(device)
  }
}
