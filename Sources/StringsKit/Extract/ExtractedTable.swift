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
  ///
  /// Keys are sharded by a hash of their text, so each core merges and orders its own share of
  /// every table; the sorted shares are then merged. The result does not depend on the number of
  /// shards: each key lives in one shard, call sites are visited in order, and diagnostics are
  /// put back in call-site order.
  public static func build(_ strings: [ExtractedString], options: ExtractionOptions) -> (tables: [ExtractedTable], diagnostics: [Diagnostic]) {
    build(strings, options: options, shardCount: strings.count < 4096 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)))
  }

  static func build(_ strings: [ExtractedString], options: ExtractionOptions, shardCount: Int) -> (tables: [ExtractedTable], diagnostics: [Diagnostic]) {
    let shards = WorkerSlots<TableShard>(count: shardCount)
    DispatchQueue.concurrentPerform(iterations: shardCount) { shard in
      shards.set(shard, TableShard(strings, shard: shard, of: shardCount, options: options))
    }
    let all = shards.all
    var diagnostics = all.flatMap(\.diagnostics)
    if shardCount > 1 { diagnostics.sort { ($0.site, $0.order) < ($1.site, $1.order) } }
    let names = Set(all.flatMap { $0.tables.keys }).sorted()
    let style: PositionalRewriter.Style = options.mode == .genstrings ? .genstrings : .keepingFlagsAndWidth
    // Each table is merged from its sorted shares and finished on its own core.
    let results = WorkerSlots<ExtractedTable>(count: names.count)
    DispatchQueue.concurrentPerform(iterations: names.count) { position in
      let name = names[position]
      let runs = all.compactMap { $0.tables[name] }
      var entries: [Entry] = []
      entries.reserveCapacity(runs.reduce(0) { $0 + $1.count })
      var heads = Array(repeating: 0, count: runs.count)
      while true {
        var best: Int?
        for run in runs.indices where heads[run] < runs[run].count {
          if let current = best {
            if GenstringsOrder.precedes(runs[run][heads[run]].keyText, runs[current][heads[current]].keyText) { best = run }
          } else {
            best = run
          }
        }
        guard let run = best else { break }
        let pending = runs[run][heads[run]]
        heads[run] += 1
        var valueText = pending.valueText
        if options.numbersPositions, valueText.containsByte(0x25) {
          valueText = String(decoding: PositionalRewriter.rewrite(Array(valueText.utf8), style: style), as: UTF8.self)
        }
        let comments = pending.comments.count > 1 ? GenstringsOrder.sorted(pending.comments) : pending.comments
        entries.append(Entry(keyText: pending.keyText, valueText: valueText, comments: comments, key: pending.key))
      }
      results.set(position, ExtractedTable(name: name, entries: entries))
    }
    return (results.all, diagnostics.map(\.diagnostic))
  }
}

/// An entry being merged; call sites are referred to by their index in the scanned strings.
struct PendingEntry {
  var keyText: String
  var valueText: String
  var comments: [String]
  var key: StringsText
  var firstValueSite: Int
  var firstCommentSite: Int?
}

/// The keys of one shard (those whose text hashes to it), merged per table and sorted.
struct TableShard {
  /// Sorted entries per table name.
  var tables: [String: [PendingEntry]] = [:]
  /// Warnings with the call site (and the order within it) that raised them.
  var diagnostics: [(site: Int, order: Int, diagnostic: Diagnostic)] = []

  init(_ strings: [ExtractedString], shard: Int, of shardCount: Int, options: ExtractionOptions) {
    var tableSlots: [String: Int] = [:]
    var names: [String] = []
    var indexes: [[String: Int]] = []
    var pending: [[PendingEntry]] = []
    for site in strings.indices {
      let key = strings[site].key
      if shardCount > 1 {
        let owner = Self.hash(strings[site].keySpelling)
        guard owner % UInt64(shardCount) == UInt64(shard) else { continue }
      }
      let tableName = strings[site].table
      if !options.skippedTables.isEmpty, options.skippedTables.contains(tableName) { continue }
      let t: Int
      if let slot = tableSlots[tableName] {
        t = slot
      } else {
        t = names.count
        tableSlots[tableName] = t
        names.append(tableName)
        indexes.append([:])
        pending.append([])
        indexes[t].reserveCapacity(strings.count / (4 * shardCount))
      }
      // Spellings are those of the mode (`ExtractedString.keySpelling`): one spelling, one entry.
      let keyText = strings[site].keySpelling
      let valueText = strings[site].valueSpelling ?? keyText
      let comment = strings[site].commentSpelling.flatMap { $0.isEmpty ? nil : $0 }
      guard let e = indexes[t][keyText] else {
        indexes[t][keyText] = pending[t].count
        pending[t].append(
          PendingEntry(
            keyText: keyText, valueText: valueText, comments: comment.map { [$0] } ?? [], key: key,
            firstValueSite: site, firstCommentSite: comment == nil ? nil : site))
        continue
      }
      if options.isQuiet {
        if let comment, !pending[t][e].comments.contains(comment) { pending[t][e].comments.append(comment) }
        continue
      }
      if valueText != pending[t][e].valueText {
        diagnostics.append(
          (site, 0,
            Diagnostic(
              severity: .warning, ruleID: ExtractRule.duplicateValue,
              message: "key \"\(keyText)\" used with multiple values: value \"\(pending[t][e].valueText)\" kept, value \"\(valueText)\" ignored",
              location: strings[site].location,
              notes: [.init(message: "the kept value is here", location: strings[pending[t][e].firstValueSite].location)],
              key: key.string)))
      }
      if let comment, !pending[t][e].comments.contains(comment) {
        if let first = pending[t][e].firstCommentSite {
          diagnostics.append(
            (site, 1,
              Diagnostic(
                severity: .warning, ruleID: ExtractRule.multipleComments,
                message: "key \"\(keyText)\" used with multiple comments \"\(strings[first].commentSpelling ?? "")\" & \"\(comment)\"; both are kept",
                location: strings[site].location,
                notes: [.init(message: "the first comment is here", location: strings[first].location)], key: key.string)))
        } else {
          pending[t][e].firstCommentSite = site
        }
        pending[t][e].comments.append(comment)
      }
    }
    for t in names.indices {
      let entries = pending[t]
      tables[names[t]] = GenstringsOrder.order(of: entries.map(\.keyText)).map { entries[$0] }
    }
  }

  /// FNV-1a over the text's bytes: which shard owns a key.
  static func hash<C: Sequence>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return value
  }

  static func hash(_ text: String) -> UInt64 {
    text.utf8.withContiguousStorageIfAvailable { hash($0) } ?? hash(text.utf8)
  }
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
