extension PseudoLocalization {
  /// The pseudo-language's `.stringsdict` for a source one: every format key and every form in
  /// pseudo-language (their placeholders and `%#@variable@` references as they are), the spec
  /// and value types untouched. Written in the source's own layout when lstrings can write it
  /// back byte for byte (`StringsdictLayout`), else as `plutil` writes XML.
  ///
  /// Nil when CoreFoundation does not read the source as a dictionary (the app would use none
  /// of it either): the caller reports it.
  package func stringsdict(from source: [UInt8]) -> [UInt8]? {
    let layout = StringsdictLayout(source)
    guard let value = layout?.value ?? PropertyListReader.read(source), case .dictionary(let entries) = value else {
      return nil
    }
    let pseudo = StringsValue.dictionary(entries.map { ($0.key, pseudoEntry($0.value)) })
    return layout?.write(pseudo) ?? PropertyListWriter.xml(pseudo)
  }

  /// An entry: its format key, and each variable's forms.
  private func pseudoEntry(_ entry: StringsValue) -> StringsValue {
    guard case .dictionary(let members) = entry else { return entry }
    return .dictionary(
      members.map { member in
        switch member.value {
        case .string(let format) where member.key.string == StringsdictFile.ReservedKey.format:
          (member.key, .string(pseudo(format)))
        case .dictionary(let rule):
          (member.key, .dictionary(rule.map { ($0.key, pseudoForm($0.key, $0.value)) }))
        default:
          member
        }
      })
  }

  /// A variable's member: a form's text in pseudo-language; the spec and value types as they are.
  private func pseudoForm(_ name: StringsText, _ value: StringsValue) -> StringsValue {
    let reserved = [StringsdictFile.ReservedKey.specType, StringsdictFile.ReservedKey.valueType]
    guard case .string(let form) = value, !reserved.contains(name.string) else { return value }
    return .string(pseudo(form))
  }

  private func pseudo(_ text: StringsText) -> StringsText {
    StringsText(self.text.transform(text.string))
  }
}
