import Foundation

/// Writes a pseudo-language from the source language: into a String Catalog (which gains the
/// language) or beside a folder's `.lproj` tables (which gains `TAG.lproj`).
///
/// Every unit keeps its placeholders, plural forms, device variations and substitutions; only
/// the text between placeholders changes (`PseudoText`). Entries not meant to be translated
/// (`shouldTranslate: false`) and stale ones are left out, as a translator would leave them.
package struct PseudoLocalization: Sendable {
  package var language: String
  package var text: PseudoText

  package init(language: String, styles: [PseudoStyle]) {
    self.language = language
    self.text = PseudoText(styles: styles)
  }

  /// The catalog with the pseudo-language added (replacing one of the same tag).
  package func adding(to catalog: StringCatalog) -> StringCatalog {
    var catalog = catalog
    for index in catalog.entries.indices {
      var entry = catalog.entries[index]
      entry.localizations.removeAll { $0.language == language }
      guard entry.raw == nil, entry.isTranslatable, entry.extractionState != .stale, !entry.key.isEmpty else {
        catalog.entries[index] = entry
        continue
      }
      let source =
        entry.localization(for: catalog.sourceLanguage)
        ?? CatalogLocalization(stringUnit: StringUnit(value: entry.key))
      entry.localizations.append(LanguageLocalization(language: language, localization: pseudo(source)))
      catalog.entries[index] = entry
    }
    return catalog
  }

  private func pseudo(_ localization: CatalogLocalization) -> CatalogLocalization {
    var result = CatalogLocalization()
    if let unit = localization.stringUnit {
      result.stringUnit = StringUnit(state: .translated, value: text.transform(unit.value))
    }
    result.variations = localization.variations.map(pseudo)
    result.substitutions = localization.substitutions.map { substitution in
      CatalogSubstitution(
        name: substitution.name, argumentNumber: substitution.argumentNumber,
        formatSpecifier: substitution.formatSpecifier, variations: substitution.variations.map(pseudo))
    }
    return result
  }

  private func pseudo(_ variations: CatalogVariations) -> CatalogVariations {
    let forms = { (forms: [CatalogVariations.Form]?) in
      forms?.map { CatalogVariations.Form(name: $0.name, localization: pseudo($0.localization)) }
    }
    return CatalogVariations(plural: forms(variations.plural), device: forms(variations.device))
  }
}
