/// Everything reading a `.xcstrings` file produces: the catalog, every problem found, and what is
/// needed to turn the model's byte offsets into lines and columns.
public struct CatalogParseResult: Sendable {
  /// The path the diagnostics name.
  public var path: String
  /// The catalog; nil when the file holds no JSON object to read one from.
  public var catalog: StringCatalog?
  /// JSON syntax errors (`parse-error`) and shape problems (`invalid-catalog`), in file order.
  public var diagnostics: [StringsDiagnostic]
  /// The file's bytes, which the model's offsets index.
  public var bytes: [UInt8]
  /// Built on first use: a catalog read without problems, and written back, needs no lines.
  package var lineTable: LineTable { lines.table }
  private let lines: LazyLineTable

  /// Whether the JSON itself is broken (Xcode refuses such a file; lint compares no language of it).
  public var hasSyntaxErrors: Bool {
    diagnostics.contains { $0.is(.parseError) && $0.severity == .error }
  }

  /// The location of a byte offset of the file.
  public func location(of offset: Int) -> StringsSourceLocation {
    lineTable.location(of: offset, file: path)
  }

  /// Builds the catalog from a JSON tree already read, adding the shape problems to the JSON
  /// reader's diagnostics.
  init(path: String, bytes: [UInt8], root: JSONNode?, jsonDiagnostics: [StringsDiagnostic], lines: LazyLineTable) {
    var decoder = CatalogDecoder()
    let catalog = root.flatMap { decoder.decode($0) }
    self.init(
      path: path, bytes: bytes, catalog: catalog, read: root != nil, jsonDiagnostics: jsonDiagnostics,
      shapeProblems: decoder.problems, lines: lines)
  }

  /// The result of a catalog already decoded (`CatalogByteDecoder`, or `CatalogDecoder` from a
  /// tree), with the decoder's shape problems; `read` says whether any JSON value was read.
  init(
    path: String, bytes: [UInt8], catalog: StringCatalog?, read: Bool, jsonDiagnostics: [StringsDiagnostic],
    shapeProblems: [CatalogDecoder.Problem], lines: LazyLineTable
  ) {
    self.path = path
    self.bytes = bytes
    self.lines = lines
    var diagnostics = jsonDiagnostics
    self.catalog = catalog
    for problem in shapeProblems {
      diagnostics.append(
        StringsDiagnostic(
          .invalidCatalog, message: problem.message, location: lines.table.location(of: problem.offset, file: path)))
    }
    if !read, !diagnostics.contains(where: { $0.severity == .error }) {
      diagnostics.append(
        StringsDiagnostic(.parseError, message: "the file holds no JSON value", file: path))
    }
    self.diagnostics = diagnostics.sorted()
  }

  /// The byte range of the JSON string whose opening quote is at `offset`, quotes included
  /// (to the end of the file when it is not closed).
  package func stringExtent(at offset: Int) -> Range<Int> {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return offset..<offset }
    var index = offset + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return offset..<(index + 1)
      default: index += 1
      }
    }
    return offset..<bytes.count
  }
}
