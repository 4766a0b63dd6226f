import Foundation

/// Places the units of one XLIFF `<file>` into the String Catalog it was exported from, for the
/// file's target language, through the catalog model (the caller writes Xcode's bytes).
///
/// Each unit with a target goes to exactly the place its id names — the plain value, a plural or
/// device form (a category the language lacks so far is added), a form of a substitution, a phrase
/// set — with the state `ImportedState` gives it. A unit that cannot be placed for sure is
/// reported at its line and nothing is written for it: an id no entry has, an id two entries could
/// mean, a variation the entry's shape has no room for, placeholders that differ from the source,
/// a target for an entry marked not to be translated. Everything else in the catalog stays as it
/// was: comments, extraction states, other languages, fields the model does not name, `version`.
struct CatalogImport {
  let xliffPath: String
  let file: XLIFFFile
  let language: String
  let xcodeStates: Bool
  private(set) var catalog: StringCatalog
  private(set) var changes: [ImportChange] = []
  private(set) var diagnostics: [StringsDiagnostic] = []

  init(file: XLIFFFile, language: String, into catalog: StringCatalog, xliffPath: String, xcodeStates: Bool) {
    self.file = file
    self.language = language
    self.catalog = catalog
    self.xliffPath = xliffPath
    self.xcodeStates = xcodeStates
  }

  private enum Refusal: Error {
    case refused(String)
  }

  mutating func run() {
    var indices: [String: Int] = [:]
    for (index, entry) in catalog.entries.enumerated() where entry.raw == nil { indices[entry.key] = index }
    let keys = Set(indices.keys)
    var touched: Set<Int> = []
    for unit in file.units {
      guard let target = unit.target, let state = ImportedState.state(of: target, xcodeStates: xcodeStates) else {
        changes.append(ImportChange(kind: .unchanged, unitID: unit.id, newValue: ""))
        continue
      }
      switch CatalogUnitTarget(id: unit.id, keys: keys) {
      case .unknown:
        refuse(
          unit, "the catalog has no entry \(Self.quoted(unit.id)) (nor a variation of one by that id): nothing is written for it")
      case .ambiguous(let readings):
        refuse(
          unit,
          "the id \(Self.quoted(unit.id)) names the entry \(readings.map(Self.quoted).joined(separator: " and also a variation of ")): which one is meant cannot be told, so nothing is written for it"
        )
      case .found(let key, let path):
        guard let index = indices[key] else { continue }
        if place(unit, target: target, state: state, path: path, in: index) { touched.insert(index) }
      }
    }
    for index in touched.sorted() { completeSubstitutionRoots(in: index) }
  }

  private mutating func refuse(_ unit: XLIFFUnit, _ message: String, severity: StringsDiagnostic.Severity? = nil) {
    diagnostics.append(.unplaced(unit, in: xliffPath, message, severity: severity))
  }

  /// Places one unit; true when the entry changed.
  private mutating func place(
    _ unit: XLIFFUnit, target: XLIFFTarget, state: UnitState, path: CatalogUnitPath, in index: Int
  ) -> Bool {
    let entry = catalog.entries[index]
    let sourceText = Self.plainText(unit.source)
    let targetText = Self.plainText(target.text)
    if !entry.isTranslatable, language != catalog.sourceLanguage {
      if targetText != sourceText {
        refuse(
          unit,
          "the entry \(Self.quoted(entry.key)) is marked not to be translated (shouldTranslate: false): its target is not imported",
          severity: .warning)
      }
      changes.append(ImportChange(kind: .unchanged, unitID: unit.id, newValue: targetText))
      return false
    }
    let position = entry.localizations.lastIndex { $0.language == language }
    var localization = position.map { entry.localizations[$0].localization } ?? CatalogLocalization()
    let sourceLocalization = entry.localization(for: catalog.sourceLanguage)
    let new: Leaf
    switch target.text {
    case .plain(let text): new = .unit(StringUnit(state: state, value: text))
    case .phraseSet(let phrases): new = .phrases(StringSet(state: state, values: phrases))
    }
    let old: Leaf?
    do {
      old = try Self.place(new, steps: path.steps[...], in: &localization, source: sourceLocalization)
    } catch Refusal.refused(let reason) {
      refuse(unit, "\(Self.quoted(unit.id)) cannot be placed: \(reason); nothing is written for it")
      return false
    } catch {
      return false
    }
    let placed = Self.leaf(at: path.steps[...], in: localization) ?? new
    // What the export synthesised (a `new` target that only repeats its source, where the file has
    // no value) changes nothing.
    if old == nil, state == .new, targetText == sourceText {
      changes.append(ImportChange(kind: .unchanged, unitID: unit.id, newValue: targetText))
      return false
    }
    if let old, old.value == placed.value, old.state == placed.state {
      changes.append(ImportChange(kind: .unchanged, unitID: unit.id, newValue: placed.value))
      return false
    }
    // Checked only for what changes: a target the catalog already holds keeps the catalog's own
    // placeholders (lint reports them), so the export of an untouched catalog imports cleanly.
    if sourceText != unit.id || path.steps.isEmpty,
      let problem = Self.placeholderProblem(target: targetText, source: sourceText, path: path, language: catalog.sourceLanguage)
    {
      refuse(unit, "the placeholders of the \(language) target differ from the source: \(problem); nothing is written for it")
      return false
    }
    changes.append(
      ImportChange(
        kind: old == nil ? .added : .changed, unitID: unit.id, oldValue: old?.value, newValue: placed.value,
        oldState: old?.state?.rawValue, newState: placed.state?.rawValue))
    if let position {
      catalog.entries[index].localizations[position].localization = localization
    } else {
      catalog.entries[index].localizations.append(LanguageLocalization(language: language, localization: localization))
    }
    return true
  }

  // MARK: - The place a path names

  /// A leaf's content: a unit, or an App Shortcuts phrase set.
  enum Leaf: Equatable {
    case unit(StringUnit)
    case phrases(StringSet)

    var value: String {
      switch self {
      case .unit(let unit): unit.value
      case .phrases(let set): set.values.joined(separator: "\n")
      }
    }

    var state: UnitState? {
      switch self {
      case .unit(let unit): unit.state
      case .phrases(let set): set.state
      }
    }
  }

  /// Puts `new` at `steps` in `localization` (creating the forms the source's shape has), and
  /// returns what was there before (nil: nothing). Throws when the shape has no such place.
  private static func place(
    _ new: Leaf, steps: ArraySlice<CatalogUnitPath.Step>, in localization: inout CatalogLocalization,
    source: CatalogLocalization?
  ) throws -> Leaf? {
    guard let step = steps.first else {
      if let variations = localization.variations, !variations.allForms.isEmpty {
        throw Refusal.refused(
          "this language's value varies by \(variations.plural != nil ? "plural" : "device"), and the unit names its plain value")
      }
      switch new {
      case .unit(var unit):
        let names = Set((localization.substitutions + (source?.substitutions ?? [])).map(\.name))
        unit.value = normalizedSubstitutionReferences(unit.value, names: names)
        let old = localization.stringUnit
        if let old, normalizedSubstitutionReferences(old.value, names: names) == unit.value {
          unit.value = old.value
        }
        if let old { unit.otherFields = old.otherFields }
        localization.stringUnit = unit
        return old.map(Leaf.unit)
      case .phrases(let set):
        let old = localization.stringSet
        localization.stringSet = set
        return old.map(Leaf.phrases)
      }
    }
    switch step {
    case .plural(let name), .device(let name):
      let isPlural = if case .plural = step { true } else { false }
      let kind = isPlural ? "plural" : "device"
      if localization.stringUnit != nil, localization.variations == nil {
        throw Refusal.refused("this language has one plain value for the entry, not \(kind) forms")
      }
      let existing = isPlural ? localization.variations?.plural : localization.variations?.device
      let other = isPlural ? localization.variations?.device : localization.variations?.plural
      let sourceForms = isPlural ? source?.variations?.plural : source?.variations?.device
      if existing == nil {
        if other != nil {
          throw Refusal.refused("this language's value varies by \(isPlural ? "device" : "plural"), not by \(kind)")
        }
        if sourceForms == nil { throw Refusal.refused("the entry has no \(kind) variations") }
      }
      if isPlural, PluralCategory(rawValue: name) == nil { throw Refusal.refused("'\(name)' is not a plural category") }
      var forms = existing ?? []
      let index =
        forms.firstIndex { $0.name == name }
        ?? {
          forms.append(CatalogVariations.Form(name: name, localization: CatalogLocalization()))
          return forms.count - 1
        }()
      let sourceForm = sourceForms?.first { $0.name == name } ?? sourceForms?.first { $0.name == "other" }
      let old = try place(new, steps: steps.dropFirst(), in: &forms[index].localization, source: sourceForm?.localization)
      var variations = localization.variations ?? CatalogVariations()
      if isPlural { variations.plural = forms } else { variations.device = forms }
      localization.variations = variations
      return old
    case .substitution(let name):
      var substitutionIndex = localization.substitutions.firstIndex { $0.name == name }
      if substitutionIndex == nil {
        guard let sourceSubstitution = source?.substitutions.first(where: { $0.name == name }) else {
          throw Refusal.refused("the entry has no substitution '\(name)'")
        }
        localization.substitutions.append(
          CatalogSubstitution(
            name: name, argumentNumber: sourceSubstitution.argumentNumber,
            formatSpecifier: sourceSubstitution.formatSpecifier, variations: CatalogVariations(plural: [])))
        substitutionIndex = localization.substitutions.count - 1
      }
      guard let substitutionIndex else { return nil }
      var substitution = localization.substitutions[substitutionIndex]
      // The export writes a form's `%arg` as `%N$lld` (N its argument); the catalog keeps `%arg`.
      var leaf = new
      if case .unit(var unit) = new, let specifier = substitution.formatSpecifier {
        unit.value = unit.value.replacingOccurrences(
          of: "%\(substitution.argumentNumber ?? 1)$\(specifier)", with: "%arg")
        leaf = .unit(unit)
      }
      var holder = CatalogLocalization(variations: substitution.variations ?? CatalogVariations(plural: []))
      let sourceHolder = source?.substitutions.first { $0.name == name }.map {
        CatalogLocalization(variations: $0.variations)
      }
      let old = try place(leaf, steps: steps.dropFirst(), in: &holder, source: sourceHolder)
      substitution.variations = holder.variations
      localization.substitutions[substitutionIndex] = substitution
      return old
    }
  }

  /// What is at `steps` in `localization` now.
  private static func leaf(at steps: ArraySlice<CatalogUnitPath.Step>, in localization: CatalogLocalization) -> Leaf? {
    guard let step = steps.first else {
      if let unit = localization.stringUnit { return .unit(unit) }
      return localization.stringSet.map(Leaf.phrases)
    }
    switch step {
    case .plural(let name):
      return localization.variations?.plural?.first { $0.name == name }.flatMap {
        leaf(at: steps.dropFirst(), in: $0.localization)
      }
    case .device(let name):
      return localization.variations?.device?.first { $0.name == name }.flatMap {
        leaf(at: steps.dropFirst(), in: $0.localization)
      }
    case .substitution(let name):
      guard let substitution = localization.substitutions.first(where: { $0.name == name }) else { return nil }
      return leaf(at: steps.dropFirst(), in: CatalogLocalization(variations: substitution.variations))
    }
  }

  /// A substitution's forms need their root value: an entry that got substitution forms but has no
  /// value in this language gets the source's root, as `new` (not compiled until translated).
  private mutating func completeSubstitutionRoots(in index: Int) {
    let entry = catalog.entries[index]
    guard let position = entry.localizations.lastIndex(where: { $0.language == language }) else { return }
    let localization = entry.localizations[position].localization
    guard !localization.substitutions.isEmpty, localization.stringUnit == nil, localization.variations == nil,
      let root = entry.localization(for: catalog.sourceLanguage)?.stringUnit
    else { return }
    catalog.entries[index].localizations[position].localization.stringUnit = StringUnit(state: .new, value: root.value)
  }

  // MARK: - Text

  static func plainText(_ text: XLIFFText) -> String {
    switch text {
    case .plain(let value): value
    case .phraseSet(let phrases): phrases.joined(separator: "\n")
    }
  }

  /// `%1$#@NAME@` → `%#@NAME@` for the entry's substitutions: the export numbers the references,
  /// the catalog names them (as Xcode's import writes them back).
  static func normalizedSubstitutionReferences(_ text: String, names: Set<String>) -> String {
    guard text.contains("$#@") else { return text }
    var result = text
    for name in names {
      var search = result.startIndex
      while let range = result[search...].range(of: "$#@\(name)@") {
        var start = range.lowerBound
        while start > result.startIndex, result[result.index(before: start)].isASCII,
          result[result.index(before: start)].isNumber
        {
          start = result.index(before: start)
        }
        guard start > result.startIndex, start < range.lowerBound,
          result[result.index(before: start)] == "%"
        else {
          search = range.upperBound
          continue
        }
        result.replaceSubrange(start..<range.upperBound, with: "#@\(name)@")
        search = result.startIndex
      }
    }
    return result
  }

  /// Why the target's placeholders cannot stand for the source's (nil when they can). A plural
  /// `zero`, `one` or `two` form may leave out the number; nothing may read another argument or
  /// another type.
  static func placeholderProblem(target: String, source: String, path: CatalogUnitPath, language: String) -> String? {
    guard target != source, !target.isEmpty else { return nil }
    let targetText = StringsText(target)
    let sourceText = StringsText(source)
    let targetFormat = PlaceholderSummary(targetText)
    let sourceFormat = PlaceholderSummary(sourceText)
    guard sourceFormat.isWellFormed else { return nil }
    guard targetFormat.isWellFormed else {
      return sourceFormat.hasEvidence || targetFormat.hasEvidence ? "the target's placeholders are malformed" : nil
    }
    var differences = PlaceholderMismatchRule.differences(
      targetFormat, in: targetText, base: sourceFormat, in: sourceText, baseLanguage: language)
    if case .plural(let category)? = path.steps.last, ["zero", "one", "two"].contains(category) {
      differences.removeAll { $0.hasSuffix("is not shown") }
    }
    return differences.isEmpty ? nil : differences.joined(separator: "; ")
  }
}
