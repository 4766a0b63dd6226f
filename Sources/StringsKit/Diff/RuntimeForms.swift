/// What the runtime shows for one key of a loaded table, form by form, with the same
/// `CatalogFormPath`s as the catalog the table may have been compiled from.
///
/// A `.strings` value is one form (the empty path). A `.stringsdict` entry is read as Foundation
/// formats it: a format that is exactly one variable (`%#@files@`) stands for that variable's forms
/// (`[few]`), as a catalog's plural variations do; any other format is a form of its own, with each
/// variable's forms below `%#@name@` (a catalog's substitutions); a device rule gives each device
/// its form, expanded the same way. So variable *names* do not count where the format is only a
/// variable (Xcode's compiler and a hand-written `.stringsdict` name them differently), and the
/// value types (`NSStringFormatValueTypeKey`) are not compared: the forms' own specifiers are.
/// A shape Foundation would not format is one form holding the value's text.
enum RuntimeForms {
  static func forms(of value: StringsValue) -> [CatalogFormPath: StringsText] {
    var forms: [CatalogFormPath: StringsText] = [:]
    guard case .dictionary(let pairs) = value else {
      forms[CatalogFormPath()] = text(of: value)
      return forms
    }
    let entry = StringsValue.collapsed(pairs)
    if case .dictionary(let devicePairs)? = entry[StringsText(deviceRuleKey)] {
      for (device, form) in StringsValue.collapsed(devicePairs) {
        addFormat(form, at: CatalogFormPath([device.string]), variables: entry, into: &forms)
      }
    } else if let format = entry[EntryCompiler.formatKey] {
      addFormat(format, at: CatalogFormPath(), variables: entry, into: &forms)
    } else {
      forms[CatalogFormPath()] = text(of: value)
    }
    return forms
  }

  static let deviceRuleKey = "NSStringDeviceSpecificRuleType"

  private static func addFormat(
    _ format: StringsValue, at path: CatalogFormPath, variables: [StringsText: StringsValue],
    into forms: inout [CatalogFormPath: StringsText]
  ) {
    guard case .string(let text) = format else {
      forms[path] = self.text(of: format)
      return
    }
    let names = text.string.variableNames
    if names.count == 1, text.string == CatalogFormPath.substitutionStep(names[0]),
      case .dictionary(let variable)? = variables[StringsText(names[0])]
    {
      addVariable(variable, at: path, into: &forms)
      return
    }
    forms[path] = text
    var seen: Set<String> = []
    for name in names where seen.insert(name).inserted {
      guard case .dictionary(let variable)? = variables[StringsText(name)] else { continue }
      addVariable(variable, at: path.appending(CatalogFormPath.substitutionStep(name)), into: &forms)
    }
  }

  private static func addVariable(
    _ pairs: [(key: StringsText, value: StringsValue)], at path: CatalogFormPath,
    into forms: inout [CatalogFormPath: StringsText]
  ) {
    for (name, form) in StringsValue.collapsed(pairs)
    where name != EntryCompiler.specTypeKey && name != EntryCompiler.valueTypeKey {
      forms[path.appending(name.string)] = text(of: form)
    }
  }

  /// A form's text; a value that is not a string, as the diff writes it.
  private static func text(of value: StringsValue) -> StringsText {
    if case .string(let text) = value { return text }
    return StringsText(DiffTextRenderer.valueText(value))
  }
}
