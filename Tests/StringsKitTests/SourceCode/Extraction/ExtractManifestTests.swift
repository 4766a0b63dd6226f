import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// A source tree from `../shared/bench/gen-corpus.py sources` (small: 60 files, fixed seed), whose
/// manifest lists every call (file:line:column, key, table, comment, value) and every decoy that
/// must not be extracted. The runtime mode must find exactly the calls: no missed key, no extra
/// key, no decoy. Skipped when `../shared` or python3 is absent.
enum CorpusGenerator {
  static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// `../shared/bench/gen-corpus.py`, when it and python3 are there.
  static var script: String? {
    guard let shared = Fixtures.shared, python != nil else { return nil }
    let path = shared.appendingPathComponent("bench/gen-corpus.py").path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}

@Suite(.enabled(if: CorpusGenerator.script != nil, "needs ../shared/bench/gen-corpus.py and python3"))
struct ExtractManifestTests {

  struct Call: Hashable, CustomStringConvertible {
    var file: String, line: Int, column: Int, key: String, table: String, comment: String, value: String?
    var description: String { "\(file):\(line):\(column) [\(table)] \(key.debugDescription)" }
  }

  @Test func generatedTreeMatchesItsManifest() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CorpusGenerator.python!)
    process.arguments = [CorpusGenerator.script!, "sources", root.path, "--files", "60", "--seed", "7"]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let manifest =
      try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("manifest.json"))) as! [String: Any]
    let calls = manifest["calls"] as! [[String: Any]]
    let decoys = manifest["decoys"] as! [[String: Any]]
    let expected = Set(
      calls.map { call in
        Call(
          file: call["file"] as! String, line: call["line"] as! Int, column: call["column"] as! Int,
          key: call["key"] as! String, table: call["table"] as! String, comment: call["comment"] as? String ?? "",
          value: call["value"] as? String)
      })
    #expect(expected.count == calls.count)

    let files = try FileEnumerator.files(in: [root.path], extensions: SourceLanguage.fileExtensions)
    let result = try SourceScanner.scan(files: files, options: ScanOptions())
    let prefix = root.path + "/"
    let found = result.strings.map { string in
      Call(
        file: String(string.location.file.dropFirst(prefix.count)), line: string.location.line,
        column: string.location.column, key: string.key.string, table: string.table, comment: string.comment ?? "",
        value: string.value?.string)
    }
    #expect(found.count == calls.count)
    let missed = expected.subtracting(found)
    let extra = Set(found).subtracting(expected)
    #expect(missed.isEmpty, "missed: \(missed.sorted { $0.description < $1.description }.prefix(5))")
    #expect(extra.isEmpty, "extra: \(extra.sorted { $0.description < $1.description }.prefix(5))")

    // No decoy line yields a string.
    let decoyLines = Set(decoys.map { "\($0["file"] as! String):\($0["line"] as! Int)" })
    #expect(found.filter { decoyLines.contains("\($0.file):\($0.line)") }.isEmpty)

    // The per-table key sets of the non-interpolated calls.
    let tables = ExtractedTable.build(result.strings.filter { !$0.isInterpolated }, options: ExtractionOptions()).tables
    let expectedKeys = manifest["expected"] as! [String: [String]]
    #expect(
      Dictionary(uniqueKeysWithValues: tables.map { ($0.name, Set($0.entries.map(\.key.string))) })
        == expectedKeys.mapValues(Set.init))
  }
}
