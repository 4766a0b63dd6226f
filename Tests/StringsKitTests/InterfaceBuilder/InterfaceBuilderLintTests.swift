import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// lint pairs `Base.lproj/Main.storyboard` with every `xx.lproj/Main.strings`, and
/// `InfoPlist.strings` with `Info.plist` (Tests/Fixtures/InterfaceBuilder/LintProject: every
/// defect of `de` is listed in SOURCES.md; `fr` has none).
@Suite struct InterfaceBuilderLintTests {
  private let root = Fixtures.url("InterfaceBuilder/LintProject").path

  private func report() throws -> LintReport {
    try Linter().lint(LocalizationProject.discover([root]))
  }

  private func findings(_ rule: String, in language: String, _ report: LintReport) -> [StringsDiagnostic] {
    report.diagnostics.filter { $0.ruleID == rule && $0.location.file.contains("/\(language).lproj/") }
  }

  @Test func obsoleteObjectsAndTexts() throws {
    let report = try report()
    let obsolete = findings(IBObsoleteObjectRule.description.id, in: "de", report)
    #expect(obsolete.map(\.key) == ["old-1.text", "txf-1.text"])
    #expect(obsolete.first?.message.contains("the object is gone") == true)
    #expect(obsolete.last?.message.contains("no longer has this text") == true)
    #expect(obsolete.map(\.location.line) == [9, 15])
  }

  @Test func missingTexts() throws {
    let missing = findings(IBMissingTextRule.description.id, in: "de", try report())
    #expect(missing.map(\.key) == ["btn-1.normalTitle"])
    #expect(missing.first?.notes.first?.location?.line == 11)
    #expect(missing.first?.notes.map(\.message) == ["the text in the document"])
    #expect(missing.first?.notes.first?.location?.file.hasSuffix("/Base.lproj/Main.storyboard") == true)
  }

  @Test func changedBaseText() throws {
    let changed = findings(IBChangedBaseTextRule.description.id, in: "de", try report())
    #expect(changed.map(\.key) == ["lbl-1.text"])
    #expect(changed.first?.message.contains("from \"Sign in\" to \"Sign in with Apple\"") == true)
    #expect(changed.first?.location.line == 6)
    // The note points at the label's line in the storyboard (line 9: `<label text="Sign in with Apple" id="lbl-1"/>`).
    #expect(changed.first?.notes.map(\.message) == ["the text in the document"])
    #expect(changed.first?.notes.first?.location?.line == 9)
  }

  @Test func placeholders() throws {
    let mismatch = findings(IBPlaceholderMismatchRule.description.id, in: "de", try report())
    #expect(mismatch.map(\.key) == ["cnt-1.text"])
    #expect(mismatch.first?.severity == .error)
  }

  @Test func permissionPrompts() throws {
    let missing = findings(MissingPermissionPromptRule.description.id, in: "de", try report())
    #expect(missing.map(\.key) == ["NSPhotoLibraryUsageDescription"])
    #expect(missing.first?.notes.first?.location?.line == 8)
  }

  @Test func aCompleteLanguageIsClean() throws {
    let ibRules: Set<String> = [
      IBObsoleteObjectRule.description.id, IBMissingTextRule.description.id, IBChangedBaseTextRule.description.id,
      IBPlaceholderMismatchRule.description.id, MissingPermissionPromptRule.description.id,
    ]
    let report = try report()
    #expect(report.diagnostics.filter { ibRules.contains($0.ruleID) && $0.location.file.contains("/fr.lproj/") }.isEmpty)
  }

  @Test func recordedBaseTextIsReadFromIbtoolComments() {
    let entry = IBStringsEntry(objectID: "a", property: "segmentTitles[1]", className: "UISegmentedControl", value: "Two")
    let table = LintTable(
      file: TableFile(path: "de.lproj/Main.strings"),
      result: StringsParser.parse(Array(#""a.segmentTitles[1]" = "Zwei";"#.utf8), path: "de.lproj/Main.strings"))
    let translation = DocumentTranslation(
      table: table,
      comments: [StringsText(entry.key): #" Class = "UISegmentedControl"; a.segmentTitles[1] = "Say \"two\""; ObjectID = "a"; "#])
    #expect(translation.recordedBaseText(for: entry) == #"Say \"two\""#)
    let other = DocumentTranslation(table: table, comments: [StringsText(entry.key): "Translators: keep it short"])
    #expect(other.recordedBaseText(for: entry) == nil)
  }
}

/// lookup knows that a key missing from a storyboard's table shows the storyboard's own text.
@Suite struct IBDocumentLookupTests {
  @Test func missingKeyShowsTheDocumentText() throws {
    let root = Fixtures.url("InterfaceBuilder/LintProject").path
    let bundle = try LocalizedBundle(path: root)
    let missing = bundle.resolve(key: "btn-1.normalTitle", table: "Main", preferredLanguages: ["de"])
    #expect(missing.text == "Continue")
    #expect(missing.source == .document(path: root + "/Base.lproj/Main.storyboard", line: 11))
    #expect(missing.steps.last == .documentText(root + "/Base.lproj/Main.storyboard"))
    // A translated key still comes from the table; a key the document lacks is still the key.
    #expect(bundle.resolve(key: "txf-1.placeholder", table: "Main", preferredLanguages: ["de"]).text == "E-Mail")
    #expect(bundle.resolve(key: "nope-1.text", table: "Main", preferredLanguages: ["de"]).source == .key)
    // Localizable has no document: unchanged.
    #expect(bundle.resolve(key: "btn-1.normalTitle", preferredLanguages: ["de"]).source == .key)
  }
}
