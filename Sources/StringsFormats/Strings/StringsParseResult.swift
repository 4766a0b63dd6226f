/// Everything parsing a `.strings` file produces: the syntax model, what CoreFoundation loads from
/// it, and every problem found.
public struct StringsParseResult: Sendable {
  /// What the runtime makes of the file.
  public enum Outcome: Sendable {
    /// The table CF loads (possibly cut short by a silent stop; see `diagnostics`).
    case table([StringsText: StringsValue])
    /// CF parses the file, but its top level is not a dictionary; `CFBundle` discards it.
    case notATable(StringsValue)
    /// CF rejects the file; the message is the old-style parser's own (what `cforacle` prints).
    case rejected(coreFoundationMessage: String)
  }

  /// The path the diagnostics name.
  public var path: String
  /// The file's model: entries, comments and spacing (empty items when the model was not built).
  public var file: StringsFile
  /// Whether CoreFoundation would load the file, and as what.
  public var outcome: Outcome
  /// Parse errors and warnings, in file order.
  public var diagnostics: [StringsDiagnostic]
  /// Converts offsets in the decoded text to locations.
  package var lineTable: LineTable
  /// The entries of a table parsed without items (`Options.buildsItems` off, as lint parses):
  /// the model's entries without the trivia around them, stored compactly. Nil otherwise.
  package var entryList: EntryList?
  /// With `Options.buildsItems` off and no diagnostic, `lineTable` is empty and these are the
  /// text and line offset to build it from when a location is needed (lint, for its findings).
  package var deferredLines: (text: [UInt8], lineOffset: Int)?

  /// The table CF loads, or nil when it rejects the file or it is not a table.
  public var table: [StringsText: StringsValue]? {
    if case .table(let table) = outcome { return table }
    return nil
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }

  /// The location of a byte offset in the decoded text.
  public func location(of offset: Int) -> StringsSourceLocation {
    lineTable.location(of: offset, file: path)
  }
}
