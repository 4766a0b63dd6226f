import Foundation

/// The String Catalogs at the top of a bundle folder, each standing for the tables Xcode compiles
/// it to: `<Table>.xcstrings` is `<language>.lproj/<Table>.strings` (and `.stringsdict`, when the
/// language has plural, device or substitution entries) for every language it holds.
///
/// The tables are `CatalogCompiler`'s, so a catalog resolves exactly as its compiled tables
/// would: units in state `new` are left out, translations of `shouldTranslate: false` entries too,
/// and a language always has its (possibly empty) `.strings`, while its `.stringsdict` exists only
/// when it has rule entries; so, as in a built app, a language whose plural entries are all
/// untranslated gets them from the next language of the search list.
struct CatalogTables: Sendable {
  /// One catalog file.
  struct Catalog: Sendable {
    var path: String
    var tableName: String
    var catalog: StringCatalog
    var strings: [String: LoadedTable]
    var stringsdicts: [String: LoadedTable]
  }

  /// By table name.
  private(set) var catalogs: [String: Catalog] = [:]
  /// Catalogs that could not be read or whose JSON is broken (Xcode refuses them): they serve no
  /// table.
  private(set) var problems: [StringsDiagnostic] = []

  init(folder: String, names: [String]) {
    for name in names.sorted() where name.hasSuffix(".xcstrings") && name.count > ".xcstrings".count {
      let path = folder + "/" + name
      let parsed: CatalogParseResult
      do {
        parsed = try StringCatalog.parse(file: path)
      } catch {
        problems.append(
          StringsDiagnostic(
            .unreadableCatalog, message: "cannot read the catalog: \(error.localizedDescription)", file: path))
        continue
      }
      guard let catalog = parsed.catalog, !parsed.hasSyntaxErrors else {
        problems += parsed.diagnostics.filter { $0.severity == .error }.prefix(1)
        continue
      }
      let tableName = CatalogCompilation.tableName(of: path)
      var loaded = Catalog(path: path, tableName: tableName, catalog: catalog, strings: [:], stringsdicts: [:])
      for table in CatalogCompiler.compile(catalog).tables {
        let locations = Self.locations(in: parsed, catalog: catalog, language: table.language)
        loaded.strings[table.language] = LoadedTable(
          kind: .catalogStrings, localization: table.language, path: path,
          table: table.strings.mapValues { StringsValue.string($0) }, locations: locations,
          status: .loaded(keyCount: table.strings.count))
        if !table.stringsdict.isEmpty {
          loaded.stringsdicts[table.language] = LoadedTable(
            kind: .catalogStringsdict, localization: table.language, path: path, table: table.stringsdict,
            locations: locations, status: .loaded(keyCount: table.stringsdict.count))
        }
      }
      catalogs[tableName] = loaded
    }
  }

  /// Every language some catalog holds.
  var languages: Set<String> {
    Set(catalogs.values.flatMap { $0.strings.keys })
  }

  /// Where each key's value for `language` is written: its string unit's value, else its
  /// localization object (variations), else the key.
  private static func locations(in file: CatalogParseResult, catalog: StringCatalog, language: String) -> [StringsText:
    StringsSourceLocation]
  {
    var locations: [StringsText: StringsSourceLocation] = [:]
    for entry in catalog.entries {
      let localization = entry.localization(for: language)
      let offset = localization.map { $0.stringUnit?.valueOffset ?? $0.offset } ?? entry.keyOffset
      locations[StringsText(entry.key)] = file.location(of: offset)
    }
    return locations
  }
}
