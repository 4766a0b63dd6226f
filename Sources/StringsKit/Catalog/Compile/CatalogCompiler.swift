/// Compiles a String Catalog into the tables the runtime reads, as Xcode's `xcstringstool compile`
/// does at build time, so that a Swift package with catalogs can ship them on Linux (where no
/// `xcstringstool` exists).
///
/// What is compiled follows what real projects' committed `xcstringstool` output shows
/// (docs/catalogs.md, "What compile writes", has the evidence):
/// - a language's table holds the entries that have a unit in that language; a source-language
///   key without a unit of its own is *not* written (the runtime shows the key itself anyway);
/// - a unit in state `new` is not compiled (Xcode's own source units of `extracted_with_value`
///   keys are `new`: the default value in the code is used instead); `translated`,
///   `needs_review` and `stale` units are; `stale` entries are compiled;
/// - translations of an entry marked `shouldTranslate: false` are not compiled;
/// - plural and device variations and substitutions go to the `.stringsdict`, plain units to the
///   `.strings` (both XML property lists).
/// How Xcode names the stringsdict variables of a variation is not public; lstrings writes
/// `%#@arg1@`, which `NSString` resolves the same way.
public enum CatalogCompiler {
  /// A problem that keeps an entry from compiling faithfully.
  public struct Problem: Sendable, Hashable {
    public var offset: Int
    public var message: String
  }

  /// The compiled tables of the given languages (every language of the catalog when nil), and
  /// what could not be compiled.
  public static func compile(_ catalog: StringCatalog, languages: Set<String>? = nil) -> (
    tables: [CompiledTable], problems: [Problem]
  ) {
    var problems: [Problem] = []
    let tables = catalog.languages.filter { languages?.contains($0) ?? true }.map { language in
      var table = CompiledTable(language: language)
      for entry in catalog.entries where entry.raw == nil {
        guard entry.isTranslatable || language == catalog.sourceLanguage,
          let localization = entry.localization(for: language)
        else { continue }
        var compiler = EntryCompiler()
        let key = StringsText(entry.key)
        switch compiler.compile(localization) {
        case .skipped: table.skippedUnits += 1
        case .string(let value): table.strings[key] = StringsText(value)
        case .rule(let value): table.stringsdict[key] = value
        }
        table.skippedUnits += compiler.skippedForms
        problems += compiler.problems
      }
      return table
    }
    return (tables, problems)
  }
}

/// Compiles one localization of one entry.
struct EntryCompiler {
  enum Output {
    case skipped
    case string(String)
    case rule(StringsValue)
  }

  private(set) var problems: [CatalogCompiler.Problem] = []
  /// Forms of variations left out because of their state.
  private(set) var skippedForms = 0

  mutating func compile(_ localization: CatalogLocalization) -> Output {
    if let variations = localization.variations, localization.substitutions.isEmpty {
      guard let rule = variationsRule(variations, variable: "arg1") else { return .skipped }
      return .rule(.dictionary(rule))
    }
    guard let unit = localization.stringUnit, Self.isCompiled(unit) else { return .skipped }
    guard !localization.substitutions.isEmpty else { return .string(unit.value) }
    var pairs: [(key: StringsText, value: StringsValue)] = [
      (Self.formatKey, .string(StringsText(Self.positionedReferences(in: unit.value, localization.substitutions))))
    ]
    let order = Self.variableOrder(in: unit.value)
    for substitution in localization.substitutions {
      guard let variations = substitution.variations, let forms = variations.plural ?? variations.device
      else {
        problems.append(.init(offset: substitution.nameOffset, message: "the substitution \"\(substitution.name)\" has no plural or device forms"))
        continue
      }
      if !order.contains(substitution.name) {
        problems.append(.init(offset: substitution.nameOffset, message: "the substitution \"\(substitution.name)\" is not used: the value has no %#@\(substitution.name)@"))
      }
      let specifier = substitution.formatSpecifier ?? "lld"
      let position = substitution.argumentNumber ?? ((order.firstIndex(of: substitution.name) ?? 0) + 1)
      let argument = substitution.argumentNumber == nil ? "%" + specifier : "%\(position)$" + specifier
      var variable: [(key: StringsText, value: StringsValue)] = [
        (Self.specTypeKey, .string(StringsText(variations.plural != nil ? "NSStringPluralRuleType" : "NSStringDeviceSpecificRuleType"))),
        (Self.valueTypeKey, .string(StringsText(specifier))),
      ]
      for form in forms {
        guard let formUnit = form.localization.stringUnit else { continue }
        guard Self.isCompiled(formUnit) else {
          skippedForms += 1
          continue
        }
        variable.append((StringsText(form.name), .string(StringsText(formUnit.value.replacingArgument(with: argument)))))
      }
      pairs.append((StringsText(substitution.name), .dictionary(variable)))
    }
    return .rule(.dictionary(pairs))
  }

  /// The `.stringsdict` pairs for variations that make up the whole value.
  private mutating func variationsRule(_ variations: CatalogVariations, variable: String) -> [(key: StringsText, value: StringsValue)]? {
    if let device = variations.device {
      // Device forms are whole strings; a device form with its own plural forms refers to a
      // variable of the same entry.
      var deviceForms: [(key: StringsText, value: StringsValue)] = []
      var variables: [(key: StringsText, value: StringsValue)] = []
      for form in device {
        if let nested = form.localization.variations?.plural {
          let name = "\(variable)_\(form.name)"
          guard let rule = pluralVariable(nested) else { continue }
          deviceForms.append((StringsText(form.name), .string(StringsText("%#@\(name)@"))))
          variables.append((StringsText(name), .dictionary(rule)))
        } else if let unit = form.localization.stringUnit {
          guard Self.isCompiled(unit) else {
            skippedForms += 1
            continue
          }
          deviceForms.append((StringsText(form.name), .string(StringsText(unit.value))))
        }
      }
      guard !deviceForms.isEmpty else { return nil }
      return [(StringsText("NSStringDeviceSpecificRuleType"), .dictionary(deviceForms))] + variables
    }
    guard let plural = variations.plural, let rule = pluralVariable(plural) else { return nil }
    return [(Self.formatKey, .string(StringsText("%#@\(variable)@"))), (StringsText(variable), .dictionary(rule))]
  }

  /// A plural variable: its rule type, the argument's conversion (the first specifier of its
  /// forms, `lld` when none has one) and the compiled forms.
  private mutating func pluralVariable(_ forms: [CatalogVariations.Form]) -> [(key: StringsText, value: StringsValue)]? {
    var compiled: [(key: StringsText, value: StringsValue)] = []
    var valueType: String?
    for form in forms {
      guard let unit = form.localization.stringUnit else { continue }
      guard Self.isCompiled(unit) else {
        skippedForms += 1
        continue
      }
      valueType = valueType ?? Self.firstConversion(in: unit.value)
      compiled.append((StringsText(form.name), .string(StringsText(unit.value))))
    }
    guard !compiled.isEmpty else { return nil }
    return [
      (Self.specTypeKey, .string(StringsText("NSStringPluralRuleType"))),
      (Self.valueTypeKey, .string(StringsText(valueType ?? "lld"))),
    ] + compiled
  }

  /// The value with each reference to a substitution that has an `argNum` written with that
  /// position (`%#@x@` → `%4$#@x@`): Foundation reads an unpositioned reference's argument by
  /// counting, which in a value such as `%1$@, %2$@ and %#@x@` is not the argument `argNum` names.
  static func positionedReferences(in value: String, _ substitutions: [CatalogSubstitution]) -> String {
    substitutions.reduce(value) { value, substitution in
      guard let position = substitution.argumentNumber else { return value }
      return value.replacingToken("%#@\(substitution.name)@", with: "%\(position)$#@\(substitution.name)@")
    }
  }

  /// Whether a unit reaches the compiled table: every state but `new`.
  static func isCompiled(_ unit: StringUnit) -> Bool { unit.state != .new }

  static let formatKey = StringsText("NSStringLocalizedFormatKey")
  static let specTypeKey = StringsText("NSStringFormatSpecTypeKey")
  static let valueTypeKey = StringsText("NSStringFormatValueTypeKey")

  /// The names of the `%#@name@` variables of a value, in order of appearance.
  static func variableOrder(in value: String) -> [String] {
    var names: [String] = []
    let bytes = Array(value.utf8)
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: "#"), bytes[index + 2] == UInt8(ascii: "@")
      else {
        index += 1
        continue
      }
      let start = index + 3
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "@")) else { break }
      names.append(String(decoding: bytes[start..<end], as: UTF8.self))
      index = end + 1
    }
    return names
  }

  /// The conversion of the first printf specifier of a value (`lld` in "%lld files"), nil if none.
  static func firstConversion(in value: String) -> String? {
    let format = FormatString(StringsText(value))
    guard let specifier = format.specifiers.first else { return nil }
    return (specifier.length?.rawValue ?? "") + String(decoding: [specifier.conversion], as: UTF8.self)
  }
}

extension String {
  /// The value with each `%arg` (a substitution's own argument) replaced.
  func replacingArgument(with argument: String) -> String {
    replacingToken("%arg", with: argument)
  }

  /// The string with every occurrence of `token` replaced, scanning bytes left to right.
  func replacingToken(_ token: String, with replacement: String) -> String {
    let bytes = Array(utf8)
    let pattern = Array(token.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    var changed = false
    while index < bytes.count {
      if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
        bytes[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        out += replacement.utf8
        index += pattern.count
        changed = true
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return changed ? String(decoding: out, as: UTF8.self) : self
  }
}
