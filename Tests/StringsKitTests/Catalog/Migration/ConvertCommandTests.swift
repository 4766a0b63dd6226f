import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lstrings convert` with catalogs, end to end: the bytes written, what is reported, exit codes.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct ConvertCommandTests {
  static let fixtures = "Tests/Fixtures/Migration"

  @Test func aShuffledCatalogComesOutInXcodesBytes() throws {
    // The expected file was written by hand from docs/string-catalogs.md §2, not recorded.
    let expected = try FileReader.read(Fixtures.url("Migration/Shuffled.expected.xcstrings").path)
    let printed = try CommandRunner.run(["convert", "--to", "xcstrings", "\(Self.fixtures)/Shuffled.xcstrings", "-o", "-"])
    #expect(printed.status == 0)
    #expect(printed.stdoutBytes == expected)
    let again = try CommandRunner.run(["convert", "--to", "xcstrings", "\(Self.fixtures)/Shuffled.expected.xcstrings"])
    #expect(again.stdoutBytes == expected, "Xcode's bytes are a fixed point")
  }

  @Test func jsonOfACatalogIsWhatTheRuntimeReadsPerLanguage() throws {
    let output = try CommandRunner.run(["convert", "--to", "json", "\(Self.fixtures)/Shuffled.xcstrings"])
    #expect(output.status == 0)
    // en: only "Hello" has an en unit; de: "Draft" is `new`, so not compiled; the plural is a
    // stringsdict entry with the compiler's variable name.
    #expect(
      output.stdout == """
        {"de":{"%lld files":{"NSStringLocalizedFormatKey":"%#@arg1@","arg1":{"NSStringFormatSpecTypeKey":"NSStringPluralRuleType",\
        "NSStringFormatValueTypeKey":"lld","one":"%lld Datei","other":"%lld Dateien"}},"Hello":"Hallo"},"en":{"Hello":"Hello"}}

        """)
  }

  @Test func lossesFailAndWriteNothingUnlessForced() throws {
    let directory = try TemporaryLproj.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("Localizable.xcstrings").path
    let refused = try CommandRunner.run(["convert", "--to", "xcstrings", "\(Self.fixtures)/Everything", "-o", target])
    #expect(refused.status == 1)
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(refused.stderr.contains("Base.lproj/Localizable.stringsdict:117:8: error: "))
    #expect(refused.stderr.contains("[\(DiagnosticKind.migrationUnconvertibleRule.id)]"))
    #expect(refused.stderr.contains("nothing written"))
    let forced = try CommandRunner.run(["convert", "--to", "xcstrings", "--force", "\(Self.fixtures)/Everything", "-o", target])
    #expect(forced.status == 1)
    #expect(try FileReader.read(target) == FileReader.read(Fixtures.url("Migration/Everything.xcstrings").path))
  }

  @Test func aCleanTableConvertsAndSucceeds() throws {
    let output = try CommandRunner.run([
      "convert", "--to", "xcstrings", "--table", "Localizable", "\(Self.fixtures)/Everything/de.lproj",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let catalog = try #require(StringCatalog.parse(output.stdoutBytes, path: "-").catalog)
    #expect(catalog.languages == ["de", "en"])
    #expect(catalog.entries.count == 6, "3 strings and 3 stringsdict entries")
  }

  @Test func usageErrorsExitWith64() throws {
    #expect(try CommandRunner.run(["convert", "--to", "xcstrings", "Tests/Fixtures/Diff"]).status == 64, "outside .lproj")
    #expect(try CommandRunner.run(["convert", "--to", "xcstrings", "Package.swift"]).status == 64, "unknown kind")
    #expect(try CommandRunner.run(["convert", "--to", "xcstrings", "no/such.lproj"]).status == 64, "missing path")
    #expect(try CommandRunner.run(["convert", "--to", "xcstrings"]).status == 64, "no input")
    #expect(try CommandRunner.run(["convert", "--to", "json", "a.xcstrings", "b.xcstrings"]).status == 64, "two catalogs")
    #expect(
      try CommandRunner.run(["convert", "--to", "xcstrings", "--table", "Main", "\(Self.fixtures)/Everything"]).status == 64)
  }

  @Test func aBrokenCatalogFails() throws {
    let directory = try TemporaryLproj.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Broken.xcstrings").path
    try Data("{\"sourceLanguage\" : \"en\", \"strings\" : {".utf8).write(to: URL(fileURLWithPath: path))
    let output = try CommandRunner.run(["convert", "--to", "xcstrings", path])
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.contains("[parse-error]"))
  }
}
