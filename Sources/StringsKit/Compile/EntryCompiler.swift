/// Compiles one localization of one entry into a `.strings` value or a `.stringsdict` rule.
///
/// How catalog structures map onto Foundation's stringsdict semantics:
/// - **Plural variations** become `NSStringLocalizedFormatKey` = `%#@arg1@` and a plural variable
///   `arg1`. The variable stands for the first argument; a form's sequential placeholders
///   (`%lld`) continue from the variable's position, so they read that argument too. The value
///   type is the first conversion found in the forms (`lld` when none has one).
/// - **Device variations** become `NSStringDeviceSpecificRuleType` with one member per device. A
///   device form that is itself varied (device → plural) is written as a whole nested rule, with
///   its own `NSStringLocalizedFormatKey` and variable, which is how a device rule combines with a
///   plural rule in a stringsdict.
/// - **Substitutions**: each `%#@name@` of the value is a variable. With `argNum` N the variable
///   and its forms' `%arg` are made positional (`%N$#@name@`, `%N$lld`), so a translation that
///   reorders its variables still pluralises each on the right argument; without `argNum`, the
///   `%#@name@` is kept sequential and `%arg` becomes the sequential `%lld`, which continues from
///   the variable's position.
///
/// *Unconfirmed*: the variable names Xcode writes for variations (lstrings writes `arg1`, which
/// the runtime resolves the same way); whether Xcode also writes a device variation's `other`
/// form into the `.strings` as a fallback (one third-party test says so; lstrings does not);
/// whether `NSStringFormatValueTypeKey` accepts a specifier with a precision (`.1f`, written as
/// the catalog's `formatSpecifier` says); which argument a plain plural variation of a value with
/// several placeholders chooses by (lstrings: the first).
struct EntryCompiler {
  enum Output {
    case skipped
    case string(String)
    case rule([(key: StringsText, value: StringsValue)])
  }

  let key: String
  let language: String
  private(set) var problems: [CompileProblem] = []

  init(key: String, language: String) {
    self.key = key
    self.language = language
  }

  mutating func compile(_ localization: CatalogLocalization) -> Output {
    if localization.stringUnit == nil, let variations = localization.variations {
      return compile(variations)
    }
    guard let unit = localization.stringUnit else { return .skipped }
    guard isCompiled(unit) else { return .skipped }
    check(unit)
    guard !localization.substitutions.isEmpty || !unit.value.variableNames.isEmpty else { return .string(unit.value) }
    return compileSubstitutions(of: unit, localization.substitutions)
  }

  // MARK: - Variations

  private mutating func compile(_ variations: CatalogVariations) -> Output {
    if let device = variations.device {
      var forms: [(key: StringsText, value: StringsValue)] = []
      for form in device {
        switch compile(form.localization) {
        case .skipped: continue
        case .string(let value): forms.append((StringsText(form.name), .string(StringsText(value))))
        case .rule(let rule): forms.append((StringsText(form.name), .dictionary(rule)))
        }
      }
      return forms.isEmpty ? .skipped : .rule([(Self.deviceRuleKey, .dictionary(forms))])
    }
    guard let plural = variations.plural, let variable = pluralVariable(plural) else { return .skipped }
    return .rule([
      (Self.formatKey, .string(StringsText("%#@\(Self.variationVariable)@"))),
      (StringsText(Self.variationVariable), .dictionary(variable)),
    ])
  }

  /// A plural variable: its rule type, the argument's conversion (the first specifier of its
  /// forms, `lld` when none has one) and the compiled forms; nil when no form compiles.
  private mutating func pluralVariable(_ forms: [CatalogVariations.Form]) -> [(key: StringsText, value: StringsValue)]? {
    var compiled: [(key: StringsText, value: StringsValue)] = []
    var valueType: String?
    for form in forms {
      guard let unit = form.localization.stringUnit, isCompiled(unit) else { continue }
      check(unit)
      valueType = valueType ?? Self.firstConversion(in: unit.value)
      compiled.append((StringsText(form.name), .string(StringsText(unit.value))))
    }
    guard !compiled.isEmpty else { return nil }
    return Self.variableHeader(ruleType: Self.pluralRuleType, valueType: valueType ?? "lld") + compiled
  }

  // MARK: - Substitutions

  private mutating func compileSubstitutions(of unit: StringUnit, _ substitutions: [CatalogSubstitution]) -> Output {
    var format = unit.value
    var variables: [(key: StringsText, value: StringsValue)] = []
    let defined = Set(substitutions.map(\.name))
    var referenced = unit.value.variableNames
    for substitution in substitutions {
      let argument: String
      if let number = substitution.argumentNumber {
        format = format.replacingToken("%#@\(substitution.name)@", with: "%\(number)$#@\(substitution.name)@")
        argument = "%\(number)$"
      } else {
        argument = "%"
      }
      let specifier = substitution.formatSpecifier ?? "lld"
      guard let variations = substitution.variations, let forms = variations.plural ?? variations.device, !forms.isEmpty else {
        problems.append(
          CompileProblem(kind: .substitutionWithoutForms(substitution.name), offset: substitution.nameOffset, language: language))
        continue
      }
      var variable = Self.variableHeader(
        ruleType: variations.plural != nil ? Self.pluralRuleType : Self.deviceRuleType, valueType: specifier)
      for form in forms {
        guard let formUnit = form.localization.stringUnit, isCompiled(formUnit) else { continue }
        check(formUnit)
        referenced += formUnit.value.variableNames
        let value = formUnit.value.replacingToken("%arg", with: argument + specifier)
        variable.append((StringsText(form.name), .string(StringsText(value))))
      }
      variables.append((StringsText(substitution.name), .dictionary(variable)))
    }
    let used = Set(referenced)
    for substitution in substitutions where !used.contains(substitution.name) {
      problems.append(
        CompileProblem(kind: .unusedSubstitution(substitution.name), offset: substitution.nameOffset, language: language))
    }
    for name in Set(referenced).subtracting(defined).sorted() {
      problems.append(CompileProblem(kind: .undefinedSubstitution(name), offset: unit.valueOffset, language: language))
    }
    return .rule([(Self.formatKey, .string(StringsText(format)))] + variables)
  }

  // MARK: - Units

  /// Whether a unit reaches the compiled table: every state but `new`.
  private func isCompiled(_ unit: StringUnit) -> Bool {
    unit.state != .new
  }

  /// Reports a value that an XML property list cannot hold.
  private mutating func check(_ unit: StringUnit) {
    guard !PropertyListWriter.canWrite(StringsText(unit.value)) else { return }
    problems.append(CompileProblem(kind: .unwritableText(key: key), offset: unit.valueOffset, language: language))
  }

  private static func variableHeader(ruleType: StringsText, valueType: String) -> [(key: StringsText, value: StringsValue)] {
    [(specTypeKey, .string(ruleType)), (valueTypeKey, .string(StringsText(valueType)))]
  }

  /// The conversion of the first printf specifier of a value (`lld` in "%lld files"), nil if none.
  static func firstConversion(in value: String) -> String? {
    let format = FormatString(StringsText(value))
    guard let specifier = format.specifiers.first else { return nil }
    return (specifier.length?.rawValue ?? "") + String(decoding: [specifier.conversion], as: UTF8.self)
  }

  static let variationVariable = "arg1"
  static let formatKey = StringsText("NSStringLocalizedFormatKey")
  static let specTypeKey = StringsText("NSStringFormatSpecTypeKey")
  static let valueTypeKey = StringsText("NSStringFormatValueTypeKey")
  static let pluralRuleType = StringsText("NSStringPluralRuleType")
  static let deviceRuleType = StringsText("NSStringDeviceSpecificRuleType")
  static let deviceRuleKey = deviceRuleType
}
