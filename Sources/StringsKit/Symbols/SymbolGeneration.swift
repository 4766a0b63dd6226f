import Foundation

/// One catalog's generated symbols file, made in memory with every problem found, so that a
/// caller generating for several catalogs writes nothing when any of them has an error (as
/// Xcode's build stops on a key that gives no symbol or the same symbol as another).
package struct SymbolGeneration: Sendable {
  public var path: String
  /// The table: the file name without `.xcstrings`.
  public var tableName: String
  /// The file's name, `GeneratedStringSymbols_<Table>.swift`.
  public var fileName: String
  /// How many members the file declares.
  public var symbolCount: Int
  /// The file's text; empty when the catalog could not be read.
  public var text: String
  /// Every diagnostic, sorted by location: the catalog's own, and the keys that give no symbol
  /// or a colliding one.
  public var diagnostics: [StringsDiagnostic]

  public init(file: CatalogParseResult, options: SymbolFileOptions) {
    path = file.path
    tableName = CatalogCompilation.tableName(of: file.path)
    fileName = SymbolFileWriter.fileName(table: tableName)
    var diagnostics = file.diagnostics
    if let catalog = file.catalog, !file.hasSyntaxErrors {
      let symbols = CatalogSymbols(catalog: catalog, table: tableName)
      diagnostics += symbols.problems.map { $0.diagnostic(in: file) }
      symbolCount = symbols.symbols.count
      text = SymbolFileWriter(options: options).file(for: symbols)
    } else {
      symbolCount = 0
      text = ""
    }
    self.diagnostics = diagnostics.sorted()
  }

  /// Whether anything keeps the file from being written.
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error } || text.isEmpty
  }

  /// Writes the file into `directory` atomically; false when it already held these bytes.
  public func write(to directory: String) throws -> Bool {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw AtomicFile.WriteError(path: directory, reason: "cannot create the directory (\(error.localizedDescription))")
    }
    return try AtomicFile.write(Array(text.utf8), to: directory + "/" + fileName)
  }
}
