extension DiagnosticKind {
  /// The kinds whose error means CoreFoundation loads less of a `.strings` file than it says, or
  /// nothing: it rejects the file (`parse-error`), ignores part of it (`ignored-content`), or
  /// discards a top level that is not a table (`not-a-table`).
  ///
  /// Lint compares such a table with no other language (every key would look missing) and notes
  /// what the rejection means for its group; merge refuses to rewrite it (what it does not load,
  /// it could not keep) and refuses a base table it cannot read whole. Other findings leave the
  /// table loadable as written: a value that is not a string, a lone surrogate, an array element
  /// CoreFoundation drops (merge does not touch those entries, and its verifying parse checks
  /// they survive). A file that cannot be read at all (`unreadable-file`) is not here: it has no
  /// content to lose, and every tool handles it before parsing.
  public static let contentLoss: Set<DiagnosticKind> = [.parseError, .ignoredContent, .notATable]

  /// The ids of `contentLoss`, for a test on every diagnostic of a run without converting each id.
  static let contentLossIDs = Set(contentLoss.map(\.id))
}

extension StringsDiagnostic {
  /// Whether this is an error of a `DiagnosticKind.contentLoss` kind: CoreFoundation does not
  /// load the file whole. (A `parse-error` warning, as the JSON reader gives an accepted
  /// byte-order mark, loses nothing.)
  public var meansContentWasLost: Bool {
    severity == .error && DiagnosticKind.contentLossIDs.contains(ruleID)
  }
}
