/// Casts, and the members of a cast value. `x as? T` is a `T?`; `(x as? T)?.member` is the
/// member of `T`, not whatever other type declares a member of that name: CubeTime's
/// `(session as? MultiphaseSession)?.phaseCount` is the `Int16` of a Core Data entity, while a
/// controller of the same app declares `var phaseCount: Int?` (`%d` against `%lld`).
extension ExpressionTyper {
  /// `value as? T`, `value as! T`, `value as T`: the type written (optional for `as?`).
  func cast(_ tokens: ArraySlice<SourceToken>) -> Typing? {
    guard let keyword = topLevel(tokens, where: isAsKeyword), keyword > tokens.startIndex else { return nil }
    var typeStart = keyword + 1
    var isConditional = false
    if typeStart < tokens.endIndex, isOperator(tokens[typeStart], "?") || isOperator(tokens[typeStart], "!") {
      isConditional = isOperator(tokens[typeStart], "?")
      typeStart += 1
    }
    guard typeStart < tokens.endIndex, let last = tokens.last else { return nil }
    let spelling = UnsafeBufferPointer(rebasing: bytes[tokens[typeStart].start..<last.end])
    let written = String(decoding: spelling, as: UTF8.self)
    return .type(SwiftType(spelling: isConditional ? written + "?" : written))
  }

  /// `( receiver )?.member`, `( receiver ).member(…)`: the member typed as one of the receiver's
  /// type when that type declares it, else as any member of that name (as `a.member` is).
  /// Nil when `tokens` are not that shape.
  func memberOfParenthesized(_ tokens: ArraySlice<SourceToken>) -> Typing? {
    guard let first = tokens.first, first.kind == .openParen, let close = closingIndex(tokens),
      close < tokens.endIndex - 1
    else { return nil }
    var rest = tokens[(close + 1)...]
    while let token = rest.first, isOperator(token, "?") || isOperator(token, "!") { rest = rest.dropFirst() }
    guard rest.first?.kind == .dot, let members = memberChain(rest), let member = members.first else { return nil }
    if members.count == 1, member.callLabels == nil, !member.isSubscript,
      case .type(let receiver) = type(of: tokens[(tokens.startIndex + 1)..<close]),
      let owned = agreeing(declarations?.memberTypes(named: member.name, owner: receiver.unwrapped.spelling) ?? [])
    {
      return .type(owned)
    }
    // The receiver stands in the chain under its own text, as a name would.
    let receiver = String(decoding: UnsafeBufferPointer(rebasing: bytes[first.start..<tokens[close].end]), as: UTF8.self)
    return chainTyping([Component(name: receiver)] + members)
  }

  /// The keyword `as` (compared as bytes: asked of every token of an interpolation).
  private func isAsKeyword(_ token: SourceToken) -> Bool {
    token.kind == .identifier && token.spells("as", in: bytes)
  }
}
