extension CatalogLanguage {
  /// The keys whose localization in this language has a unit in state `new`: written in the
  /// catalog, not compiled, so `missing-translation` says why the language lacks them.
  var keysWithUnitsInStateNew: Set<StringsText> {
    var keys: Set<StringsText> = []
    let entries = catalog.entries
    for (index, entry) in entries.enumerated() {
      guard let localization = localization(ofEntry: index, in: entries),
        localization.allUnits.contains(where: { $0.state == .new })
      else { continue }
      keys.insert(StringsText(entry.key))
    }
    return keys
  }
}
