/// One language of a String Catalog, seen as a table: what lint compares across languages.
public struct CatalogLanguage: Sendable {
  /// The whole catalog as read (shared by every language's table).
  public let result: CatalogParseResult
  public let language: String
  /// Whether this is the catalog's source language.
  public let isSource: Bool
  /// Keys marked `shouldTranslate: false`: no translation is expected for them.
  public let untranslatableKeys: Set<StringsText>

  /// The catalog (always present: a table is only made for a catalog that was read).
  public var catalog: StringCatalog { result.catalog ?? StringCatalog(sourceLanguage: language) }
}

extension LintTable {
  /// One table per language of a catalog, so that the rules written for `.lproj` tables compare
  /// a catalog's languages the same way.
  ///
  /// A language's table holds, for each entry it localizes, the unit people see for it: the
  /// plain unit, or for variations the `other` form (the plural and device rules check every
  /// form). The source language's table has every entry, with the key itself as the value of an
  /// entry it does not localize — what the runtime shows. `stale` entries are left out (the
  /// `stale-entry` rule reports them), and so are translations of entries not meant to be
  /// translated (`should-not-translate`). The catalog's own problems are reported once, on the
  /// source language's table.
  public static func catalogTables(_ result: CatalogParseResult) -> [LintTable] {
    guard let catalog = result.catalog else {
      return [LintTable(catalogFile: result, language: nil, entries: [], catalogLanguage: nil)]
    }
    var untranslatable: Set<StringsText> = []
    for entry in catalog.entries where !entry.isTranslatable { untranslatable.insert(StringsText(entry.key)) }
    return catalog.languages.map { language in
      let isSource = language == catalog.sourceLanguage
      let entries = catalog.entries.compactMap { entry in
        tableEntry(entry, language: language, isSource: isSource, in: result)
      }
      let view = CatalogLanguage(
        result: result, language: language, isSource: isSource, untranslatableKeys: untranslatable)
      return LintTable(catalogFile: result, language: language, entries: entries, catalogLanguage: view)
    }
  }

  /// The entry a language's table holds for a catalog entry, if any.
  private static func tableEntry(
    _ entry: CatalogEntry, language: String, isSource: Bool, in result: CatalogParseResult
  ) -> Entry? {
    guard entry.raw == nil, entry.extractionState != .stale else { return nil }
    let localization = entry.localizations.last { $0.language == language }
    let unit = localization?.localization.shownUnit
    let key = StringsText(entry.key)
    if let unit {
      guard isSource || entry.isTranslatable else { return nil }
      let valueRange = result.stringExtent(at: unit.valueOffset)
      let keyOffset = isSource ? entry.keyOffset : localization?.languageOffset ?? entry.keyOffset
      return Entry(
        key: key, value: .string(StringsText(unit.value)), text: result.bytes[valueRange],
        sourceRange: valueRange, keyRange: keyOffset..<(keyOffset + 1), valueRange: valueRange)
    }
    guard isSource else { return nil }
    // No source unit: the runtime shows the key itself.
    let keyRange = result.stringExtent(at: entry.keyOffset)
    return Entry(
      key: key, value: .string(key), text: result.bytes[keyRange], sourceRange: keyRange,
      keyRange: keyRange, valueRange: keyRange)
  }

  /// A table made from a catalog's language.
  private init(
    catalogFile result: CatalogParseResult, language: String?, entries: [Entry],
    catalogLanguage: CatalogLanguage?
  ) {
    self.file = TableFile(catalog: result.path, language: language)
    let isSource = catalogLanguage?.isSource ?? true
    self.parseDiagnostics = isSource ? result.diagnostics : []
    self.lineTable = result.lineTable
    self.encoding = nil
    self.isLoaded = result.catalog != nil
    self.isComplete = isLoaded && !result.hasSyntaxErrors
    var table: [StringsText: StringsValue] = [:]
    var definitions: [StringsText: [Int]] = [:]
    for (index, entry) in entries.enumerated() {
      table[entry.key] = entry.value
      definitions[entry.key, default: []].append(index)
    }
    let duplicates = definitions.filter { $0.value.count > 1 }
    // A key written twice is reported once, on the source language's table.
    self.duplicateDefinitions = isSource ? duplicates : [:]
    self.allEntries = isSource ? entries : entries.enumerated().filter { index, entry in
      definitions[entry.key]?.last == index
    }.map(\.element)
    self.loadedEntries = entries.enumerated().filter { index, entry in definitions[entry.key]?.last == index }
      .map(\.element)
    self.table = table
    self.catalog = catalogLanguage
  }
}

extension CatalogLocalization {
  /// The unit people see when no variation applies: the unit itself, or the `other` form of its
  /// variations (the last form when there is no `other`), depth first.
  var shownUnit: StringUnit? {
    if let stringUnit { return stringUnit }
    guard let variations else { return nil }
    for forms in [variations.plural, variations.device].compactMap({ $0 }) where !forms.isEmpty {
      let form = forms.last { $0.name == "other" } ?? forms[forms.count - 1]
      if let unit = form.localization.shownUnit { return unit }
    }
    return nil
  }
}

extension LintTable {
  /// Where to report that this table lacks a key of `base`: the top of a `.strings` file (where
  /// the translator adds it), or the entry in a catalog (which holds every language in one place).
  public func missingEntryLocation(for baseEntry: Entry, in base: LintTable) -> SourceLocation {
    catalog == nil ? fileLocation : base.location(of: baseEntry)
  }
}
