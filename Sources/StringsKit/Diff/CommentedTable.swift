/// What a table means to a reader: each key's value (as CoreFoundation loads it) and the comment
/// written above it. The unit `diff` compares, so that order, spacing and encoding do not count.
public struct CommentedTable: Sendable {
  /// One key's value and comment.
  public struct Entry: Hashable, Sendable {
    /// The value.
    public var value: StringsValue
    /// The comment above the entry, without delimiters (see `FileLayout` for the rule).
    public var comment: String?

    /// An entry of `value` with its `comment`.
    public init(value: StringsValue, comment: String? = nil) {
      self.value = value
      self.comment = comment
    }
  }

  /// The entries, by key.
  public var entries: [StringsText: Entry]
  /// False for tables stored as XML or binary property lists, which cannot hold comments; a diff
  /// against one does not compare comments.
  public var hasComments: Bool

  /// A table of these entries; `hasComments` is false for a table that cannot hold comments (a property list).
  public init(entries: [StringsText: Entry] = [:], hasComments: Bool = true) {
    self.entries = entries
    self.hasComments = hasComments
  }

  /// The table a parse loaded, with comments from its text. Nil when CoreFoundation loads no table
  /// from the file (see the result's diagnostics).
  ///
  /// A key defined twice takes its value from the table (the last definition, as in CF) and the
  /// comment of that last definition. Tables stored as property lists have no comments.
  public init?(_ result: StringsParseResult) {
    guard let table = result.table else { return nil }
    hasComments = result.file.verbatimBytes == nil
    // The table is the file's entries with the last definition of each key winning, so one pass
    // over the entries builds it with its comments. Should the two ever disagree, the table wins.
    var entries: [StringsText: Entry] = [:]
    entries.reserveCapacity(table.count)
    for span in FileLayout(result.file).entries {
      entries[span.key] = Entry(value: span.value, comment: span.commentBody)
    }
    if entries.count != table.count || entries.contains(where: { table[$0.key] != $0.value.value }) {
      let comments = entries.mapValues(\.comment)
      entries = [:]
      for (key, value) in table { entries[key] = Entry(value: value, comment: comments[key] ?? nil) }
    }
    self.entries = entries
  }

  /// The keys in UTF-16 code-unit order (CoreFoundation's and plutil's).
  public var sortedKeys: [StringsText] { entries.keys.sorted() }
}
