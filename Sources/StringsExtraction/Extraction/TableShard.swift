import Foundation

/// The keys of one shard (those whose spelling hashes to it), merged per table and sorted.
///
/// Every call site is visited in order, but only the shard that owns a key merges it, so the
/// shards run on separate cores with nothing shared; `ExtractedTable.build` merges their sorted
/// runs. A key's hash (FNV-1a of its spelling, computed once per site on every core) also finds
/// its entry in the shard's own open-addressing index, so a site costs no string hashing.
struct TableShard {
  /// One table's share: finished entries in genstrings' order.
  struct Run {
    var entries: [ExtractedTable.Entry] = []
    /// The entries' keys folded for comparison (in first-seen order)...
    var folded = FoldedKeys([])
    /// ...and where each of `entries` is in `folded`.
    var foldedIndex: [Int] = []
  }

  /// Each table's run, by table name.
  var tables: [String: Run] = [:]
  /// Warnings with the call site (and the order within it) that raised them.
  var diagnostics: [(site: Int, order: Int, diagnostic: StringsDiagnostic)] = []

  /// FNV-1a of each site's key spelling (by running index), computed on every core.
  static func hashes(of sites: CallSites) -> [UInt64] {
    let parts = min(sites.files.count, 64)
    guard parts > 0 else { return [] }
    return Parallel.map(parts) { part in
      let files = (part * sites.files.count / parts)..<((part + 1) * sites.files.count / parts)
      var hashes: [UInt64] = []
      hashes.reserveCapacity(sites.offsets[files.upperBound] - sites.offsets[files.lowerBound])
      for f in files {
        let file = sites.files[f]
        for i in file.indices { hashes.append(hash(file[i].keySpelling)) }
      }
      return hashes
    }.flatMap { $0 }
  }

  init(_ sites: CallSites, hashes: [UInt64], shard: Int, of shardCount: Int, options: ExtractionOptions) {
    var tables = TableSlots()
    var pending: [Pending] = []
    var site = -1
    for strings in sites.files {
      for i in strings.indices {
        site += 1
        let hash = hashes[site]
        // The high bits choose the shard, the low bits the index slot.
        if shardCount > 1, Int((hash >> 40) % UInt64(shardCount)) != shard { continue }
        guard let t = tables.slot(of: strings[i].table, skipping: options.skippedTables) else { continue }
        if strings[i].keySpelling.isEmpty {
          skipEmptyKey(strings[i], site: site)
          continue
        }
        if t == pending.count { pending.append(Pending()) }
        merge(strings, i, site: site, hash: hash, into: &pending[t], sites: sites, isQuiet: options.isQuiet)
      }
    }
    for t in tables.names.indices {
      var entries = pending[t].entries
      pending[t] = Pending()  // `entries` is now the only reference: changed in place by `finish`
      self.tables[tables.names[t]] = Self.finish(&entries, options: options)
    }
  }

  /// Merges one call site's string into its table's pending entries: a new key is a new entry; a
  /// key seen before keeps its first value (a different one is a warning) and gains the comment.
  ///
  /// Takes the file's array and an index, not the string: a copy of each `ExtractedString` cost
  /// 41 M instructions on bench/40-extract's Swift tree.
  private mutating func merge(
    _ strings: [ExtractedString], _ i: Int, site: Int, hash: UInt64, into pending: inout Pending, sites: CallSites,
    isQuiet: Bool
  ) {
    // Spellings are those of the mode (`ExtractedString.keySpelling`): one spelling, one entry.
    let keyText = strings[i].keySpelling
    let valueText = strings[i].valueSpelling ?? keyText
    let comment = strings[i].commentSpelling.flatMap { $0.isEmpty ? nil : $0 }
    guard let e = pending.index.find(hash, where: { pending.entries[$0].keyText == keyText }) else {
      pending.index.append(hash)
      pending.entries.append(
        ExtractedTable.Entry(
          keyText: keyText, valueText: valueText, comments: comment.map { [$0] } ?? [], key: strings[i].key))
      pending.firstValueSites.append(site)
      pending.firstCommentSites.append(comment == nil ? nil : site)
      return
    }
    if isQuiet {
      if let comment, !pending.entries[e].comments.contains(comment) { pending.entries[e].comments.append(comment) }
      return
    }
    if valueText != pending.entries[e].valueText {
      let message =
        "key \"\(keyText)\" used with multiple values: value \"\(pending.entries[e].valueText)\" kept, value \"\(valueText)\" ignored"
      let kept = sites[pending.firstValueSites[e]].location
      warn(.duplicateValue, message, strings[i], site: site, order: 0, note: "the kept value is here", at: kept)
    }
    guard let comment, !pending.entries[e].comments.contains(comment) else { return }
    if let first = pending.firstCommentSites[e] {
      let message =
        "key \"\(keyText)\" used with multiple comments \"\(sites[first].commentSpelling ?? "")\" & \"\(comment)\"; both are kept"
      warn(
        .multipleComments, message, strings[i], site: site, order: 1, note: "the first comment is here",
        at: sites[first].location)
    } else {
      pending.firstCommentSites[e] = site
    }
    pending.entries[e].comments.append(comment)
  }

  /// A `.strings` table gets no `""` entry (the runtime mode extracts one where Xcode does, for
  /// catalogs and `--format json`): without it a lookup of `""` still returns `""`, genstrings
  /// writes none, and `"" = "";` would be an `empty-value` warning of lint's.
  private mutating func skipEmptyKey(_ string: ExtractedString, site: Int) {
    diagnostics.append(
      (
        site, 0,
        StringsDiagnostic(
          severity: .warning, ruleID: DiagnosticKind.emptyKey.id, message: ExtractMessage.emptyKeyInTable(string.routine),
          location: string.location, key: "")
      ))
  }

  private mutating func warn(
    _ kind: DiagnosticKind, _ message: String, _ string: ExtractedString, site: Int, order: Int, note: String,
    at noteLocation: StringsSourceLocation
  ) {
    diagnostics.append(
      (
        site, order,
        StringsDiagnostic(
          severity: .warning, ruleID: kind.id, message: message, location: string.location,
          notes: [.init(message: note, location: noteLocation)], key: string.key.string)
      ))
  }

  /// One table's entries finished on this shard's core: values numbered, comments sorted,
  /// entries put in genstrings' order.
  private static func finish(_ entries: inout [ExtractedTable.Entry], options: ExtractionOptions) -> Run {
    let style: PositionalRewriter.Style = options.mode == .genstrings ? .genstrings : .keepingFlagsAndWidth
    for k in entries.indices {
      if options.numbersPositions, entries[k].valueText.containsByte(0x25) {
        entries[k].valueText = String(
          decoding: PositionalRewriter.rewrite(Array(entries[k].valueText.utf8), style: style), as: UTF8.self)
      }
      if entries[k].comments.count > 1 { entries[k].comments = GenstringsOrder.sorted(entries[k].comments) }
    }
    let texts = entries.map(\.keyText)
    let folded = FoldedKeys(texts)
    let order = folded.sortedIndices(texts)
    return Run(entries: order.map { entries[$0] }, folded: folded, foldedIndex: order)
  }

  /// FNV-1a over the text's bytes: which shard owns a key, and where its index looks first.
  static func hash<C: Sequence>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return value
  }

  static func hash(_ text: String) -> UInt64 {
    text.utf8.withContiguousStorageIfAvailable { hash($0) } ?? hash(text.utf8)
  }
}

/// The tables a shard has met, in first-seen order, and the slot of each.
private struct TableSlots {
  private(set) var names: [String] = []
  private var slots: [String: Int] = [:]
  private var last = (name: "", slot: -1)

  /// The slot of table `name` (the next free one when new), or nil when it is skipped.
  mutating func slot(of name: String, skipping skipped: Set<String>) -> Int? {
    if last.slot >= 0, name == last.name { return last.slot }
    if !skipped.isEmpty, skipped.contains(name) { return nil }
    // Apps have a handful of tables: a look along the names (short strings compare in a few
    // instructions) beats hashing the name at every site.
    let slot: Int
    if let known = names.count <= 16 ? names.firstIndex(of: name) : slots[name] {
      slot = known
    } else {
      slot = names.count
      slots[name] = slot
      names.append(name)
    }
    last = (name, slot)
    return slot
  }
}

/// One table's entries being merged in a shard, with the call sites that first set each value
/// and comment (by index in the scanned sites, for the warnings), and the index of their keys.
struct Pending {
  var entries: [ExtractedTable.Entry] = []
  var firstValueSites: [Int] = []
  var firstCommentSites: [Int?] = []
  var index = KeyIndex()
}

/// Entry indices by key hash: open addressing with linear probing, so a lookup hashes nothing
/// again and compares a key's text only when the 64-bit hashes agree.
///
/// Measured against a `[String: Int]` by key text (`make release`, `lstrings extract` of the
/// 10,000-file tree of bench/40-extract.sh, paired runs): the dictionary took 11 % more CPU (median
/// of 11 pairs, 1.03–1.13×), String hashing every call site's key a second time.
struct KeyIndex {
  /// Entry index + 1 per slot; 0 is empty. The capacity is a power of two, at most half full.
  private var slots: [Int32] = Array(repeating: 0, count: 64)
  /// The hash of each entry, by index (so growing needs no entries).
  private var hashes: [UInt64] = []

  /// The index of the entry with `hash` for which `matches` holds, if any.
  func find(_ hash: UInt64, where matches: (Int) -> Bool) -> Int? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return nil }
      if hashes[stored - 1] == hash, matches(stored - 1) { return stored - 1 }
      slot = (slot + 1) & mask
    }
  }

  /// Records the next entry (index `count`), whose key is not yet in the index, under `hash`.
  mutating func append(_ hash: UInt64) {
    if (hashes.count + 1) * 2 > slots.count {
      slots = Array(repeating: 0, count: slots.count * 2)
      for (index, hash) in hashes.enumerated() { place(hash, index) }
    }
    place(hash, hashes.count)
    hashes.append(hash)
  }

  private mutating func place(_ hash: UInt64, _ index: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: index + 1)
  }
}
