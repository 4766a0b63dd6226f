extension CatalogLanguage {
  /// The keys whose localization in this language has a unit in state `new`: written in the
  /// catalog, not compiled, so `missing-translation` says why the language lacks them.
  var keysWithUnitsInStateNew: Set<StringsText> {
    var keys: Set<StringsText> = []
    for entry in catalog.entries {
      guard let localization = entry.localization(for: language),
        localization.allUnits.contains(where: { $0.state == .new })
      else { continue }
      keys.insert(StringsText(entry.key))
    }
    return keys
  }
}
