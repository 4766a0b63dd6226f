/// The keys an app's code looks up, per table: what `unused-key` and `undefined-key` compare the
/// base tables with. Built from the extract scanner's findings, so lint and extract agree on what
/// counts as a lookup.
public struct CodeUsage: Sendable {
  /// Table name → key → the call sites that use it, in file and source order.
  public let tables: [String: [StringsText: [StringsSourceLocation]]]
  /// Calls whose key is not a literal (the scanner cannot know it): such a key can look unused.
  public let dynamicCallCount: Int

  /// Where each key of each table is used, from these found strings; `dynamicCallCount` counts calls whose key could not be read.
  public init(strings: [ExtractedString], dynamicCallCount: Int = 0) {
    var tables: [String: [StringsText: [StringsSourceLocation]]] = [:]
    for string in strings {
      tables[string.table, default: [:]][string.key, default: []].append(string.location)
    }
    self.tables = tables
    self.dynamicCallCount = dynamicCallCount
  }

  /// Scans the Swift, Objective-C and C sources under `paths` (runtime mode: the keys the app
  /// looks up). Throws `FileEnumerator.MissingPath` for a path that does not exist.
  public static func scan(_ paths: [String]) throws -> CodeUsage {
    // Core Data models too, as extract reads them: their generated properties type interpolations.
    let options = ScanOptions(mode: .runtime)
    let files = try FileEnumerator.files(
      in: paths, extensions: SourceLanguage.fileExtensions, bundles: options.bundleExtensions)
    let result = try SourceScanner.scan(files: files, options: options)
    let dynamic = result.diagnostics.filter { $0.is(.nonLiteralKey) }.count
    return CodeUsage(strings: result.strings, dynamicCallCount: dynamic)
  }
}
