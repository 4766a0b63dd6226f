/// One table file of a bundle, as CoreFoundation loads it, indexed for lookups: a `.strings`
/// file, a `.stringsdict`, or the `.strings` or `.stringsdict` a String Catalog compiles to for one
/// language.
public struct LoadedTable: Sendable {
  /// Which file the table is.
  public enum Kind: Sendable, Hashable {
    case strings
    /// Its values are rule dictionaries (`NSStringLocalizedFormatKey` and variables).
    case stringsdict
    /// Compiled from the String Catalog at `path` (`CatalogCompiler`): the plain entries.
    case catalogStrings
    /// Compiled from the String Catalog at `path`: the plural, device and substitution entries.
    case catalogStringsdict
  }

  /// What became of the file.
  public enum Status: Hashable, Sendable {
    /// Loaded; CoreFoundation sees this many keys.
    case loaded(keyCount: Int)
    /// CoreFoundation rejects the file (a syntax error), so the table is empty.
    case rejected(StringsSourceLocation?)
    /// The top level is not a dictionary; CFBundle discards it.
    case notATable
    /// The file could not be read.
    case unreadable
  }

  /// A `.strings` table or a `.stringsdict`.
  public let kind: Kind
  /// The `.lproj` name (a catalog's language), or nil for a table at the folder's top level.
  public let localization: String?
  /// The file's path.
  public let path: String
  /// The parse, when the file could be read.
  public let result: StringsParseResult?
  /// The dictionary lookups see (empty for a rejected, unreadable or non-dictionary file).
  public let table: [StringsText: StringsValue]
  /// Whether the file loaded, and if not, why.
  public let status: Status
  /// Offset in the decoded text where each key's kept value starts (the last definition wins),
  /// built once so that locating a value does not rescan the file.
  private let valueOffsets: [StringsText: Int]
  /// Where each key's value is, for tables that are not parsed `.strings` files.
  private let locations: [StringsText: StringsSourceLocation]

  /// A `.strings` table loaded from `result` (nil when the file could not be read).
  public init(localization: String?, path: String, result: StringsParseResult?) {
    kind = .strings
    locations = [:]
    self.localization = localization
    self.path = path
    self.result = result
    table = result?.table ?? [:]
    var offsets: [StringsText: Int] = [:]
    if let result {
      offsets.reserveCapacity(table.count)
      for item in result.file.items {
        guard case .entry(let entry) = item,
          let offset = entry.valueRange?.lowerBound ?? entry.keyRange?.lowerBound
        else { continue }
        offsets[entry.key] = offset
      }
    }
    valueOffsets = offsets
    switch result?.outcome {
    case nil: status = .unreadable
    case .table(let table): status = .loaded(keyCount: table.count)
    case .notATable: status = .notATable
    case .rejected:
      status = .rejected(result?.diagnostics.first { $0.severity == .error }?.location)
    }
  }

  /// A table whose values were read another way (a property list, a compiled catalog).
  init(
    kind: Kind, localization: String?, path: String, table: [StringsText: StringsValue],
    locations: [StringsText: StringsSourceLocation], status: Status
  ) {
    self.kind = kind
    self.localization = localization
    self.path = path
    self.result = nil
    self.table = table
    self.status = status
    self.locations = locations
    valueOffsets = [:]
  }

  /// A `.stringsdict` file as CFBundle loads it: CoreFoundation reads the property list (XML,
  /// binary or old-style); a file it rejects, or whose top level is not a dictionary, adds nothing
  /// to the table. Keys are located at their `<key>` in XML files.
  static func stringsdict(localization: String?, path: String) -> LoadedTable {
    guard let bytes = try? FileReader.read(path) else {
      return LoadedTable(
        kind: .stringsdict, localization: localization, path: path, table: [:], locations: [:], status: .unreadable)
    }
    let file = StringsdictFile.parse(bytes, path: path)
    let pairs: [(key: StringsText, value: StringsValue)]
    switch PropertyListReader.readAnyFormat(bytes) {
    case .value(.dictionary(let members), _): pairs = members
    case .value:
      return LoadedTable(
        kind: .stringsdict, localization: localization, path: path, table: [:], locations: [:], status: .notATable)
    case .failure:
      return LoadedTable(
        kind: .stringsdict, localization: localization, path: path, table: [:], locations: [:],
        status: .rejected(file.problems.first?.location))
    }
    let table = StringsValue.collapsed(pairs)
    var locations: [StringsText: StringsSourceLocation] = [:]
    for entry in file.entries { locations[entry.key] = entry.location }
    return LoadedTable(
      kind: .stringsdict, localization: localization, path: path, table: table, locations: locations,
      status: .loaded(keyCount: table.count))
  }

  /// The file as `--explain` names it: a catalog's compiled table says which language and file.
  public var displayName: String {
    let compiled = "\(localization ?? "").lproj/\(CatalogCompilation.tableName(of: path))"
    switch kind {
    case .strings, .stringsdict: return path
    case .catalogStrings: return "\(path) compiled as \(compiled).strings"
    case .catalogStringsdict: return "\(path) compiled as \(compiled).stringsdict"
    }
  }

  /// Where the value CoreFoundation keeps for `key` starts.
  public func location(ofValueFor key: StringsText) -> StringsSourceLocation? {
    if let location = locations[key] { return location }
    guard let result, let offset = valueOffsets[key] else { return nil }
    return result.location(of: offset)
  }
}
