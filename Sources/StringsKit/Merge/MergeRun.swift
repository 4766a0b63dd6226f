import Foundation

/// Merges bases into translations on disk: reads, merges, and writes atomically (or not at all,
/// for a dry run). A file whose content would not change is not written, so its mtime is kept.
package struct MergeRun: Sendable {
  public var merger: Merger
  /// Compute everything, write nothing.
  public var isDryRun: Bool

  public init(merger: Merger, isDryRun: Bool = false) {
    self.merger = merger
    self.isDryRun = isDryRun
  }

  /// What happened to one translation.
  public struct FileReport: Sendable {
    public var outcome: MergeOutcome
    /// Whether the file was written (false for a dry run, an unchanged or a refused file).
    public var isWritten: Bool
  }

  public func run(_ targets: [MergeTarget]) -> [FileReport] {
    var bases: [String: Result<LoadedBase, BaseFailure>] = [:]
    return targets.map { target in
      let loaded = bases[target.base] ?? Self.loadBase(target.base)
      bases[target.base] = loaded
      switch loaded {
      case .failure(let failure):
        return FileReport(
          outcome: .refused(path: target.translation, diagnostics: failure.diagnostics),
          isWritten: false)
      case .success(let base):
        return merge(base.entries, into: target.translation, alsoInBase: base.skipped)
      }
    }
  }

  /// Merges tables extracted from source code into the base language's folder: `directory/<table
  /// name>.strings` for each table (created when missing). The base language needs no translation,
  /// so new entries get no `--mark-new` marker there.
  public func run(extracted tables: [ExtractedTable], into directory: String) -> [FileReport] {
    var run = self
    run.merger.options.newEntryMarker = nil
    return tables.filter { !$0.entries.isEmpty }.map { table in
      let path = TableComparison.join(directory, table.name + ".strings")
      guard let base = BaseEntry.entries(of: table) else {
        return FileReport(
          outcome: .refused(
            path: path,
            diagnostics: [
              StringsDiagnostic(.mergeFailed, message: "the extracted table does not parse; nothing was merged", file: path)
            ]),
          isWritten: false)
      }
      return run.merge(base, into: path)
    }
  }

  /// Merges plain entries into one translation (the adapter for bases that come from sources).
  public func merge(
    _ base: [BaseEntry], into path: String, alsoInBase: Set<StringsText> = []
  ) -> FileReport {
    let outcome: MergeOutcome
    if let data = FileManager.default.contents(atPath: path) {
      outcome = merger.merge(
        base, into: StringsParser.parse([UInt8](data), path: path), alsoInBase: alsoInBase)
    } else if FileManager.default.fileExists(atPath: path) {
      outcome = .refused(
        path: path, diagnostics: [StringsDiagnostic(.unreadableFile, message: "cannot read the file", file: path)])
    } else {
      outcome = merger.create(base, at: path)
    }
    guard case .merged(let result) = outcome, result.isChanged, !isDryRun else {
      return FileReport(outcome: outcome, isWritten: false)
    }
    do {
      if result.createsFile {
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent.nonEmpty ?? ".",
          withIntermediateDirectories: true)
      }
      let written = try AtomicFile.write(result.merged, to: path)
      return FileReport(outcome: outcome, isWritten: written)
    } catch {
      return FileReport(
        outcome: .refused(path: path, diagnostics: [StringsDiagnostic(.writeFailed, message: "\(error)", file: path)]),
        isWritten: false)
    }
  }

  struct BaseFailure: Error {
    var diagnostics: [StringsDiagnostic]
  }

  /// A base table's copyable entries, and the keys whose values are not strings.
  struct LoadedBase {
    var entries: [BaseEntry]
    var skipped: Set<StringsText>
  }

  private static func loadBase(_ path: String) -> Result<LoadedBase, BaseFailure> {
    if let document = IBDocumentMerge.baseEntries(ofDocument: path) {
      return document.errors.isEmpty
        ? .success(LoadedBase(entries: document.entries, skipped: [])) : .failure(BaseFailure(diagnostics: document.errors))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(
        BaseFailure(diagnostics: [StringsDiagnostic(.unreadableFile, message: "cannot read the base table", file: path)]))
    }
    let result = StringsParser.parse([UInt8](data), path: path)
    let errors = result.diagnostics.filter(\.meansContentWasLost)
    guard errors.isEmpty, let (entries, skipped) = BaseEntry.entries(of: result) else {
      return .failure(
        BaseFailure(
          diagnostics: errors.map {
            var diagnostic = $0
            diagnostic.notes.append(
              StringsDiagnostic.Note(message: "this is the base table; no translation was merged with it"))
            return diagnostic
          }))
    }
    return .success(LoadedBase(entries: entries, skipped: Set(skipped)))
  }
}

extension String {
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
