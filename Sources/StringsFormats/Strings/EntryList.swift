/// The entries of a parsed table, in file order, in about a fifth of the memory of `[StringsEntry]`.
///
/// A `StringsEntry` is about 170 bytes (three slices of the text and three ranges); a 100 MB table has
/// 693,000 of them. Lint keeps every entry of every table, so `EntryList` stores each as nine
/// 32-bit offsets into the decoded text and builds the `StringsEntry` when it is read: the key and value
/// are slices of the text unless escapes made new bytes, which are kept beside the offsets.
/// Measured on a 100 MB UTF-8 table, `lstrings lint` peaked at 3.9× the file with `[StringsEntry]` and
/// a dictionary of keys, and at 2.0× with this and `TableKeyIndex` (the text is not copied for
/// UTF-8). Entries made in memory (catalogs, property lists, tests) are kept as they are.
///
/// Public, with `@inlinable` accessors, so that lint's rules (another module) read a key or a
/// value in place: Swift 6.3's cross-module optimisation inlines no code of a `package` type,
/// not even `@inlinable` code, and a call per key and value (each copying the storage out of its
/// enum and the value out of the call) cost lint of a 10 MB table 9 % more instructions than the
/// one-module build. Everything but the collection itself stays `package`.
public struct EntryList: RandomAccessCollection, Sendable {
  @usableFromInline enum Storage: Sendable {
    case entries([StringsEntry])
    case compact(Compact)
  }

  @usableFromInline let storage: Storage

  package init(_ entries: [StringsEntry]) {
    storage = .entries(entries)
  }

  init(compact: Compact) {
    storage = .compact(compact)
  }

  @inlinable public var startIndex: Int { 0 }

  @inlinable public var endIndex: Int {
    switch storage {
    case .entries(let entries): entries.count
    case .compact(let compact): compact.count
    }
  }

  public subscript(position: Int) -> StringsEntry {
    switch storage {
    case .entries(let entries): entries[position]
    case .compact(let compact): compact.entry(at: position)
    }
  }

  /// Iterates the entries with direct calls: `for entry in entries` in another module went
  /// through the `Collection` witness table once per entry with the default `IndexingIterator`
  /// (13 M instructions of lint of an 8-language set of tables).
  public struct Iterator: IteratorProtocol {
    @usableFromInline let list: EntryList
    @usableFromInline var position = 0

    @usableFromInline init(_ list: EntryList) {
      self.list = list
    }

    @inlinable public mutating func next() -> StringsEntry? {
      guard position < list.endIndex else { return nil }
      defer { position += 1 }
      return list[position]
    }
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(self) }

  /// The key of the entry at `position`, without building the rest of it.
  @inlinable package func key(at position: Int) -> StringsText {
    switch storage {
    case .entries(let entries): entries[position].key
    case .compact(let compact): compact.key(at: position)
    }
  }

  /// The value of the entry at `position`, without building the rest of it.
  @inlinable package func value(at position: Int) -> StringsValue {
    switch storage {
    case .entries(let entries): entries[position].value
    case .compact(let compact): compact.value(at: position)
    }
  }

  /// The positions whose key or value may not be a slice of the parsed text: those escapes
  /// built (every position, for entries made in memory).
  func positionsWithBuiltText() -> [Int] {
    switch storage {
    case .entries(let entries): Array(entries.indices)
    case .compact(let compact): compact.positionsWithBuiltText()
    }
  }

  /// Statements recorded as offsets into the decoded text.
  @usableFromInline struct Compact: Sendable {
    /// One statement. A key or value `…TextStart` ≥ 0 is a slice of the text; a negative one
    /// is `-(index + 1)` in `builtKeys` or `builtValues`. `valueStart` is -1 for `"key";`.
    @usableFromInline struct Record: Sendable {
      @usableFromInline var start: Int32
      @usableFromInline var keyEnd: Int32
      @usableFromInline var valueStart: Int32
      @usableFromInline var valueEnd: Int32
      @usableFromInline var end: Int32
      @usableFromInline var keyTextStart: Int32
      @usableFromInline var keyTextEnd: Int32
      @usableFromInline var valueTextStart: Int32
      @usableFromInline var valueTextEnd: Int32
    }

    @usableFromInline let text: [UInt8]
    @usableFromInline private(set) var records: [Record] = []
    /// The statements of a second half read on another core, after `records`: kept as that
    /// parser's array, not copied after these (which held both halves twice at once: 7 MB more
    /// peak memory on a 100 MB table).
    @usableFromInline private(set) var laterRecords: [Record] = []

    /// How many statements are recorded.
    @inlinable var count: Int { records.count + laterRecords.count }

    @inlinable func record(at index: Int) -> Record {
      index < records.count ? records[index] : laterRecords[index - records.count]
    }
    /// Keys that are not slices of the text (escapes, bytes CF replaces).
    @usableFromInline private(set) var builtKeys: [StringsText] = []
    /// Values that are not slices of the text: built strings, dictionaries, arrays and data.
    @usableFromInline private(set) var builtValues: [StringsValue] = []

    /// Whether offsets into `text` fit the records.
    static func fits(_ text: [UInt8]) -> Bool { text.count < Int(Int32.max) }

    /// - Parameter bytes: how much of the text will be read, to reserve the records at once:
    ///   one per 64 bytes is more than any real table needs (gen-corpus has one per 144), and
    ///   the pages of unused capacity are never touched. Growing by doubling instead copied
    ///   the records about twice (a 100 MB table has 25 MB of them).
    init(text: [UInt8], reservingFor bytes: Int = 0) {
      self.text = text
      records.reserveCapacity(bytes / 64)
    }

    /// Records a statement the parser read from `text`: slices as offsets, built texts beside.
    mutating func append(
      key: ParsedText, value: ParsedValue, keyRange: Range<Int>, valueRange: Range<Int>?, end: Int
    ) {
      var record = Record(
        start: Int32(keyRange.lowerBound), keyEnd: Int32(keyRange.upperBound),
        valueStart: Int32(valueRange?.lowerBound ?? -1), valueEnd: Int32(valueRange?.upperBound ?? -1),
        end: Int32(end), keyTextStart: 0, keyTextEnd: 0, valueTextStart: 0, valueTextEnd: 0)
      switch key {
      case .slice(let range):
        (record.keyTextStart, record.keyTextEnd) = (Int32(range.lowerBound), Int32(range.upperBound))
      case .built(let bytes):
        builtKeys.append(StringsText(wtf8: bytes))
        record.keyTextStart = -Int32(builtKeys.count)
      }
      switch value {
      case .text(.slice(let range)):
        (record.valueTextStart, record.valueTextEnd) = (Int32(range.lowerBound), Int32(range.upperBound))
      case .text(.built(let bytes)):
        builtValues.append(.string(StringsText(wtf8: bytes)))
        record.valueTextStart = -Int32(builtValues.count)
      case .other(let other):
        builtValues.append(other)
        record.valueTextStart = -Int32(builtValues.count)
      }
      records.append(record)
    }

    /// Appends the statements another parser recorded from the same text after these (the
    /// second half of a table read on another core): built keys and values are renumbered.
    /// Pass `other` as the only holder of its arrays: they are renumbered in place.
    mutating func append(contentsOf other: consuming Compact) {
      let keyShift = Int32(builtKeys.count)
      let valueShift = Int32(builtValues.count)
      var later = other.records
      other.records = []
      if !other.laterRecords.isEmpty { later += other.laterRecords }
      for index in later.indices {
        if later[index].keyTextStart < 0 { later[index].keyTextStart -= keyShift }
        if later[index].valueTextStart < 0 { later[index].valueTextStart -= valueShift }
      }
      if laterRecords.isEmpty { laterRecords = later } else { laterRecords += later }
      builtKeys += other.builtKeys
      builtValues += other.builtValues
    }

    /// The statements whose key or value escapes built, in order.
    func positionsWithBuiltText() -> [Int] {
      var positions: [Int] = []
      for (offset, list) in [(0, records), (records.count, laterRecords)] {
        for (index, record) in list.enumerated() where record.keyTextStart < 0 || record.valueTextStart < 0 {
          positions.append(offset + index)
        }
      }
      return positions
    }

    @inlinable func key(at index: Int) -> StringsText {
      let record = record(at: index)
      if record.keyTextStart >= 0 {
        return StringsText(wtf8: text[Int(record.keyTextStart)..<Int(record.keyTextEnd)])
      }
      return builtKeys[Int(-record.keyTextStart) - 1]
    }

    @inlinable func value(at index: Int) -> StringsValue {
      let record = record(at: index)
      if record.valueTextStart >= 0 {
        return .string(StringsText(wtf8: text[Int(record.valueTextStart)..<Int(record.valueTextEnd)]))
      }
      return builtValues[Int(-record.valueTextStart) - 1]
    }

    /// The entry exactly as the parser's model holds it.
    func entry(at index: Int) -> StringsEntry {
      let record = record(at: index)
      let range = Int(record.start)..<Int(record.end)
      return StringsEntry(
        key: key(at: index), value: value(at: index), text: text[range], sourceRange: range,
        keyRange: Int(record.start)..<Int(record.keyEnd),
        valueRange: record.valueStart < 0 ? nil : Int(record.valueStart)..<Int(record.valueEnd))
    }
  }
}
