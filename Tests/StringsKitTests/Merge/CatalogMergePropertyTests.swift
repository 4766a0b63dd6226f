import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Random catalogs and random returned catalogs (plain values, plural forms, device forms,
/// substitutions, every unit state, untranslatable entries, unknown keys), merged with every
/// option: no unit of the catalog disappears or changes except as the report says, taken values
/// are the returned ones, kept conflicts keep the catalog's, and a second merge changes nothing.
///
/// The units are read by this file's own walk of the model, not by the merge's helpers.
/// `LSTRINGS_CATMERGE_CASES` sets the number of cases (default 300).
@Suite struct CatalogMergePropertyTests {
  static let cases = Int(ProcessInfo.processInfo.environment["LSTRINGS_CATMERGE_CASES"] ?? "") ?? 300
  static let languages = ["en", "de", "fr", "ru"]
  static let keys = ["a", "b", "c", "%lld d", "e", "f", "g", "h"]
  static let values = ["x", "y", "z", "%lld x"]

  struct Slot: Hashable {
    var key: String
    var language: String
    var form: [String]
  }

  /// Every unit of a catalog by key, language and form path (the last entry of a key).
  static func slots(_ catalog: StringCatalog) -> [Slot: StringUnit] {
    var slots: [Slot: StringUnit] = [:]
    for entry in catalog.entries {
      for language in Set(entry.localizations.map(\.language)) {
        slots = slots.filter { !($0.key.key == entry.key && $0.key.language == language) }
        guard let localization = entry.localization(for: language) else { continue }
        walk(localization, [], into: &slots, key: entry.key, language: language)
      }
    }
    return slots
  }

  static func walk(
    _ node: CatalogLocalization, _ path: [String], into slots: inout [Slot: StringUnit], key: String, language: String
  ) {
    if let unit = node.stringUnit { slots[Slot(key: key, language: language, form: path)] = unit }
    for form in (node.variations?.plural ?? []) + (node.variations?.device ?? []) {
      walk(form.localization, path + [form.name], into: &slots, key: key, language: language)
    }
    for substitution in node.substitutions {
      for form in (substitution.variations?.plural ?? []) + (substitution.variations?.device ?? []) {
        walk(form.localization, path + ["%#@\(substitution.name)@", form.name], into: &slots, key: key, language: language)
      }
    }
  }

  struct Generator {
    var random: SplitMix64
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    mutating func unit() -> StringUnit {
      StringUnit(
        state: pick([.translated, .translated, .new, .needsReview, nil, UnitState(rawValue: "custom")]), value: pick(values))
    }

    mutating func forms(_ names: [String]) -> [CatalogVariations.Form] {
      var forms: [CatalogVariations.Form] = []
      for name in names where chance(70) {
        forms.append(.init(name: name, localization: CatalogLocalization(stringUnit: unit())))
      }
      return forms.isEmpty ? [.init(name: "other", localization: CatalogLocalization(stringUnit: unit()))] : forms
    }

    mutating func localization() -> CatalogLocalization {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5: return CatalogLocalization(stringUnit: unit())
      case 5..<7: return CatalogLocalization(variations: CatalogVariations(plural: forms(["one", "few", "other"])))
      case 7: return CatalogLocalization(variations: CatalogVariations(device: forms(["mac", "iphone", "other"])))
      case 8:
        let substitution = CatalogSubstitution(
          name: pick(["n", "m"]), argumentNumber: nil, formatSpecifier: "lld",
          variations: CatalogVariations(plural: forms(["one", "other"])))
        return CatalogLocalization(
          stringUnit: StringUnit(state: unit().state, value: "has %#@\(substitution.name)@"), substitutions: [substitution])
      default: return CatalogLocalization()
      }
    }

    mutating func catalog(keys: [String], untranslatable: Bool) -> StringCatalog {
      var entries: [CatalogEntry] = []
      for key in keys where chance(75) {
        var entry = CatalogEntry(key: key, comment: chance(30) ? "note" : nil, extractionState: chance(20) ? .manual : nil)
        if untranslatable, chance(10) { entry.shouldTranslate = false }
        for language in languages where chance(60) {
          entry.localizations.append(LanguageLocalization(language: language, localization: localization()))
        }
        entries.append(entry)
      }
      return StringCatalog(sourceLanguage: "en", entries: entries)
    }
  }

  @Test func nothingChangesExceptAsReported() throws {
    for seed in 0..<UInt64(Self.cases) {
      var generator = Generator(random: SplitMix64(seed: seed))
      // Round-trip through the bytes, so the catalog is exactly what a file would give.
      let built = generator.catalog(keys: Self.keys, untranslatable: true)
      let before = try #require(StringCatalog.parse(built.encoded(), path: "t.xcstrings").catalog)
      let source = generator.catalog(keys: Self.keys + ["new1", "new2"], untranslatable: false)
      let options = CatalogMergeOptions(
        prefer: generator.pick(CatalogMergeOptions.Preference.allCases), includesSourceLanguage: generator.chance(30),
        languages: generator.chance(20) ? ["de"] : nil)
      let result = CatalogMerge(options: options).merge(source, into: before)
      check(seed: seed, before: before, source: source, options: options, result: result)
    }
  }

  func check(
    seed: UInt64, before: StringCatalog, source: StringCatalog, options: CatalogMergeOptions, result: CatalogMerge.Result
  ) {
    let merge = MergedCase(seed: seed, before: before, source: source, options: options, result: result)
    merge.expectEntriesKeepTheirKeysAndFields()
    merge.expectNoUnitChangesUnreported()
    merge.expectTakenValuesAreTheReturnedOnes()
    merge.expectKeptConflictsKeepTheCatalogsUnits()
    merge.expectUntranslatableAndSourceUnitsUntouched()
    merge.expectUnknownKeysListed()
    merge.expectARoundTripAndASecondMergeChangeNothing()
  }

  /// One merge and the units on each side, by slot, read by this file's own walk.
  struct MergedCase {
    let seed: UInt64
    let before: StringCatalog
    let source: StringCatalog
    let options: CatalogMergeOptions
    let report: CatalogMergeReport
    let after: StringCatalog
    let old: [Slot: StringUnit]
    let new: [Slot: StringUnit]
    let returned: [Slot: StringUnit]
    /// The slots the report names as taken, replaced or sent back to review.
    let listed: Set<Slot>
    /// The slots the report says were overwritten; a form below one is explained by it.
    let overwritten: [Slot]

    init(seed: UInt64, before: StringCatalog, source: StringCatalog, options: CatalogMergeOptions, result: CatalogMerge.Result) {
      (self.seed, self.before, self.source, self.options) = (seed, before, source, options)
      report = result.report
      after = result.catalog
      old = CatalogMergePropertyTests.slots(before)
      new = CatalogMergePropertyTests.slots(after)
      returned = CatalogMergePropertyTests.slots(source)
      let taken = Set(report.taken.map { Self.slot($0.place) })
      listed = taken.union(report.replacedForms.map { Self.slot($0.place) }).union(report.reReviewed.map(Self.slot))
      overwritten = report.overwritten.map { Self.slot($0.place) }
    }

    static func slot(_ place: CatalogMergeReport.Place) -> Slot {
      Slot(key: place.key, language: place.language, form: place.form.steps)
    }

    func explained(_ s: Slot) -> Bool {
      listed.contains(s) || overwritten.contains { $0.key == s.key && $0.language == s.language && s.form.starts(with: $0.form) }
    }

    /// Entries: same keys in the same order, same own fields.
    func expectEntriesKeepTheirKeysAndFields() {
      #expect(after.entries.map(\.key) == before.entries.map(\.key), "seed \(seed)")
      for (a, b) in zip(before.entries, after.entries) {
        #expect(
          a.comment == b.comment && a.extractionState == b.extractionState && a.shouldTranslate == b.shouldTranslate,
          "seed \(seed)"
        )
      }
    }

    /// No unit disappears or changes unless reported; no unit appears unless reported.
    func expectNoUnitChangesUnreported() {
      for (s, unit) in old where new[s]?.value != unit.value || new[s]?.state != unit.state {
        #expect(explained(s), "seed \(seed): \(s) changed from \(unit) to \(String(describing: new[s])) without a report")
      }
      for s in new.keys where old[s] == nil {
        #expect(explained(s), "seed \(seed): \(s) appeared without a report")
      }
    }

    /// Taken values are the returned ones, translated; never from a returned unit in state new.
    func expectTakenValuesAreTheReturnedOnes() {
      for item in report.taken {
        let s = Self.slot(item.place)
        #expect(new[s]?.value == item.value && new[s]?.state == .translated, "seed \(seed): \(s)")
        #expect(
          returned[s]?.value == item.value && returned[s]?.state != .new,
          "seed \(seed): \(s) taken from \(String(describing: returned[s]))")
        if let previous = old[s], previous.value != item.value {
          #expect(previous.state == .new || previous.state == .needsReview, "seed \(seed): reviewed \(s) taken")
        }
        #expect(options.languages?.contains(s.language) ?? true, "seed \(seed)")
      }
    }

    /// Kept conflicts keep the catalog's units (a changed source text may send them back to review).
    func expectKeptConflictsKeepTheCatalogsUnits() {
      for conflict in report.keptConflicts where !report.reReviewed.contains(conflict.place) {
        let s = Self.slot(conflict.place)
        #expect(new[s] == old[s] || (new[s]?.value == old[s]?.value && new[s]?.state == old[s]?.state), "seed \(seed): \(s)")
      }
    }

    /// Untranslatable entries and (unless asked) the source language are untouched.
    func expectUntranslatableAndSourceUnitsUntouched() {
      for entry in before.entries {
        for s in old.keys
        where s.key == entry.key && (s.language == "en" ? !options.includesSourceLanguage : !entry.isTranslatable) {
          #expect(new[s]?.value == old[s]?.value && new[s]?.state == old[s]?.state, "seed \(seed): \(s)")
        }
      }
    }

    /// Unknown keys: the returned keys with a translation the catalog has no entry for (a plain
    /// value not in state new certainly is one; a value with substitutions needs its text too).
    func expectUnknownKeysListed() {
      let known = Set(before.entries.map(\.key))
      let selected = returned.filter {
        !known.contains($0.key.key) && $0.value.state != .new && (options.languages?.contains($0.key.language) ?? true)
      }
      let plainUnknown = Set(selected.filter { $0.key.form.isEmpty && !$0.value.value.contains("%#@") }.map(\.key.key))
      #expect(Set(report.unknownKeys.map(\.key)).isSuperset(of: plainUnknown), "seed \(seed)")
      #expect(Set(report.unknownKeys.map(\.key)).isSubset(of: Set(selected.map(\.key.key))), "seed \(seed)")
    }

    /// The result reads back as itself, and a second merge changes nothing.
    func expectARoundTripAndASecondMergeChangeNothing() {
      let bytes = after.encoded()
      #expect(StringCatalog.parse(bytes, path: "t").catalog?.encoded() == bytes, "seed \(seed)")
      let again = CatalogMerge(options: options).merge(source, into: after)
      #expect(!again.report.changesCatalog || options.includesSourceLanguage, "seed \(seed): second merge \(again.report)")
      #expect(report.changesCatalog == (after.encoded() != before.encoded()), "seed \(seed)")
    }
  }
}
