/// Converts one `.stringsdict` entry (the dictionary CoreFoundation loads for a key) into a
/// catalog localization, the way Xcode's "Migrate to String Catalog" does, and reports whatever
/// the catalog cannot hold.
///
/// - `NSStringLocalizedFormatKey` exactly `%#@x@` with one plural variable whose forms all read
///   that argument with the variable's type: `variations.plural` (the name `x` is lost; the
///   compiler infers the type from the forms, which is why they must agree with it).
/// - Any other format with plural variables: a `stringUnit` holding the format, plus one
///   substitution per variable (`formatSpecifier` from `NSStringFormatValueTypeKey`, `argNum`
///   when there are several variables or the reference is positional), the variable's own
///   placeholder written `%arg` in its forms (`SubstitutionText`).
/// - `NSStringDeviceSpecificRuleType` (the entry-level device dictionary, or a `%#@x@` that is the
///   whole format): `variations.device`, a device form that is exactly `%#@p@` of a plural
///   variable nesting `variations.plural`.
struct StringsdictEntryMigration {
  let key: StringsText
  let value: StringsValue
  /// Where the entry's keys are written (nil for binary files).
  let positions: StringsdictEntry?
  let fileStart: StringsSourceLocation
  private(set) var diagnostics: [StringsDiagnostic] = []

  init(key: StringsText, value: StringsValue, positions: StringsdictEntry?, fileStart: StringsSourceLocation) {
    self.key = key
    self.value = value
    self.positions = positions
    self.fileStart = fileStart
  }

  private static let deviceKey = StringsText("NSStringDeviceSpecificRuleType")
  private static let formatKey = StringsText(StringsdictFile.ReservedKey.format)
  private static let specTypeKey = StringsText(StringsdictFile.ReservedKey.specType)
  private static let valueTypeKey = StringsText(StringsdictFile.ReservedKey.valueType)

  /// A variable as read from its dictionary.
  private struct Variable {
    var name: String
    var kind: FormRule.Kind
    var valueType: String?
    var forms: [(name: String, text: [UInt8])]
  }

  /// The localization, or nil when the entry cannot be converted (reported).
  mutating func convert() -> CatalogLocalization? {
    guard case .dictionary(let pairs) = value else {
      return fail(
        "is \(StringsdictBuilder.article(value.kindName)), not a dictionary with \(StringsdictFile.ReservedKey.format) and variables"
      )
    }
    let dictionary = StringsValue.collapsed(pairs)
    if let device = dictionary[Self.deviceKey] {
      guard dictionary[Self.formatKey] == nil else {
        return fail(
          "has both \(StringsdictFile.ReservedKey.format) and NSStringDeviceSpecificRuleType, which a catalog cannot hold together"
        )
      }
      return deviceLocalization(device, in: dictionary)
    }
    guard let formatValue = dictionary[Self.formatKey] else {
      return fail("has no \(StringsdictFile.ReservedKey.format): there is no text to convert")
    }
    guard let format = formatValue.text, format.isLosslessString else {
      return fail("has a \(StringsdictFile.ReservedKey.format) that is not text a catalog can hold")
    }
    let formatBytes = Array(format.utf8)
    guard let references = SubstitutionText.references(in: formatBytes) else {
      return fail("has a %#@ in its \(StringsdictFile.ReservedKey.format) with no closing '@'")
    }
    if references.isEmpty {
      reportUnused(dictionary, referenced: [])
      return CatalogLocalization(stringUnit: StringUnit(value: format.string))
    }
    guard Set(references.map(\.name)).count == references.count else {
      return fail("refers to one variable twice, which a catalog's substitutions cannot express")
    }
    var variables: [Variable] = []
    for reference in references {
      guard let variable = variable(named: reference.name, in: dictionary) else { return nil }
      variables.append(variable)
    }
    reportUnused(dictionary, referenced: Set(references.map(\.name)))
    if references.count == 1, format.string == "%#@\(references[0].name)@" {
      if variables[0].kind == .deviceSpecific { return CatalogLocalization(variations: deviceVariations(variables[0].forms)) }
      if let plural = wholeValuePlural(variables[0]) { return CatalogLocalization(variations: CatalogVariations(plural: plural)) }
    }
    return substitutions(format: formatBytes, references: references, variables: variables)
  }

  // MARK: - The three shapes

  /// The plural forms when they can stand for the whole value: every form reads argument 1 and
  /// only it, with the variable's type (the compiler takes the type from the forms).
  private func wholeValuePlural(_ variable: Variable) -> [CatalogVariations.Form]? {
    guard variable.kind == .plural else { return nil }
    let conversion = { (text: [UInt8]) in EntryCompiler.firstConversion(in: String(decoding: text, as: UTF8.self)) }
    guard let expected = variable.valueType.map(Self.withoutPercent) ?? conversion(variable.forms[0].text) else { return nil }
    for form in variable.forms {
      let placeholders = VariablePlaceholders(StringsText(wtf8: form.text), base: 1)
      guard !placeholders.reads.isEmpty, placeholders.reads.allSatisfy({ $0.position == 1 }), conversion(form.text) == expected
      else { return nil }
    }
    return variable.forms.map { Self.form($0.name, String(decoding: $0.text, as: UTF8.self)) }
  }

  private mutating func substitutions(
    format: [UInt8], references: [SubstitutionText.Reference], variables: [Variable]
  ) -> CatalogLocalization? {
    let positional = references.count > 1 || references.contains(where: \.isPositional)
    var substitutions: [CatalogSubstitution] = []
    for (reference, variable) in zip(references, variables) {
      guard variable.kind == .plural else {
        return fail("uses the device rule '\(variable.name)' inside a longer text, which a catalog cannot express")
      }
      let specifier =
        variable.valueType.map(Self.withoutPercent)
        ?? variable.forms.lazy.compactMap { SubstitutionText.ownSpecifier(in: $0.text, argument: reference.position) }.first
      let forms = variable.forms.map { form in
        Self.form(
          form.name,
          SubstitutionText.form(form.text, argument: reference.position, formatSpecifier: specifier, positional: positional))
      }
      substitutions.append(
        CatalogSubstitution(
          name: variable.name, argumentNumber: positional ? reference.position : nil, formatSpecifier: specifier,
          variations: CatalogVariations(plural: forms)))
    }
    return CatalogLocalization(
      stringUnit: StringUnit(value: SubstitutionText.value(of: format, positional: positional)), substitutions: substitutions)
  }

  /// The entry-level `NSStringDeviceSpecificRuleType` dictionary: device forms, each a string or
  /// exactly `%#@p@` of a plural variable of the entry.
  private mutating func deviceLocalization(_ device: StringsValue, in dictionary: [StringsText: StringsValue])
    -> CatalogLocalization?
  {
    guard case .dictionary(let pairs) = device else {
      return fail("has an NSStringDeviceSpecificRuleType that is not a dictionary of device forms")
    }
    var forms: [CatalogVariations.Form] = []
    var referenced: Set<String> = []
    for (name, value) in StringsValue.collapsed(pairs).sorted(by: { $0.key < $1.key }) {
      guard let text = formText(name.string, value, of: "NSStringDeviceSpecificRuleType", kind: .deviceSpecific) else { continue }
      guard let references = SubstitutionText.references(in: text), !references.isEmpty else {
        forms.append(Self.form(name.string, String(decoding: text, as: UTF8.self)))
        continue
      }
      let nested = references.count == 1 && String(decoding: text, as: UTF8.self) == "%#@\(references[0].name)@"
      guard nested, let variable = variable(named: references[0].name, in: dictionary, nested: true),
        let plural = wholeValuePlural(variable)
      else {
        return fail(
          "has the device form '\(name.string)' with variables a catalog cannot nest (only a form that is exactly one %#@plural@ is)"
        )
      }
      referenced.insert(variable.name)
      forms.append(
        CatalogVariations.Form(
          name: name.string, localization: CatalogLocalization(variations: CatalogVariations(plural: plural))))
    }
    reportUnused(dictionary, referenced: referenced.union([Self.deviceKey.string]))
    guard !forms.isEmpty else { return fail("has no device form a catalog can hold") }
    return CatalogLocalization(variations: CatalogVariations(device: forms))
  }

  private func deviceVariations(_ forms: [(name: String, text: [UInt8])]) -> CatalogVariations {
    CatalogVariations(device: forms.map { Self.form($0.name, String(decoding: $0.text, as: UTF8.self)) })
  }

  // MARK: - Variables and forms

  /// A variable's dictionary, or nil (reported) when a catalog cannot express it. Forms that are
  /// not text or not named for the rule are left out (reported); forms referencing further
  /// variables make the whole variable unconvertible.
  private mutating func variable(named name: String, in dictionary: [StringsText: StringsValue], nested: Bool = false)
    -> Variable?
  {
    guard let value = dictionary[StringsText(name)] else {
      return fail("refers to the variable '\(name)', which it does not define")
    }
    guard case .dictionary(let pairs) = value else {
      return fail("has a variable '\(name)' that is not a dictionary")
    }
    let members = StringsValue.collapsed(pairs)
    guard let specType = members[Self.specTypeKey]?.text?.string else {
      return fail("has a variable '\(name)' without \(StringsdictFile.ReservedKey.specType)", at: variableLocation(name))
    }
    let kind = FormRule.Kind(specType: specType)
    switch kind {
    case .plural, .deviceSpecific: break
    case .variableWidth:
      return fail(
        "uses NSStringVariableWidthRuleType in '\(name)', which String Catalogs do not support", at: variableLocation(name))
    case .unknown(let type):
      return fail("has the unknown rule type '\(type)' in '\(name)'", at: variableLocation(name))
    }
    if nested, kind != .plural {
      return fail("nests the device rule '\(name)' inside a device form", at: variableLocation(name))
    }
    var variable = Variable(name: name, kind: kind, valueType: nil, forms: [])
    if let valueType = members[Self.valueTypeKey] {
      guard let text = valueType.text?.string, FormRule.argumentType(ofValueType: text) != nil || kind == .deviceSpecific else {
        return fail(
          "has an \(StringsdictFile.ReservedKey.valueType) in '\(name)' that is not a printf conversion",
          at: variableLocation(name))
      }
      variable.valueType = text
    }
    for (formName, formValue) in members.sorted(by: { $0.key < $1.key })
    where formName != Self.specTypeKey && formName != Self.valueTypeKey {
      guard let text = formText(formName.string, formValue, of: name, kind: kind) else { continue }
      guard !SubstitutionText.hasReference(text) else {
        return fail(
          "has a variable nested in the '\(formName.string)' form of '\(name)', which a catalog cannot express",
          at: formLocation(formName.string, of: name))
      }
      variable.forms.append((formName.string, text))
    }
    guard !variable.forms.isEmpty else { return fail("has no form in '\(name)'", at: variableLocation(name)) }
    return variable
  }

  /// A form's text, or nil (reported) when it is not text or not a name the rule uses.
  private mutating func formText(_ name: String, _ value: StringsValue, of variable: String, kind: FormRule.Kind) -> [UInt8]? {
    let location = formLocation(name, of: variable)
    guard let text = value.text, text.isLosslessString else {
      report("has a '\(name)' form in '\(variable)' that is not text a catalog can hold: the form is left out", at: location)
      return nil
    }
    guard StringsdictBuilder.isFormName(name, for: kind) else {
      report(
        "has a form '\(name)' in '\(variable)' that no device or plural category selects: the form is left out", at: location)
      return nil
    }
    return Array(text.utf8)
  }

  /// Reports the members that no reference reaches (never shown; the catalog has no place for them).
  private mutating func reportUnused(_ dictionary: [StringsText: StringsValue], referenced: Set<String>) {
    for name in dictionary.keys.map(\.string).sorted()
    where name != Self.formatKey.string && !referenced.contains(name) {
      report("has a variable '\(name)' that its text never refers to: it is left out", at: variableLocation(name))
    }
  }

  private static func form(_ name: String, _ text: String) -> CatalogVariations.Form {
    CatalogVariations.Form(name: name, localization: CatalogLocalization(stringUnit: StringUnit(value: text)))
  }

  private static func withoutPercent(_ valueType: String) -> String {
    valueType.hasPrefix("%") ? String(valueType.dropFirst()) : valueType
  }

  // MARK: - Reporting

  private var entryLocation: StringsSourceLocation { positions?.location ?? fileStart }

  private func variableLocation(_ name: String) -> StringsSourceLocation {
    positions?.variable(named: name)?.location ?? entryLocation
  }

  private func formLocation(_ form: String, of variable: String) -> StringsSourceLocation {
    positions?.variable(named: variable)?.form(named: form)?.location ?? variableLocation(variable)
  }

  private mutating func report(_ message: String, at location: StringsSourceLocation? = nil) {
    diagnostics.append(
      StringsDiagnostic(
        .migrationUnconvertibleRule,
        message: "\(LintMessage.quoted(key)) \(message)", location: location ?? entryLocation, key: key.string))
  }

  /// Reports why the entry is not converted; returns nil for `return fail(…)`.
  private mutating func fail<T>(_ message: String, at location: StringsSourceLocation? = nil) -> T? {
    report(message + "; the entry is not converted", at: location)
    return nil
  }
}
