import Foundation
import Testing

/// The executable's contract, seen from outside: exit 0 when all is well, 1 when problems were
/// found, 64 for a usage error; diagnostics as `file:line:column: severity: message [rule-id]`.
@Suite struct ExitStatusTests {
  @Test func aUsageErrorExits64AndSaysWhatIsWrong() throws {
    let driver = try Executable.run(["merge-driver", "a", "b"])
    #expect(driver.status == 64)
    #expect(driver.stderr.contains("expected 4 arguments, %O %A %B %P (got 2)"), "\(driver.stderr)")
    let style = try Executable.run(["pseudo", "--lang", "en-XA", "--style", "sideways", "."])
    #expect(style.status == 64)
    #expect(style.stderr.contains("sideways"), "\(style.stderr)")
    let unknown = try Executable.run(["no-such-command"])
    #expect(unknown.status == 64)
  }

  @Test func lintExits0OnACleanTableAnd1WithALocatedFindingOnABrokenOne() throws {
    let folder = try Executable.folder([
      "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
      "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let clean = try Executable.run(["lint", "."], in: folder)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    #expect(clean.stdout.isEmpty)

    try Data("\"Done\" = \"Fertig\"\n\"Back\" = \"Zurück\";\n".utf8)
      .write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
    let broken = try Executable.run(["lint", "."], in: folder)
    #expect(broken.status == 1)
    let first = try #require(broken.stdout.split(separator: "\n").first.map(String.init))
    #expect(first == "de.lproj/Localizable.strings:1:18: error: expected ';' after this entry, found '\"' [parse-error]")
  }

  @Test func helpTeachesWithExamples() throws {
    for command in ["lint", "merge-driver", "pseudo"] {
      let help = try Executable.run([command, "--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("Examples:"), "\(command)")
    }
  }
}
