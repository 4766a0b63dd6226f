import Foundation
import StringsFormats
import StringsKit
import Testing

/// `.strings` and `.stringsdict` tables exported as Xcode exports them (docs/xliff.md §2 and §4):
/// ids, sources, targets without `state`, comments as notes, the `<file>` attribute order by
/// whether the target language's table exists, and `.stringsdict` plist-path ids in id order.
@Suite struct LegacyTableExportTests {
  /// A project with an English `.strings` and `.stringsdict` table, their French translations (one
  /// key missing), a Russian `.stringsdict` without the entry, and a Base table that is no source.
  static func project() throws -> String {
    let root = try LintFixture.temporaryDirectory("export-tables").path
    let files = [
      "App/en.lproj/Localizable.strings": """
      /* Shown on start */
      "welcome" = "Welcome";

      /* Far from its entry */

      "CONNECT" = "Connect";
      "Cancel" = "Cancel";
      // Tab's value
      "tab" = "A\\tB & <c>";
      """,
      "App/fr.lproj/Localizable.strings": """
      "welcome" = "Bienvenue";
      "tab" = "A\\tB & <c> fr";
      """,
      "App/Base.lproj/Localizable.strings": "\"base\" = \"Base\";\n",
      "App/en.lproj/Plurals.stringsdict": stringsdict(
        key: "%d files", format: "%#@files@", forms: [("one", "%d file"), ("other", "%d files"), ("zero", "No files")]),
      "App/fr.lproj/Plurals.stringsdict": stringsdict(
        key: "%d files", format: "%#@files@ fr", forms: [("one", "%d fichier"), ("other", "%d fichiers")]),
      "App/ru.lproj/Plurals.stringsdict": stringsdict(key: "other", format: "x", forms: [("other", "x")]),
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static func stringsdict(key: String, format: String, forms: [(String, String)]) -> String {
    let entries = forms.map { "        <key>\($0.0)</key>\n        <string>\($0.1)</string>\n" }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>\(key)</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>\(format)</string>
          <key>files</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
      \(entries)    </dict>
        </dict>
      </dict>
      </plist>

      """
  }

  static func xliff(_ export: LocalizationExport, _ language: String) -> String {
    String(decoding: XLIFFWriter.write(export.document(for: language)), as: UTF8.self)
  }

  @Test func stringsTableUnitsTargetsAndNotes() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    #expect(export.tables.map(\.original) == ["App/en.lproj/Localizable.strings", "App/en.lproj/Plurals.stringsdict"])
    let fr = Self.xliff(export, "fr")
    let strings = """
        <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
          <header>
            <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="27.0" build-num="27A266a"/>
          </header>
          <body>
            <trans-unit id="CONNECT" xml:space="preserve">
              <source>Connect</source>
              <note/>
            </trans-unit>
            <trans-unit id="Cancel" xml:space="preserve">
              <source>Cancel</source>
              <note/>
            </trans-unit>
            <trans-unit id="tab" xml:space="preserve">
              <source>A\tB &amp; &lt;c&gt;</source>
              <target>A\tB &amp; &lt;c&gt; fr</target>
              <note>Tab's value</note>
            </trans-unit>
            <trans-unit id="welcome" xml:space="preserve">
              <source>Welcome</source>
              <target>Bienvenue</target>
              <note>Shown on start</note>
            </trans-unit>
          </body>
        </file>

      """
    #expect(fr.contains(strings))
  }

  @Test func aLanguageWithoutTheTableGetsDatatypeFirstAndNoTargets() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    let de = Self.xliff(export, "de")
    #expect(
      de.contains(
        "<file original=\"App/en.lproj/Localizable.strings\" datatype=\"plaintext\" source-language=\"en\" target-language=\"de\">"
      ))
    #expect(!de.contains("<target"))
    // The development language's export repeats its own values as targets, languages first.
    let en = Self.xliff(export, "en")
    #expect(
      en.contains(
        "<file original=\"App/en.lproj/Localizable.strings\" source-language=\"en\" target-language=\"en\" datatype=\"plaintext\">"
      ))
    #expect(en.contains("<source>Welcome</source>\n        <target>Welcome</target>\n        <note>Shown on start</note>"))
  }

  static func summary(_ export: LocalizationExport, _ language: String) -> [String] {
    let file = export.document(for: language).files.first { $0.original.hasSuffix(".stringsdict") }
    return (file?.units ?? []).map { unit in
      var line = unit.id + " | " + CatalogExportTests.describe(unit.source)
      if let target = unit.target { line += " | " + CatalogExportTests.describe(target.text) }
      return line
    }
  }

  @Test func stringsdictIdsFormsAndTargets() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    // French has the entry: its own forms, `zero` (which French does not have) left out.
    #expect(
      Self.summary(export, "fr") == [
        "/%d files:dict/NSStringLocalizedFormatKey:dict/:string | %#@files@ | %#@files@ fr",
        "/%d files:dict/files:dict/one:dict/:string | %d file | %d fichier",
        "/%d files:dict/files:dict/other:dict/:string | %d files | %d fichiers",
      ])
    // Russian's table lacks the entry: CLDR's categories, `few` and `many` repeating `other`.
    #expect(
      Self.summary(export, "ru") == [
        "/%d files:dict/NSStringLocalizedFormatKey:dict/:string | %#@files@",
        "/%d files:dict/files:dict/few:dict/:string | %d files",
        "/%d files:dict/files:dict/many:dict/:string | %d files",
        "/%d files:dict/files:dict/one:dict/:string | %d file",
        "/%d files:dict/files:dict/other:dict/:string | %d files",
      ])
    // The development language: its own forms in id order, `zero` after `other`.
    #expect(
      Self.summary(export, "en") == [
        "/%d files:dict/NSStringLocalizedFormatKey:dict/:string | %#@files@ | %#@files@",
        "/%d files:dict/files:dict/one:dict/:string | %d file | %d file",
        "/%d files:dict/files:dict/other:dict/:string | %d files | %d files",
        "/%d files:dict/files:dict/zero:dict/:string | No files | No files",
      ])
    let ru = Self.xliff(export, "ru")
    #expect(
      ru.contains(
        "<file original=\"App/en.lproj/Plurals.stringsdict\" source-language=\"en\" target-language=\"ru\" datatype=\"plaintext\">"
      ))
  }

  @Test func theSourceTableIsCopiedIntoSourceContents() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    let out = root + "/out"
    try XclocWriter.write(export, language: "fr", to: out)
    for original in ["App/en.lproj/Localizable.strings", "App/en.lproj/Plurals.stringsdict"] {
      let copied = FileManager.default.contents(atPath: out + "/fr.xcloc/Source Contents/" + original)
      #expect(copied == FileManager.default.contents(atPath: root + "/" + original))
    }
  }

  @Test func aValueThatIsNotAStringStopsTheExportAtItsLine() throws {
    let root = try LintFixture.temporaryDirectory("export-tables-bad").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
    try Data("\"a\" = \"A\";\n\"list\" = (\"x\");\n".utf8).write(to: URL(fileURLWithPath: root + "/en.lproj/T.strings"))
    #expect {
      try LocalizationExport.load(root: root)
    } throws: { error in
      "\(error)".hasSuffix(
        "en.lproj/T.strings:2:10: error: not a table lstrings can export: the value is an array, not a string: "
          + "CFBundle returns it unchecked from a string lookup")
    }
  }
}
