import Foundation

/// A String Catalog compared with another catalog, or with a folder of `.lproj` tables.
///
/// Two catalogs are compared as written (`CatalogDiff(old:new:)`: entries, comments, states).
/// A catalog and a folder are compared as the runtime sees them: the catalog compiled
/// (`CatalogCompiler`, the tables `xcstringstool compile` writes) against each
/// `FOLDER/<lang>.lproj/<Table>.strings` with its `.stringsdict` over it, as `CFBundle` loads them,
/// where `<Table>` is the catalog's name. That answers "did my migration, or my compile, lose
/// anything?".
package struct CatalogComparison: Sendable {
  public var oldPath: String
  public var newPath: String
  public var diff: CatalogDiff
  /// Why a side could not be compared (a catalog or table that does not load), with locations.
  /// Empty when the comparison is complete.
  public var errors: [StringsDiagnostic]

  public init(oldPath: String, newPath: String, diff: CatalogDiff, errors: [StringsDiagnostic] = []) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.diff = diff
    self.errors = errors
  }

  /// Whether the two sides differ (or could not be compared).
  public var isDifferent: Bool { !diff.isEmpty || !errors.isEmpty }

  /// Whether a path names a String Catalog (`.xcstrings`), which `diff` compares this way.
  public static func isCatalog(_ path: String) -> Bool {
    path.hasSuffix(".xcstrings")
  }

  /// Compares two catalogs, or a catalog and a folder of `.lproj` tables (in either order).
  ///
  /// Throws `FileEnumerator.MissingPath` when a path does not exist, and `UnsupportedPair` when a
  /// catalog is given with anything else.
  public static func compare(old: String, new: String) throws -> CatalogComparison {
    let oldIsFolder = try TableComparison.isFolder(old)
    let newIsFolder = try TableComparison.isFolder(new)
    switch (isCatalog(old) && !oldIsFolder, isCatalog(new) && !newIsFolder) {
    case (true, true): return compare(oldCatalog: old, newCatalog: new)
    case (true, false) where newIsFolder: return compare(catalog: old, folder: new, catalogIsOld: true)
    case (false, true) where oldIsFolder: return compare(catalog: new, folder: old, catalogIsOld: false)
    default: throw UnsupportedPair(old: old, new: new)
    }
  }

  /// Compares two catalogs as written.
  public static func compare(oldCatalog: String, newCatalog: String) -> CatalogComparison {
    var errors: [StringsDiagnostic] = []
    let old = loadCatalog(oldCatalog, errors: &errors)
    let new = loadCatalog(newCatalog, errors: &errors)
    guard errors.isEmpty, let old, let new else {
      return CatalogComparison(oldPath: oldCatalog, newPath: newCatalog, diff: CatalogDiff(changes: []), errors: errors)
    }
    return CatalogComparison(oldPath: oldCatalog, newPath: newCatalog, diff: CatalogDiff(old: old, new: new))
  }

  /// Compares what the runtime reads from a compiled catalog and from a folder of tables.
  public static func compare(catalog: String, folder: String, catalogIsOld: Bool) -> CatalogComparison {
    var errors: [StringsDiagnostic] = []
    let compiled = loadCatalog(catalog, errors: &errors).map { catalog in
      Dictionary(
        CatalogCompiler.compile(catalog).tables.map { ($0.language, $0.resolved) },
        uniquingKeysWith: { $1 })
    }
    let loaded = loadTables(named: tableName(of: catalog), in: folder, errors: &errors)
    let (oldPath, newPath) = catalogIsOld ? (catalog, folder) : (folder, catalog)
    guard errors.isEmpty, let compiled else {
      return CatalogComparison(oldPath: oldPath, newPath: newPath, diff: CatalogDiff(changes: []), errors: errors)
    }
    let diff =
      catalogIsOld
      ? CatalogDiff(oldTables: compiled, newTables: loaded) : CatalogDiff(oldTables: loaded, newTables: compiled)
    return CatalogComparison(oldPath: oldPath, newPath: newPath, diff: diff)
  }

  /// A catalog can only be compared with a catalog or a folder.
  public struct UnsupportedPair: Error, CustomStringConvertible {
    public var old: String
    public var new: String
    public var description: String {
      "a String Catalog compares with another catalog or with a folder of .lproj tables: \(old), \(new)"
    }
  }

  // MARK: - Loading

  /// The catalog, or nil with its errors (as `lint` reports them) when it does not load whole.
  static func loadCatalog(_ path: String, errors: inout [StringsDiagnostic]) -> StringCatalog? {
    guard let result = try? StringCatalog.parse(file: path) else {
      errors.append(TableComparison.unreadable(path))
      return nil
    }
    let problems = result.diagnostics.filter { $0.severity == .error }
    errors += problems
    guard problems.isEmpty else { return nil }
    return result.catalog
  }

  /// `Localizable` for `…/Localizable.xcstrings`.
  static func tableName(of catalog: String) -> String {
    let name = URL(fileURLWithPath: catalog).lastPathComponent
    return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
  }

  /// Each `<lang>.lproj` of the folder that has the table: its `.strings` with the `.stringsdict`
  /// entries over them, as `CFBundle` merges them.
  static func loadTables(
    named table: String, in folder: String, errors: inout [StringsDiagnostic]
  ) -> [String: [StringsText: StringsValue]] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var tables: [String: [StringsText: StringsValue]] = [:]
    for name in names.sorted() where name.hasSuffix(".lproj") && name.count > ".lproj".count {
      let base = TableComparison.join(TableComparison.join(folder, name), table)
      let strings = base + ".strings"
      let stringsdict = base + ".stringsdict"
      let hasStrings = FileManager.default.fileExists(atPath: strings)
      let hasStringsdict = FileManager.default.fileExists(atPath: stringsdict)
      guard hasStrings || hasStringsdict else { continue }
      var loaded: [StringsText: StringsValue] = [:]
      if hasStrings, let commented = TableComparison.load(strings, errors: &errors) {
        loaded = commented.entries.mapValues(\.value)
      }
      if hasStringsdict {
        for (key, value) in loadStringsdict(stringsdict, errors: &errors) { loaded[key] = value }
      }
      tables[String(name.dropLast(".lproj".count))] = loaded
    }
    return tables
  }

  /// A `.stringsdict`'s top-level dictionary as CoreFoundation reads it; empty, with an error,
  /// when it reads none.
  static func loadStringsdict(_ path: String, errors: inout [StringsDiagnostic]) -> [StringsText: StringsValue] {
    guard let bytes = try? FileReader.read(path) else {
      errors.append(TableComparison.unreadable(path))
      return [:]
    }
    let message: String
    switch PropertyListReader.readAnyFormat(bytes) {
    case .value(.dictionary(let pairs), _): return StringsValue.collapsed(pairs)
    case .value(let value, _): message = "the top level is not a dictionary (\(value.kindName))"
    case .failure(let reason): message = "CoreFoundation cannot read this property list: \(reason)"
    }
    errors.append(
      StringsDiagnostic(.notATable, message: message, file: path))
    return [:]
  }
}
