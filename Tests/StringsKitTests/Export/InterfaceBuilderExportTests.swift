import Foundation
import Testing

@testable import StringsFormats
@testable import StringsKit

/// Base-localized storyboards and xibs exported as Xcode exports them: one `<file>` under the
/// document's path, ibtool's ids, texts and comments as units and notes, targets (no `state`) from
/// `L.lproj/NAME.strings`, attribute order by whether that table exists (LoopKit/LoopTranslations'
/// Xcode 14.2 exports; docs/xliff.md §4).
@Suite struct InterfaceBuilderExportTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController title="Sign in" id="vc1-Aa-001"/>
                    <button id="1tv-os-KfJ">
                        <state key="normal" title="Sign Up &amp; go"/>
                    </button>
                    <label text="Welcome" id="Zl2-Bb-002">
                        <attributedString key="userComments">
                            <fragment content="Shown under the title"/>
                        </attributedString>
                    </label>
                    <label text="" id="emp-Ty-003"/>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  /// `App/Base.lproj/Main.storyboard`, its German table (one text translated, one object the
  /// document no longer has) and no French table.
  static func project() throws -> String {
    let files = [
      "App/Base.lproj/Main.storyboard": storyboard,
      "App/de.lproj/Main.strings": """
      /* Class = "UIButton"; normalTitle = "Sign Up & go"; ObjectID = "1tv-os-KfJ"; */
      "1tv-os-KfJ.normalTitle" = "Registrieren";

      /* an object since deleted */
      "old-Ob-jct.text" = "Alt";
      """,
    ]
    return try ExportCoverageTests.project(files)
  }

  static func fileBlock(_ export: LocalizationExport, _ language: String) -> String {
    let text = LegacyTableExportTests.xliff(export, language)
    guard let start = text.range(of: "  <file "), let end = text.range(of: "  </file>\n") else { return text }
    return String(text[start.lowerBound..<end.upperBound])
  }

  @Test func storyboardUnitsNotesAndTargets() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try LocalizationExport.load(root: root)
    #expect(export.tables.map(\.original) == ["App/Base.lproj/Main.storyboard"])
    let tool = #"<tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="27.0" build-num="27A266a"/>"#
    #expect(
      Self.fileBlock(export, "de") == """
          <file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">
            <header>
              \(tool)
            </header>
            <body>
              <trans-unit id="1tv-os-KfJ.normalTitle" xml:space="preserve">
                <source>Sign Up &amp; go</source>
                <target>Registrieren</target>
                <note>Class = "UIButton"; normalTitle = "Sign Up &amp; go"; ObjectID = "1tv-os-KfJ";</note>
              </trans-unit>
              <trans-unit id="Zl2-Bb-002.text" xml:space="preserve">
                <source>Welcome</source>
                <note>Class = "UILabel"; text = "Welcome"; ObjectID = "Zl2-Bb-002"; Note = "Shown under the title";</note>
              </trans-unit>
              <trans-unit id="vc1-Aa-001.title" xml:space="preserve">
                <source>Sign in</source>
                <note>Class = "UIViewController"; title = "Sign in"; ObjectID = "vc1-Aa-001";</note>
              </trans-unit>
            </body>
          </file>

        """)
    // No French table yet: datatype first, no targets.
    let fr = Self.fileBlock(export, "fr")
    #expect(
      fr.hasPrefix(
        #"  <file original="App/Base.lproj/Main.storyboard" datatype="plaintext" source-language="en" target-language="fr">"#))
    #expect(!fr.contains("<target"))
    // The development language repeats each text as its target.
    let en = Self.fileBlock(export, "en")
    #expect(en.contains("<target>Sign in</target>") && en.contains("<target>Welcome</target>"))
  }

  @Test func xclocHoldsTheStoryboardAsItIs() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let out = try LintFixture.temporaryDirectory("export-ib-out").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let path = try XclocWriter.write(try LocalizationExport.load(root: root), language: "de", to: out)
    let copy = try FileReader.read(path + "/Source Contents/App/Base.lproj/Main.storyboard")
    #expect(copy == Array(Self.storyboard.utf8))
  }

  /// Export → import → export: the German translation of the label comes back into
  /// `de.lproj/Main.strings`, and a second export gives the first one's bytes with it as a target.
  @Test func exportImportExportKeepsTheStoryboardsTranslations() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let first = LegacyTableExportTests.xliff(try LocalizationExport.load(root: root), "de")
    let translated = first.replacingOccurrences(
      of: "<source>Welcome</source>\n", with: "<source>Welcome</source>\n        <target>Willkommen</target>\n")
    let xliff = root + "/de.xliff"
    try Data(translated.utf8).write(to: URL(fileURLWithPath: xliff))
    let importer = XLIFFImport(project: root)
    let plan = try importer.plan([xliff])
    #expect(plan.diagnostics.filter { $0.severity != .note }.isEmpty, "\(plan.diagnostics)")
    #expect(importer.write(plan).isEmpty)
    let table = try #require(StringsParser.parse(file: root + "/App/de.lproj/Main.strings").table)
    #expect(table[StringsText("Zl2-Bb-002.text")]?.text?.string == "Willkommen")
    let second = LegacyTableExportTests.xliff(try LocalizationExport.load(root: root), "de")
    #expect(second == translated)
  }

  /// A storyboard whose strings a catalog already holds (`mul.lproj/Main.xcstrings`) is exported
  /// once, from the catalog.
  @Test func documentWithItsOwnCatalogIsExportedOnce() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let catalog = #"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#
    try FileManager.default.createDirectory(atPath: root + "/App/mul.lproj", withIntermediateDirectories: true)
    try Data(catalog.utf8).write(to: URL(fileURLWithPath: root + "/App/mul.lproj/Main.xcstrings"))
    let export = try LocalizationExport.load(root: root)
    #expect(export.tables.map(\.original) == ["App/Base.lproj/Main.storyboard"])
    guard case .catalog? = export.tables.first?.content else {
      Issue.record("the catalog is not the exported table")
      return
    }
  }

  /// A document lstrings cannot read stops the export at its line instead of being left out.
  @Test func unreadableDocumentStopsTheExport() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<label text=\"Hi\" id=\"a\"\n".utf8)
      .write(to: URL(fileURLWithPath: root + "/App/Base.lproj/Broken.xib"))
    try Data("\n".utf8).write(to: URL(fileURLWithPath: root + "/App/de.lproj/Broken.strings"))
    #expect(throws: LocalizationExport.Problem.self) { try LocalizationExport.load(root: root) }
  }

  /// A document only Base has (no language's table) is not exported, and is named; one without a
  /// text is copied into `Source Contents/` with no `<file>` (aliengr01/CamelApp, Xcode 10.2).
  @Test func baseOnlyDocumentsAreNamedAndTextlessOnesHaveNoFile() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let textless = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes><scene sceneID="s"><objects><view id="v1-Aa-001"/></objects></scene></scenes>
      </document>

      """
    let files = [
      "App/Base.lproj/Launch.storyboard": textless, "App/de.lproj/Launch.strings": "\n",
      "App/Base.lproj/Only.storyboard": Self.storyboard,
    ]
    for (path, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path)) }
    let export = try LocalizationExport.load(root: root)
    #expect(export.tables.map(\.original) == ["App/Base.lproj/Launch.storyboard", "App/Base.lproj/Main.storyboard"])
    #expect(export.document(for: "de").files.map(\.original) == ["App/Base.lproj/Main.storyboard"])
    let named = export.warnings.map { LocalizationExport.relative($0.location.file, to: root) }
    #expect(named == ["App/Base.lproj/Only.storyboard"])
    #expect(export.warnings.first?.message.contains("no language localizes") == true)
    let out = try LintFixture.temporaryDirectory("export-ib-launch").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let path = try XclocWriter.write(export, language: "de", to: out)
    #expect(try FileReader.read(path + "/Source Contents/App/Base.lproj/Launch.storyboard") == Array(textless.utf8))
  }

  /// A storyboard kept in a language's folder instead of Base.lproj (no Base internationalization)
  /// is named as such, not as a Base document no language localizes.
  @Test func aDocumentOutsideBaseIsNamedForWhereItIs() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data(Self.storyboard.utf8).write(to: URL(fileURLWithPath: root + "/App/de.lproj/Settings.storyboard"))
    let export = try LocalizationExport.load(root: root)
    let named = export.warnings.map { LocalizationExport.relative($0.location.file, to: root) }
    #expect(named == ["App/de.lproj/Settings.storyboard"])
    #expect(export.warnings.first?.message.contains("localized without Base internationalization (in de.lproj)") == true)
  }
}
