/// Postfix expressions: a name, a literal, a call, a member chain (`viewModel.items.count`,
/// `count(of: x)`, `Int(text)`, `value.rounded()`), typed from the declarations.
extension ExpressionTyper {
  /// Members whose type the standard library fixes, whatever they are called on.
  static let integerMembers: Set<String> = ["count", "endIndex", "startIndex", "underestimatedCount"]
  static let textMembers: Set<String> = [
    "description", "debugDescription", "localizedDescription", "capitalized", "localizedCapitalized",
    "localizedUppercase", "localizedLowercase",
  ]
  /// Methods that return text (`.formatted()`, `.uppercased()`).
  static let textMethods: Set<String> = [
    "formatted", "uppercased", "lowercased", "capitalized", "joined", "trimmingCharacters", "replacingOccurrences",
    "appending", "prefix", "suffix", "dropFirst", "dropLast",
  ]
  /// Methods that keep their receiver's type (`value.rounded()`).
  static let sameTypeMethods: Set<String> = ["rounded", "magnitude", "clamped", "squareRoot"]
  /// Methods that return an index or a count (`firstIndex(of:)` is `Int?`, coalesced or not).
  static let integerMethods: Set<String> = ["firstIndex", "lastIndex", "distance", "count"]

  /// One component of a member chain: a name, with its call's labels when it is called.
  struct Component {
    var name: String
    var callLabels: [String?]?
    var isSubscript = false
    /// Where the name stands in the file (-1: not known).
    var offset = -1
  }

  func postfix(_ tokens: ArraySlice<SourceToken>) -> Typing {
    if let literal = literal(tokens) { return literal }
    if let first = tokens.first, first.kind == .openParen, let inner = parenthesized(tokens) { return type(of: inner) }
    if tokens.count == 1, let name = tokens.first, let element = elementTyping(of: name) { return element }
    if tokens.count == 1, let name = tokens.first, let bound = caseBindingTyping(of: name) { return bound }
    if let member = memberOfParenthesized(tokens) { return member }
    if let result = standardFunction(tokens) { return result }
    guard let chain = memberChain(tokens) else {
      return .unknown(reason: "lstrings cannot read the type of this expression")
    }
    return chainTyping(chain)
  }

  /// The type of a member chain's last component: a call's result, a subscript's element, a
  /// member.
  func chainTyping(_ chain: [Component]) -> Typing {
    guard let last = chain.last else { return .unknown(reason: "the interpolation is empty") }
    if let labels = last.callLabels { return call(last.name, labels: labels, in: chain) }
    if last.isSubscript {
      guard case .type(let container) = member(chain.dropLast()) else { return member(chain.dropLast()) }
      if let element = container.arrayElement { return .type(element) }
      return .unknown(reason: "'\(last.name)' is subscripted, and its element type is not visible")
    }
    return member(chain[...])
  }

  /// A number, string or Boolean literal.
  func literal(_ tokens: ArraySlice<SourceToken>) -> Typing? {
    guard tokens.count == 1, let token = tokens.first else { return nil }
    switch token.kind {
    case .number: return .numberLiteral(isFloat: DeclarationParser.numberType(text(token)) == "Double")
    case .string: return .type(Self.string)
    case .identifier:
      let name = text(token)
      return name == "true" || name == "false" ? .type(Self.bool) : nil
    default: return nil
    }
  }

  /// `( inner )` when the parentheses enclose the whole expression.
  func parenthesized(_ tokens: ArraySlice<SourceToken>) -> ArraySlice<SourceToken>? {
    guard tokens.count >= 2, closingIndex(tokens) == tokens.endIndex - 1 else { return nil }
    return tokens.dropFirst().dropLast()
  }

  /// The index of the bracket closing the one that opens `tokens`.
  func closingIndex(_ tokens: ArraySlice<SourceToken>) -> Int? {
    var depth = 0
    for index in tokens.indices {
      switch tokens[index].kind {
      case .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  /// `a.b(x: 1).c[0]`, `self.a?.b!`: its components, or nil for any other shape.
  func memberChain(_ tokens: ArraySlice<SourceToken>) -> [Component]? {
    var chain: [Component] = []
    var index = tokens.startIndex
    while index < tokens.endIndex {
      let token = tokens[index]
      switch token.kind {
      case .identifier where chain.isEmpty || tokens[index - 1].kind == .dot:
        chain.append(Component(name: text(token), offset: token.start))
        index += 1
      case .dot where !chain.isEmpty || index == tokens.startIndex:
        index += 1
      case .openParen where !chain.isEmpty && chain[chain.count - 1].callLabels == nil:
        guard let close = closingIndex(tokens[index...]) else { return nil }
        chain[chain.count - 1].callLabels = callLabels(tokens[(index + 1)..<close])
        index = close + 1
      case .openBracket where !chain.isEmpty:
        guard let close = closingIndex(tokens[index...]) else { return nil }
        chain.append(Component(name: chain[chain.count - 1].name, callLabels: nil, isSubscript: true))
        index = close + 1
      case .openBrace where !chain.isEmpty:  // a trailing closure: `items.filter { … }.count`
        guard let close = closingIndex(tokens[index...]) else { return nil }
        if chain[chain.count - 1].callLabels == nil { chain[chain.count - 1].callLabels = [] }
        index = close + 1
      case .other where isOperator(token, "?") || isOperator(token, "!"):
        index += 1
      default:
        return nil
      }
    }
    return chain.isEmpty ? nil : chain
  }

  /// The labels of a call's arguments (`count(of: x, 2)` → `["of", nil]`).
  func callLabels(_ arguments: ArraySlice<SourceToken>) -> [String?] {
    guard !arguments.isEmpty else { return [] }
    return split(arguments) { $0.kind == .comma }.map(label)
  }

  private func label(_ argument: ArraySlice<SourceToken>) -> String? {
    guard argument.count >= 2, let first = argument.first, first.kind == .identifier,
      argument[argument.startIndex + 1].kind == .colon
    else { return nil }
    return text(first)
  }
}
