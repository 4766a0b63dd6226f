import Foundation
import Testing

@testable import StringsFormats
@testable import StringsKit

/// Tables the code uses and the project does not keep, exported as Xcode's export extracts them
/// (aliengr01/CamelApp's Xcode 10.2 export: `CamelApp/en.lproj/Localizable.strings`, the code's
/// comments as notes, genstrings' table in `Source Contents/`).
@Suite struct CodeStringsExportTests {
  static func project(_ extra: [String: String] = [:]) throws -> String {
    var files = [
      "App/Screens/Login.swift": """
      import Foundation
      let done = NSLocalizedString("Done", comment: "done button")
      let again = NSLocalizedString("Done", comment: "a second place")
      let bare = NSLocalizedString("Welcome", comment: "")

      """,
      "App/Model/Errors.swift": """
      import Foundation
      let failed = NSLocalizedString("failed", tableName: "Errors", value: "It failed", comment: "shown on failure")
      let key = NSLocalizedString(name, comment: "not a literal")

      """,
      "App/de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
    ]
    files.merge(extra) { _, new in new }
    return try ExportCoverageTests.project(files)
  }

  @Test func codeTablesAreExportedUnderTheFolderOfTheirUsers() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    #expect(export.tables.map(\.original) == ["App/en.lproj/Localizable.strings", "App/Model/en.lproj/Errors.strings"])
    let de = LegacyTableExportTests.xliff(export, "de")
    let block = try #require(InfoPlistExportTests.block(de, "App/en.lproj/Localizable.strings"))
    #expect(
      block.hasPrefix(#"  <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de""#))
    #expect(
      block.contains(
        """
              <trans-unit id="Done" xml:space="preserve">
                <source>Done</source>
                <target>Fertig</target>
                <note>a second place
        done button</note>
              </trans-unit>
              <trans-unit id="Welcome" xml:space="preserve">
                <source>Welcome</source>
                <note>No comment provided by engineer.</note>
              </trans-unit>
        """))
    let errors = try #require(InfoPlistExportTests.block(de, "App/Model/en.lproj/Errors.strings"))
    #expect(errors.hasPrefix(#"  <file original="App/Model/en.lproj/Errors.strings" datatype="plaintext""#))
    #expect(errors.contains("<source>It failed</source>") && errors.contains("<note>shown on failure</note>"))
    // A key that is not a literal cannot be exported: said at its line.
    #expect(export.warnings.contains { $0.ruleID == "non-literal-key" && $0.location.line == 3 })
  }

  @Test func sourceContentsHoldsGenstringsTable() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let out = try LintFixture.temporaryDirectory("export-code-out").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let xcloc = try XclocWriter.write(try LocalizationExport.load(root: root), language: "de", to: out)
    let copy = try FileReader.read(xcloc + "/Source Contents/App/en.lproj/Localizable.strings")
    #expect(Array(copy.prefix(2)) == [0xFF, 0xFE])
    let table = try #require(StringsParser.parse(copy, path: "copy").table)
    #expect(table[StringsText("Done")]?.text?.string == "Done" && table.count == 2)
  }

  /// A table the project keeps (here as a catalog) is exported from it, not from the code.
  @Test func keptTablesAreNotExtracted() throws {
    let catalog = #"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#
    let root = try Self.project(["App/Localizable.xcstrings": catalog])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    #expect(export.tables.map(\.original) == ["App/Localizable.xcstrings", "App/Model/en.lproj/Errors.strings"])
  }
}
