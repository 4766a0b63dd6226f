/// The semantic difference between two tables, by key: what a reader of the two files would call
/// a change, ignoring order, spacing, escaping style and encoding.
///
/// ```swift
/// let diff = StringsDiff(old: CommentedTable(oldResult)!, new: CommentedTable(newResult)!)
/// diff.changes   // sorted by key; a key whose value and comment both changed appears twice
/// ```
public struct StringsDiff: Sendable, Equatable {
  /// What happened to one key.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The key is only in the new table.
    case added
    /// The key is only in the old table.
    case removed
    /// The key is in both, with different values (code-unit exact: "é" precomposed ≠ decomposed).
    case valueChanged = "value"
    /// The key is in both, with different comments above it.
    case commentChanged = "comment"
  }

  /// One change to one key. `old` is nil for `added`, `new` for `removed`.
  public struct Change: Sendable, Equatable {
    /// The key.
    public var key: StringsText
    /// What changed.
    public var kind: Kind
    /// The old entry (nil when added).
    public var old: CommentedTable.Entry?
    /// The new entry (nil when removed).
    public var new: CommentedTable.Entry?
  }

  /// The changes, sorted by key (UTF-16 code-unit order), then in `Kind` order.
  public var changes: [Change]

  /// A diff of these changes, sorted by key.
  public init(changes: [Change]) {
    self.changes = changes
  }

  /// Compares two tables key by key.
  ///
  /// A comment counts as changed only when both sides have a different non-nil comment or exactly
  /// one side has one; comment whitespace at either end does not count. Comments are not compared
  /// when either table cannot hold them (a property list).
  public init(old: CommentedTable, new: CommentedTable) {
    let comparesComments = old.hasComments && new.hasComments
    var changes: [Change] = []
    for (key, oldEntry) in old.entries {
      guard let newEntry = new.entries[key] else {
        changes.append(Change(key: key, kind: .removed, old: oldEntry, new: nil))
        continue
      }
      if oldEntry.value != newEntry.value {
        changes.append(Change(key: key, kind: .valueChanged, old: oldEntry, new: newEntry))
      }
      if comparesComments, oldEntry.comment != newEntry.comment {
        changes.append(Change(key: key, kind: .commentChanged, old: oldEntry, new: newEntry))
      }
    }
    for (key, newEntry) in new.entries where old.entries[key] == nil {
      changes.append(Change(key: key, kind: .added, old: nil, new: newEntry))
    }
    changes.sort { lhs, rhs in
      lhs.key != rhs.key ? lhs.key < rhs.key : lhs.kind.order < rhs.kind.order
    }
    self.changes = changes
  }

  /// Whether the two tables are the same.
  public var isEmpty: Bool { changes.isEmpty }

  /// Only the keys one side has and the other lacks (`diff --keys`).
  public var keyChanges: StringsDiff {
    StringsDiff(changes: changes.filter { $0.kind == .added || $0.kind == .removed })
  }

  /// How many changes of each kind.
  public func count(of kind: Kind) -> Int {
    changes.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
  }
}

extension StringsDiff.Kind {
  fileprivate var order: Int {
    switch self {
    case .added: 0
    case .removed: 1
    case .valueChanged: 2
    case .commentChanged: 3
    }
  }
}
