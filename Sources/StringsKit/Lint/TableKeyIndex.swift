/// Finds a table's entries by key, and its keys defined more than once, with one open-addressing
/// array of 32-bit entry numbers instead of a `[StringsText: StringsValue]` dictionary.
///
/// The dictionary holds a key and a value (about 72 bytes) per bucket; this holds 4 bytes per
/// slot and reads keys from the `EntryList` itself: 8 MB for a 100 MB table (693,000 keys, 2^21
/// slots), where the dictionary was an estimated 75 MB. Keys are hashed eight bytes at a time
/// with a seed drawn per process (`KeyHash`), not with `Hasher`: SipHash over every key was
/// 25 M of the 35 M instructions this index cost on a 10 MB table.
struct TableKeyIndex: Sendable {
  /// Entry number + 1 of the last definition of a key; 0 is an empty slot.
  private let slots: [Int32]
  private let mask: Int
  private let seed = KeyHash.seed
  /// For each key defined more than once: the positions of its definitions, in file order.
  let duplicates: [StringsText: [Int]]

  /// Tables with at least this many keys have them hashed on two cores.
  static let parallelHashThreshold = 50_000

  /// Indexes every entry; a key defined again points to its last definition (the one CF keeps).
  ///
  /// The keys are hashed first (in two halves at once for a large table: the index is built
  /// while the other core would otherwise wait), then placed; a probe compares the keys of
  /// two entries only when their hashes are equal.
  init(_ entries: EntryList) {
    var capacity = 16
    while capacity < entries.count * 2 { capacity <<= 1 }
    let mask = capacity - 1
    let hashes = Self.hashes(of: entries, seed: KeyHash.seed)
    var slots = [Int32](repeating: 0, count: capacity)
    var duplicates: [StringsText: [Int]] = [:]
    for position in entries.indices {
      let hash = hashes[position]
      var slot = Int(hash) & mask
      while slots[slot] != 0 {
        let other = Int(slots[slot]) - 1
        if hashes[other] == hash, entries.key(at: other) == entries.key(at: position) {
          duplicates[entries.key(at: position), default: [other]].append(position)
          break
        }
        slot = (slot + 1) & mask
      }
      slots[slot] = Int32(truncatingIfNeeded: position + 1)
    }
    self.slots = slots
    self.mask = mask
    self.duplicates = duplicates
  }

  /// The hash of every key (its low 32 bits, all a slot uses), in entry order.
  private static func hashes(of entries: EntryList, seed: UInt64) -> [UInt32] {
    let count = entries.count
    let parts = count >= parallelHashThreshold ? 2 : 1
    return [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      nonisolated(unsafe) let output = base
      _ = Parallel.map(parts) { part in
        for position in (count * part / parts)..<(count * (part + 1) / parts) {
          (output + position).initialize(
            to: UInt32(truncatingIfNeeded: KeyHash.of(entries.key(at: position), seed: seed)))
        }
      }
      initialized = count
    }
  }

  /// The position in `entries` (the list this index was built from) of the key's last definition.
  func position(of key: StringsText, in entries: EntryList) -> Int? {
    var slot = Int(UInt32(truncatingIfNeeded: KeyHash.of(key, seed: seed))) & mask
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if entries.key(at: position) == key { return position }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
