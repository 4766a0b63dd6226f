import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// action.yml, the lstrings GitHub Action: its shell steps (scripts/github-action.sh) run here as
/// GitHub runs them, with the inputs in INPUT_* variables, and its structure is checked against
/// what a composite action needs. (GitHub itself cannot run here.)
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct GitHubActionTests {
  static let script = "scripts/github-action.sh"
  /// The plugin fixture's sources: a broken German table (an error) and a catalog entry that
  /// needs review (a warning).
  static let fixture = Fixtures.repositoryRoot.appendingPathComponent("Tests/PluginFixture/Sources")
  static let catalog = "Greeter/Resources/Settings.xcstrings"

  func runLint(_ inputs: [String: String]) throws -> CommandRunner.Output {
    var environment = inputs
    environment["LSTRINGS"] = CommandRunner.binary?.path
    environment["GITHUB_WORKSPACE"] = Self.fixture.path
    return try Subprocess.run(
      "bash", [Fixtures.repositoryRoot.appendingPathComponent(Self.script).path, "lint"],
      environment: environment, in: Self.fixture)
  }

  @Test func lintAnnotatesThePullRequestAndFailsOnErrors() throws {
    let output = try runLint(["INPUT_PATHS": "."])
    #expect(output.status == 1)
    let lines = output.stdout.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("::error file=Greeter/Resources/de.lproj/Localizable.strings,line=2,col=25,title=parse-error::")
      })
    #expect(lines.contains { $0.hasPrefix("::warning file=\(Self.catalog),line=10,col=23,title=needs-review::") })
  }

  /// With the `baseline` input, the findings recorded with `--write-baseline` fail nothing.
  @Test func aBaselineSuppressesTheFindingsItHolds() throws {
    let folder = try LintFixture.temporaryDirectory("action-baseline")
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = folder.appendingPathComponent("baseline.json").path
    let written = try CommandRunner.run(["lint", "--quiet", "--write-baseline", baseline, "."], in: Self.fixture)
    #expect(written.status == 1)
    let output = try runLint(["INPUT_PATHS": ".", "INPUT_STRICT": "true", "INPUT_BASELINE": baseline])
    #expect(output.status == 0)
    #expect(output.stdout.isEmpty)
  }

  @Test func strictMakesWarningsFail() throws {
    #expect(try runLint(["INPUT_PATHS": Self.catalog]).status == 0)
    #expect(try runLint(["INPUT_PATHS": Self.catalog, "INPUT_STRICT": "false"]).status == 0)
    #expect(try runLint(["INPUT_PATHS": Self.catalog, "INPUT_STRICT": "true"]).status == 1)
  }

  @Test func pathsSplitOnWhiteSpaceAndArgumentsReachLint() throws {
    let table = "Greeter/Resources/de.lproj/Localizable.strings"
    let both = try runLint(["INPUT_PATHS": "\(Self.catalog)\n  \(table)"])
    #expect(both.status == 1)
    #expect(both.stdout.contains("::warning file=\(Self.catalog)"))
    #expect(both.stdout.contains("::error file=\(table)"))
    let withoutRule = try runLint([
      "INPUT_PATHS": Self.catalog, "INPUT_STRICT": "true", "INPUT_ARGUMENTS": "--disable needs-review",
    ])
    #expect(withoutRule.status == 0)
    #expect(withoutRule.stdout.isEmpty)
    #expect(try runLint(["INPUT_PATHS": ".", "INPUT_ARGUMENTS": "--no-such-option"]).status == 64)
  }

  @Test func sarifIsWrittenEvenWhenLintFails() throws {
    let folder = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sarif = folder.appendingPathComponent("lstrings.sarif")
    let output = try runLint(["INPUT_PATHS": ".", "INPUT_SARIF": sarif.path])
    #expect(output.status == 1)
    let data = try #require(FileManager.default.contents(atPath: sarif.path))
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(Set(results.compactMap { $0["ruleId"] as? String }) == ["parse-error", "needs-review"])
  }

  @Test func cacheKeyNamesTheToolchainAndTheSources() throws {
    let folder = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    func key(swift: String) throws -> String {
      let output = folder.appendingPathComponent("output")
      try Data().write(to: output)
      let run = try Subprocess.run(
        "bash", [Self.script, "cache-key"], environment: ["GITHUB_OUTPUT": output.path, "SWIFT": swift])
      #expect(run.status == 0)
      return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
    // `echo --version` stands in for a compiler whose version text differs from swift's.
    let swift = try key(swift: "swift")
    #expect(swift.hasPrefix("key=lstrings-Linux-") || swift.hasPrefix("key=lstrings-Darwin-"))
    #expect(swift.hasSuffix("\n") && swift.split(separator: "\n").count == 1)
    #expect(try key(swift: "swift") == swift)
    #expect(try key(swift: "echo") != swift)
  }

  /// What GitHub requires of a composite action, read from the text (no YAML library here): every
  /// `run` step names its shell, every `${{ inputs.X }}` is declared, every script mode exists.
  @Test func actionYAMLIsACompositeActionUsingItsScript() throws {
    let text = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("  using: composite"))
    #expect(lines.contains { $0.hasPrefix("name: ") } && lines.contains { $0.hasPrefix("description: ") })
    for required in ["actions/cache@v4", "github/codeql-action/upload-sarif@v3"] {
      #expect(lines.contains { $0.hasSuffix("uses: \(required)") }, "no step uses \(required)")
    }
    let steps = Self.steps(lines)
    #expect(steps.count == 5)
    for step in steps where step.contains(where: { $0.hasPrefix("run: ") }) {
      #expect(step.contains("shell: bash"), "a run step without a shell: \(step)")
    }
    let declared = Set(Self.keys(lines, under: "inputs:"))
    #expect(declared == ["paths", "strict", "sarif", "baseline", "arguments"])
    for used in Self.occurrences(of: "inputs.", in: text) {
      #expect(declared.contains(used), "inputs.\(used) is not declared")
    }
    let script = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(Self.script), encoding: .utf8)
    let modes = lines.compactMap { line -> String? in
      guard let range = line.range(of: "github-action.sh\" ") else { return nil }
      return String(line[range.upperBound...])
    }
    #expect(modes == ["cache-key", "build", "lint"])
    for mode in modes { #expect(script.contains("\n  \(mode)) "), "the script has no mode \(mode)") }
  }

  /// The steps of `runs:`, each as its lines with the leading `- ` and indentation removed.
  static func steps(_ lines: [String]) -> [[String]] {
    var steps: [[String]] = []
    for line in lines.drop(while: { $0 != "  steps:" }).dropFirst() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("    - ") {
        steps.append([String(trimmed.dropFirst(2))])
      } else if line.hasPrefix("      "), !steps.isEmpty {
        steps[steps.count - 1].append(trimmed)
      }
    }
    return steps
  }

  /// The keys directly below a top-level key (two spaces in).
  static func keys(_ lines: [String], under parent: String) -> [String] {
    lines.drop(while: { $0 != parent }).dropFirst().prefix(while: { $0.isEmpty || $0.hasPrefix(" ") })
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(":") }
      .map { String($0.dropFirst(2).dropLast()) }
  }

  /// The identifiers after each `prefix` in the text (`inputs.paths` → `paths`).
  static func occurrences(of prefix: String, in text: String) -> [String] {
    text.components(separatedBy: prefix).dropFirst().map { rest in
      String(rest.prefix { $0.isLetter || $0 == "_" || $0 == "-" })
    }
  }
}
