/// Everything reading an XLIFF file produces: the document, and every problem found, each at its
/// line.
///
/// Reading never fails: malformed XML keeps what was read before the first error (and says where
/// it is); a unit that cannot be trusted — no `id`, or an id another unit of its `<file>` has too —
/// is left out of the document and reported, so that nothing acts on it by guessing.
public struct XLIFFParseResult: Sendable {
  /// The path the diagnostics name.
  public var path: String
  /// What could be read (up to the first XML error, when there is one).
  public var document: XLIFFDocument
  /// The XML error (`parse-error`) and the XLIFF problems (`invalid-xliff`), in file order.
  public var diagnostics: [StringsDiagnostic]

  public init(path: String, document: XLIFFDocument, diagnostics: [StringsDiagnostic]) {
    self.path = path
    self.document = document
    self.diagnostics = diagnostics
  }

  /// Whether the XML itself is broken: what was read may stop anywhere, so import writes nothing.
  public var isMalformed: Bool { diagnostics.contains { $0.is(.parseError) } }
}
