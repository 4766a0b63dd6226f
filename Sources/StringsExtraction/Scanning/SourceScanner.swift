import Foundation

/// Finds the localized strings of Swift, Objective-C and C sources.
///
/// One small byte lexer per language (`SwiftLexer`, `CLexer`) feeds one call finder, so nothing
/// inside a comment or an ordinary, raw or multi-line literal is taken for a call, and every call
/// form in `CallTable` is read the same way in both languages. Used by `lstrings extract`, and by
/// lint (unused and undefined keys) and merge (`--from-sources`).
package enum SourceScanner {
  /// Scans one file's bytes (UTF-8 source).
  static func scan(source: [UInt8], path: String, language: SourceLanguage, options: ScanOptions) -> ScanResult {
    scan(source: source, path: path, language: language, options: options, table: CallTable(routines: options.routines))
  }

  static func scan(source: [UInt8], path: String, language: SourceLanguage, options: ScanOptions, table: CallTable) -> ScanResult
  {
    source.withUnsafeBufferPointer { scan(buffer: $0, path: path, language: language, options: options, table: table) }
  }

  static func scan(
    buffer: UnsafeBufferPointer<UInt8>, path: String, language: SourceLanguage, options: ScanOptions, table: CallTable,
    declarations: (any DeclaredTypes)? = nil
  ) -> ScanResult {
    var worker = Worker()
    return scan(
      buffer: buffer, path: path, language: language, options: options, table: table, declarations: declarations,
      worker: &worker)
  }

  /// What one scanning core keeps from file to file: its read buffer, and the landing pass's
  /// answers (a question of the index is asked once per core, not once per file: 20 K times
  /// fewer on bench/40-extract's Swift tree).
  struct Worker {
    var buffer: [UInt8] = []
    var landingAnswers: [LiteralLanding: Bool] = [:]
  }

  private static func scan(
    buffer: UnsafeBufferPointer<UInt8>, path: String, language: SourceLanguage, options: ScanOptions, table: CallTable,
    declarations: (any DeclaredTypes)?, worker: inout Worker
  ) -> ScanResult {
    var scanner = FileScanner(
      bytes: buffer, path: path, language: language, options: options, table: table, declarations: declarations)
    scanner.landingAnswers = worker.landingAnswers
    worker.landingAnswers = [:]
    scanner.run()
    worker.landingAnswers = scanner.landingAnswers
    return ScanResult(strings: scanner.strings, diagnostics: scanner.diagnostics)
  }

  /// Scans files on every core; the result is in the order of `files`, then source order, the
  /// same on every run. Files with an unknown extension are read as Objective-C. A file that
  /// cannot be read gives an `unreadable-file` error; a path that does not exist throws.
  ///
  /// In the runtime mode, Core Data model bundles among `files` (or in their directories) are
  /// read for the properties Xcode generates (`ScanOptions.bundleExtensions`); they are not scanned.
  package static func scan(files: [String], options: ScanOptions) throws -> ScanResult {
    let sources = projectSources(files, options: options)
    let namesModels = options.mode == .runtime && files.contains(where: isModelBundle)
    var result = try scan(
      files: namesModels ? files.filter { !isModelBundle($0) } : files, options: options,
      declarations: sources?.declarations, sources: sources?.files ?? [:])
    if let problems = sources?.diagnostics, !problems.isEmpty { result.diagnostics = problems + result.diagnostics }
    return result
  }

  /// The runtime mode's Swift files among `files` (directories walked), read, lexed and indexed
  /// on every core before any file is scanned, with the Core Data models found in the same walk;
  /// nil in the genstrings mode, which does not type-check, or without Swift files.
  static func projectSources(_ files: [String], options: ScanOptions) -> ProjectSources? {
    guard options.mode == .runtime else { return nil }
    let found =
      (try? FileEnumerator.files(
        in: files, extensions: ["swift"], checkingNamedSources: false, bundles: options.bundleExtensions)) ?? []
    let models = found.filter(isModelBundle)
    let swiftFiles = models.isEmpty ? found : found.filter { !isModelBundle($0) }
    return swiftFiles.isEmpty ? nil : ProjectSources(swiftFiles: swiftFiles, models: models)
  }

  /// Whether `path` names a Core Data model bundle; compared as bytes, without allocating (it
  /// is asked of every file).
  static func isModelBundle(_ path: String) -> Bool {
    let utf8 = path.utf8
    guard let last = utf8.last, last == UInt8(ascii: "d") || last == UInt8(ascii: "l") else { return false }
    return utf8.reversed().starts(with: ".xcdatamodeld".utf8.reversed())
      || utf8.reversed().starts(with: ".xcdatamodel".utf8.reversed())
  }

  /// Scans `files`; a file in `sources` is not read again.
  static func scan(
    files: [String], options: ScanOptions, declarations: (any DeclaredTypes)?,
    sources: [String: ProjectSources.File] = [:]
  ) throws -> ScanResult {
    let table = CallTable(routines: options.routines)
    // One buffer and one memo of landing answers per worker, reused for every file.
    let outcomes = Parallel.map(files.count, state: { Worker() }) { worker, index -> FileOutcome in
      let path = files[index]
      if let source = sources[path] {
        return .scanned(
          source.bytes.withUnsafeBufferPointer { buffer in
            scan(
              buffer: buffer, path: path, language: .swift, options: options, table: table, declarations: declarations,
              worker: &worker)
          })
      }
      var bytes = worker.buffer
      worker.buffer = []
      defer { worker.buffer = bytes }
      switch FileReader.read(path, into: &bytes) {
      case .read(let count):
        let language = SourceLanguage(path: path) ?? .objectiveC
        return .scanned(
          bytes.withUnsafeBufferPointer { buffer in
            scan(
              buffer: UnsafeBufferPointer(rebasing: buffer[0..<count]), path: path, language: language, options: options,
              table: table, declarations: declarations, worker: &worker)
          })
      case .directory:
        return .directory
      case .unreadable:
        return .scanned(
          ScanResult(diagnostics: [
            StringsDiagnostic(
              severity: .error, ruleID: DiagnosticKind.unreadableFile.id, message: "cannot read the file",
              location: StringsSourceLocation(file: path, line: 1, column: 1))
          ]))
      }
    }
    try throwIfMissing(outcomes, files: files)
    var diagnostics: [StringsDiagnostic] = []
    var perFile: [[ExtractedString]] = []
    perFile.reserveCapacity(files.count)
    for (index, outcome) in outcomes.enumerated() {
      switch outcome {
      case .directory:
        // A directory: its sources, walked as FileEnumerator walks, in its place.
        let inner = try scan(
          files: FileEnumerator.files(in: [files[index]], extensions: SourceLanguage.fileExtensions), options: options,
          declarations: declarations, sources: sources)
        perFile += inner.sites.files
        diagnostics += inner.diagnostics
      case .scanned(let result):
        perFile.append(result.strings)
        diagnostics += result.diagnostics
      }
    }
    return ScanResult(sites: CallSites(perFile), diagnostics: diagnostics)
  }

  /// A file that could not be read because it does not exist is a usage error, not a finding.
  private static func throwIfMissing(_ outcomes: [FileOutcome], files: [String]) throws {
    for (index, outcome) in outcomes.enumerated() {
      if case .scanned(let result) = outcome, result.diagnostics.first?.ruleID == DiagnosticKind.unreadableFile.id,
        !FileManager.default.fileExists(atPath: files[index])
      {
        throw FileEnumerator.MissingPath(path: files[index])
      }
    }
  }

  /// What became of one path of `scan(files:)`.
  private enum FileOutcome: Sendable {
    case scanned(ScanResult)
    /// The path is a directory (a list given with `checkingNamedSources: false` may name one).
    case directory
  }
}
