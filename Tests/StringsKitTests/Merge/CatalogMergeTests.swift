import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The rules of merging returned translations into a catalog, one fixture each
/// (`Tests/Fixtures/Merge/`: `Localizable.xcstrings` and what translators sent back).
@Suite struct CatalogMergeTests {
  static let folder = Fixtures.url("Merge").path

  static func catalog() throws -> StringCatalog {
    let parsed = try StringCatalog.parse(file: folder + "/Localizable.xcstrings")
    #expect(parsed.diagnostics.isEmpty)
    return try #require(parsed.catalog)
  }

  static func source(_ name: String, language: String? = nil, includesSourceLanguage: Bool = false) throws -> CatalogMergeSource {
    let result = try CatalogMergeSource.load(
      folder + "/" + name, table: "Localizable", sourceLanguage: "en", language: language,
      includesSourceLanguage: includesSourceLanguage)
    return try result.get()
  }

  static func merged(_ name: String, options: CatalogMergeOptions = CatalogMergeOptions()) throws -> (
    before: StringCatalog, result: CatalogMerge.Result
  ) {
    let before = try catalog()
    let source = try source(name, includesSourceLanguage: options.includesSourceLanguage)
    return (before, CatalogMerge(options: options).merge(source.catalog, into: before))
  }

  static func unit(_ catalog: StringCatalog, _ key: String, _ language: String, _ form: [String] = []) -> StringUnit? {
    catalog.entries.last { $0.key == key }?.localization(for: language)?.unitsByForm[CatalogFormPath(form)]
  }

  @Test func aValueForANewUnitIsTakenAsTranslated() throws {
    let (before, result) = try Self.merged("de.lproj/Localizable.strings")
    #expect(
      Self.unit(before, "Archive", "de")
        == StringUnit(state: .new, value: "Archive", valueOffset: Self.unit(before, "Archive", "de")?.valueOffset ?? 0))
    #expect(Self.unit(result.catalog, "Archive", "de")?.state == .translated)
    #expect(Self.unit(result.catalog, "Archive", "de")?.value == "Archivieren")
    let taken = try #require(result.report.taken.first { $0.place.key == "Archive" })
    #expect(taken.previous?.state == .new)
    #expect(taken.previous?.value == "Archive")
  }

  @Test func aValueForANeedsReviewUnitIsTaken() throws {
    let (_, result) = try Self.merged("fr.lproj/Localizable.strings")
    #expect(Self.unit(result.catalog, "Welcome", "fr")?.value == "Bienvenue")
    #expect(Self.unit(result.catalog, "Welcome", "fr")?.state == .translated)
    #expect(result.report.taken.map(\.place) == [.init(key: "Welcome", language: "fr")])
    #expect(result.report.conflicts.isEmpty)
  }

  @Test func aValueForAMissingLocalizationIsAdded() throws {
    let (before, result) = try Self.merged("de.lproj/Localizable.strings")
    #expect(before.entries.first { $0.key == "Settings" }?.localizations.isEmpty == true)
    #expect(Self.unit(result.catalog, "Settings", "de") == StringUnit(state: .translated, value: "Einstellungen"))
    // The entry's own fields are the catalog's: no comment or extraction state appears.
    #expect(result.catalog.entries.first { $0.key == "Settings" }?.comment == nil)
  }

  @Test func anEqualValueChangesNothing() throws {
    let (before, result) = try Self.merged("de.lproj/Localizable.strings")
    #expect(Self.unit(result.catalog, "Cancel", "de") == Self.unit(before, "Cancel", "de"))
    #expect(!result.report.taken.contains { $0.place.key == "Cancel" })
    #expect(!result.report.conflicts.contains { $0.place.key == "Cancel" })
  }

  @Test func aDifferentValueForAReviewedUnitIsAConflictAndKept() throws {
    let (_, result) = try Self.merged("de.lproj/Localizable.strings")
    #expect(Self.unit(result.catalog, "Welcome", "de")?.value == "Willkommen")
    let conflict = try #require(result.report.conflicts.first { $0.place.key == "Welcome" })
    #expect(conflict.reason == .reviewed)
    #expect(!conflict.isOverwritten)
    #expect(conflict.catalogUnit?.value == "Willkommen")
    #expect(conflict.sourceUnit?.value == "Hallo")
  }

  @Test func preferSourceOverwritesAReviewedUnitAndSaysSo() throws {
    let (_, result) = try Self.merged("de.lproj/Localizable.strings", options: CatalogMergeOptions(prefer: .source))
    #expect(
      Self.unit(result.catalog, "Welcome", "de")
        == StringUnit(
          state: .translated, value: "Hallo", valueOffset: Self.unit(result.catalog, "Welcome", "de")?.valueOffset ?? 0))
    #expect(result.report.overwritten.map(\.place) == [.init(key: "Welcome", language: "de")])
    // A plain string still never replaces plural forms.
    #expect(result.report.keptConflicts.map(\.place.key) == ["%lld files"])
  }

  @Test func aKeyTheCatalogLacksIsReportedNotAdded() throws {
    let (before, result) = try Self.merged("de.lproj/Localizable.strings")
    #expect(result.report.unknownKeys.map(\.key) == ["Brand new"])
    #expect(result.report.unknownKeys.first?.languages == ["de"])
    #expect(result.catalog.entries.map(\.key) == before.entries.map(\.key))
  }

  @Test func shouldTranslateFalseEntriesGetNoTranslation() throws {
    let (before, result) = try Self.merged("de.lproj/Localizable.strings")
    #expect(result.catalog.entries.first { $0.key == "AppName" } == before.entries.first { $0.key == "AppName" })
    #expect(result.report.skipped.map(\.key) == ["AppName"])
    #expect(result.report.skipped.first?.reason == .notTranslatable)
  }

  @Test func aPlainValueForPluralFormsIsAConflictNeverOverwritten() throws {
    for prefer in CatalogMergeOptions.Preference.allCases {
      let (before, result) = try Self.merged("de.lproj/Localizable.strings", options: CatalogMergeOptions(prefer: prefer))
      let conflict = try #require(result.report.conflicts.first { $0.place.key == "%lld files" })
      #expect(conflict.reason == .variations)
      #expect(!conflict.isOverwritten)
      #expect(
        result.catalog.entries.first { $0.key == "%lld files" }?.localization(for: "de")
          == before.entries.first { $0.key == "%lld files" }?.localization(for: "de"))
    }
  }

  @Test func aReturnedStringsdictBecomesPluralForms() throws {
    let (_, result) = try Self.merged("de.lproj")
    let forms = try #require(
      result.catalog.entries.first { $0.key == "%lld photos" }?.localization(for: "de")?.variations?.plural)
    #expect(forms.map(\.name) == ["one", "other"])
    #expect(forms.map(\.localization.stringUnit?.value) == ["%lld Foto", "%lld Fotos"])
    #expect(forms.allSatisfy { $0.localization.stringUnit?.state == .translated })
  }

  @Test func returnedFormsAreAddedBesideTheCatalogsAndUnitsInStateNewIgnored() throws {
    let (before, result) = try Self.merged("Returned.xcstrings")
    let ru = try #require(result.catalog.entries.first { $0.key == "%lld photos" }?.localization(for: "ru")?.unitsByForm)
    #expect(ru.keys.sorted().map(\.steps) == [["one"], ["few"], ["many"], ["other"]])
    #expect(ru[CatalogFormPath(["many"])]?.value == "%lld фотографий")
    // "Archive" [fr] is `new` in the returned catalog: not a translation, so nothing is added.
    #expect(Self.unit(result.catalog, "Archive", "fr") == nil)
    #expect(Self.unit(before, "Archive", "fr") == nil)
    #expect(result.report.unknownKeys.first?.languages == ["de", "fr"])
  }

  @Test func theSourceLanguageIsLeftAloneUnlessAsked() throws {
    let (before, result) = try Self.merged("Returned.xcstrings")
    #expect(Self.unit(result.catalog, "Hello", "en") == Self.unit(before, "Hello", "en"))
    #expect(result.report.skipped.map(\.reason) == [.sourceLanguage])
    #expect(throws: CatalogMergeSource.Problem.self) { try Self.source("en.lproj") }
  }

  @Test func changingTheSourceLanguageSendsTranslationsBackToReview() throws {
    var returned = try Self.catalog()
    returned.entries = returned.entries.filter { $0.key == "Hello" }
    returned.entries[0].localizations = [
      LanguageLocalization(language: "en", localization: CatalogLocalization(stringUnit: StringUnit(value: "Hi")))
    ]
    let options = CatalogMergeOptions(prefer: .source, includesSourceLanguage: true)
    let result = CatalogMerge(options: options).merge(returned, into: try Self.catalog())
    #expect(Self.unit(result.catalog, "Hello", "en")?.value == "Hi")
    #expect(Self.unit(result.catalog, "Hello", "de")?.state == .needsReview)
    #expect(result.report.reReviewed == [.init(key: "Hello", language: "de")])
  }

  @Test func returnedPluralFormsReplaceAnUnreviewedPlainValueAndListIt() throws {
    var catalog = try Self.catalog()
    let index = try #require(catalog.entries.firstIndex { $0.key == "Archive" })
    var returned = catalog
    returned.entries = [catalog.entries[index]]
    let forms = CatalogVariations(plural: [
      .init(name: "one", localization: CatalogLocalization(stringUnit: StringUnit(value: "eins"))),
      .init(name: "other", localization: CatalogLocalization(stringUnit: StringUnit(value: "viele"))),
    ])
    returned.entries[0].localizations = [
      LanguageLocalization(language: "de", localization: CatalogLocalization(variations: forms))
    ]
    var result = CatalogMerge().merge(returned, into: catalog)
    #expect(result.report.taken.map(\.place.form.steps) == [["one"], ["other"]])
    #expect(result.report.replacedForms.map(\.unit.value) == ["Archive"])
    #expect(result.catalog.entries[index].localization(for: "de")?.variations?.plural?.count == 2)
    // The same forms against a reviewed plain value: a conflict, kept.
    catalog.entries[index].localizations[0].localization.stringUnit?.state = .translated
    result = CatalogMerge().merge(returned, into: catalog)
    #expect(result.report.keptConflicts.map(\.reason) == [.shape])
    #expect(result.catalog == catalog)
  }

  @Test func aCatalogMergedWithItselfChangesNothing() throws {
    let catalog = try Self.catalog()
    let result = CatalogMerge().merge(catalog, into: catalog)
    #expect(!result.report.changesCatalog)
    #expect(result.report.conflicts.isEmpty && result.report.unknownKeys.isEmpty && result.report.skipped.isEmpty)
    #expect(result.catalog == catalog)
  }

  @Test func brokenSourcesAreRefusedWithTheirLocation() throws {
    let broken = try CatalogMergeSource.load(
      Self.folder + "/Broken/de.lproj", table: "Localizable", sourceLanguage: "en")
    guard case .failure(let refusal) = broken else {
      Issue.record("a table CoreFoundation rejects was read")
      return
    }
    #expect(refusal.diagnostics.contains { $0.ruleID == "parse-error" && $0.location.line == 1 && $0.location.column == 26 })
    let catalog = try CatalogMergeSource.load(Self.folder + "/Broken.xcstrings", table: "Localizable", sourceLanguage: "en")
    guard case .failure(let errors) = catalog else {
      Issue.record("a catalog with broken JSON was read")
      return
    }
    #expect(errors.diagnostics.allSatisfy { $0.location.line == 4 && $0.severity == .error })
  }

  @Test func usageProblemsAreThrown() throws {
    #expect(throws: CatalogMergeSource.Problem.missingPath(Self.folder + "/none.strings")) {
      try Self.source("none.strings")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catmerge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outside = folder.appendingPathComponent("Localizable.strings").path
    try Data("\"a\" = \"b\";".utf8).write(to: URL(fileURLWithPath: outside))
    #expect(throws: CatalogMergeSource.Problem.unknownLanguage(outside)) {
      _ = try CatalogMergeSource.load(outside, table: "Localizable", sourceLanguage: "en")
    }
    #expect(throws: CatalogMergeSource.Problem.self) {
      _ = try CatalogMergeSource.load(Self.folder + "/Broken", table: "Localizable", sourceLanguage: "en")
    }
  }
}
