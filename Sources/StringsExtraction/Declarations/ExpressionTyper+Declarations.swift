/// Names and calls typed from the file's hints and the project's declarations, with the reason
/// when they do not tell.
extension ExpressionTyper {
  /// The last member of `chain` (or a lone name): the file's own hints first (a local is nearer
  /// than any member elsewhere), then the project's declarations, then the members the standard
  /// library fixes.
  func member(_ chain: ArraySlice<Component>) -> Typing {
    guard let last = chain.last else { return .unknown(reason: "the interpolation is empty") }
    let name = last.name
    if chain.count >= 2, let owned = ownedMember(chain) { return owned }
    if let specifier = hints.specifier(of: Substring(name)) { return typing(ofSpecifier: specifier) }
    if chain.count == 1, let typing = initializerTyping(of: name) { return typing }
    let declared = declarations?.memberTypes(named: name) ?? []
    if let agreed = agreeing(declared) { return .type(agreed) }
    if Self.integerMembers.contains(name) { return .type(Self.int) }
    if Self.textMembers.contains(name) { return .type(Self.string) }
    return .unknown(reason: reason(for: name, declared: declared))
  }

  /// `receiver.name` (or `receiver.a?.b.name`) typed owner by owner: the receiver's type is the
  /// one the file annotates it with, or the project declares it with (a property the file says
  /// nothing of: `stopwatchManager.phaseCount` is the `Int!` of `StopwatchManager`, whatever
  /// other types call `phaseCount`), or the type it names (`LocationsHandler.satsInView`); each
  /// member after it is looked up in the type before it (`message.fromUser?.userNode?.hopsAway`:
  /// `MessageEntity`, `UserEntity`, `NodeInfoEntity`'s `Int32`). Nil when any step is not one
  /// known type.
  func ownedMember(_ chain: ArraySlice<Component>) -> Typing? {
    guard let declarations, let last = chain.last, chain.allSatisfy({ $0.callLabels == nil && !$0.isSubscript }),
      var owner = ownerType(of: chain[chain.startIndex])
    else { return nil }
    for component in chain.dropFirst().dropLast() {
      let types = declarations.memberTypes(named: component.name, owner: owner)
      guard let next = types.first?.unwrapped, types.allSatisfy({ $0.unwrapped == next }) else { return nil }
      owner = next.spelling
    }
    return agreeing(declarations.memberTypes(named: last.name, owner: owner)).map { .type($0) }
  }

  /// The type of a chain's first name, when one is known (see `ownedMember`).
  func ownerType(of receiver: Component) -> String? {
    guard let declarations, receiver.name != "self" else { return nil }
    if let annotated = annotatedType(of: receiver) { return annotated }
    guard hints.specifier(of: Substring(receiver.name)) == nil, hints.initializer(of: Substring(receiver.name)) == nil
    else { return nil }
    let receivers = declarations.memberTypes(named: receiver.name)
    if receivers.isEmpty, let initial = receiver.name.utf8.first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") {
      return receiver.name
    }
    guard let owner = receivers.first?.unwrapped, receivers.allSatisfy({ $0.unwrapped == owner }) else { return nil }
    return owner.spelling
  }

  /// The type of the associated value the nearest `case .x(let name)` before the name `token`
  /// binds, when the enum cases called `x` agree on it and the file declares the name no other
  /// way (`TypeHints.caseBinding`).
  func caseBindingTyping(of token: SourceToken) -> Typing? {
    guard let declarations, token.kind == .identifier,
      let binding = hints.caseBinding(of: Substring(text(token)), before: token.start)
    else { return nil }
    let types = declarations.associatedValueTypes(
      ofCase: binding.name, position: binding.position, count: binding.count, label: binding.label)
    return agreeing(types).map { .type($0) }
  }

  /// The type the file's nearest `receiver: Type` before it names (a parameter, a property),
  /// unless a closure or loop binds the name there: `presetCard(_ result: PresetResult)` makes
  /// `result.numTxRelay` `PresetResult`'s, whatever other types call `numTxRelay`.
  func annotatedType(of receiver: Component) -> String? {
    guard receiver.offset >= 0, hints.binding(of: Substring(receiver.name), at: receiver.offset) == nil else { return nil }
    return hints.annotatedType(of: Substring(receiver.name), before: receiver.offset)
  }

  /// The typing of the file's `let name = expression`, when it is known.
  func initializerTyping(of name: String) -> Typing? {
    guard depth > 0, let initializer = hints.initializer(of: Substring(name)) else { return nil }
    var nested = self
    nested.depth -= 1
    let tokens = initializerTokens(from: initializer.start, isCondition: initializer.isCondition)
    var typing = nested.type(of: tokens[...])
    if initializer.isCondition, case .type(let type) = typing { typing = .type(type.unwrapped) }
    if case .unknown = typing { return nil }
    return typing
  }

  /// The tokens of the expression starting at `start`, up to the end of its statement: a
  /// closing bracket, comma or `;` at its level, `else`, a condition's `{`, or a new line that
  /// does not continue it (a line starting with `.member` or an operator does).
  func initializerTokens(from start: Int, isCondition: Bool) -> [SourceToken] {
    var tokens: [SourceToken] = []
    var lexer = SwiftLexer(bytes, from: start)
    var level = 0
    while let token = lexer.next(), tokens.count < 64 {
      switch token.kind {
      case .openBrace where level == 0 && isCondition: return tokens
      case .openParen, .openBracket, .openBrace: level += 1
      case .closeParen, .closeBracket, .closeBrace:
        if level == 0 { return tokens }
        level -= 1
      case .comma where level == 0: return tokens
      case .identifier where level == 0 && isElse(token): return tokens
      case .other where level == 0 && bytes[token.start] == UInt8(ascii: ";"): return tokens
      default: break
      }
      if level == 0, let previous = tokens.last, startsStatement(token, after: previous) { return tokens }
      tokens.append(token)
    }
    return tokens
  }

  private func isElse(_ token: SourceToken) -> Bool {
    token.spells("else", in: bytes)
  }

  /// Whether `token`, at the start of a line after `previous`, begins the next statement.
  private func startsStatement(_ token: SourceToken, after previous: SourceToken) -> Bool {
    guard bytes[previous.end..<token.start].contains(0x0A) else { return false }
    let continues =
      token.kind == .dot || token.kind == .plus || token.kind == .nilCoalescing
      || token.kind == .openBrace || (token.kind == .other && bytes[token.start] != UInt8(ascii: "@"))
      || previous.kind == .plus || previous.kind == .nilCoalescing || previous.kind == .other
    return !continues
  }

  /// A call `name(labels…)` at the end of `chain`.
  func call(_ name: String, labels: [String?], in chain: [Component]) -> Typing {
    if chain.count == 1, let specifier = InterpolationSpecifier.byType[name] {
      return typing(ofSpecifier: specifier, spelling: name)  // `Int(x)`, `Double(x)`, `Text(…)`
    }
    if chain.count > 1 {
      if Self.textMethods.contains(name) { return .type(Self.string) }
      if Self.sameTypeMethods.contains(name) { return member(chain.dropLast()[...]) }
      if Self.integerMethods.contains(name) { return .type(Self.int) }
    }
    let results = declarations?.resultTypes(callee: name, labels: labels) ?? []
    if let agreed = agreeing(results) { return .type(agreed) }
    if chain.count == 1, let first = name.unicodeScalars.first, first.properties.isUppercase {
      return .type(SwiftType(spelling: name))  // an initialiser: `Measurement(…)`
    }
    let signature = "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    return .unknown(reason: reason(for: signature, declared: results))
  }

  /// The one type `types` agree on, by specifier (`Int` and `Int?` agree; `Int` and `String`
  /// do not); nil when none or several.
  func agreeing(_ types: [SwiftType]) -> SwiftType? {
    guard let first = types.first else { return nil }
    let specifier = first.interpolationSpecifier
    return types.allSatisfy { $0.interpolationSpecifier == specifier } ? first.unwrapped : nil
  }

  /// Where lstrings looked for `name`, for the note.
  func reason(for name: String, declared: [SwiftType]) -> String {
    guard declarations != nil else { return "'\(name)' is not declared with a visible type in this file" }
    if declared.isEmpty {
      return "'\(name)' is declared in no file of the project (or without a type lstrings can read)"
    }
    let types = declared.map(\.spelling).joined(separator: ", ")
    return "'\(name)' has several declarations with different types (\(types))"
  }

  /// A typing from one of `TypeHints`' specifiers.
  func typing(ofSpecifier specifier: String, spelling: String? = nil) -> Typing {
    if let spelling { return .type(SwiftType(spelling: spelling)) }
    switch specifier {
    case "%lld": return .type(Self.int)
    case "%lf": return .type(Self.double)
    case "%@": return .type(Self.string)
    default:
      let name = InterpolationSpecifier.byType.first { $0.value == specifier }?.key ?? "String"
      return .type(SwiftType(spelling: name))
    }
  }
}
