extension CatalogLocalization {
  /// Every string unit of the localization by the form it fills: the plain unit at the empty
  /// path, each plural or device form (nested ones too) and each substitution's forms below it.
  ///
  /// The unit of a form written twice is the last one, as for a key written twice.
  var unitsByForm: [CatalogFormPath: StringUnit] {
    var units: [CatalogFormPath: StringUnit] = [:]
    collectUnits(at: CatalogFormPath(), into: &units)
    return units
  }

  private func collectUnits(at path: CatalogFormPath, into units: inout [CatalogFormPath: StringUnit]) {
    if let stringUnit { units[path] = stringUnit }
    if !otherFields.isEmpty, let stringSet {
      for (index, unit) in stringSet.units.enumerated() { units[path.appending(StringSet.formName(index))] = unit }
    }
    for form in variations?.allForms ?? [] {
      form.localization.collectUnits(at: path.appending(form.name), into: &units)
    }
    for substitution in substitutions {
      let variable = path.appending(CatalogFormPath.substitutionStep(substitution.name))
      for form in substitution.variations?.allForms ?? [] {
        form.localization.collectUnits(at: variable.appending(form.name), into: &units)
      }
    }
  }
}
