/// Builds a `StringsdictFile` from CoreFoundation's values and the XML key positions, reporting
/// the problems that concern one entry's shape (the ones that need the references between
/// entries' texts are `StringsdictReferenceCheck`'s).
package struct StringsdictBuilder {
  let bytes: [UInt8]
  let path: String
  private var keyIndex: XMLKeyIndex?
  private var lines: LineTable?
  private var problems: [StringsdictProblem] = []

  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
  }

  mutating func build() -> StringsdictFile {
    let start = StringsSourceLocation(file: path, line: 1, column: 1)
    switch PropertyListReader.readAnyFormat(bytes) {
    case .failure(let message):
      problems.append(
        StringsdictProblem(
          .malformed,
          "CoreFoundation cannot read the file as a property list (\(message)): the app uses none of its plural entries",
          at: errorLocation(in: message)))
      return StringsdictFile(path: path, entries: [], problems: problems, isReadable: false)
    case .value(let value, _):
      guard case .dictionary(let pairs) = value else {
        problems.append(
          StringsdictProblem(
            .malformed,
            "the top level is \(Self.article(value.kindName)), not a dictionary: CFBundle ignores the file and the app uses none of its plural entries",
            at: start))
        return StringsdictFile(path: path, entries: [], problems: problems, isReadable: false)
      }
      keyIndex = XMLKeyIndex(scanning: bytes)
      if keyIndex != nil { lines = LineTable(bytes: bytes) }
      var entries: [StringsdictEntry] = []
      for member in members(pairs, of: .topLevel, fallback: start) {
        if let entry = entry(member) { entries.append(entry) }
      }
      return StringsdictFile(path: path, entries: entries, problems: problems, isReadable: true)
    }
  }

  // MARK: - Entries and rules

  private mutating func entry(_ member: Member) -> StringsdictEntry? {
    guard case .dictionary(let pairs) = member.value else {
      problems.append(
        StringsdictProblem(
          .malformed,
          "the value of \(LintMessage.quoted(member.name)) is \(Self.article(member.kindName)), not a dictionary with \(StringsdictFile.ReservedKey.format) and variables: no plural form can be chosen for it",
          at: member.location, key: member.name))
      return nil
    }
    let key = member.name
    var entry = StringsdictEntry(key: key, location: member.location, format: nil, formatLocation: nil, variables: [])
    for item in members(pairs, of: member.node, fallback: member.location) {
      let name = item.name.string
      if name == StringsdictFile.ReservedKey.format {
        entry.formatLocation = item.location
        entry.format = string(item, role: "\(StringsdictFile.ReservedKey.format) of \(LintMessage.quoted(key))", key: key)
      } else if case .dictionary(let rulePairs) = item.value {
        entry.variables.append(rule(named: name, item, rulePairs, key: key))
      } else {
        problems.append(
          StringsdictProblem(
            .malformed,
            "'\(name)' in \(LintMessage.quoted(key)) is \(Self.article(item.kindName)), not a variable dictionary: Foundation cannot choose forms with it",
            at: item.location, key: key))
      }
    }
    if entry.formatLocation == nil {
      problems.append(
        StringsdictProblem(
          .missingFormatKey,
          "\(LintMessage.quoted(key)) has no \(StringsdictFile.ReservedKey.format): there is no text to format, so none of its forms are shown",
          at: member.location, key: key))
    }
    return entry
  }

  private mutating func rule(
    named name: String, _ member: Member, _ pairs: [(key: StringsText, value: StringsValue)], key: StringsText
  ) -> FormRule {
    var rule = FormRule(name: name, location: member.location, kind: nil, valueType: nil, forms: [])
    var specTypeLocation = member.location
    var hasSpecType = false
    let subject = "'\(name)' in \(LintMessage.quoted(key))"
    for item in members(pairs, of: member.node, fallback: member.location) {
      switch item.name.string {
      case StringsdictFile.ReservedKey.specType:
        hasSpecType = true
        specTypeLocation = item.location
        rule.kind = string(item, role: "\(StringsdictFile.ReservedKey.specType) of \(subject)", key: key)
          .map { FormRule.Kind(specType: $0.string) }
      case StringsdictFile.ReservedKey.valueType:
        rule.valueType = string(item, role: "\(StringsdictFile.ReservedKey.valueType) of \(subject)", key: key)?.string
        if let valueType = rule.valueType, FormRule.argumentType(ofValueType: valueType) == nil {
          problems.append(
            StringsdictProblem(
              .invalidValueType,
              "\(StringsdictFile.ReservedKey.valueType) of \(subject) is '\(valueType)', not a printf conversion such as 'd', 'lld' or '@': Foundation cannot read the number that chooses the form",
              at: item.location, key: key))
        }
      default:
        let formName = item.name.string
        if let text = string(item, role: "the '\(formName)' form of \(subject)", key: key) {
          rule.forms.append(FormRule.Form(name: formName, text: text, location: item.location))
        }
      }
    }
    checkKind(of: rule, hasSpecType: hasSpecType, specTypeLocation: specTypeLocation, subject: subject, key: key)
    return rule
  }

  /// The problems with the rule type, the value type and the form names.
  private mutating func checkKind(
    of rule: FormRule, hasSpecType: Bool, specTypeLocation: StringsSourceLocation, subject: String, key: StringsText
  ) {
    if !hasSpecType {
      problems.append(
        StringsdictProblem(
          .missingSpecType,
          "\(subject) has no \(StringsdictFile.ReservedKey.specType): Foundation does not know how to choose among its forms",
          at: rule.location, key: key))
    }
    if case .unknown(let type) = rule.kind {
      problems.append(
        StringsdictProblem(
          .unknownSpecType,
          "\(StringsdictFile.ReservedKey.specType) of \(subject) is '\(type)', which Foundation does not know (NSStringPluralRuleType, NSStringDeviceSpecificRuleType, NSStringVariableWidthRuleType): no form is chosen",
          at: specTypeLocation, key: key))
    }
    if rule.valueType == nil, rule.kind == .plural {
      problems.append(
        StringsdictProblem(
          .missingValueType,
          "\(subject) has no \(StringsdictFile.ReservedKey.valueType): Foundation has to guess the type of the number from the forms",
          at: rule.location, key: key))
    }
    if rule.kind == .plural, rule.form(named: "other") == nil {
      problems.append(
        StringsdictProblem(
          .missingOtherForm,
          "\(subject) has no 'other' form, the fallback for every plural category it lacks: a number in a missing category (a fraction in Polish, 0 in many languages) has no text to show",
          at: rule.location, key: key))
    }
    guard let kind = rule.kind else { return }
    for form in rule.forms where !Self.isFormName(form.name, for: kind) {
      problems.append(
        StringsdictProblem(
          .unknownFormName,
          "'\(form.name)' is not \(Self.expectedNames(for: kind)), so Foundation never shows the '\(form.name)' form of \(subject)",
          at: form.location, key: key))
    }
  }

  /// The device names of `NSStringDeviceSpecificRuleType` (as String Catalogs spell them too).
  static let deviceNames: Set<String> = ["iphone", "ipod", "ipad", "mac", "applewatch", "appletv", "applevision", "other"]

  package static func isFormName(_ name: String, for kind: FormRule.Kind) -> Bool {
    switch kind {
    case .plural: PluralCategory(rawValue: name) != nil
    case .deviceSpecific: deviceNames.contains(name)
    case .variableWidth: name == "other" || (!name.isEmpty && name.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 })
    case .unknown: true
    }
  }

  private static func expectedNames(for kind: FormRule.Kind) -> String {
    switch kind {
    case .plural: "a plural category (zero, one, two, few, many, other)"
    case .deviceSpecific: "a device name (\(deviceNames.sorted().joined(separator: ", ")))"
    case .variableWidth: "a width (a whole number)"
    case .unknown: "a known name"
    }
  }

  // MARK: - Members in file order

  /// Where a dictionary's keys are recorded.
  enum Owner {
    case topLevel
    case key(Int)
    /// Not recorded (binary or old-style file, or a key the scan did not match).
    case unknown
  }

  /// A dictionary member with its position.
  struct Member {
    var name: StringsText
    var value: StringsValue
    var location: StringsSourceLocation
    /// The recorded key, whose members are this member's dictionary's keys.
    var node: Owner
    /// The XML element of the value, when known.
    var element: XMLKeyIndex.ValueElement?

    var kindName: String {
      switch element {
      case .integer?: "an integer"
      case .real?: "a real number"
      case .boolean?: "a boolean"
      case .date?: "a date"
      case .data?: "data"
      default: StringsdictBuilder.article(value.kindName)
      }
    }
  }

  /// The members of a dictionary CF read, in file order when their keys were recorded (a
  /// repeated key at the position of the definition CF keeps, the last); the rest sorted, at
  /// `fallback`.
  private func members(
    _ pairs: [(key: StringsText, value: StringsValue)], of owner: Owner, fallback: StringsSourceLocation
  ) -> [Member] {
    let recorded: [Int]
    switch (keyIndex, owner) {
    case (let index?, .topLevel): recorded = index.members(of: nil)
    case (let index?, .key(let node)): recorded = index.members(of: node)
    default: recorded = []
    }
    guard let keyIndex, !recorded.isEmpty else {
      return pairs.map { Member(name: $0.key, value: $0.value, location: fallback, node: .unknown) }
    }
    var values: [StringsText: StringsValue] = Dictionary(pairs, uniquingKeysWith: { _, last in last })
    var lastDefinition: [StringsText: Int] = [:]
    for node in recorded { lastDefinition[keyIndex.keys[node].name] = node }
    var result: [Member] = []
    result.reserveCapacity(pairs.count)
    for node in recorded {
      let key = keyIndex.keys[node]
      guard lastDefinition[key.name] == node, let value = values.removeValue(forKey: key.name) else { continue }
      result.append(
        Member(name: key.name, value: value, location: location(of: key.offset), node: .key(node), element: key.valueElement))
    }
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      result.append(Member(name: name, value: value, location: fallback, node: .unknown))
    }
    return result
  }

  /// The member's text when it is a string; otherwise reports it (`role` names it in the message).
  private mutating func string(_ member: Member, role: String, key: StringsText) -> StringsText? {
    if let text = member.value.text, member.element == nil || member.element == .string {
      return text
    }
    problems.append(
      StringsdictProblem(
        .malformed, "\(role) is \(member.kindName), not a string: Foundation cannot use it as text",
        at: member.location, key: key))
    return nil
  }

  // MARK: - Locations

  private func location(of offset: Int) -> StringsSourceLocation {
    guard let lines else { return StringsSourceLocation(file: path, line: 1, column: 1) }
    return lines.location(of: offset, file: path)
  }

  /// CF's XML messages end with "at line N": point there (column 1), else at the start.
  private func errorLocation(in message: String) -> StringsSourceLocation {
    let utf8 = Array(message.utf8)
    let marker = Array("line ".utf8)
    var line = 0
    var index = 0
    while index + marker.count <= utf8.count {
      if utf8[index..<(index + marker.count)].elementsEqual(marker) {
        var digit = index + marker.count
        var value = 0
        while digit < utf8.count, utf8[digit] >= 0x30, utf8[digit] <= 0x39, value < 100_000_000 {
          value = value * 10 + Int(utf8[digit] - 0x30)
          digit += 1
        }
        if digit > index + marker.count { line = value }
      }
      index += 1
    }
    return StringsSourceLocation(file: path, line: max(line, 1), column: 1)
  }

  package static func article(_ kindName: String) -> String {
    switch kindName {
    case "array": "an array"
    case "data": "data"
    default: "a \(kindName)"
    }
  }
}
