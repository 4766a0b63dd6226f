/// Compiling Xcode 26's named placeholders (`%(count)lld`) into what `String(format:)` reads.
///
/// The runtime's tables cannot hold `%(count)lld`: Foundation's formatter knows no such form and
/// would print it as garbage. The code that looks the string up (Xcode's generated symbol,
/// `landmarks(count:)`) passes the arguments in the order their names first appear in the source
/// language's value, so every language's `%(name)spec` is compiled to `%N$spec` with N that
/// order: a translation that reorders the names still shows each argument where it says.
///
/// *Unconfirmed*: the exact bytes `xcstringstool compile` writes for them (no compiled output of a
/// real project with named placeholders was found); this numbering is the only one under which
/// the symbol's arguments reach the right placeholders.
extension CatalogEntry {
  /// The names of the source language's value in order of first appearance (its plain unit, or
  /// the form people see when it varies; the key itself when it has no unit).
  func namedPlaceholderOrder(sourceLanguage: String) -> [String] {
    let source = localization(for: sourceLanguage)
    let text = source?.stringUnit?.value ?? source?.shownUnit?.value ?? key
    return NamedPlaceholders.order(of: text)
  }
}

extension CatalogLocalization {
  /// The localization with every unit's named placeholders numbered by `order` (asked for only
  /// when a unit has one), and the names a unit uses that `order` lacks (that unit is left as
  /// written). A localization without named placeholders, nearly every one, is returned as it is,
  /// without a copy or an allocation.
  func numberingNamedPlaceholders(order: () -> [String]) -> (localization: CatalogLocalization, unknownNames: [String]) {
    guard hasNamedPlaceholder else { return (self, []) }
    let order = order()
    var unknown: [String] = []
    var result = self
    result.numberUnits(order: order, unknown: &unknown)
    return (result, unknown)
  }

  /// Whether any unit's value holds `%(`, the start of a named placeholder.
  var hasNamedPlaceholder: Bool {
    if let stringUnit, Self.mayName(stringUnit.value) { return true }
    for form in variations?.allForms ?? [] where form.localization.hasNamedPlaceholder { return true }
    for substitution in substitutions {
      for form in substitution.variations?.allForms ?? [] where form.localization.hasNamedPlaceholder { return true }
    }
    return false
  }

  private static func mayName(_ value: String) -> Bool {
    var previous: UInt8 = 0
    for byte in value.utf8 {
      if byte == UInt8(ascii: "("), previous == UInt8(ascii: "%") { return true }
      previous = byte
    }
    return false
  }

  private mutating func numberUnits(order: [String], unknown: inout [String]) {
    if let unit = stringUnit { stringUnit = Self.numbered(unit, order: order, unknown: &unknown) }
    if var variations {
      variations.plural = variations.plural.map { Self.numbered($0, order: order, unknown: &unknown) }
      variations.device = variations.device.map { Self.numbered($0, order: order, unknown: &unknown) }
      self.variations = variations
    }
    for index in substitutions.indices {
      guard var variations = substitutions[index].variations else { continue }
      variations.plural = variations.plural.map { Self.numbered($0, order: order, unknown: &unknown) }
      variations.device = variations.device.map { Self.numbered($0, order: order, unknown: &unknown) }
      substitutions[index].variations = variations
    }
  }

  private static func numbered(
    _ forms: [CatalogVariations.Form], order: [String], unknown: inout [String]
  ) -> [CatalogVariations.Form] {
    forms.map { form in
      var form = form
      form.localization.numberUnits(order: order, unknown: &unknown)
      return form
    }
  }

  private static func numbered(_ unit: StringUnit, order: [String], unknown: inout [String]) -> StringUnit {
    guard unit.value.utf8.contains(UInt8(ascii: "(")) else { return unit }
    guard let value = NamedPlaceholders.positional(unit.value, order: order) else {
      for name in NamedPlaceholders.order(of: unit.value) where !order.contains(name) && !unknown.contains(name) {
        unknown.append(name)
      }
      return unit
    }
    var unit = unit
    unit.value = value
    return unit
  }
}
