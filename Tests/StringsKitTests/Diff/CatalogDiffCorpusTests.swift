import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Every real catalog of `../shared/corpus`: equal to itself, and each change injected into a copy
/// (through the model, then written and read back as bytes) is found exactly where it was made.
@Suite struct CatalogDiffCorpusTests {
  static let corpus = StringCatalogTests.corpus

  static func load(_ url: URL) throws -> StringCatalog {
    try #require(StringCatalog.parse(try FileReader.read(url.path), path: url.lastPathComponent).catalog)
  }

  /// The catalog written as bytes and read back, as a second file would be.
  static func reread(_ catalog: StringCatalog) throws -> StringCatalog {
    try #require(StringCatalog.parse(catalog.encoded(), path: "changed.xcstrings").catalog)
  }

  /// An entry whose key is written once, with a plain unit in a language other than the source
  /// (in the source language when the catalog has no other).
  static func translatedEntry(_ catalog: StringCatalog) -> (entry: Int, localization: Int)? {
    let counts = Dictionary(catalog.entries.map { ($0.key, 1) }, uniquingKeysWith: +)
    for acceptsSource in [false, true] {
      for (index, entry) in catalog.entries.enumerated() where counts[entry.key] == 1 {
        if let found = entry.localizations.firstIndex(where: {
          (acceptsSource || $0.language != catalog.sourceLanguage) && $0.localization.stringUnit != nil
            && $0.localization.variations == nil && $0.localization.substitutions.isEmpty
        }) {
          return (index, found)
        }
      }
    }
    return nil
  }

  @Test func corpusIsPresent() throws {
    try #require(Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissingMessage))
    #expect(Self.corpus.count >= 9)
  }

  @Test(arguments: corpus)
  func aCatalogEqualsItselfAndItsRewrite(_ url: URL) throws {
    let catalog = try Self.load(url)
    #expect(CatalogDiff(old: catalog, new: catalog).isEmpty)
    #expect(CatalogDiff(old: catalog, new: try Self.reread(catalog)).isEmpty)
  }

  @Test(arguments: corpus)
  func eachInjectedChangeIsFoundWhereItWasMade(_ url: URL) throws {
    let original = try Self.load(url)
    let (entry, localization) = try #require(Self.translatedEntry(original), "no translated entry")
    let key = StringsText(original.entries[entry].key)
    let language = original.entries[entry].localizations[localization].language
    let unit = try #require(original.entries[entry].localizations[localization].localization.stringUnit)

    func only(_ change: (inout StringCatalog) -> Void) throws -> [CatalogDiff.Change] {
      var changed = original
      change(&changed)
      return CatalogDiff(old: original, new: try Self.reread(changed)).changes
    }
    func expectOne(_ changes: [CatalogDiff.Change], _ kind: CatalogDiff.Kind, language: String?) {
      #expect(changes.count == 1, "\(changes)")
      #expect(changes.first?.key == key)
      #expect(changes.first?.kind == kind)
      #expect(changes.first?.language == language)
      #expect(changes.first?.form.isEmpty == true)
    }

    let value = try only { $0.entries[entry].localizations[localization].localization.stringUnit?.value += " (edited)" }
    expectOne(value, .valueChanged, language: language)
    #expect(value.first?.new == .form(value: StringsText(unit.value + " (edited)"), state: unit.state?.rawValue))

    let newState: UnitState = unit.state == .needsReview ? .translated : .needsReview
    expectOne(
      try only { $0.entries[entry].localizations[localization].localization.stringUnit?.state = newState }, .stateChanged,
      language: language)

    let comment = try only { $0.entries[entry].comment = "Injected by CatalogDiffCorpusTests" }
    expectOne(comment, .commentChanged, language: nil)
    #expect(comment.first?.new?.comment == "Injected by CatalogDiffCorpusTests")

    let extraction: ExtractionState = original.entries[entry].extractionState == .stale ? .manual : .stale
    expectOne(try only { $0.entries[entry].extractionState = extraction }, .extractionStateChanged, language: nil)

    expectOne(
      try only {
        $0.entries[entry].localizations.append(
          LanguageLocalization(language: "x-injected", localization: CatalogLocalization(stringUnit: StringUnit(value: "x"))))
      }, .added, language: "x-injected")

    // A removed entry: the entry, then every form of every language, all under its key.
    let removed = try only { $0.entries.remove(at: entry) }
    let forms = original.entries[entry].localizations.reduce(0) { $0 + $1.localization.unitsByForm.count }
    #expect(removed.count == 1 + forms)
    #expect(removed.allSatisfy { $0.key == key && $0.kind == .removed })
    #expect(removed.first?.language == nil)
  }

  /// A plural form changed in a real catalog is reported with its category.
  @Test(arguments: corpus)
  func aChangedPluralFormNamesItsCategory(_ url: URL) throws {
    let original = try Self.load(url)
    let counts = Dictionary(original.entries.map { ($0.key, 1) }, uniquingKeysWith: +)
    guard
      let entry = original.entries.indices.first(where: { index in
        counts[original.entries[index].key] == 1
          && original.entries[index].localizations.contains {
            $0.localization.variations?.plural?.last?.localization.stringUnit != nil
          }
      })
    else { return }  // this catalog has no plural forms
    let localization = try #require(
      original.entries[entry].localizations.firstIndex {
        $0.localization.variations?.plural?.last?.localization.stringUnit != nil
      })
    var changed = original
    let formIndex = try #require(changed.entries[entry].localizations[localization].localization.variations?.plural?.indices.last)
    let category = try #require(
      changed.entries[entry].localizations[localization].localization.variations?.plural?[formIndex].name)
    changed.entries[entry].localizations[localization].localization.variations?.plural?[formIndex].localization.stringUnit?
      .value += "!"
    let changes = CatalogDiff(old: original, new: try Self.reread(changed)).changes
    #expect(changes.count == 1)
    #expect(changes.first?.kind == .valueChanged)
    #expect(changes.first?.language == original.entries[entry].localizations[localization].language)
    #expect(changes.first?.form == CatalogFormPath([category]))
  }
}
