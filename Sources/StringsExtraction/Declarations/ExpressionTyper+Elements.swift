/// Names bound to a sequence's elements (`ElementScopes`), typed as the compiler types them: the
/// element of the sequence the closure or loop walks. `ForEach([25, 50]) { Text("\($0) Solves") }`
/// interpolates an `Int` (`%lld`), `ForEach(0..<count)` the type of `count`, the first name of
/// `items.enumerated()` an `Int` offset.
extension ExpressionTyper {
  /// The typing of `token`, a lone name, when the file binds it to a sequence's elements there.
  func elementTyping(of token: SourceToken) -> Typing? {
    guard depth > 0, token.kind == .identifier,
      let binding = hints.binding(of: Substring(text(token)), at: token.start)
    else { return nil }
    var nested = self
    nested.depth -= 1
    let tokens = InterpolationSpecifier.tokens(bytes, in: binding.sequence)
    return nested.element(of: tokens[...], position: binding.position)
  }

  /// The element type of the sequence `tokens` (its `position`th part when elements are tuples).
  private func element(of tokens: ArraySlice<SourceToken>, position: Int) -> Typing? {
    guard !tokens.isEmpty else { return nil }
    if let inner = arrayWrapped(tokens) { return element(of: inner, position: position) }
    if let receiver = called("enumerated", in: tokens) {
      return position == 0 ? .type(Self.int) : element(of: receiver, position: 0)
    }
    guard position == 0 else { return nil }
    if let last = tokens.last, tokens.count >= 2, text(last) == "indices", tokens[tokens.endIndex - 2].kind == .dot {
      return .type(Self.int)
    }
    if let bound = rangeBounds(tokens) { return integral(combine(bound.map { type(of: $0) })) }
    if tokens.first?.kind == .openBracket, closingIndex(tokens) == tokens.endIndex - 1 {
      let elements = split(tokens.dropFirst().dropLast()) { $0.kind == .comma }.filter { !$0.isEmpty }
      guard !elements.isEmpty else { return nil }
      return integral(combine(elements.map { type(of: $0) }))
    }
    guard case .type(let sequence) = type(of: tokens), let element = sequence.arrayElement else { return nil }
    return .type(element)
  }

  /// A literal alone is an `Int` or a `Double` (`[25, 50]`, `0...3`); anything unknown is nil.
  private func integral(_ typing: Typing) -> Typing? {
    switch typing {
    case .type: typing
    case .numberLiteral(let isFloat): .type(isFloat ? Self.double : Self.int)
    case .unknown: nil
    }
  }

  /// `Array(inner)`.
  private func arrayWrapped(_ tokens: ArraySlice<SourceToken>) -> ArraySlice<SourceToken>? {
    guard tokens.count > 3, let first = tokens.first, text(first) == "Array",
      tokens[tokens.startIndex + 1].kind == .openParen, closingIndex(tokens.dropFirst()) == tokens.endIndex - 1
    else { return nil }
    return tokens.dropFirst(2).dropLast()
  }

  /// The receiver of `receiver.name()` when `tokens` end with that call.
  private func called(_ name: String, in tokens: ArraySlice<SourceToken>) -> ArraySlice<SourceToken>? {
    let end = tokens.endIndex
    guard tokens.count > 4, tokens[end - 1].kind == .closeParen, tokens[end - 2].kind == .openParen,
      text(tokens[end - 3]) == name, tokens[end - 4].kind == .dot
    else { return nil }
    return tokens[..<(end - 4)]
  }

  /// The bounds of `a...b`, `a..<b`, `a...` (one or two non-empty parts), or nil.
  private func rangeBounds(_ tokens: ArraySlice<SourceToken>) -> [ArraySlice<SourceToken>]? {
    guard
      let dot = topLevel(tokens, where: { $0.kind == .dot }), dot + 1 < tokens.endIndex,
      tokens[dot + 1].kind == .dot, tokens[dot + 1].start == tokens[dot].end
    else { return nil }
    var upper = dot + 2
    if upper < tokens.endIndex, tokens[upper].start == tokens[upper - 1].end,
      tokens[upper].kind == .dot || isOperator(tokens[upper], "<")
    {
      upper += 1
    }
    let bounds = [tokens[..<dot], tokens[upper...]].filter { !$0.isEmpty }
    return bounds.isEmpty ? nil : bounds
  }
}
