import Foundation
import Testing

@testable import StringsKit

/// `generate-symbols` against files Xcode's own generator wrote: projects that commit the
/// `GeneratedStringSymbols_<Table>.swift` of a catalog beside the catalog, at the same commit.
/// sreejithraman/snip-snap does so for its package catalogs, and its policy script runs
/// `xcrun xcstringstool generate-symbols CATALOG --output-directory DIR --language swift` and
/// `cmp`s the result with the committed file (wrapped in the project's own `#if` line, a blank line
/// and, after one more newline, `#endif`), so each committed file is xcstringstool's output with
/// that wrapper around it. docs/symbols.md says which commits and files.
///
/// The files are third-party data, read where they are: set `LSTRINGS_SYMBOL_FIXTURES` to a
/// folder with one folder per case, each holding the catalog (`<Table>.xcstrings`, as committed)
/// and xcstringstool's file (`GeneratedStringSymbols_<Table>.swift`, the wrapper taken off);
/// the suite skips with a message otherwise.
@Suite(.enabled(if: XcodeCommittedSymbols.folder != nil, "\(XcodeCommittedSymbols.missingMessage)"))
struct XcodeCommittedSymbolsTests {
  @Test(arguments: XcodeCommittedSymbols.cases)
  func generatedFileIsXcodesByteForByte(_ name: String) throws {
    let folder = try #require(XcodeCommittedSymbols.folder).appendingPathComponent(name)
    let catalogs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xcstrings") }
    #expect(!catalogs.isEmpty, "\(name): no catalog")
    for catalog in catalogs {
      let generation = SymbolGeneration(
        file: try StringCatalog.parse(file: folder.appendingPathComponent(catalog).path), options: SymbolFileOptions())
      let expected = try [UInt8](Data(contentsOf: folder.appendingPathComponent(generation.fileName)))
      #expect(!generation.hasErrors, "\(name)/\(catalog): \(generation.diagnostics)")
      let written = Array(generation.text.utf8)
      if written != expected {
        let lines = zip(
          generation.text.split(separator: "\n", omittingEmptySubsequences: false),
          String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false))
        let first = lines.enumerated().first { $0.element.0 != $0.element.1 }
        Issue.record(
          "\(name)/\(catalog): \(written.count) bytes against Xcode's \(expected.count); first difference at line \((first?.offset ?? 0) + 1): lstrings \(String(describing: first?.element.0)), Xcode \(String(describing: first?.element.1))"
        )
      }
    }
  }
}

/// Where the committed pairs are, and their cases.
enum XcodeCommittedSymbols {
  static let variable = "LSTRINGS_SYMBOL_FIXTURES"
  static let missingMessage =
    "Committed Xcode symbol files absent: set \(variable) to a folder of cases (catalog + GeneratedStringSymbols_*.swift), docs/symbols.md"

  static var folder: URL? {
    guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return nil }
    return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
  }

  /// Every case folder that holds a catalog.
  static var cases: [String] {
    guard let corpus = folder,
      let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path)
    else { return [] }
    return names.filter { name in
      let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(name).path)) ?? []
      return files.contains { $0.hasSuffix(".xcstrings") }
    }.sorted()
  }
}
