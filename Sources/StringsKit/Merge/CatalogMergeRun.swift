import Foundation

/// Merges returned translations into a String Catalog on disk: reads the catalog and every source,
/// merges them in order, checks the result, and writes it atomically in Xcode's exact bytes — or
/// not at all: not for a dry run, not when nothing changes (the file keeps its bytes and its
/// modification time), and never while the catalog does not load whole.
package struct CatalogMergeRun: Sendable {
  public var merge: CatalogMerge
  /// Compute everything, write nothing.
  public var isDryRun: Bool
  /// The language of returned tables outside an `.lproj` folder (and the only language merged).
  public var language: String?

  public init(merge: CatalogMerge, isDryRun: Bool = false, language: String? = nil) {
    self.merge = merge
    self.isDryRun = isDryRun
    self.language = language
  }

  /// What one source brought.
  public struct SourceReport: Sendable {
    public var path: String
    /// Nil when the source was not merged (its errors are in the run's diagnostics).
    public var report: CatalogMergeReport?
  }

  /// What happened to the catalog.
  public struct Report: Sendable {
    public var path: String
    /// The catalog before and after; nil when it did not load (then nothing was merged).
    public var original: StringCatalog?
    public var merged: StringCatalog?
    public var sources: [SourceReport] = []
    /// Refusals, conflicts kept (errors); unknown keys, skipped values, the sources' own warnings.
    public var diagnostics: [StringsDiagnostic] = []
    /// Whether the merge changes the catalog (a dry run reports it without writing).
    public var isChanged = false
    public var isWritten = false

    /// Every source's report together.
    public var total: CatalogMergeReport {
      var total = CatalogMergeReport()
      for source in sources { if let report = source.report { total.append(report) } }
      return total
    }

    /// What the merge changes, form by form (what `--dry-run` prints).
    public var comparison: CatalogComparison? {
      guard let original, let merged else { return nil }
      return CatalogComparison(oldPath: path, newPath: path, diff: CatalogDiff(old: original, new: merged))
    }
  }

  /// Merges `sources` (returned `.strings`, `.stringsdict`, `.lproj` folders, catalogs) into the
  /// catalog at `path`. Throws `CatalogMergeSource.Problem` for a usage error, before anything is
  /// written.
  public func run(catalog path: String, sources: [String]) throws(CatalogMergeSource.Problem) -> Report {
    var report = Report(path: path)
    guard FileManager.default.fileExists(atPath: path) else { throw .missingPath(path) }
    let parsed: CatalogParseResult
    let original: StringCatalog
    switch Self.loadTarget(path) {
    case .failure(let refusal):
      report.diagnostics = refusal.diagnostics
      return report
    case .success(let loaded):
      (parsed, original) = loaded
    }
    // Every source is loaded before any is merged: a usage error leaves nothing half done.
    let loaded = try loadSources(sources, table: CatalogComparison.tableName(of: path), original: original)
    report.original = original
    let catalog = mergeSources(loaded, into: original, parsed: parsed, report: &report)
    report.merged = catalog
    report.isChanged = report.total.changesCatalog
    if report.isChanged { write(catalog, original: original, report: &report) }
    return report
  }

  /// The catalog as parsed and as a model; refused (with its errors) when it does not load whole,
  /// since a catalog is never rewritten from part of its content.
  static func loadTarget(_ path: String) -> Result<(CatalogParseResult, StringCatalog), CatalogMergeSource.Refusal> {
    guard let parsed = try? StringCatalog.parse(file: path) else {
      return .failure(CatalogMergeSource.Refusal(diagnostics: [CatalogMergeSource.unreadable(path)]))
    }
    let errors = parsed.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, let original = parsed.catalog else {
      return .failure(
        CatalogMergeSource.Refusal(
          diagnostics: errors.map {
            var diagnostic = $0
            diagnostic.notes.append(
              StringsDiagnostic.Note(message: "the catalog was not merged: it is never rewritten while it does not load whole"))
            return diagnostic
          }))
    }
    return .success((parsed, original))
  }

  /// Each source read as a catalog of `table` (or refused, with the reasons).
  private func loadSources(_ sources: [String], table: String, original: StringCatalog) throws(CatalogMergeSource.Problem)
    -> [(path: String, outcome: Result<CatalogMergeSource, CatalogMergeSource.Refusal>)]
  {
    var loaded: [(path: String, outcome: Result<CatalogMergeSource, CatalogMergeSource.Refusal>)] = []
    for source in sources {
      let outcome = try CatalogMergeSource.load(
        source, table: table, sourceLanguage: original.sourceLanguage, language: language,
        includesSourceLanguage: merge.options.includesSourceLanguage)
      loaded.append((source, outcome))
    }
    return loaded
  }

  /// Merges the loaded sources in order, recording what each brought; refused sources add their
  /// diagnostics and nothing else.
  private func mergeSources(
    _ loaded: [(path: String, outcome: Result<CatalogMergeSource, CatalogMergeSource.Refusal>)],
    into original: StringCatalog, parsed: CatalogParseResult, report: inout Report
  ) -> StringCatalog {
    var catalog = original
    var merge = self.merge
    if let language { merge.options.languages = [language] }
    let locator = CatalogMergeDiagnostics(catalog: parsed, original: original, advice: merge.options.advice)
    for (path, outcome) in loaded {
      switch outcome {
      case .failure(let refusal):
        report.sources.append(SourceReport(path: path, report: nil))
        report.diagnostics += refusal.diagnostics
      case .success(let source):
        let result = merge.merge(source.catalog, into: catalog)
        catalog = result.catalog
        report.sources.append(SourceReport(path: path, report: result.report))
        report.diagnostics += source.diagnostics + locator.diagnostics(result.report, source: source)
      }
    }
    return catalog
  }

  /// Writes the merged catalog once it reads back as the original plus the reported changes
  /// (else keeps the original and says why); a dry run stops after the check.
  private func write(_ catalog: StringCatalog, original: StringCatalog, report: inout Report) {
    let bytes = catalog.encoded()
    if let failure = verify(bytes, original: original, report: report.total, path: report.path) {
      report.diagnostics.append(failure)
      report.merged = original
      report.isChanged = false
      return
    }
    guard !isDryRun else { return }
    do {
      report.isWritten = try AtomicFile.write(bytes, to: report.path)
    } catch {
      report.diagnostics.append(StringsDiagnostic(.writeFailed, message: "\(error)", file: report.path))
    }
  }

  /// Nil when `bytes` read back as the original catalog changed only where the report says;
  /// else the error that stops the write (a bug: please report it).
  func verify(_ bytes: [UInt8], original: StringCatalog, report: CatalogMergeReport, path: String) -> StringsDiagnostic? {
    let reread = StringCatalog.parse(bytes, path: path)
    if let merged = reread.catalog, !reread.diagnostics.contains(where: { $0.severity == .error }),
      CatalogDiff(old: original, new: merged).changes.allSatisfy(CatalogMergeExplanation(report).explains)
    {
      return nil
    }
    return StringsDiagnostic(
      .mergeFailed,
      message:
        "the merged catalog would not read back as the catalog plus the reported changes, so it was left unchanged (please report this file)",
      file: path)
  }
}
