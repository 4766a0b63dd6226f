import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Progress and colour appear on a terminal only (a pseudo-terminal here), never in pipes, files
/// or CI logs, and colour never when NO_COLOR is set.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct TerminalOutputTests {
  /// The plugin fixture: a broken German table (an error, with notes) and a catalog warning.
  static let fixture = Fixtures.repositoryRoot.appendingPathComponent("Tests/PluginFixture/Sources")
  static let esc = "\u{1B}"
  /// Progress drawn at once, however fast the step.
  static let immediateProgress = ["LSTRINGS_PROGRESS_DELAY": "0"]

  /// The terminal's text with its output newlines (`\r\n`) back to `\n`.
  static func lines(_ terminal: String) -> String { terminal.replacingOccurrences(of: "\r\n", with: "\n") }

  /// The progress lines drawn (each starts with "erase line"; one drawing at least, more when
  /// the step outlasts the redraw interval) and the text after the final erase.
  static func progress(_ terminal: String) -> (drawn: [String], after: String) {
    let parts = lines(terminal).components(separatedBy: "\r\(esc)[K")
    guard parts.count >= 3, parts[0].isEmpty else { return ([], lines(terminal)) }
    return (Array(parts[1..<(parts.count - 1)]), parts[parts.count - 1])
  }

  @Test func lintShowsProgressOnATerminalAndErasesIt() throws {
    let output = try PseudoTerminal.run(["lint", "."], environment: Self.immediateProgress, in: Self.fixture)
    #expect(output.status == 1)
    // Drawn, then erased before the summary is written.
    let (drawn, after) = Self.progress(output.terminal)
    #expect(!drawn.isEmpty && drawn.allSatisfy { $0.hasPrefix("lstrings: checking 3 files… ") && $0.hasSuffix(" s") })
    #expect(after == "1 error, 1 warning in 3 files\n")
    // Standard output, a pipe here, is exactly what it is without a terminal.
    let plain = try CommandRunner.run(["lint", "."], in: Self.fixture)
    #expect(output.stdout == plain.stdout)
    #expect(!plain.stdout.contains(Self.esc))
  }

  @Test func nothingExtraWithoutATerminal() throws {
    let binary = try #require(CommandRunner.binary)
    let output = try Subprocess.run(
      binary.path, ["lint", "."], environment: Self.immediateProgress.merging(["TERM": "xterm"]) { $1 },
      in: Self.fixture)
    #expect(output.status == 1)
    #expect(output.stderr == "1 error, 1 warning in 3 files\n")
    #expect(!output.stdout.contains(Self.esc) && !output.stdout.contains("\r"))
  }

  @Test func aStepShorterThanTheDelayShowsNoProgress() throws {
    let output = try PseudoTerminal.run(["lint", "."], environment: ["LSTRINGS_PROGRESS_DELAY": "30"], in: Self.fixture)
    #expect(Self.lines(output.terminal) == "1 error, 1 warning in 3 files\n")
  }

  @Test func extractAndMergeShowProgressToo() throws {
    let folder = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let extract = try PseudoTerminal.run(
      ["extract", "--encoding", "utf8", "-o", folder.appendingPathComponent("en.lproj").path, "Greeter"],
      environment: Self.immediateProgress, in: Self.fixture)
    #expect(extract.status == 0)
    let extracted = Self.progress(extract.terminal)
    #expect(!extracted.drawn.isEmpty && extracted.drawn.allSatisfy { $0.hasPrefix("lstrings: reading 1 source file… ") })
    #expect(extracted.after.hasPrefix("2 strings, 2 keys from 1 file"))
    let merge = try PseudoTerminal.run(
      ["merge", "--dry-run", "--base", "Greeter/Resources/en.lproj", "Greeter/Resources"],
      environment: Self.immediateProgress, in: Self.fixture)
    let merged = Self.progress(merge.terminal)
    #expect(!merged.drawn.isEmpty && merged.drawn.allSatisfy { $0.hasPrefix("lstrings: merging 1 table… ") })
    #expect(!merged.after.contains("lstrings: "))
  }

  @Test func findingsAreColouredOnATerminal() throws {
    let output = try PseudoTerminal.run(["lint", "--quiet", "."], stdoutOnTerminal: true, in: Self.fixture)
    let lines = Self.lines(output.terminal).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(
      lines[0]
        == "\(Self.esc)[1mGreeter/Resources/Settings.xcstrings:10:23:\(Self.esc)[0m \(Self.esc)[1;33mwarning:\(Self.esc)[0m the de translation of \"Sound\" needs review: the source text changed after it was translated, or a translator flagged it; users see it as it is [needs-review]"
    )
    #expect(
      lines[1].hasPrefix(
        "\(Self.esc)[1mGreeter/Resources/de.lproj/Localizable.strings:2:25:\(Self.esc)[0m \(Self.esc)[1;31merror:\(Self.esc)[0m expected ';'"
      ))
    #expect(lines[2].contains("\(Self.esc)[1;36mnote:\(Self.esc)[0m CoreFoundation rejects the whole file"))
  }

  @Test func noColourWhenNOCOLORIsSet() throws {
    let plain = try CommandRunner.run(["lint", "--quiet", "."], in: Self.fixture).stdout
    for value in ["1", "true"] {
      let output = try PseudoTerminal.run(
        ["lint", "--quiet", "."], environment: ["NO_COLOR": value], stdoutOnTerminal: true, in: Self.fixture)
      #expect(Self.lines(output.terminal) == plain)
    }
    // NO_COLOR set but empty does not count (no-color.org).
    let empty = try PseudoTerminal.run(
      ["lint", "--quiet", "."], environment: ["NO_COLOR": ""], stdoutOnTerminal: true, in: Self.fixture)
    #expect(empty.terminal.contains(Self.esc))
  }

  @Test func diffColoursOnlyOnATerminal() throws {
    let args = ["diff", "Greeter/Resources/en.lproj/Localizable.strings", "../Fixed/de.lproj/Localizable.strings"]
    let terminal = try PseudoTerminal.run(args, stdoutOnTerminal: true, in: Self.fixture)
    let plain = try CommandRunner.run(args, in: Self.fixture)
    #expect(terminal.terminal.contains(Self.esc))
    #expect(!plain.stdout.contains(Self.esc))
    let noColor = try PseudoTerminal.run(args, environment: ["NO_COLOR": "1"], stdoutOnTerminal: true, in: Self.fixture)
    #expect(Self.lines(noColor.terminal) == plain.stdout)
  }
}
