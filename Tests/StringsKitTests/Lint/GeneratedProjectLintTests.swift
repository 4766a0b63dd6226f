import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `gen-corpus.py lproj` writes an app's `.lproj` tables with injected defects and lists each one
/// in `manifest.json` (file, key, line). Lint must report exactly those — the right rule at the
/// right place — and nothing else.
@Suite(
  .enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissingMessage)"),
  .enabled(if: LintFixture.hasPython, "python3 is not on PATH: gen-corpus.py cannot run"))
struct GeneratedProjectLintTests {

  struct Finding: Hashable, CustomStringConvertible {
    var rule: String
    var file: String
    var line: Int
    var key: String?
    var description: String { "\(file):\(line) [\(rule)] \(key.map { "\"\($0)\"" } ?? "")" }
  }

  @Test(arguments: [("utf-8", 1), ("mixed", 2), ("utf-16le", 3), ("utf-8", 7)])
  func everyInjectedDefectIsReportedAndNothingElse(encoding: String, seed: Int) throws {
    let directory = try LintFixture.temporaryDirectory("gen-\(encoding)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.generate(
      into: directory,
      "--languages", "en,fr,de,ja,zh-Hans,ar", "--entries", "300", "--missing", "8", "--extra", "5",
      "--placeholder-mismatch", "8", "--duplicates", "5", "--encoding", encoding, "--seed",
      String(seed))
    let manifest = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: directory.appendingPathComponent("manifest.json"))) as? [String: Any]
    )

    let expected = try Self.expectedFindings(manifest)
    #expect(expected.count >= 20, "the generator should inject defects")
    let report = Linter().lint(try LocalizationProject.discover([directory.path]))
    let prefix = directory.path + "/"
    let actual = Set(
      report.diagnostics.map {
        Finding(
          rule: $0.ruleID, file: String($0.location.file.dropFirst(prefix.count)),
          line: $0.location.line, key: $0.key)
      })
    let missed = expected.subtracting(actual).sorted { $0.description < $1.description }
    let unexpected = actual.subtracting(expected).sorted { $0.description < $1.description }
    #expect(missed.isEmpty, "not reported: \(missed)")
    #expect(unexpected.isEmpty, "false positives: \(unexpected)")
    #expect(report.diagnostics.count == expected.count)
  }

  /// Each manifest defect as the finding it must produce.
  static func expectedFindings(_ manifest: [String: Any]) throws -> Set<Finding> {
    var result: Set<Finding> = []
    let defects = try #require(manifest["defects"] as? [[String: Any]])
    // The generator writes a duplicated entry's second definition with the same placeholders, so
    // a mismatched key that is also duplicated mismatches at each definition.
    var duplicateLines: [String: [Int]] = [:]
    for defect in defects where defect["kind"] as? String == "duplicate-key" {
      duplicateLines["\(defect["file"] ?? "") \(defect["key"] ?? "")"] = defect["lines"] as? [Int]
    }
    for defect in defects {
      let file = try #require(defect["file"] as? String)
      let key = defect["key"] as? String
      switch defect["kind"] as? String {
      case "missing-key":
        // The key is absent: reported at the top of the translation that lacks it.
        result.insert(Finding(rule: "missing-translation", file: file, line: 1, key: key))
      case "extra-key":
        result.insert(
          Finding(
            rule: "obsolete-key", file: file, line: try #require(defect["line"] as? Int), key: key))
      case "placeholder-mismatch":
        let line = try #require(defect["line"] as? Int)
        for line in duplicateLines["\(file) \(key ?? "")"] ?? [line] {
          result.insert(Finding(rule: "placeholder-mismatch", file: file, line: line, key: key))
        }
      case "duplicate-key":
        let lines = try #require(defect["lines"] as? [Int])
        for line in lines.dropFirst() {
          result.insert(Finding(rule: "duplicate-key", file: file, line: line, key: key))
        }
      case let kind:
        Issue.record("unknown defect kind \(kind ?? "nil")")
      }
    }
    // Languages written in a different encoding than most: one mixed-encoding note each.
    let files = try #require(manifest["files"] as? [String: [String: Any]])
    var counts: [String: Int] = [:]
    for info in files.values { counts[info["encoding"] as? String ?? "", default: 0] += 1 }
    if counts.count > 1, let majority = counts.max(by: { $0.value < $1.value })?.key {
      for info in files.values where info["encoding"] as? String != majority {
        result.insert(
          Finding(
            rule: "mixed-encoding", file: try #require(info["file"] as? String), line: 1, key: nil))
      }
    }
    return result
  }

  static func generate(into directory: URL, _ arguments: String...) throws {
    let script = try #require(Fixtures.shared).appendingPathComponent("bench/gen-corpus.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "lproj", directory.path] + arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "gen-corpus.py failed")
  }
}
