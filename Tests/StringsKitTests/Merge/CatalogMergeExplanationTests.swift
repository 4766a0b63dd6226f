import Testing

@testable import StringsKit

/// `CatalogMergeExplanation`: the check before `merge --into` writes accepts a difference only
/// where the report says the merge changed something. Two catalogs differing in one German plural
/// form; the report is written by hand for each case.
@Suite struct CatalogMergeExplanationTests {
  static func catalog(_ one: String) -> StringCatalog {
    let forms = CatalogVariations(plural: [
      .init(name: "one", localization: CatalogLocalization(stringUnit: StringUnit(value: one))),
      .init(name: "other", localization: CatalogLocalization(stringUnit: StringUnit(value: "%lld Dateien"))),
    ])
    let entry = CatalogEntry(
      key: "files", localizations: [LanguageLocalization(language: "de", localization: CatalogLocalization(variations: forms))])
    return StringCatalog(sourceLanguage: "en", entries: [entry])
  }

  static let changes = CatalogDiff(old: catalog("Eine Datei"), new: catalog("1 Datei")).changes

  static func conflict(language: String, form: CatalogFormPath, overwritten: Bool) -> CatalogMergeReport.Conflict {
    CatalogMergeReport.Conflict(
      place: .init(key: "files", language: language, form: form), reason: .reviewed, catalogUnit: nil,
      sourceUnit: nil, isOverwritten: overwritten, catalogOffset: 0, sourceOffset: 0)
  }

  @Test func aChangeTheReportDoesNotListIsNotExplained() throws {
    let change = try #require(Self.changes.first)
    #expect(Self.changes.count == 1 && change.language == "de")
    #expect(!CatalogMergeExplanation(CatalogMergeReport()).explains(change))
    var report = CatalogMergeReport()
    report.reReviewed = [.init(key: "files", language: "fr", form: change.form)]
    report.conflicts = [
      Self.conflict(language: "de", form: CatalogFormPath(), overwritten: false),
      Self.conflict(language: "fr", form: CatalogFormPath(), overwritten: true),
    ]
    #expect(!CatalogMergeExplanation(report).explains(change))
  }

  @Test func aListedPlaceOrAnOverwrittenNodeAboveItExplainsTheChange() throws {
    let change = try #require(Self.changes.first)
    var reviewed = CatalogMergeReport()
    reviewed.reReviewed = [.init(key: "files", language: "de", form: change.form)]
    #expect(CatalogMergeExplanation(reviewed).explains(change))
    var overwritten = CatalogMergeReport()
    overwritten.conflicts = [Self.conflict(language: "de", form: CatalogFormPath(), overwritten: true)]
    #expect(CatalogMergeExplanation(overwritten).explains(change))
  }
}
