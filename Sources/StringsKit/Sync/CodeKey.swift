/// A key as the code uses it, in the shape a catalog sync needs: one per key and table, however
/// many call sites use it.
///
/// Built from the extractor's call sites in the default (runtime) mode, so interpolated keys are
/// already spelled as the compiler spells them (`%lld`, `%@`, `%lf`): the keys the app looks up.
package struct CodeKey: Sendable, Hashable {
  /// The key as the table holds it.
  public var key: String
  /// The default value (`defaultValue:`, `value:`, `…WithDefaultValue`) of the first call site
  /// that gives one, as written (not yet numbered); nil when no call gives one.
  public var defaultValue: String?
  /// The distinct comments of the call sites, sorted and joined with a line break, as Xcode joins
  /// them (GoMap's catalog: "Open iOS sharing sheet\nTitle for sharing options"); nil when no call
  /// gives one.
  public var comment: String?

  public init(key: String, defaultValue: String? = nil, comment: String? = nil) {
    self.key = key
    self.defaultValue = defaultValue
    self.comment = comment
  }

  /// The keys of each table the call sites use, by table name, each table's keys in the order
  /// their first call site appears. The first default value wins, as in a `.strings` table
  /// (the extractor warns about the others).
  public static func byTable(_ strings: [ExtractedString]) -> [String: [CodeKey]] {
    var tables: [String: TableKeys] = [:]
    for string in strings { tables[string.table, default: TableKeys()].add(string) }
    return tables.mapValues(\.keys)
  }
}

/// One table's keys while call sites are merged into them.
private struct TableKeys {
  private var merged: [CodeKey] = []
  private var comments: [[String]] = []
  /// Positions in `merged` by the key's UTF-8 bytes: Swift's `String ==` would merge keys that
  /// differ only in normalization, which are two keys to CoreFoundation.
  private var positions: [[UInt8]: Int] = [:]

  mutating func add(_ string: ExtractedString) {
    let key = string.key.string
    let identity = Array(key.utf8)
    let comment = string.comment.flatMap { $0.isEmpty ? nil : $0 }
    guard let index = positions[identity] else {
      positions[identity] = merged.count
      merged.append(CodeKey(key: key, defaultValue: string.value?.string))
      comments.append(comment.map { [$0] } ?? [])
      return
    }
    if merged[index].defaultValue == nil { merged[index].defaultValue = string.value?.string }
    if let comment, !comments[index].contains(comment) { comments[index].append(comment) }
  }

  var keys: [CodeKey] {
    zip(merged, comments).map { key, comments in
      var key = key
      if !comments.isEmpty { key.comment = GenstringsOrder.sorted(comments).joined(separator: "\n") }
      return key
    }
  }
}
