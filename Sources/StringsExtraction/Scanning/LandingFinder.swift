/// Where a Swift string literal lands: the parameter, declaration or collection whose declared
/// type decides, the way the compiler's extraction does, whether the literal is a localized key.
indirect enum LiteralLanding: Hashable {
  /// An argument of `callee(labels…)` (`SettingsRow(title: "…")`, `.accessibilityLabel("…")`,
  /// `@Parameter(title: "…")`); `call` is the index of the call's `(` in the token list.
  case argument(callee: String, labels: [String?], position: Int, call: Int)
  /// A declaration that spells its type: `let x: T = "…"`, a parameter's default value, a computed
  /// property or function body of type `T` (`var title: T { "…" }`, `return "…"`, a `switch`
  /// case), an enum case's raw value (`enum Mode: LocalizedStringKey { case timer = "Timer" }`).
  case declared(SwiftType)
  /// An assignment to a property or variable declared elsewhere: `title = "…"`, `self.title = "…"`.
  case member(String)
  /// An element of an array literal that lands in the enclosing landing.
  case element(of: LiteralLanding)
  /// A value of a dictionary literal that lands in the enclosing landing.
  case value(of: LiteralLanding)
}

/// Works out where literals land from the tokens around them.
///
/// It reads shapes, not a syntax tree: the literal (or the ternary or `??` it is a branch of) is
/// delimited by the tokens before and after it, and what comes before says which slot it fills.
/// Shapes it does not know give nil: the literal is left alone, never guessed.
struct LandingFinder {
  let list: SwiftTokenList

  /// How far back a condition or a type is looked for (no real one is longer).
  static let lookBehind = 48

  // The keywords the shapes test, built once (an array literal in a helper called at every step
  // back is allocated at every call).
  /// Keywords that end the expression after them (`isDelimiter`).
  static let delimiterWords: [StaticString] = ["return", "case", "in", "let", "var", "if", "guard", "while"]
  /// Keywords a `(` may follow that do not make a call (`callee(of:)`).
  static let statementWords = ["if", "while", "guard", "switch", "return", "case", "in"]
  /// Keywords whose body's value is the enclosing body's result (`isControlFlow`).
  static let controlFlowWords: [StaticString] = ["if", "else", "switch", "get", "do"]

  /// The landing of the literal at token `index`, or nil when it is not a whole value (a
  /// receiver `"a".uppercased()`, a concatenation) or the slot is not one of the known shapes.
  func landing(ofLiteralAt index: Int) -> LiteralLanding? {
    let next = index + 1
    if next < list.count {
      switch list[next].kind {
      case .dot, .plus, .openParen, .openBracket: return nil
      default: break
      }
    }
    if index > 0, list[index - 1].kind == .plus { return nil }
    if index > 0, list[index - 1].kind == .nilCoalescing { return coalescingLanding(index) }
    guard let start = expressionStart(ofBranchAt: index) else { return nil }
    // The first branch of `c ? "a" : "b"` ends where the ternary does, at the other branch: a
    // computed property's `{ c ? "a" : "b" }` is its result only up to the `}`.
    let end = index > 0 && list.isOperator(index - 1, UInt8(ascii: "?")) ? index + 2 : index
    return landing(ofExpressionAt: start, end: end)
  }

  /// `name ?? "…"`: the literal has the type of `name` unwrapped, whatever the slot
  /// (`Text(session.name ?? "Unknown")` with a `String?` name calls `Text`'s `String` overload).
  /// Known only when the operand is a property of this type (`name`, `self.name`).
  func coalescingLanding(_ index: Int) -> LiteralLanding? {
    let name = index - 2
    guard name >= 0, list[name].kind == .identifier, isComplete(after: index, enclosing: list.enclosing[index]) else {
      return nil
    }
    if name >= 2, list[name - 1].kind == .dot, !list.isWord(name - 2, "self") { return nil }
    return .member(list.text(name))
  }

  /// The start of the value the literal at `index` is: itself, or the ternary or `??` whose branch
  /// it is (`Text(isOn ? "On" : "Off")`: both branches land where the ternary does).
  func expressionStart(ofBranchAt index: Int) -> Int? {
    let previous = index - 1
    guard previous >= 0 else { return index }
    if list.isOperator(previous, UInt8(ascii: "?")) {
      // Both branches literals (or `nil`): a non-literal branch makes the ternary a `String`.
      let otherBranch = index + 2
      guard otherBranch < list.count, list[index + 1].kind == .colon, isLiteralBranch(otherBranch),
        isComplete(after: otherBranch, enclosing: list.enclosing[otherBranch])
      else { return nil }
      return operandStart(before: previous)
    }
    if list[previous].kind == .colon, let question = ternaryQuestion(beforeColon: previous) {
      return operandStart(before: question)
    }
    return index
  }

  /// The `?` of the ternary `c ? "a" : "b"` whose `:` is at `colon`, or nil when the colon is a
  /// label's, a dictionary's or a case's, or the other branch is not a literal.
  func ternaryQuestion(beforeColon colon: Int) -> Int? {
    guard colon >= 2, isLiteralBranch(colon - 1), list.isOperator(colon - 2, UInt8(ascii: "?")) else { return nil }
    return colon - 2
  }

  /// The first token of the operand that ends just before the operator at `operatorIndex`
  /// (`isSelectMode` in `isSelectMode ? …`, `a.b == c` in `a.b == c ? …`).
  func operandStart(before operatorIndex: Int) -> Int? {
    var k = list.stepBack(operatorIndex)
    var start = operatorIndex
    var steps = 0
    while k >= 0, steps < Self.lookBehind {
      if isDelimiter(k) || list.enclosing[k] != list.enclosing[operatorIndex] { return start }
      start = k
      if list.startsLine(k), k > 0, !continuesExpression(k - 1) { return start }
      k = list.stepBack(k)
      steps += 1
    }
    return k < 0 ? start : nil
  }

  /// Tokens that end the expression before them: an opening bracket, `,`, `:`, `=`, `return`…
  func isDelimiter(_ k: Int) -> Bool {
    switch list[k].kind {
    case .openParen, .openBracket, .openBrace, .comma, .colon: return true
    case .identifier: return Self.delimiterWords.contains { list.isWord(k, $0) }
    default: return list.isOperator(k, UInt8(ascii: "="))
    }
  }

  /// Whether token `k` ends a line in the middle of an expression (a trailing operator or dot).
  func continuesExpression(_ k: Int) -> Bool {
    switch list[k].kind {
    case .dot, .plus, .nilCoalescing: return true
    case .other: return true
    default: return false
    }
  }

  // MARK: - The slot before a value

  /// The landing of the value that spans tokens `start…end`.
  func landing(ofExpressionAt start: Int, end: Int) -> LiteralLanding? {
    guard isComplete(after: end, enclosing: list.enclosing[start]) else { return nil }
    let before = start - 1
    guard before >= 0 else { return nil }
    let group = list.enclosing[start]
    switch list[before].kind {
    case .openParen, .openBracket, .comma:
      guard group >= 0 else { return nil }
      if list[group].kind == .openParen { return argument(in: group, at: start) }
      guard list[group].kind == .openBracket, end + 1 < list.count, list[end + 1].kind != .colon else { return nil }
      return collection(group).map { .element(of: $0) }  // (not a dictionary key)
    case .colon:
      return afterColon(before, start: start, end: end)
    case .openBrace:
      guard end + 1 < list.count, list[end + 1].kind == .closeBrace else { return nil }
      return result(ofBody: before)
    case .identifier where list.isWord(before, "return"):
      return group >= 0 ? result(ofBody: group) : nil
    case .other where list.isOperator(before, UInt8(ascii: "=")):
      return assignment(equals: before)
    default:
      return nil
    }
  }

  /// Whether the value ending at `end` is whole: what follows closes its group, separates it
  /// from the next argument or element, or starts another statement.
  func isComplete(after end: Int, enclosing group: Int) -> Bool {
    let next = end + 1
    guard next < list.count else { return true }
    if end > 0, list[end - 1].kind == .plus { return false }
    switch list[next].kind {
    case .comma, .closeParen, .closeBracket, .closeBrace, .colon: return true
    case .identifier: return list.startsLine(next)
    case .other:
      // `#if` or an attribute (`@Parameter(…)`) on the next line starts the next statement.
      let byte = list.bytes[list[next].start]
      return list.startsLine(next) && (byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@"))
    default: return false
    }
  }

  /// After a `:`: a labelled argument (`title: "…"`), a dictionary value (`[.daily: "…"]`) or a
  /// `case …:` result.
  func afterColon(_ colon: Int, start: Int, end: Int) -> LiteralLanding? {
    let group = list.enclosing[colon]
    guard group >= 0 else { return nil }
    switch list[group].kind {
    case .openParen:
      guard colon >= 1, list[colon - 1].kind == .identifier, colon >= 2,
        list[colon - 2].kind == .openParen || list[colon - 2].kind == .comma
      else { return nil }
      return argument(in: group, at: start)
    case .openBracket:
      return collection(group).map { .value(of: $0) }
    default:
      guard isCaseLabel(colon), end + 1 < list.count, startsCaseEnd(end + 1) else { return nil }
      return result(ofBody: group)
    }
  }

  /// Whether token `k` ends a `case` clause's body: the switch's `}`, the next `case`, `default`
  /// or `@unknown default`.
  func startsCaseEnd(_ k: Int) -> Bool {
    if list[k].kind == .closeBrace || list.isWord(k, "case") || list.isWord(k, "default") { return true }
    return list.isOperator(k, UInt8(ascii: "@")) && list.isWord(k + 1, "unknown")
  }

  /// Whether the `:` at `colon` ends a `case …:` or `default:` label.
  func isCaseLabel(_ colon: Int) -> Bool {
    var k = list.stepBack(colon)
    var steps = 0
    while k >= 0, steps < Self.lookBehind, list.enclosing[k] == list.enclosing[colon] {
      if list.isWord(k, "case") || list.isWord(k, "default") { return true }
      if isDelimiter(k) || list[k].kind == .closeBrace { return false }
      k = list.stepBack(k)
      steps += 1
    }
    return false
  }

  /// The argument that starts at token `start` of the call whose `(` is `open`.
  func argument(in open: Int, at start: Int) -> LiteralLanding? {
    guard var callee = callee(of: open) else { return nil }
    let isImplicit = callee == "init" && isImplicitMember(open)
    if isImplicit, let contextual = implicitInitializerType(open) { callee = contextual }
    var labels: [String?] = []
    var position = 0
    var argumentStart = open + 1
    var k = open + 1
    let close = list.partner[open]
    guard close > open else { return nil }
    while k <= close {
      if k == close || (list[k].kind == .comma && list.enclosing[k] == open) {
        if k > argumentStart {
          let isLabelled =
            k - argumentStart >= 2 && list[argumentStart].kind == .identifier
            && list[argumentStart + 1].kind == .colon
          if argumentStart <= start, start < k { position = labels.count }
          labels.append(isLabelled ? list.text(argumentStart) : nil)
        }
        argumentStart = k + 1
      }
      k = list.partner[k] > k ? list.partner[k] : k + 1
    }
    // Labels narrow an unseen type's initialiser to the project's that take them (Mlem's
    // `base = .init("Ban...", icon: …)`); a lone unlabelled literal fits any type's (`KeyEquivalent`,
    // `Notification.Name`, `StringTransform`, `URL`).
    if isImplicit, callee == "init", labels.allSatisfy({ $0 == nil }) { callee = Self.unseenInitializer }
    return .argument(callee: callee, labels: labels, position: position, call: open)
  }

  /// The name a call's `(` follows: a function, method, modifier (`.help`), type (`Text`,
  /// `@Parameter`) or `init` (`self.init`); nil for a tuple or a closure call.
  func callee(of open: Int) -> String? {
    let name = open - 1
    guard name >= 0, list[name].kind == .identifier else { return nil }
    let word = list.text(name)
    if Self.statementWords.contains(word) { return nil }
    return word
  }

  /// The callee of an implicit `.init(` with no labelled argument whose type the slot it fills
  /// does not spell (`.keyboardShortcut(.init("q"))`, a `KeyEquivalent`): not any type's
  /// initialiser, so a literal there is no key by itself (`LandingTypes.undecidedTypes` says so at its line when
  /// some initialiser would take it as one).
  static let unseenInitializer = ".init"

  /// Whether the `(` at `open` follows `.init` as an implicit member (not `Type.init(`, `self.init(`).
  func isImplicitMember(_ open: Int) -> Bool {
    let dot = open - 2
    guard dot >= 0, list[dot].kind == .dot else { return false }
    return dot == 0 || !(Self.endsValue(list[dot - 1].kind) || list[dot - 1].kind == .closeBrace)
  }

  /// The type `.init(` at `open` creates when the slot it fills spells it:
  /// `[Case: DisplayRepresentation] = [.a: .init(title: "…")]` is `DisplayRepresentation(title:)`,
  /// not any initialiser with a `title:` (the compiler takes the type from the context).
  func implicitInitializerType(_ open: Int) -> String? {
    let dot = open - 2
    guard dot >= 0, list[dot].kind == .dot, list.partner[open] > open else { return nil }
    if dot > 0, Self.endsValue(list[dot - 1].kind) || list[dot - 1].kind == .closeBrace {
      return nil  // `Type.init(` or `self.init(`: not an implicit member
    }
    let type: SwiftType?
    switch landing(ofExpressionAt: dot, end: list.partner[open]) {
    case .declared(let declared): type = declared
    case .value(of: .declared(let dictionary)): type = dictionary.dictionaryValue
    case .element(of: .declared(let array)): type = array.arrayElement
    default: type = nil
    }
    guard let spelling = type?.unwrapped.spelling, !spelling.isEmpty, !spelling.contains("[") else { return nil }
    return DeclarationParser.simpleName(spelling)
  }

  /// The landing of the array or dictionary literal whose `[` is `open`.
  func collection(_ open: Int) -> LiteralLanding? {
    let close = list.partner[open]
    guard close > open else { return nil }
    if open > 0, Self.endsValue(list[open - 1].kind), !list.isWord(open - 1, "return"),
      !list.isWord(open - 1, "in")
    {
      return nil  // a subscript `items[0]`
    }
    return landing(ofExpressionAt: open, end: close)
  }
}
