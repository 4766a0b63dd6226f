import Foundation
import Testing

/// `lstrings generate-symbols`: files written atomically and only when every catalog is clean,
/// exit codes 0, 1 and 64.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct GenerateSymbolsCommandTests {
  static let fixtures = Fixtures.url("Symbols")

  @Test func writesOneFilePerCatalogAndLeavesSameBytesAlone() throws {
    let directory = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = ["generate-symbols", "-o", directory.path, "Localizable.xcstrings", "Paywall.xcstrings"]
    let first = try CommandRunner.run(arguments, in: Self.fixtures)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.contains("Paywall.xcstrings: 2 symbols in GeneratedStringSymbols_Paywall.swift (written)"))
    let written = try String(
      contentsOf: directory.appendingPathComponent("GeneratedStringSymbols_Paywall.swift"), encoding: .utf8)
    let expected = try String(
      contentsOf: Self.fixtures.appendingPathComponent("Expected/GeneratedStringSymbols_Paywall.swift.expected"), encoding: .utf8)
    #expect(written == expected)
    let again = try CommandRunner.run(arguments, in: Self.fixtures)
    #expect(again.stderr.contains("GeneratedStringSymbols_Paywall.swift (unchanged)"))
  }

  @Test func aBrokenCatalogStopsEveryFile() throws {
    let directory = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CommandRunner.run(
      ["generate-symbols", "-o", directory.path, "Paywall.xcstrings", "Broken.xcstrings"], in: Self.fixtures)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "Broken.xcstrings:22:5: error: \"settings.title\" generates the same symbol 'settingsTitle' as \"Settings Title\""))
    #expect(result.stderr.contains("error: nothing written: fix the errors above"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func usageErrors() throws {
    for arguments in [
      ["generate-symbols", "-o", "out", "missing.xcstrings"],
      ["generate-symbols", "-o", "out", "--xcode-version", "15.4", "Paywall.xcstrings"],
      ["generate-symbols", "-o", "out", "--access", "open", "Paywall.xcstrings"],
      ["generate-symbols", "-o", "out", "Expected/GeneratedStringSymbols_Paywall.swift.expected"],
    ] {
      #expect(try CommandRunner.run(arguments, in: Self.fixtures).status == 64, "\(arguments)")
    }
  }
}
