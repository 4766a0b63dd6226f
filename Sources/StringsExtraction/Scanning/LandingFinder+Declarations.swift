/// Where a literal lands through a declaration: `let x: T = …`, an enum's raw value, a function's
/// or closure's result, a parameter's default.
extension LandingFinder {
  /// After `=`: `let x: T = …` (or a parameter's default), an enum case's raw value, or an
  /// assignment to a property declared elsewhere.
  func assignment(equals: Int) -> LiteralLanding? {
    if let (colon, type) = typeBefore(equals), colon >= 1, list[colon - 1].kind == .identifier {
      return .declared(type)
    }
    let name = equals - 1
    guard name >= 0, list[name].kind == .identifier else { return nil }
    if list.isWord(name - 1, "case") {
      return rawType(ofEnumAround: list.enclosing[name]).map { .declared($0) }
    }
    if list.isWord(name - 1, "let") || list.isWord(name - 1, "var") { return nil }  // the literal's own type
    // `label.text = "…"`: a member of another value, maybe a framework type the index lacks.
    if name >= 2, list[name - 1].kind == .dot, !list.isWord(name - 2, "self") { return nil }
    return .member(list.text(name))
  }

  /// The type spelled between a `:` and the token `end` (`= "…"` or `{`), and the colon's index.
  func typeBefore(_ end: Int) -> (Int, SwiftType)? {
    var k = list.stepBack(end)
    var steps = 0
    while k >= 0, steps < Self.lookBehind {
      switch list[k].kind {
      case .colon:
        return spelledType(after: k, before: end).map { (k, $0) }
      case .identifier, .dot, .openBracket, .openParen:
        break
      case .other:
        let byte = list.bytes[list[k].start]
        switch byte {
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"): break
        default: return nil
        }
      default:
        return nil
      }
      k = list.stepBack(k)
      steps += 1
    }
    return nil
  }

  /// The type a function or closure-less body's result has: `var x: T {`, `func f() -> T {`,
  /// `get {`, or, for `if`/`switch`/`else` bodies, the body they are the result of.
  func result(ofBody brace: Int) -> LiteralLanding? {
    var brace = brace
    for _ in 0..<16 {
      if let type = resultType(before: brace) { return .declared(type) }
      guard isControlFlow(brace), list.enclosing[brace] >= 0, list[list.enclosing[brace]].kind == .openBrace else { return nil }
      brace = list.enclosing[brace]
    }
    return nil
  }

  /// `: T {` after a property name, or `-> T {`.
  func resultType(before brace: Int) -> SwiftType? {
    var k = list.stepBack(brace)
    var steps = 0
    while k >= 1, steps < Self.lookBehind {
      if isArrowHead(k) {
        return spelledType(after: k, before: brace)
      }
      if list[k].kind == .colon {
        guard let (colon, type) = typeBefore(brace), colon == k, list.isWord(k - 2, "var") else { return nil }
        return type
      }
      switch list[k].kind {
      case .identifier, .dot, .other, .openBracket, .openParen: break
      default: return nil
      }
      if list[k].kind == .identifier, list.isWord(k, "func") || list.isWord(k, "var") { return nil }
      k = list.stepBack(k)
      steps += 1
    }
    return nil
  }

  /// Whether a token of this kind ends a value (`x`, `f()`, `a[0]`), so that a `(`, `[` or `.`
  /// after it continues that value rather than starting one. (A `switch`, not an array literal's
  /// `contains`, which allocated at each of the landing pass's questions.)
  static func endsValue(_ kind: SourceToken.Kind) -> Bool {
    switch kind {
    case .identifier, .closeParen, .closeBracket: true
    default: false
    }
  }

  /// The type the tokens between `first` and `end` spell (`: some View {`, `-> T {`), read
  /// token by token like a declaration's (no whitespace to normalize: reading the text between
  /// them cost 84 M instructions on bench/40-extract's Swift tree); nil when no text is between.
  func spelledType(after first: Int, before end: Int) -> SwiftType? {
    guard list[first].end < list[end].start else { return nil }
    var spelling = TypeSpelling()
    for k in (first + 1)..<end { spelling.append(list[k].start..<list[k].end, of: list.bytes) }
    return spelling.type(of: list.bytes) ?? SwiftType(spelling: "")
  }

  /// Whether token `k` is the `>` of `->`.
  func isArrowHead(_ k: Int) -> Bool {
    guard k >= 1, list[k].kind == .other, list[k - 1].kind == .other, list[k - 1].end == list[k].start else { return false }
    return list.bytes[list[k].start] == UInt8(ascii: ">") && list.bytes[list[k - 1].start] == UInt8(ascii: "-")
  }

  /// Whether the body at `brace` belongs to `if`, `else`, `switch`, `get` or a `case` of an
  /// enclosing `switch`, whose value is the enclosing body's result.
  func isControlFlow(_ brace: Int) -> Bool {
    var k = list.stepBack(brace)
    var steps = 0
    while k >= 0, steps < Self.lookBehind {
      if Self.controlFlowWords.contains(where: { list.isWord(k, $0) }) { return true }
      if isDelimiter(k) || list[k].kind == .closeBrace {
        // A condition's group (`if a.contains(x) {`), clause separator (`if a, b {`) or pattern
        // (`if case .x(let d) = s {`) belongs to the statement: keep looking for its keyword.
        guard isConditionPart(k, before: brace) else { return false }
      }
      k = list.stepBack(k)
      steps += 1
    }
    return false
  }

  /// Whether token `k`, met walking back from the body `brace`, is part of a condition rather
  /// than the end of the previous statement: a group that closes before the body (stepped over
  /// whole), a `,` between clauses, the `=` of `if let` / `if case`, or the `let` / `var` of an
  /// optional binding (`if let userText {`, `…, var x = y {`).
  func isConditionPart(_ k: Int, before brace: Int) -> Bool {
    switch list[k].kind {
    case .openParen, .openBracket: return list.partner[k] > k && list.partner[k] < brace
    case .comma: return true
    case .identifier where list.isWord(k, "let") || list.isWord(k, "var"):
      let previous = list.stepBack(k)
      return previous >= 0 && (list.isWord(previous, "if") || list.isWord(previous, "while") || list[previous].kind == .comma)
    default: return list.isOperator(k, UInt8(ascii: "="))
    }
  }

  /// `enum Name: RawType, … {`: the raw type of the enum whose body is `brace`.
  func rawType(ofEnumAround brace: Int) -> SwiftType? {
    guard brace >= 0, list[brace].kind == .openBrace else { return nil }
    var k = brace - 1
    var steps = 0
    while k >= 0, steps < Self.lookBehind, !list.isWord(k, "enum") {
      k -= 1
      steps += 1
    }
    guard list.isWord(k, "enum"), k + 3 < brace, list[k + 2].kind == .colon, list[k + 3].kind == .identifier else { return nil }
    var end = k + 4
    while end < brace, list[end].kind == .dot || (list[end].kind == .identifier && list[end - 1].kind == .dot) { end += 1 }
    return SwiftType(spelling: String(decoding: list.bytes[list[k + 3].start..<list[end - 1].end], as: UTF8.self))
  }
}
