extension CompiledTable {
  /// The table with no `.stringsdict`: each rule becomes a `.strings` value, its variables
  /// replaced by their `other` forms and device rules by their `other` device.
  ///
  /// For Linux: swift-corelibs-foundation implements no plural rules, and `Bundle.localizedString`
  /// was seen to crash (Swift 6.3.1) looking up a key its table's `.stringsdict` holds. The
  /// `other` form is right for most numbers in most languages, and keeps the placeholders of the
  /// rule (`%1$@ added %2$lld photos`), so the same format arguments still apply.
  public var withOtherFormsOnly: CompiledTable {
    var table = self
    for (key, rule) in stringsdict {
      if let text = Self.otherText(of: rule, variables: [:]) { table.strings[key] = StringsText(text) }
    }
    table.stringsdict = [:]
    return table
  }

  /// What a rule shows when every choice falls on `other`. `variables` are the dictionaries of
  /// the rules around it (a nested form may name a variable of its entry).
  private static func otherText(of rule: StringsValue, variables outer: [StringsText: StringsValue]) -> String? {
    switch rule {
    case .string(let text): return text.string
    case .array, .data: return nil
    case .dictionary(let pairs):
      let members = outer.merging(StringsValue.collapsed(pairs)) { $1 }
      if let device = members[EntryCompiler.deviceRuleKey] {
        guard let form = otherForm(of: device) else { return nil }
        let variables = members.filter { $0.key != EntryCompiler.deviceRuleKey && $0.key != EntryCompiler.formatKey }
        return otherText(of: form, variables: variables)
      }
      guard let format = members[EntryCompiler.formatKey]?.text?.string else { return nil }
      return expand(format, variables: members, depth: 0)
    }
  }

  /// The format with each `%#@name@` replaced by the `other` form of its variable (recursively,
  /// to a fixed depth so that a variable naming itself cannot loop).
  private static func expand(_ format: String, variables: [StringsText: StringsValue], depth: Int) -> String {
    guard depth < 8 else { return format }
    var bytes = Array(format.utf8)
    for token in format.variableTokens.reversed() {
      guard let variable = variables[StringsText(token.name)], let form = otherForm(of: variable)?.text?.string else { continue }
      bytes.replaceSubrange(token.range, with: Array(expand(form, variables: variables, depth: depth + 1).utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A rule dictionary's `other` member, else its last form (rule keys aside).
  private static func otherForm(of rule: StringsValue) -> StringsValue? {
    guard case .dictionary(let pairs) = rule else { return nil }
    let forms = pairs.filter { $0.key != EntryCompiler.specTypeKey && $0.key != EntryCompiler.valueTypeKey }
    return forms.last { $0.key == StringsText("other") }?.value ?? forms.last?.value
  }
}
