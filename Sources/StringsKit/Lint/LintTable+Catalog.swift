/// One language of a String Catalog, seen as a table: what lint compares across languages.
struct CatalogLanguage: Sendable {
  /// The whole catalog as read (shared by every language's table).
  let result: CatalogParseResult
  let language: String
  /// Whether this is the catalog's source language.
  let isSource: Bool
  /// Keys marked `shouldTranslate: false`: no translation is expected for them.
  let untranslatableKeys: Set<StringsText>
  /// The position in `catalog.entries` of each key's last entry (the one Foundation keeps), shared
  /// by every language: a rule that needs an entry by key looks it up here instead of scanning
  /// the entries, which made `form-placeholder-mismatch` quadratic in the catalog's size.
  let lastEntryIndex: [String: Int]
  /// For each entry of the catalog, the position of its localization of this language in
  /// `localizations` (-1: none); see `CatalogLocalizationIndex`.
  let localizationPositions: [Int32]

  /// The catalog (always present: a table is only made for a catalog that was read).
  var catalog: StringCatalog { result.catalog ?? StringCatalog(sourceLanguage: language) }
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
  static func catalogTables(_ result: CatalogParseResult) -> [LintTable] {
    guard let catalog = result.catalog else {
      return [LintTable(catalogFile: result, language: nil, entries: [], catalogLanguage: nil)]
    }
    var untranslatable: Set<StringsText> = []
    for entry in catalog.entries where !entry.isTranslatable { untranslatable.insert(StringsText(entry.key)) }
    // A key written twice keeps its last entry, as Foundation's JSONSerialization does; the
    // source language's table has both, so that `duplicate-key` reports it once.
    var last: [String: Int] = [:]
    for (index, entry) in catalog.entries.enumerated() { last[entry.key] = index }
    let kept = catalog.entries.indices.filter { last[catalog.entries[$0].key] == $0 }
    let index = CatalogLocalizationIndex(catalog)
    let none = [Int32](repeating: -1, count: catalog.entries.count)
    // Each key's bytes once for the 50 tables of a 50-language catalog, not once per table.
    let keys = catalog.entries.map { StringsText($0.key) }
    let languages = catalog.languages
    let untranslatableKeys = untranslatable
    let lastEntryIndex = last
    // The languages' tables on every core: each reads the shared catalog and builds its own.
    return Parallel.map(languages.count) { number in
      let language = languages[number]
      let isSource = language == catalog.sourceLanguage
      let positions = index.positions(of: language) ?? none
      let entries = (isSource ? Array(catalog.entries.indices) : kept).compactMap { entryIndex in
        let position = Int(positions[entryIndex])
        let entry = catalog.entries[entryIndex]
        return tableEntry(
          entry, key: keys[entryIndex], localization: position < 0 ? nil : entry.localizations[position],
          isSource: isSource, in: result)
      }
      let view = CatalogLanguage(
        result: result, language: language, isSource: isSource, untranslatableKeys: untranslatableKeys,
        lastEntryIndex: lastEntryIndex, localizationPositions: positions)
      return LintTable(catalogFile: result, language: language, entries: entries, catalogLanguage: view)
    }
  }

  /// The entry a language's table holds for a catalog entry, if any, given the entry's (last)
  /// localization of the language; `key` is `StringsText(entry.key)`.
  private static func tableEntry(
    _ entry: CatalogEntry, key: StringsText, localization: LanguageLocalization?, isSource: Bool,
    in result: CatalogParseResult
  ) -> StringsEntry? {
    guard entry.raw == nil, entry.extractionState != .stale, !entry.key.isEmpty else { return nil }
    // A translation in state `new` is not compiled: the language lacks the key at run time.
    if let localization, let unit = localization.localization.shownUnit, isSource || unit.state != .new {
      guard isSource || entry.isTranslatable else { return nil }
      let valueRange = result.stringExtent(at: unit.valueOffset)
      let keyOffset = isSource ? entry.keyOffset : localization.languageOffset
      let value = localization.localization.expandingSubstitutions(in: unit.value)
      // Offsets inside an expanded value no longer match the file: locate the value's start only.
      let isAsWritten = value == unit.value
      let text = isAsWritten ? result.bytes[valueRange] : result.bytes[valueRange.lowerBound..<valueRange.lowerBound]
      return StringsEntry(
        key: key, value: .string(isAsWritten ? Self.text(of: value, writtenIn: text) : StringsText(value)), text: text,
        sourceRange: valueRange, keyRange: keyOffset..<(keyOffset + 1), valueRange: valueRange)
    }
    guard isSource else { return nil }
    // No source unit: the runtime shows the key itself.
    let keyRange = result.stringExtent(at: entry.keyOffset)
    return StringsEntry(
      key: key, value: .string(key), text: result.bytes[keyRange], sourceRange: keyRange,
      keyRange: keyRange, valueRange: keyRange)
  }

  /// `value`'s text: the bytes between the quotes of the JSON string `written` when they are
  /// `value`'s UTF-8 (a string without escapes: most values), already in memory; else a copy.
  private static func text(of value: String, writtenIn written: ArraySlice<UInt8>) -> StringsText {
    guard written.count >= 2 else { return StringsText(value) }
    let inner = written.dropFirst().dropLast()
    let isSame =
      inner.count == value.utf8.count
      && (value.utf8.withContiguousStorageIfAvailable { inner.elementsEqual($0) } ?? inner.elementsEqual(value.utf8))
    return isSame ? StringsText(wtf8: inner) : StringsText(value)
  }

  /// A table made from a catalog's language.
  private init(
    catalogFile result: CatalogParseResult, language: String?, entries: [StringsEntry],
    catalogLanguage: CatalogLanguage?
  ) {
    self.file = TableFile(catalog: result.path, language: language)
    let isSource = catalogLanguage?.isSource ?? true
    self.parseDiagnostics = isSource ? result.diagnostics : []
    self.lines = LazyLineTable(result.lineTable)
    self.encoding = nil
    self.isLoaded = result.catalog != nil
    self.isComplete = isLoaded && !result.hasSyntaxErrors
    // Only the source language's table can hold a key twice: the others are made of each key's
    // last entry (`catalogTables`), so their keys need no second hashing here.
    var loaded = entries
    if isSource {
      var definitions: [StringsText: [Int]] = [:]
      for (index, entry) in entries.enumerated() {
        definitions[entry.key, default: []].append(index)
      }
      // A key written twice is reported once, on the source language's table.
      self.duplicateDefinitions = definitions.filter { $0.value.count > 1 }
      loaded = entries.enumerated().filter { index, entry in definitions[entry.key]?.last == index }.map(\.element)
    } else {
      self.duplicateDefinitions = [:]
    }
    self.allEntries = EntryList(isSource ? entries : loaded)
    self.loadedEntries = EntryList(loaded)
    self.keyIndex = TableKeyIndex(allEntries)
    self.catalog = catalogLanguage
  }
}

extension CatalogLocalization {
  /// The value with each `%#@name@` of a substitution replaced by the placeholder it stands for
  /// (`%2$lld` for `argNum` 2 and `formatSpecifier` `lld`), so that the placeholder rules compare
  /// the arguments the value really reads. A name with no substitution, or one without a
  /// specifier, is left as written.
  func expandingSubstitutions(in value: String) -> String {
    guard !substitutions.isEmpty, value.utf8.contains(UInt8(ascii: "#")) else { return value }
    var result = value
    // Numbered only where the value numbers its placeholders: "%#@files@ in %@" reads its
    // arguments in order, and "%1$lld in %@" would mix the two styles.
    let isPositional = FormatString(StringsText(value)).specifiers.contains { $0.position != nil }
    for substitution in substitutions {
      guard let specifier = substitution.formatSpecifier else { continue }
      let position = isPositional ? substitution.argumentNumber.map { "\($0)$" } ?? "" : ""
      result = result.replacingToken("%#@\(substitution.name)@", with: "%" + position + specifier)
    }
    return result
  }

  /// The unit people see when no variation applies: the unit itself, or the `other` form of its
  /// variations (the last form when there is no `other`), depth first.
  var shownUnit: StringUnit? {
    if let stringUnit { return stringUnit }
    if !otherFields.isEmpty, let phrase = stringSet?.units.first { return phrase }
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
  func missingEntryLocation(for baseEntry: StringsEntry, in base: LintTable) -> StringsSourceLocation {
    catalog == nil ? fileLocation : base.location(of: baseEntry)
  }
}

extension LintTable {
  /// Reads a catalog and makes its languages' tables; a file that cannot be read is one table
  /// with an `unreadable-file` diagnostic.
  static func catalogTables(path: String) -> [LintTable] {
    do {
      return catalogTables(try StringCatalog.parse(file: path))
    } catch {
      return [
        LintTable(
          file: TableFile(catalog: path, language: nil),
          unreadable: StringsDiagnostic(.unreadableFile, message: "cannot read the file: \(error)", file: path))
      ]
    }
  }
}

extension LintTable {
  /// The table's plural forms (a catalog language's variations and substitutions).
  var pluralForms: [PluralForms] {
    catalog.map(PluralForms.catalog) ?? []
  }
}
