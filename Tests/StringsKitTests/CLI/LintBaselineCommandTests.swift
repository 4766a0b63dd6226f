import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lint --write-baseline` and `lint --baseline` end to end, on a generated 40-language catalog
/// with thousands of findings: the "Done when".
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct LintBaselineCommandTests {
  /// A folder with the generated catalog in `Resources/`, and the lint command run in it.
  struct Project {
    let folder: URL
    var catalog: URL { folder.appendingPathComponent("Resources/Localizable.xcstrings") }

    init(_ catalog: GeneratedCatalog) throws {
      folder = try LintFixture.temporaryDirectory("baseline")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Resources"), withIntermediateDirectories: true)
      try write(catalog)
    }

    func write(_ catalog: GeneratedCatalog) throws {
      try catalog.text.write(to: self.catalog, atomically: true, encoding: .utf8)
    }

    func lint(_ arguments: [String]) throws -> CommandRunner.Output {
      try CommandRunner.run(["lint", "--strict"] + arguments + ["Resources"], in: folder)
    }
  }

  @Test func aBaselineAcceptsTodaysFindingsAndFailsOnlyOnANewOne() throws {
    var generated = GeneratedCatalog()
    let project = try Project(generated)
    defer { try? FileManager.default.removeItem(at: project.folder) }

    let first = try project.lint(["--reporter", "json", "--write-baseline", "baseline.json"])
    #expect(first.status == 1)
    let all = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [[String: Any]] ?? []
    #expect(all.count > 2_000, "thousands of findings")
    #expect(
      Set(all.compactMap { $0["rule"] as? String }).isSuperset(of: [
        "missing-translation", "needs-review", "placeholder-mismatch", "missing-plural-category",
      ]))
    #expect(first.stderr.contains("\(all.count) findings written to baseline.json"))

    let accepted = try project.lint(["--baseline", "baseline.json"])
    #expect(accepted.status == 0)
    #expect(accepted.stdout.isEmpty)
    #expect(accepted.stderr.contains("0 errors, 0 warnings in 1 file; \(all.count) findings suppressed by the baseline"))

    // A key added on top moves every line; one unit gets an object placeholder.
    generated.keyOnTop = true
    generated.defect = (key: 1, language: "fr")
    try project.write(generated)
    let defect = try project.lint(["--baseline", "baseline.json", "--reporter", "json"])
    #expect(defect.status == 1)
    let new = try JSONSerialization.jsonObject(with: Data(defect.stdout.utf8)) as? [[String: Any]] ?? []
    #expect(new.count == 1)
    #expect(new.first?["rule"] as? String == "placeholder-mismatch")
    #expect(new.first?["key"] as? String == GeneratedCatalog.key(1))
    #expect((new.first?["message"] as? String)?.contains("from en") == true)

    // A missing translation is added (key 1 lacks `da`, language 4): reported fixed, at its
    // baseline line, and nothing fails.
    generated.defect = nil
    generated.translated = (key: 1, language: "da")
    #expect(GeneratedCatalog.isMissing(1, 4) && GeneratedCatalog.languages[4] == "da")
    try project.write(generated)
    let fixed = try project.lint(["--baseline", "baseline.json"])
    #expect(fixed.status == 0)
    let lines = fixed.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    let baselineText = try String(contentsOf: project.folder.appendingPathComponent("baseline.json"), encoding: .utf8)
    let recordLine = try #require(
      baselineText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("\"missing-translation\", \"key\": \"\(GeneratedCatalog.key(1))\", \"language\": \"da\"")
      })
    #expect(
      lines.first?.hasPrefix("baseline.json:\(recordLine + 1):5: note: fixed since the baseline: [missing-translation]") == true)
    #expect(lines.first?.hasSuffix("[baseline-fixed]") == true)
    #expect(fixed.stderr.contains("suppressed by the baseline, 1 fixed"))
  }

  @Test func aBaselineThatIsMissingOrNotABaselineIsAUsageError() throws {
    let project = try Project(GeneratedCatalog(keyCount: 3))
    defer { try? FileManager.default.removeItem(at: project.folder) }
    #expect(try project.lint(["--baseline", "none.json"]).status == 64)
    try Data("[]".utf8).write(to: project.folder.appendingPathComponent("list.json"))
    let wrong = try project.lint(["--baseline", "list.json"])
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("list.json:1:1: a baseline is a JSON object"))
  }

  /// Run from another folder, the baseline still matches: files are relative to it.
  @Test func filesAreRecordedRelativeToTheBaseline() throws {
    let project = try Project(GeneratedCatalog(keyCount: 20))
    defer { try? FileManager.default.removeItem(at: project.folder) }
    _ = try project.lint(["--write-baseline", "baseline.json"])
    let text = try String(contentsOf: project.folder.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(text.contains("{\"file\": \"Resources/Localizable.xcstrings\", \"rule\": "))
    let elsewhere = try CommandRunner.run(
      ["lint", "--strict", "--baseline", "../baseline.json", "../Resources"],
      in: project.folder.appendingPathComponent("Resources"))
    #expect(elsewhere.status == 0)
    #expect(elsewhere.stdout.isEmpty)
  }

  /// `"baseline"` in `.lstrings.json` (relative to it) applies to every run that reads the file,
  /// the plugins' included.
  @Test func theSettingsFileCanNameTheBaseline() throws {
    let project = try Project(GeneratedCatalog(keyCount: 20))
    defer { try? FileManager.default.removeItem(at: project.folder) }
    try FileManager.default.createDirectory(at: project.folder.appendingPathComponent("ci"), withIntermediateDirectories: true)
    _ = try project.lint(["--write-baseline", "ci/baseline.json"])
    try Data("{\"baseline\": \"ci/baseline.json\"}".utf8).write(to: project.folder.appendingPathComponent(".lstrings.json"))
    let output = try project.lint([])
    #expect(output.status == 0)
    #expect(output.stderr.contains("suppressed by the baseline"))
  }
}
