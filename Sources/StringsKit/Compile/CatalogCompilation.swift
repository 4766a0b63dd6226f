import Foundation

/// One catalog file compiled: its tables, and every problem found on the way (the file's parse
/// diagnostics, where it sits, and what `CatalogCompiler` reports), as located diagnostics.
///
/// Writing is a separate step (`write(to:)`), so that a caller compiling several catalogs writes
/// nothing when any of them has an error.
package struct CatalogCompilation: Sendable {
  public var path: String
  /// The table the catalog compiles to: its file name without `.xcstrings`.
  public var tableName: String
  public var tables: [CompiledTable]
  /// Every diagnostic, sorted by location.
  public var diagnostics: [StringsDiagnostic]
  /// Languages asked for that the catalog does not have.
  public var missingLanguages: [String]

  /// Compiles a parsed catalog file. `languages` limits the tables (nil: every language).
  /// `stringsdict: false` writes each plural/device entry's `other` forms into the `.strings`
  /// instead (`CompiledTable.withOtherFormsOnly`: for Linux).
  public init(file: CatalogParseResult, languages: Set<String>? = nil, stringsdict: Bool = true) {
    path = file.path
    tableName = Self.tableName(of: file.path)
    var diagnostics = file.diagnostics
    if let placement = Self.placementDiagnostic(path: file.path) { diagnostics.append(placement) }
    if let catalog = file.catalog, !file.hasSyntaxErrors {
      let compiled = CatalogCompiler.compile(catalog, languages: languages)
      tables = stringsdict ? compiled.tables : compiled.tables.map(\.withOtherFormsOnly)
      diagnostics += compiled.problems.map { $0.diagnostic(in: file) }
      missingLanguages = languages.map { $0.subtracting(catalog.languages).sorted() } ?? []
    } else {
      tables = []
      missingLanguages = []
    }
    self.diagnostics = diagnostics.sorted()
  }

  /// Whether anything keeps the catalog from being written.
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }

  /// Entries written across the languages (a key counts once per language).
  public var entryCount: Int {
    tables.reduce(0) { $0 + $1.strings.count + $1.stringsdict.count }
  }

  /// Units left out because they are in state `new`, across the languages.
  public var skippedUnitCount: Int {
    tables.reduce(0) { $0 + $1.skippedUnits }
  }

  /// Writes `<directory>/<language>.lproj/<Table>.strings` for every language, and the
  /// `.stringsdict` where a language needs one, each atomically; a file that already holds the
  /// bytes is left untouched, and a `.stringsdict` a language no longer needs is removed (it would
  /// otherwise keep serving old plural forms: CFBundle reads it over the `.strings`).
  ///
  /// A language with nothing to compile still gets its (empty) `.strings`, so that the bundle
  /// lists the same localizations as the catalog.
  public func write(to directory: String) throws -> [CompiledFile] {
    var files: [CompiledFile] = []
    for table in tables {
      let folder = (directory as NSString).appendingPathComponent("\(table.language).lproj")
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw AtomicFile.WriteError(path: folder, reason: "cannot create the directory (\(error.localizedDescription))")
      }
      let base = (folder as NSString).appendingPathComponent(tableName)
      let stringsPath = base + ".strings"
      files.append(
        CompiledFile(path: stringsPath, change: try AtomicFile.write(table.stringsFile, to: stringsPath) ? .written : .unchanged))
      let stringsdictPath = base + ".stringsdict"
      if let stringsdict = table.stringsdictFile {
        files.append(
          CompiledFile(
            path: stringsdictPath, change: try AtomicFile.write(stringsdict, to: stringsdictPath) ? .written : .unchanged))
      } else if FileManager.default.fileExists(atPath: stringsdictPath) {
        guard unlink(stringsdictPath) == 0 else {
          throw AtomicFile.WriteError(path: stringsdictPath, reason: String(cString: strerror(errno)))
        }
        files.append(CompiledFile(path: stringsdictPath, change: .removed))
      }
    }
    return files
  }

  /// The table name of a catalog file: `Localizable` for `Localizable.xcstrings`.
  public static func tableName(of path: String) -> String {
    let name = (path as NSString).lastPathComponent
    return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
  }

  /// Xcode's rule (swift-build): a catalog holds every language itself, so it may not sit inside
  /// an `.lproj`, except `mul.lproj` (beside an Interface Builder file).
  public static func placementDiagnostic(path: String) -> StringsDiagnostic? {
    let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    guard folder.hasSuffix(".lproj"), folder != "mul.lproj" else { return nil }
    return StringsDiagnostic(
      .catalogInLproj,
      message: "a String Catalog holds every language itself and may not be inside \(folder) (only mul.lproj)",
      file: path)
  }
}

/// A file `CatalogCompilation.write(to:)` produced.
package struct CompiledFile: Sendable, Hashable {
  public enum Change: Sendable, Hashable {
    case written
    /// The file already held these bytes: not touched.
    case unchanged
    /// A `.stringsdict` the language no longer needs.
    case removed
  }

  public var path: String
  public var change: Change
}

extension CatalogCompilation {
  /// One line for a person: what was compiled, and what happened to the files.
  ///
  /// `Localizable.xcstrings: 3 languages (de, en, fr), 41 entries (2 plural/device), 5 units in
  /// state new skipped; 4 files written, 1 unchanged`
  public func summary(files: [CompiledFile]) -> String {
    let languages = tables.map(\.language)
    let shown = languages.count > 8 ? languages.prefix(8).joined(separator: ", ") + ", …" : languages.joined(separator: ", ")
    let rules = tables.reduce(0) { $0 + $1.stringsdict.count }
    var line = "\((path as NSString).lastPathComponent): \(Self.count(languages.count, "language")) (\(shown)), "
    line += "\(Self.count(entryCount, "entry", "entries")) (\(rules) plural/device), "
    line += "\(Self.count(skippedUnitCount, "unit")) in state new skipped"
    let written = files.filter { $0.change == .written }.count
    let unchanged = files.filter { $0.change == .unchanged }.count
    let removed = files.filter { $0.change == .removed }.count
    line += "; \(Self.count(written, "file")) written, \(unchanged) unchanged"
    if removed > 0 { line += ", \(removed) removed" }
    return line
  }

  private static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
  }
}
