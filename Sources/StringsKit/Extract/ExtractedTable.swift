/// One output table: its entries merged per key and in genstrings' order.
///
/// Built from every call site: the same key in one table is one entry; the first value seen (in
/// file order, then source order) is kept and a different one is reported; different comments are
/// merged, sorted, into one block (docs/extraction.md §2.3, §3).
public struct ExtractedTable: Sendable, Hashable {
  /// One entry as it will be written.
  public struct Entry: Sendable, Hashable {
    /// The key as written between the quotes.
    public var keyText: String
    /// The value as written between the quotes (positions numbered).
    public var valueText: String
    /// The comments, sorted and unique; empty when no call gave one.
    public var comments: [String]
    /// The key as the table holds it at run time.
    public var key: StringsText
    /// Every call site of the key.
    public var locations: [SourceLocation]
  }

  /// The table name, without `.strings`.
  public var name: String
  public var entries: [Entry]

  /// genstrings' comment line for an entry without a comment.
  public static let missingComment = "No comment provided by engineer."

  /// The table's `.strings` text (UTF-8): genstrings' layout, one blank line after every entry.
  public var text: String {
    var out = ""
    for entry in entries {
      let comment = entry.comments.isEmpty ? Self.missingComment : entry.comments.joined(separator: "\n   ")
      out += StringsWriter.commentText(comment) + "\n"
      out += "\"" + entry.keyText + "\" = \"" + entry.valueText + "\";\n\n"
    }
    return out
  }

  /// The tables of `strings` (sorted by name) and the warnings about conflicting call sites.
  public static func build(_ strings: [ExtractedString], options: ExtractionOptions) -> (tables: [ExtractedTable], diagnostics: [Diagnostic]) {
    let isGenstrings = options.mode == .genstrings
    struct Pending {
      var entry: Entry
      var valueSource: String
      var firstValueLocation: SourceLocation
      var firstComment: (text: String, location: SourceLocation)?
    }
    var tables: [String: [String: Pending]] = [:]
    var diagnostics: [Diagnostic] = []
    for string in strings where !options.skippedTables.contains(string.table) {
      let keyText = isGenstrings ? string.keySpelling : StringsEscaping.escaped(string.key)
      let valueSource: String
      if isGenstrings {
        valueSource = string.valueSpelling ?? string.keySpelling
      } else {
        valueSource = StringsEscaping.escaped(string.value ?? string.key)
      }
      let comment = string.commentSpelling.flatMap { $0.isEmpty ? nil : $0 }
      guard var pending = tables[string.table]?[keyText] else {
        let entry = Entry(
          keyText: keyText, valueText: valueSource, comments: comment.map { [$0] } ?? [], key: string.key,
          locations: [string.location])
        tables[string.table, default: [:]][keyText] = Pending(
          entry: entry, valueSource: valueSource, firstValueLocation: string.location,
          firstComment: comment.map { ($0, string.location) })
        continue
      }
      pending.entry.locations.append(string.location)
      if valueSource != pending.valueSource, !options.isQuiet {
        diagnostics.append(
          Diagnostic(
            severity: .warning, ruleID: ExtractRule.duplicateValue,
            message: "key \"\(keyText)\" used with multiple values: value \"\(pending.valueSource)\" kept, value \"\(valueSource)\" ignored",
            location: string.location, notes: [.init(message: "the kept value is here", location: pending.firstValueLocation)],
            key: string.key.string))
      }
      if let comment, !pending.entry.comments.contains(comment) {
        if let first = pending.firstComment, !options.isQuiet {
          diagnostics.append(
            Diagnostic(
              severity: .warning, ruleID: ExtractRule.multipleComments,
              message: "key \"\(keyText)\" used with multiple comments \"\(first.text)\" & \"\(comment)\"; both are kept",
              location: string.location, notes: [.init(message: "the first comment is here", location: first.location)],
              key: string.key.string))
        }
        pending.entry.comments.append(comment)
        if pending.firstComment == nil { pending.firstComment = (comment, string.location) }
      }
      tables[string.table]![keyText] = pending
    }
    let style: PositionalRewriter.Style = isGenstrings ? .genstrings : .keepingFlagsAndWidth
    var result: [ExtractedTable] = []
    for name in tables.keys.sorted() {
      let pendings = tables[name]!.values.map(\.entry)
      var entries = pendings.map { (folded: GenstringsOrder.foldedUnits($0.keyText), text: $0.keyText, entry: $0) }
      entries.sort { GenstringsOrder.precedes(($0.folded, $0.text), ($1.folded, $1.text)) }
      result.append(
        ExtractedTable(
          name: name,
          entries: entries.map { item in
            var entry = item.entry
            entry.comments = GenstringsOrder.sorted(entry.comments)
            if options.numbersPositions {
              entry.valueText = String(decoding: PositionalRewriter.rewrite(Array(entry.valueText.utf8), style: style), as: UTF8.self)
            }
            return entry
          }))
    }
    return (result, diagnostics)
  }
}
