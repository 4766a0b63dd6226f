/// One `.strings` file of a bundle, as CoreFoundation loads it, indexed for lookups.
public struct LoadedTable: Sendable {
  /// What became of the file.
  public enum Status: Hashable, Sendable {
    /// Loaded; CoreFoundation sees this many keys.
    case loaded(keyCount: Int)
    /// CoreFoundation rejects the file (a syntax error), so the table is empty.
    case rejected(SourceLocation?)
    /// The top level is not a dictionary; CFBundle discards it.
    case notATable
    /// The file could not be read.
    case unreadable
  }

  /// The `.lproj` name, or nil for a table at the folder's top level.
  public let localization: String?
  public let path: String
  /// The parse, when the file could be read.
  public let result: ParseResult?
  /// The dictionary lookups see (empty for a rejected, unreadable or non-dictionary file).
  public let table: [StringsText: StringsValue]
  public let status: Status
  /// Offset in the decoded text where each key's kept value starts (the last definition wins),
  /// built once so that locating a value does not rescan the file.
  private let valueOffsets: [StringsText: Int]

  public init(localization: String?, path: String, result: ParseResult?) {
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

  /// Where the value CoreFoundation keeps for `key` starts.
  public func location(ofValueFor key: StringsText) -> SourceLocation? {
    guard let result, let offset = valueOffsets[key] else { return nil }
    return result.location(of: offset)
  }
}
