import Foundation

extension StringCatalog {
  /// Reads a `.xcstrings` file's bytes. Never fails: problems are in the result's diagnostics,
  /// and whatever could be read is in its catalog.
  public static func parse(_ bytes: [UInt8], path: String) -> CatalogParseResult {
    if let decoded = CatalogByteDecoder.decode(bytes) {
      return CatalogParseResult(
        path: path, bytes: bytes, catalog: decoded.catalog, read: true, jsonDiagnostics: [],
        shapeProblems: decoded.problems, lines: LazyLineTable(bytes: bytes))
    }
    let json = JSONReader.parse(bytes, path: path)
    return CatalogParseResult(
      path: path, bytes: bytes, root: json.root, jsonDiagnostics: json.diagnostics,
      lines: json.lines)
  }

  /// Reads a `.xcstrings` file. Throws only when the file cannot be read.
  public static func parse(file path: String) throws -> CatalogParseResult {
    parse(try FileReader.read(path), path: path)
  }

  /// The catalog in exactly the bytes Xcode writes: a catalog Xcode wrote comes back unchanged.
  public func encoded() -> [UInt8] {
    XcodeJSONWriter.write(CatalogEncoder.encode(self))
  }
}
