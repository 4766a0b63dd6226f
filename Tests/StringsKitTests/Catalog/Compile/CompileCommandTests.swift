import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lstrings compile` end to end: what it writes, what it refuses, and its exit codes.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct CompileCommandTests {
  static let fixtures = "Tests/Fixtures/Compile"

  @Test func compilesEveryCatalogAndSummarisesOnStandardError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = try CommandRunner.run([
      "compile", "-o", directory.path, "\(Self.fixtures)/Plain.xcstrings", "\(Self.fixtures)/States.xcstrings",
    ])
    #expect(output.status == 0)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr == """
        Plain.xcstrings: 3 languages (de, en, fr), 8 entries (0 plural/device), 0 units in state new skipped; 3 files written, 0 unchanged
        States.xcstrings: 2 languages (de, en), 6 entries (0 plural/device), 2 units in state new skipped; 2 files written, 0 unchanged

        """)
    #expect(
      directory.files() == [
        "de.lproj/Plain.strings", "de.lproj/States.strings", "en.lproj/Plain.strings", "en.lproj/States.strings",
        "fr.lproj/Plain.strings",
      ])
  }

  @Test func aSecondRunLeavesTheFilesUntouched() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let arguments = ["compile", "-o", directory.path, "\(Self.fixtures)/Variations.xcstrings"]
    #expect(try CommandRunner.run(arguments).status == 0)
    let path = directory.path + "/de.lproj/Variations.stringsdict"
    let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    let again = try CommandRunner.run(arguments)
    #expect(again.stderr.hasSuffix("0 files written, 4 unchanged\n"))
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
    #expect(try CommandRunner.run(arguments + ["-q"]).stderr.isEmpty)
  }

  @Test func nothingIsWrittenWhenAnyCatalogIsBroken() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let broken = directory.path + "/Broken.xcstrings"
    try Data(#"{ "sourceLanguage" : "en", "strings" : { "a" : 1 "#.utf8).write(to: URL(fileURLWithPath: broken))
    let out = directory.path + "/out"
    let output = try CommandRunner.run(["compile", "-o", out, "\(Self.fixtures)/Plain.xcstrings", broken])
    #expect(output.status == 1)
    #expect(output.stderr.contains("\(broken):1:"))
    #expect(output.stderr.contains(": error: "))
    #expect(output.stderr.contains("[parse-error]"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func anUndefinedSubstitutionIsAnErrorWithItsLocation() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = try CommandRunner.run(["compile", "-o", directory.path, "\(Self.fixtures)/UndefinedSubstitution.xcstrings"])
    #expect(output.status == 1)
    let lines = output.stderr.split(separator: "\n")
    #expect(
      lines.first
        == "\(Self.fixtures)/UndefinedSubstitution.xcstrings:9:23: error: en: the value refers to %#@songs@, and there is no substitution \"songs\" [undefined-substitution]"
    )
    #expect(
      lines.contains {
        $0.hasPrefix("\(Self.fixtures)/UndefinedSubstitution.xcstrings:12:13: warning: ") && $0.hasSuffix("[unused-substitution]")
      })
    #expect(directory.files().isEmpty)
  }

  @Test func aCatalogInsideALanguageFolderIsRefusedAsInXcode() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(atPath: directory.path + "/de.lproj", withIntermediateDirectories: true)
    let misplaced = directory.path + "/de.lproj/Plain.xcstrings"
    try FileManager.default.copyItem(atPath: Fixtures.url("Compile/Plain.xcstrings").path, toPath: misplaced)
    let output = try CommandRunner.run(["compile", "-o", directory.path + "/out", misplaced])
    #expect(output.status == 1)
    #expect(output.stderr.contains("\(misplaced):1:1: error: ") && output.stderr.contains("[catalog-in-lproj]"))
  }

  @Test func languagesLimitWhatIsWrittenAndAnUnknownOneIsAWarning() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = try CommandRunner.run([
      "compile", "-o", directory.path, "--language", "de,fr", "--language", "ja", "\(Self.fixtures)/Plain.xcstrings",
    ])
    #expect(output.status == 0)
    #expect(output.stderr.contains("warning: \(Self.fixtures)/Plain.xcstrings has no language ja"))
    #expect(directory.files() == ["de.lproj/Plain.strings", "fr.lproj/Plain.strings"])
  }

  @Test func usageErrorsExitWith64() throws {
    #expect(try CommandRunner.run(["compile", "-o", "/tmp", "no/such/Localizable.xcstrings"]).status == 64)
    #expect(try CommandRunner.run(["compile", "-o", "/tmp", "Tests/Fixtures/Strings/Basic.strings"]).status == 64)
    #expect(try CommandRunner.run(["compile", "\(Self.fixtures)/Plain.xcstrings"]).status == 64)
    #expect(try CommandRunner.run(["compile", "-o", "/tmp"]).status == 64)
  }

  @Test func lookupFindsACompiledValue() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(try CommandRunner.run(["compile", "-q", "-o", directory.path, "\(Self.fixtures)/Plain.xcstrings"]).status == 0)
    let output = try CommandRunner.run(["lookup", "--lang", "de", "--table", "Plain", directory.path, "Terms & <Conditions>"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("= \"AGB & <Bedingungen>\""))
  }
}

extension CompileCommandTests {
  @Test func withoutStringsdictTheOtherFormsGoToTheStringsAndAnOldStringsdictIsRemoved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let catalog = "\(Self.fixtures)/Variations.xcstrings"
    #expect(try CommandRunner.run(["compile", "-q", "-o", directory.path, catalog]).status == 0)
    let output = try CommandRunner.run(["compile", "--no-stringsdict", "-o", directory.path, catalog])
    #expect(output.status == 0)
    #expect(output.stderr.hasSuffix("2 files written, 0 unchanged, 2 removed\n"))
    #expect(directory.files() == ["de.lproj/Variations.strings", "en.lproj/Variations.strings"])
    let lookup = try CommandRunner.run(["lookup", "--lang", "de", "--table", "Variations", directory.path, "%lld files"])
    #expect(lookup.stdout.contains("= \"%lld Dateien\""))
  }
}
