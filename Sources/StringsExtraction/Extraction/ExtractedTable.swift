import Foundation

/// One output table: its entries merged per key and in genstrings' order.
///
/// Built from every call site: the same key in one table is one entry; the first value seen (in
/// file order, then source order) is kept and a different one is reported; different comments are
/// merged, sorted, into one block (docs/extract.md, "Output" and "Warnings").
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
  /// The entries, in genstrings' order.
  public var entries: [Entry]

  /// genstrings' comment line for an entry without a comment.
  public static let missingComment = "No comment provided by engineer."

  /// The table's `.strings` text (UTF-8): genstrings' layout, one blank line after every entry.
  public var text: String { String(decoding: textBytes, as: UTF8.self) }

  /// The table's `.strings` text as UTF-8 bytes.
  public var textBytes: [UInt8] { textBytes(of: entries.indices) }

  /// The text of the entries in `range` (the writer encodes large tables in pieces on every core).
  func textBytes(of range: Range<Int>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(range.count * 128)
    for entry in entries[range] {
      let comment: String
      switch entry.comments.count {
      case 0: comment = Self.missingComment
      case 1: comment = entry.comments[0]
      default: comment = entry.comments.joined(separator: "\n   ")
      }
      if comment.containsByte(0x2A) {  // `*`: the core writer defuses a `*/` that would end the comment
        Self.append(StringsWriter.commentText(comment), to: &out)
      } else {
        Self.append("/* ", to: &out)
        Self.append(comment, to: &out)
        Self.append(" */", to: &out)
      }
      Self.append("\n\"", to: &out)
      Self.append(entry.keyText, to: &out)
      Self.append("\" = \"", to: &out)
      Self.append(entry.valueText, to: &out)
      Self.append("\";\n\n", to: &out)  // and a blank line
    }
    return out
  }

  /// Appends the UTF-8 of `text` with one copy (not byte by byte).
  @inline(__always) private static func append(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { out.append(contentsOf: $0) }
  }

  /// The tables of `strings` (sorted by name) and the warnings about conflicting call sites.
  ///
  /// Keys are sharded by a hash of their text, so each core merges and orders its own share of
  /// every table; the sorted shares are then merged. The result does not depend on the number of
  /// shards: each key lives in one shard, call sites are visited in order, and diagnostics are
  /// put back in call-site order.
  public static func build(_ strings: [ExtractedString], options: ExtractionOptions) -> (
    tables: [ExtractedTable], diagnostics: [StringsDiagnostic]
  ) {
    build(CallSites([strings]), options: options)
  }

  static func build(_ strings: [ExtractedString], options: ExtractionOptions, shardCount: Int) -> (
    tables: [ExtractedTable], diagnostics: [StringsDiagnostic]
  ) {
    build(CallSites([strings]), options: options, shardCount: shardCount)
  }

  static func build(_ sites: CallSites, options: ExtractionOptions) -> (
    tables: [ExtractedTable], diagnostics: [StringsDiagnostic]
  ) {
    build(
      sites, options: options, shardCount: sites.count < 4096 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)))
  }

  static func build(_ sites: CallSites, options: ExtractionOptions, shardCount: Int) -> (
    tables: [ExtractedTable], diagnostics: [StringsDiagnostic]
  ) {
    let hashes = TableShard.hashes(of: sites)
    let all = Parallel.map(shardCount) { shard in
      TableShard(sites, hashes: hashes, shard: shard, of: shardCount, options: options)
    }
    var diagnostics = all.flatMap(\.diagnostics)
    if shardCount > 1 { diagnostics.sort { ($0.site, $0.order) < ($1.site, $1.order) } }
    let names = Set(all.flatMap { $0.tables.keys }).sorted()
    // Each table's runs, one per shard.
    let tableRuns = names.map { name in all.compactMap { $0.tables[name] } }
    // Each table is merged from its shards' sorted, finished shares, on its own core.
    let results = Parallel.map(names.count) { position in
      let runs = tableRuns[position]
      // Views of the runs' folded keys (kept alive by `folded`): the loop compares without
      // reference counting.
      let folded = runs.map(\.folded), views = folded.map(\.view), foldedIndex = runs.map(\.foldedIndex)
      let runEntries = runs.map(\.entries)
      var next = [Int](repeating: 0, count: runEntries.count)
      var entries: [Entry] = []
      entries.reserveCapacity(runEntries.reduce(0) { $0 + $1.count })
      withExtendedLifetime(folded) {
        while true {
          // The run whose next key sorts first.
          var best = -1
          for run in runEntries.indices where next[run] < runEntries[run].count {
            guard best >= 0 else {
              best = run
              continue
            }
            let a = next[run], b = next[best]
            let order = FoldedKeys.View.compare(views[run], foldedIndex[run][a], views[best], foldedIndex[best][b])
            if order < 0
              || (order == 0 && runEntries[run][a].keyText.utf16.lexicographicallyPrecedes(runEntries[best][b].keyText.utf16))
            {
              best = run
            }
          }
          guard best >= 0 else { break }
          entries.append(runEntries[best][next[best]])
          next[best] += 1
        }
      }
      return ExtractedTable(name: names[position], entries: entries)
    }
    return (results, diagnostics.map(\.diagnostic))
  }
}

extension String {
  /// Whether the UTF-8 text holds `byte` (a fast scan of contiguous storage).
  package func containsByte(_ byte: UInt8) -> Bool {
    if let found = utf8.withContiguousStorageIfAvailable({ bytes in
      bytes.isEmpty ? false : memchr(bytes.baseAddress!, Int32(byte), bytes.count) != nil
    }) {
      return found
    }
    return utf8.contains(byte)
  }
}
