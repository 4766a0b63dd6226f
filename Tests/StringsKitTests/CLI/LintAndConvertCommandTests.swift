import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The `lint` and `convert` commands end to end: output, and exit codes scripts can trust.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct LintAndConvertCommandTests {
  static let fixtures = "Tests/Fixtures/Strings"

  @Test func lintOfACleanFileIsSilentAndSucceeds() throws {
    let output = try CommandRunner.run(["lint", "--quiet", "\(Self.fixtures)/Basic.strings"])
    #expect(output.status == 0)
    #expect(output.stdout.isEmpty)
  }

  @Test func lintOfABrokenFileReportsEveryProblemAndFails() throws {
    let output = try CommandRunner.run(["lint", "\(Self.fixtures)/Errors/SeveralErrors.strings"])
    #expect(output.status == 1)
    let errors = output.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 3)
    #expect(errors.first?.hasPrefix("\(Self.fixtures)/Errors/SeveralErrors.strings:2:10: error: ") == true)
    #expect(errors.allSatisfy { $0.hasSuffix("[parse-error]") })
  }

  @Test func lintUsageErrorsExitWith64() throws {
    #expect(try CommandRunner.run(["lint", "no/such/file.strings"]).status == 64)
    #expect(try CommandRunner.run(["lint", "--no-such-flag"]).status == 64)
  }

  @Test func convertToJSONPrintsCoreFoundationsTableSorted() throws {
    let output = try CommandRunner.run(["convert", "--to", "json", "\(Self.fixtures)/UTF16LE-BOM.strings"])
    #expect(output.status == 0)
    #expect(output.stdout == "{\"key\":\"värde 😀\"}\n")
  }

  @Test func convertOfARejectedFileFails() throws {
    let output = try CommandRunner.run(["convert", "--to", "json", "\(Self.fixtures)/Errors/MissingSemicolon.strings"])
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.contains("Missing ';' on line 2"))
  }

  @Test func convertReencodesKeepingEveryCharacter() throws {
    let output = try CommandRunner.run([
      "convert", "--to", "strings", "--encoding", "utf8", "\(Self.fixtures)/UTF16LE-BOM.strings",
    ])
    #expect(output.status == 0)
    #expect(output.stdout == "/* UTF-16 with a byte-order mark, as genstrings writes it */\n\"key\" = \"värde 😀\";\n")
    let back = try CommandRunner.run(["convert", "--to", "strings", "--encoding", "utf16le", "\(Self.fixtures)/UTF8-BOM.strings"])
    let original = try FileReader.read(Fixtures.url("Strings/UTF16LE-BOM.strings").path)
    #expect(back.stdoutBytes == original)
  }
}
