import Foundation

/// One parsed table as the rules see it: what `CFBundle` loads from it, where each loaded entry is
/// written, and whether the rules can trust it.
///
/// A file CoreFoundation rejects loads as an *empty* table at run time. Reporting every key of
/// such a file as a missing translation would bury the one real problem, so the `Linter` gives
/// rejected tables the parse rules only, and compares languages only between tables that parse
/// completely (`isComplete`).
struct LintTable: Sendable {
  let file: TableFile
  /// The parser's diagnostics (or the reason the file could not be read).
  let parseDiagnostics: [StringsDiagnostic]
  /// How the file's bytes were decoded; nil when it could not be read or decoded.
  let encoding: StringsEncoding?
  /// The entries whose values CF keeps — each key's last definition — in file order.
  let loadedEntries: EntryList
  /// Every definition in file order, duplicates included.
  let allEntries: EntryList
  /// Finds loaded entries by key (see `value(forKey:)`); empty for a table that does not load.
  let keyIndex: TableKeyIndex
  /// For each key defined more than once: the indices of its definitions in `allEntries`, in
  /// file order (the last is the one CF keeps). Empty in a table without duplicates.
  let duplicateDefinitions: [StringsText: [Int]]
  /// Whether CF loads a table from the file at all.
  let isLoaded: Bool
  /// Whether CF loads the whole file: it loads, and nothing in it is silently ignored.
  let isComplete: Bool
  let lines: LazyLineTable
  var lineTable: LineTable { lines.table }
  /// The placeholders of each string value in `allEntries` (nil for other values), computed once
  /// by `preparePlaceholders()` and shared by the placeholder rules; empty until then.
  private(set) var placeholders: [PlaceholderSummary?] = []

  /// Reads and parses a file; an unreadable file becomes an `unreadable-file` diagnostic.
  init(file: TableFile) {
    do {
      // Every error, not the first 100: a summary that says "100 errors" for a file with 300 is
      // a false count.
      // No trivia: no rule reads it, and the items would double the model's memory.
      var options = StringsParser.Options(maximumErrors: .max)
      options.buildsItems = false
      self.init(file: file, result: try StringsParser.parse(file: file.path, options: options))
    } catch {
      self.init(
        file: file,
        unreadable: StringsDiagnostic(.unreadableFile, message: "cannot read the file: \(error)", file: file.path))
    }
  }

  /// Wraps a parse result (tests build tables from text this way).
  init(file: TableFile, result: StringsParseResult) {
    self.file = file
    self.parseDiagnostics = result.diagnostics
    self.lines =
      result.deferredLines.map { LazyLineTable(bytes: $0.text, lineOffset: $0.lineOffset) }
      ?? LazyLineTable(result.lineTable)
    self.isLoaded = result.table != nil
    self.isComplete =
      isLoaded
      && !result.diagnostics.contains(where: \.meansContentWasLost)
    // Property lists and undecodable bytes have no text encoding of their own.
    self.encoding = result.file.verbatimBytes == nil ? result.file.encoding : nil
    let all: EntryList
    if let list = result.entryList {
      all = list
    } else if result.file.items.isEmpty, let table = result.table, !table.isEmpty {
      // XML and binary property lists have no text model: the keys, without locations.
      all = EntryList(table.sorted { $0.key < $1.key }.map { StringsEntry(key: $0.key, value: $0.value, text: []) })
    } else {
      all = EntryList(result.file.entries)
    }
    self.allEntries = all
    guard isLoaded else {
      // Nothing loads (the parse error says why).
      self.keyIndex = TableKeyIndex(EntryList([]))
      self.duplicateDefinitions = [:]
      self.loadedEntries = EntryList([])
      return
    }
    let index = TableKeyIndex(all)
    self.keyIndex = index
    self.duplicateDefinitions = index.duplicates
    if index.duplicates.isEmpty {
      self.loadedEntries = all
    } else {
      // Some key is defined twice (rare): CF keeps the last definition.
      var isShadowed = [Bool](repeating: false, count: all.count)
      for definitions in index.duplicates.values {
        for position in definitions.dropLast() { isShadowed[position] = true }
      }
      self.loadedEntries = EntryList(all.indices.filter { !isShadowed[$0] }.map { all[$0] })
    }
  }

  init(file: TableFile, unreadable: StringsDiagnostic) {
    self.file = file
    self.parseDiagnostics = [unreadable]
    self.encoding = nil
    self.loadedEntries = EntryList([])
    self.allEntries = EntryList([])
    self.keyIndex = TableKeyIndex(EntryList([]))
    self.duplicateDefinitions = [:]
    self.isLoaded = false
    self.isComplete = false
    self.lines = LazyLineTable(LineTable([UInt8]()))
  }

  /// The catalog this table is one language of; nil for a `.strings` file.
  var catalog: CatalogLanguage?

  /// Keys of the same-named `.stringsdict` in the same language folder (set by the `Linter`).
  var pluralKeys: Set<StringsText> = []

  /// Whether the key resolves in this language: in the table, or in its `.stringsdict`.
  func defines(_ key: StringsText) -> Bool {
    keyIndex.position(of: key, in: allEntries) != nil || pluralKeys.contains(key)
  }

  /// The value CF loads for a key (its last definition); nil when the table does not define it.
  func value(forKey key: StringsText) -> StringsValue? {
    keyIndex.position(of: key, in: allEntries).map { allEntries.value(at: $0) }
  }

  /// What CF loads: key → value. Built on each call: rules use `value(forKey:)` and `defines`,
  /// which need no dictionary.
  var table: [StringsText: StringsValue] {
    Dictionary(loadedEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
  }

  /// For a key defined more than once, the definition CF keeps (the last); nil otherwise.
  func keptDuplicate(of key: StringsText) -> StringsEntry? {
    duplicateDefinitions[key]?.last.map { allEntries[$0] }
  }

  /// Where an entry's key starts (line 1, column 1 for a table without a text model).
  func location(of entry: StringsEntry) -> StringsSourceLocation {
    location(ofOffset: entry.keyRange?.lowerBound ?? entry.sourceRange?.lowerBound)
  }

  /// Where an entry's value starts (its key, for the `"key";` shorthand).
  func valueLocation(of entry: StringsEntry) -> StringsSourceLocation {
    location(ofOffset: entry.valueRange?.lowerBound ?? entry.keyRange?.lowerBound)
  }

  /// A byte offset in the file's decoded text.
  func location(ofOffset offset: Int?) -> StringsSourceLocation {
    guard let offset else { return fileLocation }
    return lineTable.location(of: offset, file: file.path)
  }

  /// The start of the file, for findings about the table as a whole.
  var fileLocation: StringsSourceLocation { StringsSourceLocation(file: file.path, line: 1, column: 1) }

  /// `de`, or the file's path for a table outside a language folder.
  var displayLanguage: String { file.language ?? file.path }
}

extension LintTable {
  /// Parses the placeholders of every string value once, for the rules that need them.
  mutating func preparePlaceholders() {
    guard placeholders.isEmpty else { return }
    placeholders = allEntries.indices.map { Self.summary(of: allEntries.value(at: $0)) }
  }

  /// The placeholders of `allEntries[index]`'s value; nil when the value is not a string.
  func placeholderSummary(at index: Int) -> PlaceholderSummary? {
    placeholders.isEmpty ? Self.summary(of: allEntries.value(at: index)) : placeholders[index]
  }

  /// Whether the value at `index` has a malformed placeholder or mixes positional and sequential
  /// ones, and whether it looks like a format string; nil when the value is not a string. Reads
  /// no slots (see `PlaceholderSummary.init(_:collectsSlots:)`) unless they were prepared.
  func placeholderValidity(at index: Int) -> PlaceholderSummary? {
    placeholders.isEmpty
      ? Self.summary(of: allEntries.value(at: index), collectsSlots: false) : placeholders[index]
  }

  private static func summary(of value: StringsValue, collectsSlots: Bool = true) -> PlaceholderSummary? {
    // A text without `%` reads as `PlaceholderSummary()`, found by one `memchr`.
    value.text.map { PlaceholderSummary($0, collectsSlots: collectsSlots) }
  }

  /// Where the byte at `offset` of an entry's (unescaped) string value is written in the file.
  ///
  /// Exact when nothing before it in the value is escaped (the common case); otherwise the start
  /// of the value, since an escape makes the written text longer than the value.
  func location(ofValueByte offset: Int, in entry: StringsEntry) -> StringsSourceLocation {
    guard let valueRange = entry.valueRange, let sourceRange = entry.sourceRange else {
      return valueLocation(of: entry)
    }
    let start = entry.text.startIndex + (valueRange.lowerBound - sourceRange.lowerBound)
    guard start < entry.text.endIndex else { return valueLocation(of: entry) }
    let quoted = entry.text[start] == UInt8(ascii: "\"") || entry.text[start] == UInt8(ascii: "'")
    let first = start + (quoted ? 1 : 0)
    guard first + offset <= entry.text.endIndex,
      !entry.text[first..<first + offset].contains(UInt8(ascii: "\\"))
    else { return valueLocation(of: entry) }
    return location(ofOffset: valueRange.lowerBound + (quoted ? 1 : 0) + offset)
  }
}
