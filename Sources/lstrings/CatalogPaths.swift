import ArgumentParser
import Foundation
import StringsKit

/// The String Catalogs a command writes one output per table for (`compile`, `generate-symbols`).
enum CatalogPaths {
  /// Each path an existing `.xcstrings`, at least one, and no two of one table name (their
  /// outputs would overwrite each other); `output` names what a table gives, for the message.
  static func validate(_ catalogs: [String], output: (String) -> String) throws {
    if catalogs.isEmpty { throw ValidationError("give at least one .xcstrings file") }
    for path in catalogs {
      guard path.hasSuffix(".xcstrings") else { throw ValidationError("\(path) is not a String Catalog (.xcstrings)") }
      guard FileManager.default.fileExists(atPath: path) else { throw ValidationError("no such file: \(path)") }
    }
    let tables = catalogs.map(CatalogCompilation.tableName(of:))
    if let twice = tables.first(where: { name in tables.filter { $0 == name }.count > 1 }) {
      throw ValidationError("two catalogs \(output(twice))")
    }
  }
}
