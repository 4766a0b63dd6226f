import Foundation
import StringsFormats
import StringsKit
import Testing

/// `lstrings import` on the fixture project (Tests/Fixtures/Import/Project, written for these
/// tests): every mapping of a translated XLIFF into a catalog and `.lproj` tables, each unit that
/// cannot be placed reported at its line, and each bad input refused with nothing written.
@Suite struct XLIFFImportTests {
  /// A copy of the fixture project in a fresh folder.
  private func project() throws -> URL {
    let root = try LintFixture.temporaryDirectory("import")
    let project = root.appendingPathComponent("Project")
    try FileManager.default.copyItem(at: Fixtures.url("Import/Project"), to: project)
    return project
  }

  private func importing(_ xliff: String, into project: URL, xcodeStates: Bool = false) throws -> XLIFFImport.Plan {
    try XLIFFImport(project: project.path, xcodeStates: xcodeStates).plan([Fixtures.url("Import/\(xliff)").path])
  }

  private func catalog(_ project: URL, _ bytes: [UInt8]? = nil) throws -> StringCatalog {
    let path = project.appendingPathComponent("App/Localizable.xcstrings").path
    let bytes = try bytes ?? FileReader.read(path)
    return try #require(StringCatalog.parse(bytes, path: path).catalog)
  }

  private func unit(_ catalog: StringCatalog, _ key: String, _ language: String = "de") -> CatalogLocalization? {
    catalog.entries.first { $0.key == key }?.localization(for: language)
  }

  /// A unit's state and value (its offsets in the file aside).
  private func pair(_ unit: StringUnit) -> String { "\(unit.state?.rawValue ?? "-"): \(unit.value)" }
  private func pair(_ state: UnitState, _ value: String) -> String { "\(state.rawValue): \(value)" }

  /// The catalog reduced to its source language, in Xcode's bytes.
  private func sourceOnly(_ catalog: StringCatalog) -> [UInt8] {
    var catalog = catalog
    for index in catalog.entries.indices {
      catalog.entries[index].localizations.removeAll { $0.language != catalog.sourceLanguage }
    }
    return catalog.encoded()
  }

  private func rendered(_ diagnostics: [StringsDiagnostic]) -> [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity): \($0.ruleID)" }
  }

  private func allFiles(_ root: URL) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for path in (FileManager.default.subpaths(atPath: root.path) ?? []) {
      if let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) { files[path] = [UInt8](data) }
    }
    return files
  }

  @Test func fixtureCatalogIsInXcodesBytes() throws {
    let path = Fixtures.url("Import/Project/App/Localizable.xcstrings").path
    let bytes = try FileReader.read(path)
    #expect(try catalog(Fixtures.url("Import/Project"), bytes).encoded() == bytes)
  }

  @Test func everyCatalogMapping() throws {
    let project = try project()
    let plan = try importing("de.xliff", into: project)
    #expect(!plan.isRefused)
    let update = try #require(plan.updates.first { $0.path.hasSuffix("Localizable.xcstrings") })
    let imported = try catalog(project, try #require(update.updated))
    // Plural: a category the language lacked is added; needs-review comes in as needs_review.
    let plural = unit(imported, "%lld files")?.variations?.plural
    #expect(plural?.map(\.name).sorted() == ["one", "other"])
    #expect(plural?.first { $0.name == "one" }?.localization.stringUnit.map(pair) == pair(.translated, "%lld Datei"))
    #expect(plural?.first { $0.name == "other" }?.localization.stringUnit.map(pair) == pair(.needsReview, "%lld Dateien"))
    // Device, with the machine-translation qualifier; a unit without a target adds nothing.
    let device = unit(imported, "Device")?.variations?.device
    #expect(device?.map(\.name) == ["iphone"])
    #expect(device?.first?.localization.stringUnit.map(pair) == pair(.machineTranslated, "iPhone-Gerät"))
    // Device → plural, a `new` target kept as `new`.
    let nested = unit(imported, "Tap %lld")?.variations?.device?.first { $0.name == "iphone" }?.localization.variations?.plural
    #expect(nested?.first?.localization.stringUnit.map(pair) == pair(.new, "Tippe %lld Mal"))
    // Substitutions: the root's numbered reference and the forms' `%1$lld` back to the catalog's spelling.
    let found = try #require(unit(imported, "Found %lld"))
    #expect(found.stringUnit.map(pair) == pair(.translated, "%#@items@ gefunden"))
    #expect(found.substitutions.map(\.name) == ["items"])
    #expect(found.substitutions.first?.argumentNumber == 1 && found.substitutions.first?.formatSpecifier == "lld")
    let forms = found.substitutions.first?.variations?.plural
    #expect(forms?.first { $0.name == "one" }?.localization.stringUnit?.value == "%arg Element")
    #expect(forms?.first { $0.name == "other" }?.localization.stringUnit?.value == "%arg Elemente")
    // Phrase sets: as many phrases as the translator wrote.
    #expect(
      unit(imported, "Start ${applicationName}")?.stringSet?.values == [
        "Starte ${applicationName}", "Öffne ${applicationName}", "${applicationName} öffnen",
      ])
    // Plain values, added and changed; `final`/`signed-off`/no state are translated.
    #expect(unit(imported, "Hello")?.stringUnit.map(pair) == pair(.translated, "Hallo"))
    #expect(unit(imported, "Ready")?.stringUnit.map(pair) == pair(.translated, "Fertig"))
    // What export synthesised (`new`, equal to its source) and shouldTranslate: false change nothing.
    #expect(unit(imported, "Save") == nil)
    #expect(unit(imported, "ID") == nil)
    // Nothing else changes: the comment, the other languages, the version.
    let original = try catalog(Fixtures.url("Import/Project"))
    #expect(imported.entries.first { $0.key == "Hello" }?.comment == "Greeting on the home screen")
    #expect(imported.version == original.version)
    #expect(sourceOnly(original) == sourceOnly(imported))
    #expect(update.count(.added) == 8)
    #expect(update.count(.changed) == 2)
  }

  @Test func unitsThatCannotBePlacedAreReportedAtTheirLines() throws {
    let project = try project()
    let plan = try importing("de.xliff", into: project)
    #expect(plan.hasProblems)
    #expect(
      rendered(plan.diagnostics) == [
        "59:7: error: unplaced-unit",  // Hello|==|plural.one: Hello has no plural variations
        "64:7: warning: unplaced-unit",  // ID is marked not to be translated
        "69:7: error: unplaced-unit",  // Items|==|plural.one: a key and a variation id at once
        "101:7: error: unplaced-unit",  // Unknown: no such key
        "106:7: error: unplaced-unit",  // Welcome %@: %lld where the source has %@
      ])
    #expect(plan.diagnostics.allSatisfy { $0.location.file.hasSuffix("Import/de.xliff") })
    let imported = try catalog(project, plan.updates.first { $0.path.hasSuffix(".xcstrings") }?.updated)
    #expect(unit(imported, "Welcome %@") == nil)
    #expect(unit(imported, "Items") == nil && unit(imported, "Items|==|plural.one") == nil)
  }

  @Test func tablesKeepEncodingOrderAndCommentsAndAreCreatedWhereMissing() throws {
    let project = try project()
    let plan = try importing("de.xliff", into: project)
    let before = allFiles(project)
    #expect(XLIFFImport(project: project.path).write(plan).isEmpty)
    let after = allFiles(project)
    // The storyboard's table is created beside its Base.lproj; Main.strings too.
    #expect(
      String(decoding: after["App/de.lproj/Login.strings"] ?? [], as: UTF8.self)
        == "/* Class = \"UIButton\"; normalTitle = \"Sign Up\"; ObjectID = \"1tv-os-KfJ\"; */\n\"1tv-os-KfJ.normalTitle\" = \"Registrieren\";\n\n"
    )
    // `Title` only repeats its source in state new: not added.
    #expect(
      String(decoding: after["App/de.lproj/Main.strings"] ?? [], as: UTF8.self)
        == "/* Menu item */\n\"Open %@\" = \"%@ öffnen\";\n\n")
    // The UTF-16 table keeps its encoding, byte order mark, comments and order; one value changed.
    let infoPlist = try #require(after["App/de.lproj/InfoPlist.strings"])
    #expect(infoPlist.starts(with: [0xFF, 0xFE]))
    let text = try #require(String(bytes: infoPlist.dropFirst(2), encoding: .utf16LittleEndian))
    #expect(
      text
        == "/* Bundle name */\n\"CFBundleName\" = \"Anwendung\";\n\n/* Privacy - Camera Usage Description */\n\"NSCameraUsageDescription\" = \"Codes scannen\";\n"
    )
    // Nothing outside the named files changed.
    let changed = Set(after.keys).union(before.keys).filter { before[$0] != after[$0] }.sorted()
    #expect(
      changed == [
        "App/Localizable.xcstrings", "App/de.lproj/InfoPlist.strings", "App/de.lproj/Login.strings",
        "App/de.lproj/Main.strings",
      ])
    // A second import changes nothing.
    let again = try importing("de.xliff", into: project)
    #expect(again.updates.allSatisfy { $0.updated == nil })
  }

  @Test func xcodeStatesIgnoreNewAndNeedsReviewTargets() throws {
    let project = try project()
    let plan = try importing("de.xliff", into: project, xcodeStates: true)
    let imported = try catalog(project, plan.updates.first { $0.path.hasSuffix(".xcstrings") }?.updated)
    #expect(
      unit(imported, "%lld files")?.variations?.plural?.first { $0.name == "other" }?.localization.stringUnit.map(pair)
        == pair(.translated, "%lld Dateien (alt)"))
    #expect(unit(imported, "Tap %lld") == nil)
    #expect(unit(imported, "Hello")?.stringUnit?.value == "Hallo")
  }

  @Test(arguments: [
    ("Bad/malformed.xliff", "7:41: error: parse-error"),
    ("Bad/no-target-language.xliff", "3:3: error: invalid-xliff"),
    ("Bad/outside-project.xliff", "11:3: error: original-outside-project"),
    ("Bad/fr.xcloc", "3:3: error: wrong-language"),
  ])
  func badInputWritesNothingAtAll(_ input: String, _ expected: String) throws {
    let project = try project()
    let plan = try XLIFFImport(project: project.path).plan([Fixtures.url("Import/\(input)").path])
    #expect(plan.isRefused)
    #expect(rendered(plan.diagnostics).contains(expected), "\(rendered(plan.diagnostics))")
    #expect(plan.updates.allSatisfy { $0.updated == nil })
    let before = allFiles(project)
    #expect(XLIFFImport(project: project.path).write(plan).isEmpty)
    #expect(allFiles(project) == before)
  }

  @Test func collidingIDsAndForeignTargetsAreLeftOutTheRestComesIn() throws {
    let project = try project()
    for name in ["Bad/colliding-ids.xliff", "Bad/target-in-other-language.xliff"] {
      let plan = try importing(name, into: project)
      #expect(!plan.isRefused)
      #expect(plan.hasProblems)
      let imported = try catalog(project, plan.updates.first?.updated)
      #expect(unit(imported, "Hello") == nil, "\(name)")
      #expect(unit(imported, "Ready")?.stringUnit?.value == "Fertig", "\(name)")
    }
  }

  @Test func invalidUTF8IsRefusedWithALocatedError() throws {
    let project = try project()
    var bytes = try FileReader.read(Fixtures.url("Import/de.xliff").path)
    let at = try #require(bytes.firstIndex(of: UInt8(ascii: "H")))
    bytes.insert(0xC3, at: at)
    let xliff = project.deletingLastPathComponent().appendingPathComponent("broken.xliff")
    try Data(bytes).write(to: xliff)
    let plan = try XLIFFImport(project: project.path).plan([xliff.path])
    #expect(plan.isRefused)
    #expect(plan.diagnostics.first?.is(.parseError) == true)
    #expect(plan.diagnostics.first?.location.line ?? 0 > 1)
  }

  @Test func missingInputIsAUsageError() {
    #expect(throws: XLIFFImport.InputError.self) { try XLIFFImport().plan(["/nonexistent/de.xliff"]) }
  }

  /// A generated catalog of 5,000 keys and its XLIFF with every key translated: one pass, every
  /// unit placed (the size keeps `make test` fast; `make bench` measures large inputs).
  @Test func largeImport() throws {
    let root = try LintFixture.temporaryDirectory("import-large")
    var entries: [CatalogEntry] = []
    var units = ""
    for index in 0..<5_000 {
      let key = "Key \(index) %@"
      entries.append(
        CatalogEntry(
          key: key,
          localizations: [
            LanguageLocalization(language: "en", localization: CatalogLocalization(stringUnit: StringUnit(value: key)))
          ]))
      units +=
        "<trans-unit id=\"\(key)\" xml:space=\"preserve\"><source>\(key)</source><target state=\"translated\">Schlüssel \(index) %@</target><note/></trans-unit>\n"
    }
    try Data(StringCatalog(sourceLanguage: "en", entries: entries).encoded()).write(
      to: root.appendingPathComponent("L.xcstrings"))
    let xliff =
      "<xliff version=\"1.2\"><file original=\"L.xcstrings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\"><body>\n\(units)</body></file></xliff>\n"
    try Data(xliff.utf8).write(to: root.appendingPathComponent("de.xliff"))
    let plan = try XLIFFImport(project: root.path).plan([root.appendingPathComponent("de.xliff").path])
    #expect(plan.diagnostics.isEmpty)
    #expect(plan.updates.first?.count(.added) == 5_000)
  }
}
