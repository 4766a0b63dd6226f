/// Converts one table's `.lproj` files (`.strings` and `.stringsdict` in every language) into a
/// String Catalog, as Xcode's "Migrate to String Catalog" does, without losing anything silently.
///
/// What Xcode does, seen on three real migrations (docs/catalogs.md): every unit is `translated`,
/// in every language including the source; every entry is `migrated`; the comment above an entry
/// in the `.strings` becomes its `comment`, except genstrings' placeholder "No comment provided by
/// engineer."; stringsdict entries become plural variations or substitutions
/// (`StringsdictEntryMigration`). Per language the table is what `CFBundle` loads: the
/// `.stringsdict` entry wins over the `.strings` value of the same key. `Base.lproj` is the source
/// language (and `English.lproj` is `en`); where the language has its own folder too, that folder
/// wins (the app never showed Base's value to a user of that language), and a differing Base
/// value is reported.
///
/// Whatever a catalog cannot hold is reported as a located error under a migration kind (`DiagnosticKind.reported(by: .migration)`) and
/// left out of the catalog; the parsers' own findings are passed on as they are.
package enum CatalogMigration {
  /// The comment genstrings writes when the code gives none; Xcode drops it.
  public static let genstringsPlaceholderComment = "No comment provided by engineer."

  /// The catalog of `source`. The source language defaults to `en` (Xcode's development language).
  public static func migrate(_ source: MigrationSource, sourceLanguage: String? = nil) -> MigrationResult {
    let sourceLanguage = sourceLanguage ?? "en"
    var diagnostics: [StringsDiagnostic] = []
    var tables: [String: MigratedTable] = [:]
    // A language's own folder first, so that it wins over the folders that stand in for it.
    let folders = source.languages.sorted { (isStandIn($0.name), $0.name) < (isStandIn($1.name), $1.name) }
    for folder in folders {
      var reader = MigratedTable.Reader(language: folder)
      let table = reader.read()
      diagnostics += reader.diagnostics
      let language = catalogLanguage(ofFolder: folder.name, sourceLanguage: sourceLanguage)
      if var own = tables[language] {
        diagnostics += own.fill(from: table, folder: folder.name)
        tables[language] = own
      } else {
        tables[language] = table
      }
    }
    let catalog = StringCatalog(
      sourceLanguage: sourceLanguage, version: "1.0", entries: entries(of: tables, sourceLanguage: sourceLanguage))
    return MigrationResult(catalog: catalog, diagnostics: diagnostics.sorted())
  }

  /// The language a folder holds: `Base.lproj` the source language, `English.lproj` (the folder
  /// name of old macOS apps, which CFBundle reads as `en`) English.
  static func catalogLanguage(ofFolder name: String, sourceLanguage: String) -> String {
    switch name {
    case "Base": sourceLanguage
    case "English": "en"
    default: name
    }
  }

  private static func isStandIn(_ folder: String) -> Int { folder == "Base" || folder == "English" ? 1 : 0 }

  /// One entry per key of any language, sorted as Xcode writes them; the comment is the source
  /// language's, else the first language's that has one.
  private static func entries(of tables: [String: MigratedTable], sourceLanguage: String) -> [CatalogEntry] {
    let languages = tables.keys.sorted { ($0 == sourceLanguage ? 0 : 1, $0) < ($1 == sourceLanguage ? 0 : 1, $1) }
    var keys: Set<StringsText> = []
    for table in tables.values { keys.formUnion(table.localizations.keys) }
    return keys.sorted().map { key in
      var entry = CatalogEntry(key: key.string, extractionState: .migrated)
      entry.comment = languages.lazy.compactMap { tables[$0]?.comments[key] }.first
      entry.localizations = languages.sorted().compactMap { language in
        tables[language]?.localizations[key].map { LanguageLocalization(language: language, localization: $0) }
      }
      return entry
    }
  }
}

/// What migrating a table produced: the catalog, and everything reported on the way.
package struct MigrationResult: Sendable {
  public var catalog: StringCatalog
  /// Sorted by location. Errors are losses (see `DiagnosticKind.reported(by: .migration)`); the parsers' warnings are
  /// passed on.
  public var diagnostics: [StringsDiagnostic]

  public init(catalog: StringCatalog, diagnostics: [StringsDiagnostic]) {
    self.catalog = catalog
    self.diagnostics = diagnostics
  }

  /// Whether something of the input is not in the catalog (or an input could not be read).
  public var hasLosses: Bool { diagnostics.contains { $0.severity == .error } }
}

/// One language's table as the catalog will hold it.
struct MigratedTable {
  var localizations: [StringsText: CatalogLocalization] = [:]
  /// Kept comments (genstrings' placeholder and empty comments dropped).
  var comments: [StringsText: String] = [:]
  /// Where each key is written, for reports.
  var locations: [StringsText: StringsSourceLocation] = [:]

  /// Adds the keys of `base` (the table of `folder`, standing in for this language) this table
  /// lacks; reports those whose values differ.
  mutating func fill(from base: MigratedTable, folder: String) -> [StringsDiagnostic] {
    var diagnostics: [StringsDiagnostic] = []
    for (key, localization) in base.localizations {
      guard let own = localizations[key] else {
        localizations[key] = localization
        if let comment = base.comments[key] { comments[key] = comments[key] ?? comment }
        continue
      }
      guard own != localization, let location = base.locations[key] else { continue }
      diagnostics.append(
        StringsDiagnostic(
          .migrationBaseConflict,
          message:
            "\(LintMessage.quoted(key)) has another value in the source language's own folder, which the app shows instead: \(folder).lproj's value is not migrated",
          location: location,
          notes: locations[key].map { [StringsDiagnostic.Note(message: "the value kept", location: $0)] } ?? [],
          key: key.string))
    }
    return diagnostics
  }

  /// Reads one language folder's files.
  struct Reader {
    let language: MigrationSource.Language
    private(set) var diagnostics: [StringsDiagnostic] = []
    private var table = MigratedTable()

    init(language: MigrationSource.Language) {
      self.language = language
    }

    mutating func read() -> MigratedTable {
      if let path = language.stringsPath, let bytes = bytes(of: path) { readStrings(bytes, path: path) }
      if let path = language.stringsdictPath, let bytes = bytes(of: path) { readStringsdict(bytes, path: path) }
      return table
    }

    private mutating func bytes(of path: String) -> [UInt8]? {
      do {
        return try FileReader.read(path)
      } catch {
        unreadable(path, "cannot be read (\(error))")
        return nil
      }
    }

    private mutating func readStrings(_ bytes: [UInt8], path: String) {
      let result = StringsParser.parse(bytes, path: path)
      // A non-string value is reported below, as a loss.
      diagnostics += result.diagnostics.filter { !$0.is(.nonStringValue) }
      guard let values = result.table else {
        unreadable(path, "is not a table CoreFoundation loads")
        return
      }
      for span in FileLayout(result.file).entries {
        table.locations[span.key] = result.location(of: span.statement.lowerBound)
        let comment = span.commentBody.flatMap { $0.isEmpty || $0 == CatalogMigration.genstringsPlaceholderComment ? nil : $0 }
        table.comments[span.key] = comment
      }
      for (key, value) in values {
        let location = table.locations[key] ?? StringsSourceLocation(file: path, line: 1, column: 1)
        guard let text = value.text else {
          reportValue(
            key, "is \(StringsdictBuilder.article(value.kindName)), not a string, which a catalog cannot hold", at: location)
          continue
        }
        guard key.isLosslessString, text.isLosslessString else {
          reportValue(key, "holds a lone UTF-16 surrogate, which a catalog's text cannot hold", at: location)
          continue
        }
        table.localizations[key] = CatalogLocalization(stringUnit: StringUnit(value: text.string))
      }
    }

    private mutating func readStringsdict(_ bytes: [UInt8], path: String) {
      let file = StringsdictFile.parse(bytes, path: path)
      guard file.isReadable, case .value(.dictionary(let pairs), _) = PropertyListReader.readAnyFormat(bytes) else {
        unreadable(
          path, file.problems.first.map { "is not a table CFBundle loads: \($0.message)" } ?? "is not a table CFBundle loads")
        return
      }
      let start = StringsSourceLocation(file: path, line: 1, column: 1)
      let positions = Dictionary(file.entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
      for (key, value) in StringsValue.collapsed(pairs) {
        // CFBundle merges the stringsdict over the strings: its entry replaces the value, or,
        // when it cannot be converted, leaves nothing the app showed.
        table.localizations[key] = nil
        let location = positions[key]?.location ?? start
        table.locations[key] = location
        guard key.isLosslessString else {
          reportValue(key, "holds a lone UTF-16 surrogate, which a catalog's key cannot hold", at: location)
          continue
        }
        var migration = StringsdictEntryMigration(key: key, value: value, positions: positions[key], fileStart: start)
        table.localizations[key] = migration.convert()
        diagnostics += migration.diagnostics
      }
    }

    private mutating func reportValue(_ key: StringsText, _ message: String, at location: StringsSourceLocation) {
      diagnostics.append(
        StringsDiagnostic(
          .migrationNonStringValue,
          message: "the value of \(LintMessage.quoted(key)) \(message): the entry is not converted", location: location,
          key: key.string))
    }

    private mutating func unreadable(_ path: String, _ reason: String) {
      diagnostics.append(
        StringsDiagnostic(.migrationUnreadableTable, message: "\(path) \(reason): nothing of it is converted", file: path))
    }
  }
}
