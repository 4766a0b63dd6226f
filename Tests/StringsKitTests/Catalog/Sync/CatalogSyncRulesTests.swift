import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Xcode's sync rules (string-catalogs.md §6), each on a hand-written fixture: `before.xcstrings`
/// synced with `sources/` must give `after.xcstrings`, written by hand from the rules, byte for byte.
@Suite struct CatalogSyncRulesTests {
  static let directory = Fixtures.url("Sync/rules")

  static func fixture() throws -> (before: [UInt8], catalog: StringCatalog, keys: [CodeKey], after: [UInt8]) {
    let before = try FileReader.read(directory.appendingPathComponent("before.xcstrings").path)
    let parsed = StringCatalog.parse(before, path: "before.xcstrings")
    let catalog = try #require(parsed.catalog)
    #expect(parsed.diagnostics.isEmpty)
    let keys = try SyncChecks.codeKeys(directory.appendingPathComponent("sources"))["Localizable"] ?? []
    let after = try FileReader.read(directory.appendingPathComponent("after.xcstrings").path)
    return (before, catalog, keys, after)
  }

  @Test func theFixturesAreInXcodesBytes() throws {
    let (before, catalog, _, after) = try Self.fixture()
    #expect(catalog.encoded() == before)
    #expect(StringCatalog.parse(after, path: "after.xcstrings").catalog?.encoded() == after)
  }

  @Test func syncingTheFixtureGivesTheHandWrittenResult() throws {
    let (_, catalog, keys, after) = try Self.fixture()
    let result = CatalogSync.sync(catalog, with: keys)
    #expect(String(decoding: result.catalog.encoded(), as: UTF8.self) == String(decoding: after, as: UTF8.self))
  }

  @Test func theChangeListNamesEveryRule() throws {
    let (_, catalog, keys, _) = try Self.fixture()
    let result = CatalogSync.sync(catalog, with: keys)
    let changes = result.changes.map { "\($0.kind.rawValue): \($0.key) \($0.languages)" }
    #expect(
      changes == [
        "added: %lld of %lld done []",
        "added: Added plain []",
        "un-staled: Back again []",
        "comment changed: Comment moves []",
        "added: Default added []",
        "deleted: Empty gone []",
        "stale: Forgotten [\"de\"]",
        "source changed: Greeting [\"de\", \"fr\"]",
        "deleted: Just source []",
        "stale: Kept source text []",
        "added: Shared []",
        "source changed: Value dropped [\"de\"]",
      ])
  }

  @Test func noTranslationIsLostAndManualEntriesAreByteIdentical() throws {
    let (before, catalog, keys, _) = try Self.fixture()
    let result = CatalogSync.sync(catalog, with: keys)
    SyncChecks.expectNothingLost(from: catalog, to: result)
    try SyncChecks.expectManualEntriesUntouched(old: before, new: result.catalog.encoded(), catalog: catalog)
    #expect(result.catalog.entries.filter { $0.extractionState == .manual }.count == 2)
  }

  @Test func aSecondSyncChangesNothing() throws {
    let (_, _, keys, after) = try Self.fixture()
    let catalog = try #require(StringCatalog.parse(after, path: "after.xcstrings").catalog)
    let again = CatalogSync.sync(catalog, with: keys)
    #expect(again.changes.isEmpty)
    #expect(again.catalog.encoded() == after)
  }

  // MARK: - Single rules

  static let german = LanguageLocalization(
    language: "de", localization: CatalogLocalization(stringUnit: StringUnit(value: "Datei")))

  @Test func severalArgumentsGetANumberedSourceUnitOneArgumentNone() {
    let result = CatalogSync.sync(
      StringCatalog(sourceLanguage: "en"),
      with: [CodeKey(key: "%@ sent %lld photos, %.1f MB"), CodeKey(key: "%lld items"), CodeKey(key: "100%% of %@ and %@")])
    let units = Dictionary(uniqueKeysWithValues: result.catalog.entries.map { ($0.key, $0.localization(for: "en")?.stringUnit) })
    #expect(units["%@ sent %lld photos, %.1f MB"] == StringUnit(state: .new, value: "%1$@ sent %2$lld photos, %3$.1f MB"))
    #expect(units["%lld items"] == .some(nil))
    #expect(units["100%% of %@ and %@"] == StringUnit(state: .new, value: "100%% of %1$@ and %2$@"))
    #expect(result.catalog.entries.allSatisfy { $0.extractionState == nil })
  }

  @Test func aDefaultValueWithSeveralArgumentsIsNumbered() {
    let result = CatalogSync.sync(
      StringCatalog(sourceLanguage: "fr"), with: [CodeKey(key: "sync.status", defaultValue: "%@ of %@")])
    let entry = result.catalog.entries[0]
    #expect(entry.extractionState == .extractedWithValue)
    #expect(
      entry.localizations == [
        LanguageLocalization(
          language: "fr", localization: CatalogLocalization(stringUnit: StringUnit(state: .new, value: "%1$@ of %2$@")))
      ])
  }

  /// GoMap's catalog holds keys with several arguments and no source unit (an older Xcode): they
  /// stay so, and their translations are not sent to review.
  @Test func anExistingKeyWithSeveralArgumentsAndNoSourceUnitIsLeftAlone() {
    let catalog = StringCatalog(sourceLanguage: "en", entries: [CatalogEntry(key: "%@ of %@", localizations: [Self.german])])
    let result = CatalogSync.sync(catalog, with: [CodeKey(key: "%@ of %@")])
    #expect(result.changes.isEmpty)
    #expect(result.catalog == catalog)
  }

  @Test func aStaleKeyFoundWithADefaultValueBecomesExtractedWithValue() {
    let catalog = StringCatalog(
      sourceLanguage: "en", entries: [CatalogEntry(key: "file", extractionState: .stale, localizations: [Self.german])])
    let result = CatalogSync.sync(catalog, with: [CodeKey(key: "file", defaultValue: "File")])
    let entry = result.catalog.entries[0]
    #expect(entry.extractionState == .extractedWithValue)
    #expect(entry.localization(for: "en")?.stringUnit == StringUnit(state: .new, value: "File"))
    // The source text was the key, "file"; now "File": the translation goes back to review.
    #expect(entry.localization(for: "de")?.stringUnit?.state == .needsReview)
    #expect(result.changes.map(\.kind) == [.unstaled, .sourceChanged])
  }

  @Test func aDevelopersSourceTextIsNeverOverwritten() {
    let english = LanguageLocalization(
      language: "en", localization: CatalogLocalization(stringUnit: StringUnit(state: .translated, value: "My file")))
    let catalog = StringCatalog(
      sourceLanguage: "en", entries: [CatalogEntry(key: "file", localizations: [english, Self.german])])
    let result = CatalogSync.sync(catalog, with: [CodeKey(key: "file", defaultValue: "File")])
    let entry = result.catalog.entries[0]
    #expect(entry.localizations == [english, Self.german])
    #expect(entry.extractionState == .extractedWithValue)
    #expect(result.changes.map(\.kind) == [.defaultValueChanged])
  }

  @Test func migratedEntriesKeepTheirStateWhenFoundAndGoStaleWhenNot() {
    let catalog = StringCatalog(
      sourceLanguage: "en",
      entries: [
        CatalogEntry(key: "used", extractionState: .migrated, localizations: [Self.german]),
        CatalogEntry(key: "gone", extractionState: .migrated, localizations: [Self.german]),
      ])
    let result = CatalogSync.sync(catalog, with: [CodeKey(key: "used")])
    #expect(result.catalog.entries.map(\.extractionState) == [.migrated, .stale])
  }

  @Test func unknownExtractionStatesAreTreatedLikeManual() {
    let entry = CatalogEntry(key: "x", extractionState: ExtractionState(rawValue: "extracted_by_plugin"))
    let result = CatalogSync.sync(StringCatalog(sourceLanguage: "en", entries: [entry]), with: [])
    #expect(result.catalog.entries == [entry])
    #expect(result.changes.isEmpty)
  }

  @Test func withoutRemovingMissingKeysNothingIsDeletedOrStaled() {
    let catalog = StringCatalog(
      sourceLanguage: "en", entries: [CatalogEntry(key: "gone"), CatalogEntry(key: "translated", localizations: [Self.german])])
    let result = CatalogSync.sync(catalog, with: [CodeKey(key: "new")], removesMissingKeys: false)
    #expect(result.catalog.entries.map(\.key) == ["gone", "translated", "new"])
    #expect(result.changes.map(\.kind) == [.added])
  }

  /// CoreFoundation tells keys apart by code units: "é" precomposed and decomposed are two keys,
  /// though Swift's `==` calls them equal.
  @Test func keysDifferingInNormalizationAreTwoKeys() {
    let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
    let catalog = StringCatalog(sourceLanguage: "en", entries: [CatalogEntry(key: composed, localizations: [Self.german])])
    let result = CatalogSync.sync(catalog, with: [CodeKey(key: decomposed)])
    #expect(result.changes.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.added, .markedStale])
  }

  @Test func callSitesMergeIntoOneKeyPerTable() {
    let here = StringsKit.StringsSourceLocation(file: "A.swift", line: 1, column: 1)
    let strings = [
      ExtractedString(key: StringsText("Open"), comment: "Menu", location: here),
      ExtractedString(key: StringsText("Open"), value: StringsText("Open…"), comment: "Button", location: here),
      ExtractedString(key: StringsText("Open"), value: StringsText("Open it"), comment: "Menu", location: here),
      ExtractedString(key: StringsText("Open"), table: "Settings", location: here),
    ]
    let tables = CodeKey.byTable(strings)
    #expect(tables["Localizable"] == [CodeKey(key: "Open", defaultValue: "Open…", comment: "Button\nMenu")])
    #expect(tables["Settings"] == [CodeKey(key: "Open")])
  }
}

/// The shared checks can fail: a lost translation and a touched manual entry are caught.
@Suite struct SyncChecksTests {
  @Test func aLostTranslationIsCaught() throws {
    let (before, catalog, keys, _) = try CatalogSyncRulesTests.fixture()
    var result = CatalogSync.sync(catalog, with: keys)
    result.catalog.entries.removeAll { $0.key == "Forgotten" }
    if let index = result.catalog.entries.firstIndex(where: { $0.key == "Manual only" }) {
      result.catalog.entries[index].localizations[0].localization.stringUnit?.value = "Geändert"
    }
    withKnownIssue {
      SyncChecks.expectNothingLost(from: catalog, to: result)
    }
    withKnownIssue {
      try SyncChecks.expectManualEntriesUntouched(old: before, new: result.catalog.encoded(), catalog: catalog)
    }
  }
}
