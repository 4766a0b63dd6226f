/// What merging a base into one translation did, or would do.
public struct MergeResult: Sendable {
  /// The translation's path.
  public var path: String
  /// Keys added from the base, in the order they were written.
  public var added: [StringsText] = []
  /// Keys whose comment was replaced by (or given) the base's comment.
  public var commentsUpdated: [StringsText] = []
  /// Keys the base no longer has, left in place (`--obsolete keep`).
  public var obsolete: [StringsText] = []
  /// Where each obsolete key is defined, as `obsolete-key` warnings (for editors and CI).
  public var obsoleteWarnings: [StringsDiagnostic] = []
  /// Keys the base no longer has, deleted (`--obsolete remove`).
  public var removed: [StringsText] = []
  /// Keys the base no longer has, turned into comments (`--obsolete comment`).
  public var commentedOut: [StringsText] = []
  /// The file's bytes before the merge (empty for a file the merge creates).
  public var original: [UInt8]
  /// The file's bytes after the merge.
  public var merged: [UInt8]
  /// Whether the translation did not exist and the merge creates it.
  public var createsFile: Bool

  /// A result with no changes listed yet.
  public init(path: String, original: [UInt8], merged: [UInt8], createsFile: Bool) {
    self.path = path
    self.original = original
    self.merged = merged
    self.createsFile = createsFile
  }

  /// Whether the file must be written.
  public var isChanged: Bool { createsFile || merged != original }

  /// What the merge changes, key by key (what `--dry-run` prints).
  public var comparison: TableComparison {
    let old =
      createsFile
      ? CommentedTable()
      : CommentedTable(StringsParser.parse(original, path: path)) ?? CommentedTable()
    let new = CommentedTable(StringsParser.parse(merged, path: path)) ?? CommentedTable()
    return TableComparison(
      oldPath: createsFile ? nil : path, newPath: path, diff: StringsDiff(old: old, new: new))
  }
}

/// The outcome of merging into one translation.
public enum MergeOutcome: Sendable {
  case merged(MergeResult)
  /// The translation was not touched: it does not parse, or CF ignores part of it, so rewriting it
  /// could lose text. The diagnostics say where (`file:line:column`).
  case refused(path: String, diagnostics: [StringsDiagnostic])
}
