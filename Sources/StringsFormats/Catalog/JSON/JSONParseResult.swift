/// What reading a JSON file produces: the located tree (as much of it as could be read) and every
/// problem found, each with a `file:line:column`.
package struct JSONParseResult: Sendable {
  /// The top-level value; nil only when nothing usable was read (an empty file, UTF-16 input, a
  /// first token that starts no value). After an error it keeps what was read before and around
  /// it, so that a catalog layer can still check the rest.
  public var root: JSONNode?
  /// Parse errors (rule `parse-error`, severity error) and warnings, in file order.
  public var diagnostics: [StringsDiagnostic]
  /// Converts the tree's byte offsets to lines and columns; built on first use (it holds the
  /// file's bytes until then).
  var lineTable: LineTable { lines.table }
  let lines: LazyLineTable
  /// The path the diagnostics name.
  public var path: String

  init(root: JSONNode?, diagnostics: [StringsDiagnostic], lineTable: LineTable, path: String) {
    self.init(root: root, diagnostics: diagnostics, lines: LazyLineTable(lineTable), path: path)
  }

  init(root: JSONNode?, diagnostics: [StringsDiagnostic], lines: LazyLineTable, path: String) {
    self.root = root
    self.diagnostics = diagnostics
    self.lines = lines
    self.path = path
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }

  /// The location of a byte offset of the file (a node's `offset`, a member's `keyOffset`).
  public func location(of offset: Int) -> StringsSourceLocation {
    lineTable.location(of: offset, file: path)
  }
}
