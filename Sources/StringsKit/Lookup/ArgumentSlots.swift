/// Which argument positions of a format read a number and which read text, over every form its
/// variables could choose, so that `FormatArguments` can be dealt out: numbers to the number
/// positions in order, texts to the text positions in order.
struct ArgumentSlots {
  enum Kind: Sendable, Hashable {
    /// A plural variable, an integer or floating conversion, a `*` width or precision.
    case number
    /// `%@`, `%s`.
    case text
  }

  /// Position → kind; the first placeholder to read a position decides its kind.
  private(set) var kinds: [Int: Kind] = [:]

  init(format: StringsText, variables: [StringsText: StringsValue]) {
    visit(format, base: 1, variables: variables, depth: 0)
  }

  /// The argument of each position: the n-th number position gets the n-th number, the n-th text
  /// position the n-th text. Positions beyond the arguments given get none.
  func values(for arguments: FormatArguments) -> [Int: FormatValue] {
    var values: [Int: FormatValue] = [:]
    var numbers = arguments.numbers.makeIterator()
    var texts = arguments.texts.makeIterator()
    for position in kinds.keys.sorted() {
      switch kinds[position] {
      case .number: if let number = numbers.next() { values[position] = .number(number) }
      case .text: if let text = texts.next() { values[position] = .text(text) }
      case nil: break
      }
    }
    return values
  }

  private mutating func visit(_ text: StringsText, base: Int, variables: [StringsText: StringsValue], depth: Int) {
    guard depth < 8 else { return }
    for piece in FormatPieces(text, base: base).pieces {
      switch piece {
      case .literal, .percent: break
      case .variable(let name, let position, _):
        guard case .dictionary(let pairs)? = variables[name] else { continue }
        let members = StringsValue.collapsed(pairs)
        let specType = members[LocalizedFormatter.RuleKey.specType]?.text?.string
        if specType != "NSStringDeviceSpecificRuleType", specType != "NSStringVariableWidthRuleType" {
          note(position, .number)
        }
        for (key, form) in members.sorted(by: { $0.key < $1.key }) {
          guard key != LocalizedFormatter.RuleKey.specType, key != LocalizedFormatter.RuleKey.valueType,
            let formText = form.text
          else { continue }
          visit(formText, base: position, variables: variables, depth: depth + 1)
        }
      case .placeholder(let specifier, let position, let widthPosition, let precisionPosition):
        if let widthPosition { note(widthPosition, .number) }
        if let precisionPosition { note(precisionPosition, .number) }
        switch specifier.argumentType {
        case .object, .cString, .unicharString: note(position, .text)
        default: note(position, .number)
        }
      }
    }
  }

  private mutating func note(_ position: Int, _ kind: Kind) {
    if kinds[position] == nil { kinds[position] = kind }
  }
}
