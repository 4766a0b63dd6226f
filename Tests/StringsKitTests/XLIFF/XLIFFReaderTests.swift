import Foundation
import StringsFormats
import Testing

/// The XLIFF reader on Xcode's own envelope and on what translators' tools send back: every field
/// of the model, each element's line and column, and each problem at its place (lines and columns
/// counted by hand on each input).
@Suite struct XLIFFReaderTests {
  private func read(_ text: String) -> XLIFFParseResult {
    XLIFFReader.read(Array(text.utf8), path: "de.xliff")
  }

  private func fixture(_ name: String) throws -> XLIFFParseResult {
    try XLIFFReader.read(file: Fixtures.url("Import/\(name)").path)
  }

  private func rendered(_ diagnostics: [StringsDiagnostic]) -> [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column): \($0.ruleID): \($0.message)" }
  }

  @Test func xcodeEnvelopeIsReadWithLocations() throws {
    let result = try fixture("de.xliff")
    #expect(result.diagnostics.isEmpty)
    let files = result.document.files
    #expect(
      files.map(\.original) == [
        "App/Base.lproj/Login.storyboard", "App/Localizable.xcstrings", "App/en.lproj/InfoPlist.strings",
        "App/en.lproj/Main.strings",
      ])
    #expect(files[0].tool == XLIFFTool(version: "27.0", buildNumber: "27A266a"))
    #expect(files[0].location == XLIFFLocation(line: 3, column: 3))
    #expect(files[0].attributeOrder == .languagesFirst)
    #expect(files[3].attributeOrder == .datatypeFirst)
    #expect(files[3].tool == nil)
    let catalog = files[1]
    #expect(catalog.sourceLanguage == "en" && catalog.targetLanguage == "de" && catalog.datatype == "plaintext")
    let first = catalog.units[0]
    #expect(first.id == "%lld files|==|plural.one")
    #expect(first.location == XLIFFLocation(line: 20, column: 7))
    #expect(first.source == .plain("%lld file"))
    #expect(
      first.target == XLIFFTarget(text: .plain("%lld Datei"), state: .translated, location: XLIFFLocation(line: 22, column: 9)))
    #expect(first.notes == [XLIFFNote("")])
    let device = catalog.units.first { $0.id == "Device|==|device.iphone" }
    #expect(device?.target?.stateQualifier == "leveraged-mt")
    #expect(catalog.units.first { $0.id == "Device|==|device.other" }?.target == nil)
    #expect(catalog.units.first { $0.id == "ID" }?.translate == false)
    let phrases = catalog.units.first { $0.id == "Start ${applicationName}" }
    #expect(phrases?.source == .phraseSet(["Start ${applicationName}", "Open ${applicationName}"]))
    #expect(
      phrases?.target?.text == .phraseSet(["Starte ${applicationName}", "Öffne ${applicationName}", "${applicationName} öffnen"]))
    #expect(files[2].units.first?.target?.state == nil)
    #expect(files[2].units.first?.notes == [XLIFFNote("Bundle name")])
  }

  @Test func entitiesCDATAInlineMarkupSeveralNotesAndNamespacePrefixes() throws {
    let result = try fixture("Bad/entities-and-cdata.xliff")
    #expect(result.diagnostics.isEmpty, "\(rendered(result.diagnostics))")
    let units = try #require(result.document.files.first).units
    #expect(units.map(\.id) == ["Hello", "Ready"])
    // `&#10;` stays a line feed; CDATA is text as written; <alt-trans> is not the unit's target.
    #expect(units[0].target?.text == .plain("Hallo & <Notizen>\n<b>&amp;</b>"))
    #expect(units[0].notes == [XLIFFNote("first"), XLIFFNote("second", from: "developer")])
    // Inline <g> and <x/> are read as their text, as Xcode flattens them.
    #expect(units[1].target?.text == .plain("Fertig"))
  }

  @Test func malformedXMLIsOneLocatedErrorAndKeepsWhatCameBefore() throws {
    let result = try fixture("Bad/malformed.xliff")
    #expect(result.isMalformed)
    #expect(rendered(result.diagnostics).count == 1)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.is(.parseError))
    #expect((diagnostic.location.line, diagnostic.location.column) == (7, 41))
    #expect(result.document.files.count == 1)
  }

  @Test func fileWithoutTargetLanguageUnitWithoutIDAndDuplicateIDsAreReported() throws {
    let missing = try fixture("Bad/no-target-language.xliff")
    #expect(
      rendered(missing.diagnostics) == [
        "3:3: invalid-xliff: the <file> \"App/Localizable.xcstrings\" has no target-language: nothing says which language its targets are in (Xcode skips such a file silently on import)"
      ])
    let colliding = try fixture("Bad/colliding-ids.xliff")
    #expect(colliding.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["13:7", "17:7"])
    #expect(colliding.diagnostics.allSatisfy { $0.is(.invalidXLIFF) })
    #expect(colliding.diagnostics[0].notes.first?.location?.line == 5)
    // Neither of two units with one id is used; the others are.
    #expect(colliding.document.files[0].units.map(\.id) == ["Ready"])
  }

  @Test func targetInAnotherLanguageIsLeftOut() throws {
    let result = try fixture("Bad/target-in-other-language.xliff")
    #expect(
      rendered(result.diagnostics) == [
        "7:9: invalid-xliff: this <target> says it is in fr, but its <file> translates into de: it is skipped"
      ])
    #expect(result.document.files[0].units.map(\.id) == ["Ready"])
  }

  @Test func invalidUTF8IsALocatedErrorNotATrap() {
    var bytes = Array(
      "<xliff version=\"1.2\">\n<file original=\"a\" source-language=\"en\" target-language=\"de\">\n<body><trans-unit id=\"k\"><source>"
        .utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array("</source></trans-unit></body></file></xliff>".utf8)
    let result = XLIFFReader.read(bytes, path: "de.xliff")
    #expect(result.isMalformed)
    #expect(result.diagnostics.first?.location.line == 3)
  }

  @Test func notXLIFFAtAll() {
    #expect(
      rendered(read("<plist/>").diagnostics) == [
        "1:1: invalid-xliff: the root element is <plist>, not <xliff>: this is not an XLIFF file"
      ])
    #expect(read("").isMalformed)
  }

  /// A large document is read in one linear pass: 20,000 units (about 3 MB) in one file.
  @Test func largeDocument() {
    var text = "<xliff version=\"1.2\"><file original=\"L.xcstrings\" source-language=\"en\" target-language=\"de\"><body>\n"
    for index in 0..<20_000 {
      text +=
        "<trans-unit id=\"key \(index)\"><source>Value \(index) %@</source><target state=\"translated\">Wert \(index) %@</target><note/></trans-unit>\n"
    }
    text += "</body></file></xliff>\n"
    let result = read(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.document.files[0].units.count == 20_000)
    #expect(result.document.files[0].units[19_999].location.line == 20_001)
  }
}
