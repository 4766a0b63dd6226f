import Foundation

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
  }

  /// The table name, without `.strings`.
  public var name: String
  public var entries: [Entry]

  /// genstrings' comment line for an entry without a comment.
  public static let missingComment = "No comment provided by engineer."

  /// The table's `.strings` text (UTF-8): genstrings' layout, one blank line after every entry.
  public var text: String { String(decoding: textBytes, as: UTF8.self) }

  /// The table's `.strings` text as UTF-8 bytes.
  public var textBytes: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(entries.count * 96)
    for entry in entries {
      let comment: String
      switch entry.comments.count {
      case 0: comment = Self.missingComment
      case 1: comment = entry.comments[0]
      default: comment = entry.comments.joined(separator: "\n   ")
      }
      if comment.containsByte(0x2A) {  // `*`: the core writer defuses a `*/` that would end the comment
        out += Array(StringsWriter.commentText(comment).utf8)
      } else {
        out += [0x2F, 0x2A, 0x20]  // "/* "
        out += comment.utf8
        out += [0x20, 0x2A, 0x2F]  // " */"
      }
      out += [0x0A, 0x22]
      out += entry.keyText.utf8
      out += [0x22, 0x20, 0x3D, 0x20, 0x22]  // `" = "`
      out += entry.valueText.utf8
      out += [0x22, 0x3B, 0x0A, 0x0A]  // `";` and a blank line
    }
    return out
  }

  /// The tables of `strings` (sorted by name) and the warnings about conflicting call sites.
  public static func build(_ strings: [ExtractedString], options: ExtractionOptions) -> (tables: [ExtractedTable], diagnostics: [Diagnostic]) {
    let isGenstrings = options.mode == .genstrings
    /// An entry being merged; call sites are referred to by their index in `strings`.
    struct Pending {
      var keyText: String
      var valueText: String
      var comments: [String]
      var key: StringsText
      var firstValueSite: Int
      var firstCommentSite: Int?
    }
    struct PendingTable {
      var name: String
      var index: [String: Int] = [:]
      var entries: [Pending] = []
    }
    var tableIndex: [String: Int] = [:]
    var pendingTables: [PendingTable] = []
    var diagnostics: [Diagnostic] = []
    for site in strings.indices {
      let tableName = strings[site].table
      if !options.skippedTables.isEmpty, options.skippedTables.contains(tableName) { continue }
      let key = strings[site].key
      let keyText = isGenstrings ? strings[site].keySpelling : StringsEscaping.escaped(key)
      let valueText: String
      if isGenstrings {
        valueText = strings[site].valueSpelling ?? keyText
      } else {
        valueText = strings[site].value.map(StringsEscaping.escaped) ?? keyText
      }
      let comment = strings[site].commentSpelling.flatMap { $0.isEmpty ? nil : $0 }
      let t: Int
      if let existing = tableIndex[tableName] {
        t = existing
      } else {
        t = pendingTables.count
        tableIndex[tableName] = t
        pendingTables.append(PendingTable(name: tableName))
        pendingTables[t].index.reserveCapacity(strings.count / 4)
      }
      guard let e = pendingTables[t].index[keyText] else {
        pendingTables[t].index[keyText] = pendingTables[t].entries.count
        pendingTables[t].entries.append(
          Pending(
            keyText: keyText, valueText: valueText, comments: comment.map { [$0] } ?? [], key: key,
            firstValueSite: site, firstCommentSite: comment == nil ? nil : site))
        continue
      }
      if options.isQuiet {
        if let comment, !pendingTables[t].entries[e].comments.contains(comment) {
          pendingTables[t].entries[e].comments.append(comment)
        }
        continue
      }
      let firstValueSite = pendingTables[t].entries[e].firstValueSite
      if valueText != pendingTables[t].entries[e].valueText {
        let kept = pendingTables[t].entries[e].valueText
        diagnostics.append(
          Diagnostic(
            severity: .warning, ruleID: ExtractRule.duplicateValue,
            message: "key \"\(keyText)\" used with multiple values: value \"\(kept)\" kept, value \"\(valueText)\" ignored",
            location: strings[site].location, notes: [.init(message: "the kept value is here", location: strings[firstValueSite].location)],
            key: key.string))
      }
      if let comment, !pendingTables[t].entries[e].comments.contains(comment) {
        if let first = pendingTables[t].entries[e].firstCommentSite {
          diagnostics.append(
            Diagnostic(
              severity: .warning, ruleID: ExtractRule.multipleComments,
              message: "key \"\(keyText)\" used with multiple comments \"\(strings[first].commentSpelling ?? "")\" & \"\(comment)\"; both are kept",
              location: strings[site].location, notes: [.init(message: "the first comment is here", location: strings[first].location)],
              key: key.string))
        } else {
          pendingTables[t].entries[e].firstCommentSite = site
        }
        pendingTables[t].entries[e].comments.append(comment)
      }
    }
    let style: PositionalRewriter.Style = isGenstrings ? .genstrings : .keepingFlagsAndWidth
    let sortedTables = pendingTables.sorted(by: { $0.name < $1.name })
    // Each table is ordered and finished on its own core.
    let results = TableSlots(count: sortedTables.count)
    DispatchQueue.concurrentPerform(iterations: sortedTables.count) { position in
      let table = sortedTables[position]
      let order = GenstringsOrder.order(of: table.entries.map(\.keyText))
      var entries: [Entry] = []
      entries.reserveCapacity(order.count)
      for index in order {
        let pending = table.entries[index]
        var valueText = pending.valueText
        if options.numbersPositions, valueText.containsByte(0x25) {
          valueText = String(decoding: PositionalRewriter.rewrite(Array(valueText.utf8), style: style), as: UTF8.self)
        }
        let comments = pending.comments.count > 1 ? GenstringsOrder.sorted(pending.comments) : pending.comments
        entries.append(Entry(keyText: pending.keyText, valueText: valueText, comments: comments, key: pending.key))
      }
      results.set(position, ExtractedTable(name: table.name, entries: entries))
    }
    return (results.all, diagnostics)
  }
}

/// One finished table per slot, written by the worker that built it.
final class TableSlots: @unchecked Sendable {
  private var slots: [ExtractedTable?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ table: ExtractedTable) {
    lock.lock()
    slots[index] = table
    lock.unlock()
  }

  var all: [ExtractedTable] { slots.compactMap { $0 } }
}

extension String {
  /// Whether the UTF-8 text holds `byte` (a fast scan of contiguous storage).
  func containsByte(_ byte: UInt8) -> Bool {
    if let found = utf8.withContiguousStorageIfAvailable({ bytes in
      bytes.isEmpty ? false : memchr(bytes.baseAddress!, Int32(byte), bytes.count) != nil
    }) {
      return found
    }
    return utf8.contains(byte)
  }
}
