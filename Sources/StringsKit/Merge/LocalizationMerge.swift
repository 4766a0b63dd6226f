import Foundation

/// Merges one language's returned localization of one key into the catalog's, node by node, by
/// the rules of `CatalogMerge`, recording what it took and what it kept.
///
/// A node is a localization (the whole value, or one plural or device form). At each node:
/// - the catalog has nothing there: the returned node is taken whole;
/// - the returned node is one string and the catalog's has forms or substitutions: a conflict
///   (`variations`) unless the strings are equal — one string cannot fill plural forms, so this is
///   never overwritten;
/// - both have forms but of different kinds (or different substitutions), or the returned forms
///   meet a plain value: taken whole when the catalog's node holds no reviewed unit, else a
///   conflict (`shape`) that `--prefer source` resolves by taking the returned node whole;
/// - same kinds: the plain units are compared (`unit`), and each returned form is merged into the
///   catalog's form of that name (or added); forms only the catalog has stay as they are.
///
/// Returned units in state `new` are not translations (Xcode writes them for untranslated
/// strings) and are ignored.
struct LocalizationMerge {
  let prefer: CatalogMergeOptions.Preference
  let key: String
  let language: String
  private(set) var taken: [CatalogMergeReport.Taken] = []
  private(set) var conflicts: [CatalogMergeReport.Conflict] = []
  private(set) var replaced: [CatalogMergeReport.Replaced] = []

  init(prefer: CatalogMergeOptions.Preference, key: String, language: String) {
    self.prefer = prefer
    self.key = key
    self.language = language
  }

  /// The catalog's localization after the merge (nil when it had none and nothing was taken).
  mutating func merge(_ source: CatalogLocalization, into target: CatalogLocalization?) -> CatalogLocalization? {
    node(source, target, at: CatalogFormPath())
  }

  // MARK: - Nodes

  private mutating func node(
    _ source: CatalogLocalization, _ target: CatalogLocalization?, at path: CatalogFormPath
  ) -> CatalogLocalization? {
    guard var returned = Self.translated(source) else { return target }
    let saved = argumentSpellings
    defer { argumentSpellings = saved }
    if let target, target.shape == ["plural"], let (plural, spellings) = returned.asWholeValuePlural {
      returned = plural
      argumentSpellings = spellings
    }
    guard let target, !target.isEmptyNode else {
      var result = target ?? returned
      result.adoptForms(of: returned)
      recordTaken(returned, replacing: nil, at: path)
      return result
    }
    if target.raw == nil, returned.isPlain, !target.isPlain {
      guard let unit = returned.stringUnit, target.stringUnit?.value != unit.value else { return target }
      conflict(.variations, at: path, catalog: target.stringUnit, source: unit, catalogOffset: target.offset)
      return target
    }
    if target.raw != nil || returned.shape != target.shape {
      return reshaped(target, as: returned, at: path)
    }
    return mergedParts(of: returned, into: target, at: path)
  }

  /// A catalog node whose shape differs from the returned one (or that was kept raw): it takes the
  /// returned shape when nothing in it was reviewed, or with `--prefer source`; otherwise it stays
  /// as it is and the difference is a conflict. Forms the new shape drops are listed as replaced.
  private mutating func reshaped(
    _ target: CatalogLocalization, as returned: CatalogLocalization, at path: CatalogFormPath
  ) -> CatalogLocalization {
    var target = target
    let reviewed = target.raw != nil || target.allUnits.contains { Self.isReviewed($0.state) }
    if reviewed {
      let overwrite = prefer == .source && target.raw == nil
      conflict(
        .shape, at: path, catalog: target.stringUnit, source: returned.stringUnit ?? returned.allUnits.first,
        catalogOffset: target.offset, isOverwritten: overwrite)
      guard overwrite else { return target }
    } else {
      recordTaken(returned, replacing: target, at: path)
    }
    let kept = returned.unitsByForm
    for (form, unit) in target.unitsByForm.sorted(by: { $0.key < $1.key }) where kept[form] == nil {
      replaced.append(.init(place: place(CatalogFormPath(path.steps + form.steps)), unit: unit))
    }
    target.adoptForms(of: returned)
    return target
  }

  /// A catalog node of the returned node's shape: its unit, its forms and each substitution's forms
  /// are merged one by one.
  private mutating func mergedParts(
    of returned: CatalogLocalization, into target: CatalogLocalization, at path: CatalogFormPath
  ) -> CatalogLocalization {
    var target = target
    if let unit = returned.stringUnit {
      target.stringUnit = self.unit(unit, target.stringUnit, at: path, catalogOffset: target.offset)
    }
    if let variations = returned.variations {
      target.variations = self.variations(variations, target.variations, at: path)
    }
    for substitution in returned.substitutions {
      guard let index = target.substitutions.lastIndex(where: { $0.name == substitution.name }),
        let variations = substitution.variations
      else { continue }
      argumentSpellings = target.substitutions[index].argumentSpellings
      target.substitutions[index].variations = self.variations(
        variations, target.substitutions[index].variations,
        at: path.appending(CatalogFormPath.substitutionStep(substitution.name)))
    }
    return target
  }

  /// Merges returned forms into the catalog's of the same kinds (`shape` made sure they match).
  private mutating func variations(
    _ source: CatalogVariations, _ target: CatalogVariations?, at path: CatalogFormPath
  ) -> CatalogVariations {
    var result = target ?? source
    func merge(_ forms: [CatalogVariations.Form]?, into existing: [CatalogVariations.Form]?) -> [CatalogVariations.Form]? {
      guard let forms else { return existing }
      var merged = existing ?? []
      for form in forms {
        if let index = merged.lastIndex(where: { $0.name == form.name }) {
          if let localization = node(form.localization, merged[index].localization, at: path.appending(form.name)) {
            merged[index].localization = localization
          }
        } else if let localization = node(form.localization, nil, at: path.appending(form.name)) {
          merged.append(CatalogVariations.Form(name: form.name, localization: localization))
        }
      }
      return merged
    }
    result.plural = merge(source.plural, into: target?.plural)
    result.device = merge(source.device, into: target?.device)
    return result
  }

  /// One returned unit against the catalog's unit at the same place.
  private mutating func unit(
    _ returned: StringUnit, _ existing: StringUnit?, at path: CatalogFormPath, catalogOffset: Int
  ) -> StringUnit? {
    guard var existing else {
      taken.append(.init(place: place(path), previous: nil, value: returned.value))
      return StringUnit(state: .translated, value: returned.value, otherFields: returned.otherFields)
    }
    guard !same(existing.value, returned.value) else { return existing }
    if Self.isReviewed(existing.state) {
      let overwrite = prefer == .source
      conflict(
        .reviewed, at: path, catalog: existing, source: returned, catalogOffset: existing.valueOffset,
        isOverwritten: overwrite)
      guard overwrite else { return existing }
    } else {
      taken.append(.init(place: place(path), previous: existing, value: returned.value))
    }
    existing.value = returned.value
    existing.state = .translated
    return existing
  }

  /// Inside a substitution's forms, the spellings of the variable's own argument (`%lld`,
  /// `%1$lld`) that `%arg` stands for: Xcode writes any of them, and a returned `.stringsdict`
  /// always reads back as `%arg`, so these spellings of one text are the same value.
  private var argumentSpellings: [String] = []

  private func same(_ catalog: String, _ returned: String) -> Bool {
    guard catalog != returned else { return true }
    guard !argumentSpellings.isEmpty else { return false }
    func canonical(_ text: String) -> String {
      argumentSpellings.reduce(text) { $0.replacingToken($1, with: "%arg") }
    }
    return canonical(catalog) == canonical(returned)
  }

  // MARK: - Reporting

  private func place(_ path: CatalogFormPath) -> CatalogMergeReport.Place {
    CatalogMergeReport.Place(key: key, language: language, form: path)
  }

  private mutating func recordTaken(
    _ returned: CatalogLocalization, replacing target: CatalogLocalization?, at path: CatalogFormPath
  ) {
    let previous = target?.unitsByForm ?? [:]
    for (form, unit) in returned.unitsByForm.sorted(by: { $0.key < $1.key }) {
      taken.append(.init(place: place(CatalogFormPath(path.steps + form.steps)), previous: previous[form], value: unit.value))
    }
  }

  private mutating func conflict(
    _ reason: CatalogMergeReport.ConflictReason, at path: CatalogFormPath, catalog: StringUnit?, source: StringUnit?,
    catalogOffset: Int, isOverwritten: Bool = false
  ) {
    conflicts.append(
      .init(
        place: place(path), reason: reason, catalogUnit: catalog, sourceUnit: source, isOverwritten: isOverwritten,
        catalogOffset: catalogOffset, sourceOffset: source?.valueOffset ?? 0))
  }

  // MARK: - Rules

  /// Whether a unit holds a reviewer's decision: anything but `new`, `needs_review` and
  /// `machine_translated` (no person chose that text: a returned translation replaces it); a
  /// missing or unknown state counts as reviewed, so that the merge errs on the side of keeping.
  static func isReviewed(_ state: UnitState?) -> Bool {
    switch state {
    case .new?, .needsReview?, .machineTranslated?: false
    default: true
    }
  }

  /// The returned localization's translations, every unit `translated`; units in state `new` left
  /// out. Nil when nothing is left, or when a value with substitutions lost its text or one of its
  /// variables (half a substitution is not a translation).
  static func translated(_ localization: CatalogLocalization) -> CatalogLocalization? {
    guard localization.raw == nil else { return nil }
    var result = localization
    result.stringUnit = localization.stringUnit.flatMap { unit in
      guard unit.state != .new else { return nil }
      var unit = unit
      unit.state = .translated
      return unit
    }
    result.variations = localization.variations.flatMap(translated)
    result.substitutions = localization.substitutions.compactMap { substitution in
      guard substitution.raw == nil else { return nil }
      var substitution = substitution
      substitution.variations = substitution.variations.flatMap(translated)
      return substitution.variations == nil ? nil : substitution
    }
    if !localization.substitutions.isEmpty,
      result.stringUnit == nil || result.substitutions.count != localization.substitutions.count
    {
      return nil
    }
    return result.isEmptyNode ? nil : result
  }

  private static func translated(_ variations: CatalogVariations) -> CatalogVariations? {
    func forms(_ forms: [CatalogVariations.Form]?) -> [CatalogVariations.Form]? {
      let kept = forms?.compactMap { form -> CatalogVariations.Form? in
        guard let localization = translated(form.localization) else { return nil }
        var form = form
        form.localization = localization
        return form
      }
      return kept?.isEmpty == false ? kept : nil
    }
    var result = variations
    result.plural = forms(variations.plural)
    result.device = forms(variations.device)
    return result.plural == nil && result.device == nil ? nil : result
  }
}

extension CatalogLocalization {
  /// Nothing to show: no unit, no forms, no substitutions (an empty `{}` object).
  var isEmptyNode: Bool {
    raw == nil && stringUnit == nil && (variations?.allForms.isEmpty ?? true) && substitutions.isEmpty
  }

  /// Only a plain unit: what a `.strings` value gives.
  var isPlain: Bool {
    (variations?.allForms.isEmpty ?? true) && substitutions.isEmpty
  }

  /// Which kinds of forms a node has, and which substitutions with which arguments: two nodes of
  /// the same shape can be merged form by form.
  var shape: [String] {
    var shape: [String] = []
    if variations?.plural != nil { shape.append("plural") }
    if variations?.device != nil { shape.append("device") }
    for substitution in substitutions.sorted(by: { $0.name < $1.name }) {
      let kinds = [
        substitution.variations?.plural != nil ? "plural" : "", substitution.variations?.device != nil ? "device" : "",
      ]
      shape.append(
        "%#@\(substitution.name)@ \(substitution.argumentNumber.map(String.init) ?? "") \(substitution.formatSpecifier ?? "") \(kinds.joined(separator: ","))"
      )
    }
    return shape
  }

  /// A value that is exactly one plural substitution (`%#@x@`, as a returned `.stringsdict` often
  /// reads back) as the whole-value plural forms it means, `%arg` spelled out; nil otherwise.
  var asWholeValuePlural: (CatalogLocalization, spellings: [String])? {
    guard variations == nil, substitutions.count == 1, let substitution = substitutions.first,
      stringUnit?.value == CatalogFormPath.substitutionStep(substitution.name),
      let forms = substitution.variations?.plural, substitution.variations?.device == nil
    else { return nil }
    let spellings = substitution.argumentSpellings
    let spelling = spellings.first ?? "%lld"
    let localization = CatalogLocalization(
      variations: CatalogVariations(
        plural: forms.map { form in
          var form = form
          if var unit = form.localization.stringUnit {
            unit.value = unit.value.replacingToken("%arg", with: spelling)
            form.localization.stringUnit = unit
          }
          return form
        }), otherFields: otherFields, offset: offset)
    return (localization, spellings)
  }

  /// Replaces what the node shows by `other`'s, keeping the node's own unknown fields.
  mutating func adoptForms(of other: CatalogLocalization) {
    raw = nil
    stringUnit = other.stringUnit
    variations = other.variations
    substitutions = other.substitutions
  }
}

extension CatalogSubstitution {
  /// How the forms can spell the variable's own argument instead of `%arg`: `%lld`, and
  /// `%1$lld` (its position, or 1).
  var argumentSpellings: [String] {
    guard let formatSpecifier else { return [] }
    return ["%" + formatSpecifier, "%\(argumentNumber ?? 1)$" + formatSpecifier]
  }
}
