/// `extract -o …xcstrings`: an extraction's keys synced into String Catalogs, with what the run
/// decides on the way. A source that could not be read is a warning, not an error, and then no
/// key is deleted or marked stale (its keys are unknown, not gone); skipped tables are left out;
/// with one catalog named, the other tables' keys are reported as not synced.
///
/// Two steps, so that a front end can print the extraction's findings before it chooses the
/// `sourceLanguage` of new catalogs (which may warn about the project's files): `init`, then `run`.
package struct CodeCatalogSync: Sendable {
  /// The extraction's diagnostics, an unreadable source downgraded to a warning.
  public var diagnostics: [StringsDiagnostic]
  /// How many sources could not be read.
  public var unreadableSourceCount: Int
  /// The code's keys by table, without the skipped tables.
  public var keys: [String: [CodeKey]]
  /// Call sites and files, for the summary.
  public var stringCount: Int
  public var fileCount: Int

  public init(_ report: StringsExtractor.Report, skippedTables: Set<String>) {
    diagnostics = report.callSiteDiagnostics
    unreadableSourceCount = 0
    for index in diagnostics.indices where diagnostics[index].is(.unreadableFile) {
      diagnostics[index].severity = .warning
      unreadableSourceCount += 1
    }
    keys = CodeKey.byTable(report.strings.filter { !skippedTables.contains($0.table) })
    stringCount = report.stringCount
    fileCount = report.fileCount
  }

  /// Said when a source could not be read, after its diagnostic.
  public var unreadableSourcesWarning: String? {
    guard unreadableSourceCount > 0 else { return nil }
    return
      "\(LintMessage.count(unreadableSourceCount, "source", "sources")) could not be read: no key is deleted or marked stale in this run"
  }

  /// `8 strings, 7 keys from 2 files`: call sites, the keys synced, files read.
  public var summary: String {
    let keyCount = keys.values.reduce(0) { $0 + $1.count }
    return StringsExtractor.Report.counts(strings: stringCount, keys: keyCount, files: fileCount)
  }

  /// What a sync did.
  public struct Result: Sendable {
    /// One per catalog, sorted by table.
    public var outcomes: [CatalogFileSync.Outcome]
    /// Tables the code uses that a single named catalog does not hold, with their key counts,
    /// sorted by name: nothing was done with their keys.
    public var unsyncedTables: [(table: String, keyCount: Int)]
    /// Whether the run fails: a catalog that could not be read or written, or an error among
    /// the extraction's diagnostics.
    public var failed: Bool
  }

  /// Syncs the catalogs of `destination`; a new catalog gets `sourceLanguage`.
  public func run(_ destination: CatalogFileSync.Destination, sourceLanguage: String, isDryRun: Bool) -> Result {
    let options = CatalogFileSync.Options(
      sourceLanguage: sourceLanguage, removesMissingKeys: unreadableSourceCount == 0, isDryRun: isDryRun)
    let outcomes = CatalogFileSync.run(destination, keys: keys, options: options)
    var unsynced: [(table: String, keyCount: Int)] = []
    if case .file = destination {
      unsynced = keys.filter { table, _ in !outcomes.contains { $0.table == table } }
        .sorted { $0.key < $1.key }.map { ($0.key, $0.value.count) }
    }
    let failed = outcomes.contains(where: \.isFailure) || diagnostics.contains { $0.severity == .error }
    return Result(outcomes: outcomes, unsyncedTables: unsynced, failed: failed)
  }
}
