import Foundation

/// A translator's returned work, read as a catalog so that one merge handles every kind: another
/// String Catalog of the table, or one language's `.strings` (and `.stringsdict`), converted the
/// way "Migrate to String Catalog" converts them (`CatalogMigration`), so a returned
/// `.stringsdict` entry becomes the same plural forms or substitutions the catalog uses.
package struct CatalogMergeSource: Sendable {
  /// The path as given (a file, or an `.lproj` folder).
  public var path: String
  public var catalog: StringCatalog
  /// The language of a returned table; nil for a catalog (all its languages).
  public var language: String?
  /// What reading it reported that does not stop the merge: warnings, and entries a catalog
  /// cannot hold (errors: those values are not merged).
  public var diagnostics: [StringsDiagnostic]
  /// Where each key is written in a returned table (a catalog's model has its own offsets).
  var keyLocations: [String: StringsSourceLocation] = [:]
  /// A returned catalog's line table, for its offsets.
  var lineTable: LineTable?

  /// Why a source cannot be used as given: a usage error, not a broken file. The description
  /// names no command-line flag; the CLI adds the one that resolves it.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    case missingPath(String)
    case unknownKind(String)
    case unknownLanguage(String)
    case sourceLanguage(path: String, language: String)
    case noTable(folder: String, table: String)

    public var description: String {
      switch self {
      case .missingPath(let path): "no such file or directory: \(path)"
      case .unknownKind(let path):
        "\(path) is not a .strings, .stringsdict or .xcstrings file or an .lproj folder"
      case .unknownLanguage(let path):
        "the language of \(path) is unknown: put it in an xx.lproj folder"
      case .sourceLanguage(let path, let language):
        "\(path) is in the catalog's source language (\(language)), whose text comes from the code"
      case .noTable(let folder, let table):
        "\(folder) holds no \(table).strings or \(table).stringsdict"
      }
    }
  }

  /// Reads a returned table or catalog for merging into a catalog of `table` whose source language
  /// is `sourceLanguage`. Throws `Problem` for a usage error; returns `.failure` with located
  /// errors when the file does not load whole (it is then never merged).
  public static func load(
    _ path: String, table: String, sourceLanguage: String, language: String? = nil,
    includesSourceLanguage: Bool = false
  ) throws(Problem) -> Result<CatalogMergeSource, Refusal> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missingPath(path) }
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    if !isDirectory.boolValue, trimmed.hasSuffix(".xcstrings") {
      return loadCatalog(path, sourceLanguage: sourceLanguage)
    }
    var strings: String?
    var stringsdict: String?
    let folder: String
    if isDirectory.boolValue {
      guard trimmed.hasSuffix(".lproj") else { throw .unknownKind(path) }
      folder = trimmed
      let base = TableComparison.join(trimmed, table)
      strings = FileManager.default.fileExists(atPath: base + ".strings") ? base + ".strings" : nil
      stringsdict = FileManager.default.fileExists(atPath: base + ".stringsdict") ? base + ".stringsdict" : nil
      guard strings != nil || stringsdict != nil else { throw .noTable(folder: path, table: table) }
    } else if trimmed.hasSuffix(".strings") {
      (folder, strings) = ((trimmed as NSString).deletingLastPathComponent, trimmed)
    } else if trimmed.hasSuffix(".stringsdict") {
      (folder, stringsdict) = ((trimmed as NSString).deletingLastPathComponent, trimmed)
    } else {
      throw .unknownKind(path)
    }
    let folderName = (folder as NSString).lastPathComponent
    guard let named = language ?? (folderName.hasSuffix(".lproj") ? String(folderName.dropLast(".lproj".count)) : nil),
      !named.isEmpty
    else { throw .unknownLanguage(path) }
    let resolved = CatalogMigration.catalogLanguage(ofFolder: named, sourceLanguage: sourceLanguage)
    if resolved == sourceLanguage, !includesSourceLanguage { throw .sourceLanguage(path: path, language: resolved) }
    return loadTable(
      path: path, language: resolved, table: table, strings: strings, stringsdict: stringsdict,
      sourceLanguage: sourceLanguage)
  }

  /// Located errors that stop a source (or the target catalog) from being merged.
  public struct Refusal: Error, Sendable {
    public var diagnostics: [StringsDiagnostic]
  }

  /// Where a value of `key` is written (`offset` into a returned catalog, unused for tables).
  func location(ofKey key: String, offset: Int) -> StringsSourceLocation {
    if let lineTable, offset > 0 { return lineTable.location(of: offset, file: path) }
    return keyLocations[key] ?? StringsSourceLocation(file: path, line: 1, column: 1)
  }

  // MARK: - Loading

  private static func loadCatalog(_ path: String, sourceLanguage: String) -> Result<CatalogMergeSource, Refusal> {
    let parsed: CatalogParseResult
    do {
      parsed = try StringCatalog.parse(file: path)
    } catch {
      return .failure(Refusal(diagnostics: [unreadable(path)]))
    }
    let errors = parsed.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, let catalog = parsed.catalog else {
      return .failure(Refusal(diagnostics: errors.map(notMerged)))
    }
    guard catalog.sourceLanguage == sourceLanguage else {
      return .failure(
        Refusal(diagnostics: [
          StringsDiagnostic(
            .mergeUnsupported,
            message:
              "this catalog's source language is \(catalog.sourceLanguage), the target's is \(sourceLanguage): its keys are another language's text, so it was not merged",
            file: path)
        ]))
    }
    var source = CatalogMergeSource(path: path, catalog: catalog, language: nil, diagnostics: parsed.diagnostics)
    source.lineTable = parsed.lineTable
    return .success(source)
  }

  /// Whether a diagnostic means a returned table does not load whole: CF rejects it or ignores
  /// part of it (`DiagnosticKind.contentLoss`), or the migration could not read it.
  static func refuses(_ diagnostic: StringsDiagnostic) -> Bool {
    diagnostic.meansContentWasLost || diagnostic.is(.migrationUnreadableTable)
  }

  private static func loadTable(
    path: String, language: String, table: String, strings: String?, stringsdict: String?, sourceLanguage: String
  ) -> Result<CatalogMergeSource, Refusal> {
    let migration = CatalogMigration.migrate(
      MigrationSource(
        table: table, languages: [.init(name: language, stringsPath: strings, stringsdictPath: stringsdict)]),
      sourceLanguage: sourceLanguage)
    if migration.diagnostics.contains(where: refuses) {
      return .failure(Refusal(diagnostics: migration.diagnostics.filter { $0.severity == .error }.map(notMerged)))
    }
    var source = CatalogMergeSource(
      path: path, catalog: migration.catalog, language: language, diagnostics: migration.diagnostics)
    // The migration keeps no positions: read them again, the stringsdict's over the strings'.
    if let strings, let bytes = try? FileReader.read(strings) {
      let result = StringsParser.parse(bytes, path: strings)
      for span in FileLayout(result.file).entries {  // the last definition, which CF loads
        source.keyLocations[span.key.string] = result.location(of: span.statement.lowerBound)
      }
    }
    if let stringsdict, let bytes = try? FileReader.read(stringsdict) {
      for entry in StringsdictFile.parse(bytes, path: stringsdict).entries {
        source.keyLocations[entry.key.string] = entry.location
      }
    }
    return .success(source)
  }

  static func unreadable(_ path: String) -> StringsDiagnostic {
    StringsDiagnostic(.unreadableFile, message: "cannot read the file", file: path)
  }

  private static func notMerged(_ diagnostic: StringsDiagnostic) -> StringsDiagnostic {
    var diagnostic = diagnostic
    diagnostic.notes.append(StringsDiagnostic.Note(message: "nothing of this file was merged: it does not load whole"))
    return diagnostic
  }
}
