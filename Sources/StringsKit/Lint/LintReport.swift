/// The result of a lint run: every finding, sorted, and what the run compared.
public struct LintReport: Sendable {
  /// Sorted by file, line, column, rule id and message: the same whatever the file order or
  /// number of cores.
  public var diagnostics: [StringsDiagnostic]
  /// How many files were read.
  public var fileCount: Int
  /// For each table group, the base language chosen and why (what `lint --verbose` prints).
  public var comparisons: [Comparison]

  /// The languages one table was compared across.
  public struct Comparison: Sendable, Hashable {
    /// The table name and bundle compared.
    public var group: TableGroup.ID
    /// The base table, or nil when no language qualified (then only per-file checks ran).
    public var base: TableFile?
    /// The other languages, compared with the base.
    public var translations: [String]
    /// Why the base is the one it is (nil when there is none).
    package var baseSource: BaseLanguage.Source? = nil
  }

  /// How many diagnostics are errors.
  public var errorCount: Int { count(.error) }
  /// How many diagnostics are warnings.
  public var warningCount: Int { count(.warning) }
  /// How many diagnostics are notes.
  public var noteCount: Int { count(.note) }

  /// Whether the run fails: errors, or warnings when `strict`.
  public func fails(strict: Bool) -> Bool {
    errorCount > 0 || (strict && warningCount > 0)
  }

  /// `3 errors, 5 warnings in 12 files` (and `, 2 notes` before `in` when there are notes).
  public var summary: String {
    var parts = [
      LintMessage.count(errorCount, "error", "errors"),
      LintMessage.count(warningCount, "warning", "warnings"),
    ]
    if noteCount > 0 { parts.append(LintMessage.count(noteCount, "note", "notes")) }
    return parts.joined(separator: ", ") + " in " + LintMessage.count(fileCount, "file", "files")
  }

  private func count(_ severity: StringsDiagnostic.Severity) -> Int {
    diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }
}

extension LocalizationProject {
  /// What `--verbose` says about what lint did not fully check: tables outside any `.lproj`
  /// (per-file checks only) and folders the search skipped.
  public func skipDescription(skippedFolders: [String]) -> String {
    var lines = standaloneTables.map { "\($0.path): outside any .lproj folder, per-file checks only" }
    lines += skippedFolders.map { "\($0): skipped (hidden folder or build products)" }
    return lines.map { $0 + "\n" }.joined()
  }
}
