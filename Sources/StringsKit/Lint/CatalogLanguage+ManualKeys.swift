extension CatalogLanguage {
  /// The keys of the catalog's `manual` entries: added by a developer for keys the code builds
  /// at run time (`String(localized: String.LocalizationValue(name))`), so no call names them and
  /// no sync touches them. `unused-key` does not report them.
  var manualKeys: Set<StringsText> {
    Set(catalog.entries.lazy.filter { $0.extractionState == .manual }.map { StringsText($0.key) })
  }
}
