import StringsFormats

extension StringCatalog {
  /// The catalog as an export's `Source Contents/` holds it: every language but the source one
  /// removed; entries, their comments and other metadata kept, an entry with no source-language
  /// localization kept with none (observed in a real Xcode 26.5 export). Written with the same
  /// Xcode-exact writer, so it is the project's file minus the other languages.
  package var reducedToSourceLanguage: StringCatalog {
    var reduced = self
    for index in reduced.entries.indices where reduced.entries[index].raw == nil {
      reduced.entries[index].localizations.removeAll { $0.language != sourceLanguage }
    }
    return reduced
  }
}
