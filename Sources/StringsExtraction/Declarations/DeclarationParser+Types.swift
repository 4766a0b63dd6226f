/// The parts of a declaration that are types: type spellings, parameter lists, generic clauses,
/// and the type a property's initialiser shows.
extension DeclarationParser {
  // MARK: - Tokens

  /// Whether `token` is exactly `keyword`, compared byte by byte (no string is made: this runs
  /// on every identifier of the file).
  func isWord(_ token: SourceToken, _ keyword: StaticString) -> Bool {
    token.spells(keyword, in: bytes)
  }

  func text(_ token: SourceToken) -> String { token.text(in: bytes) }

  func isKind(_ kind: SourceToken.Kind, at position: Int? = nil) -> Bool {
    let at = position ?? index
    return at < tokens.count && tokens[at].kind == kind
  }

  /// Whether the token at `position` (default: the current one) is the one-byte operator `byte`.
  func isOther(_ byte: Unicode.Scalar, at position: Int? = nil) -> Bool {
    let at = position ?? index
    guard at < tokens.count, tokens[at].kind == .other else { return false }
    return bytes[tokens[at].start] == UInt8(ascii: byte)
  }

  /// `->` (two tokens for the lexer).
  func isArrow(at position: Int) -> Bool {
    isOther("-", at: position) && isOther(">", at: position + 1) && tokens[position + 1].start == tokens[position].end
  }

  /// Steps over a balanced `(…)`, `[…]` or `{…}` group starting at `index`.
  mutating func skipGroup() {
    var depth = 0
    repeat {
      switch tokens[index].kind {
      case .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace: depth -= 1
      default: break
      }
      index += 1
    } while depth > 0 && index < tokens.count
  }

  /// Steps over an expression (a default value) up to the `,` or `)` that ends it.
  mutating func skipExpression() {
    while index < tokens.count {
      switch tokens[index].kind {
      case .comma, .closeParen, .closeBracket, .closeBrace: return
      case .openParen, .openBracket, .openBrace: skipGroup()
      default: index += 1
      }
    }
  }

  /// `async`, `throws`, `rethrows`, `throws(E)` after a parameter list.
  mutating func skipEffects() {
    while index < tokens.count, tokens[index].kind == .identifier {
      let effect = tokens[index]
      guard isEffect(effect) || isWord(effect, "reasync") else { return }
      index += 1
      if isWord(effect, "throws"), isKind(.openParen) { skipGroup() }
    }
  }

  /// `@name` or `@name(…)`, from the `@`.
  mutating func skipAttribute() {
    index += 1
    guard isKind(.identifier) else { return }
    index += 1
    if isKind(.openParen), tokens[index].start == tokens[index - 1].end { skipGroup() }
  }

  // MARK: - Types

  /// Whether `token` is a word that qualifies a parameter's type but is not part of it
  /// (`inout`, `borrowing`, `consuming`, `sending`, `isolated`, `__owned`, `__shared`,
  /// `__consuming`), compared byte by byte: a type name (a capital first) is out at once.
  func isTypeQualifier(_ token: SourceToken) -> Bool {
    switch bytes[token.start] {
    case UInt8(ascii: "i"): isWord(token, "inout") || isWord(token, "isolated")
    case UInt8(ascii: "b"): isWord(token, "borrowing")
    case UInt8(ascii: "c"): isWord(token, "consuming")
    case UInt8(ascii: "s"): isWord(token, "sending")
    case UInt8(ascii: "_"): isWord(token, "__owned") || isWord(token, "__shared") || isWord(token, "__consuming")
    default: false
    }
  }

  /// Whether `token` is an effect a function type may carry (`async`, `throws`, `rethrows`).
  private func isEffect(_ token: SourceToken) -> Bool {
    isWord(token, "throws") || isWord(token, "async") || isWord(token, "rethrows")
  }

  /// Whether `token` is a word a type continues after (`some View`, `any Error`, `each T`,
  /// `repeat each T`).
  private func expectsAtomAfter(_ token: SourceToken) -> Bool {
    isWord(token, "some") || isWord(token, "any") || isWord(token, "each") || isWord(token, "repeat")
  }

  /// Reads a type from `index` up to what ends it (`,` `)` `=` `{` `where`, or a word that
  /// cannot continue it, such as the next declaration), without its attributes (`@escaping`,
  /// `@MainActor`) and qualifiers (`inout`). `T...` is variadic: the type read is `T`.
  mutating func readType() -> (type: SwiftType?, isVariadic: Bool) {
    var spelling = TypeSpelling()
    var depth = 0
    var expectingAtom = true
    let source = bytes
    let append = { (token: SourceToken) in spelling.append(token.start..<token.end, of: source) }
    scan: while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .identifier:
        if isTypeQualifier(token) { index += 1; continue }
        if !expectingAtom, isEffect(token) {
          skipEffects()
          continue
        }
        if depth == 0, !expectingAtom { break scan }
        append(token)
        expectingAtom = expectsAtomAfter(token)
      case .dot:
        if !expectingAtom, isKind(.dot, at: index + 1), isKind(.dot, at: index + 2) {
          index += 3
          return (spelling.type(of: source), true)
        }
        append(token)
        expectingAtom = true
      case .openParen, .openBracket:
        if depth == 0, !expectingAtom { break scan }
        depth += 1
        append(token)
        expectingAtom = true
      case .closeParen, .closeBracket:
        if depth == 0 { break scan }
        depth -= 1
        append(token)
        expectingAtom = false
      case .colon, .comma:
        if depth == 0 { break scan }
        append(token)
        expectingAtom = true
      case .other:
        if !readTypeOperator(token, depth: &depth, expectingAtom: &expectingAtom, append: append) { break scan }
        continue
      default:
        break scan
      }
      index += 1
    }
    return (spelling.type(of: source), false)
  }

  /// One operator byte inside a type (`<` `>` `->` `?` `!` `&` `~` `@attribute`), consumed;
  /// false when it ends the type instead.
  private mutating func readTypeOperator(
    _ token: SourceToken, depth: inout Int, expectingAtom: inout Bool, append: (SourceToken) -> Void
  ) -> Bool {
    switch bytes[token.start] {
    case UInt8(ascii: "@") where expectingAtom:
      // An attribute comes before the type it qualifies (`@escaping () -> Void`); after a
      // complete type it belongs to the next declaration (`let a: Key` then `@State var b`).
      skipAttribute()
      return true
    case UInt8(ascii: "-") where isArrow(at: index):
      append(token)
      append(tokens[index + 1])
      index += 2
      expectingAtom = true
      return true
    case UInt8(ascii: "<") where !expectingAtom:
      depth += 1
      expectingAtom = true
    case UInt8(ascii: ">") where depth > 0:
      depth -= 1
      expectingAtom = false
    case UInt8(ascii: "?"), UInt8(ascii: "!"):
      guard !expectingAtom else { return false }
    case UInt8(ascii: "&"), UInt8(ascii: "~"):
      expectingAtom = true
    default:
      return false
    }
    append(token)
    index += 1
    return true
  }

  // MARK: - Parameters

  /// The parameter list whose `(` is at `index`, through its `)`. `singleNameIsLabel`: in a
  /// function `x: Int` is called `x:` (in a subscript, unlabelled). `typesMayBeUnnamed`: an enum
  /// case's `(Int, String)`.
  mutating func readParameters(singleNameIsLabel: Bool, typesMayBeUnnamed: Bool = false) -> [Parameter] {
    index += 1
    var parameters: [Parameter] = []
    while index < tokens.count {
      if isKind(.closeParen) {
        index += 1
        break
      }
      let start = index
      if let parameter = readParameter(singleNameIsLabel: singleNameIsLabel, typesMayBeUnnamed: typesMayBeUnnamed) {
        parameters.append(parameter)
      }
      if !isKind(.comma) && !isKind(.closeParen) { skipExpression() }
      if isKind(.comma) { index += 1 }
      if index == start, index < tokens.count {
        // A closing `]` or `}` where a parameter should be: malformed, the list ends here.
        break
      }
    }
    return parameters
  }

  private mutating func readParameter(singleNameIsLabel: Bool, typesMayBeUnnamed: Bool) -> Parameter? {
    while isOther("@") { skipAttribute() }
    var label: String?
    var name: String?
    if isKind(.identifier), isKind(.colon, at: index + 1) {
      let single = text(tokens[index])
      name = single == "_" ? nil : single
      label = singleNameIsLabel ? name : nil
      index += 2
    } else if isKind(.identifier), isKind(.identifier, at: index + 1), isKind(.colon, at: index + 2) {
      let external = text(tokens[index]), local = text(tokens[index + 1])
      label = external == "_" ? nil : external
      name = local == "_" ? nil : local
      index += 3
    } else if !typesMayBeUnnamed {
      return nil
    }
    let (type, isVariadic) = readType()
    var hasDefault = false
    if isOther("=") {
      hasDefault = true
      index += 1
      skipExpression()
    }
    guard let type else { return nil }
    return Parameter(label: label, name: name, type: type, hasDefault: hasDefault, isVariadic: isVariadic)
  }

  // MARK: - Generics

  /// `<T: StringProtocol, U>` after a name: each constrained parameter as the opaque type a
  /// call sees (`T` → `some StringProtocol`).
  mutating func readGenericClause() -> [String: SwiftType] {
    guard isOther("<") else { return [:] }
    index += 1
    var generics: [String: SwiftType] = [:]
    while index < tokens.count, !isOther(">") {
      let start = index
      if isKind(.identifier), isKind(.colon, at: index + 1) {
        let name = text(tokens[index])
        index += 2
        if let constraint = readType().type { generics[name] = SwiftType(spelling: "some \(constraint.spelling)") }
      }
      if index == start { index += 1 }
    }
    if index < tokens.count { index += 1 }
    return generics
  }

  /// `where T: StringProtocol, U == V` before a body: the conformance requirements.
  mutating func readWhereClause(into generics: inout [String: SwiftType]) {
    guard isKind(.identifier), isWord(tokens[index], "where") else { return }
    index += 1
    while index < tokens.count {
      if isKind(.identifier), isKind(.colon, at: index + 1) {
        let name = text(tokens[index])
        index += 2
        if let constraint = readType().type { generics[name] = SwiftType(spelling: "some \(constraint.spelling)") }
      } else if isKind(.openBrace) || isKind(.closeBrace) {
        return
      } else {
        index += 1
      }
      guard isKind(.comma) else { return }
      index += 1
    }
  }

  // MARK: - Initialisers

  /// The type a property's initialiser shows, from `index` (after `=`): a number, string or
  /// Boolean literal, or `Type(…)` / `[Type]()` standing alone. Nil for anything else.
  func initializerType() -> SwiftType? {
    guard index < tokens.count else { return nil }
    var at = index
    if isOther("-", at: at) { at += 1 }
    guard at < tokens.count else { return nil }
    let first = tokens[at]
    switch first.kind {
    case .number:
      return endsExpression(at: at + 1) ? SwiftType(spelling: Self.numberType(text(first))) : nil
    case .string:
      return endsExpression(at: at + 1) ? SwiftType(spelling: "String") : nil
    case .identifier:
      if isWord(first, "true") || isWord(first, "false") { return endsExpression(at: at + 1) ? SwiftType(spelling: "Bool") : nil }
      return constructedType(from: at)
    case .openBracket:
      return constructedType(from: at)
    default:
      return nil
    }
  }

  /// `Int` or `Double` for a number literal's spelling.
  static func numberType(_ literal: String) -> String {
    let isHex = literal.hasPrefix("0x") || literal.hasPrefix("0X")
    let isFloat = literal.contains(".") || (!isHex && (literal.contains("e") || literal.contains("E")))
    return isFloat ? "Double" : "Int"
  }

  /// `Type(…)`, `Outer.Inner(…)`, `[Element]()` standing alone from `start`: the type; a
  /// lowercase last name is a function (`Foo.make()`), not a type.
  private func constructedType(from start: Int) -> SwiftType? {
    var at = start
    var spelling = ""
    if tokens[at].kind == .openBracket {
      var depth = 0
      repeat {
        if tokens[at].kind == .openBracket { depth += 1 }
        if tokens[at].kind == .closeBracket { depth -= 1 }
        spelling += text(tokens[at])
        at += 1
      } while depth > 0 && at < tokens.count
    } else {
      var last = at
      at += 1
      while isKind(.dot, at: at), isKind(.identifier, at: at + 1) {
        last = at + 1
        at += 2
      }
      // A type name starts with a capital (ASCII: the common case, and a cheap test).
      let initial = bytes[tokens[last].start]
      guard initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") else { return nil }
      spelling = String(decoding: UnsafeBufferPointer(rebasing: bytes[tokens[start].start..<tokens[last].end]), as: UTF8.self)
    }
    guard isKind(.openParen, at: at), tokens[at].start == tokens[at - 1].end else { return nil }
    var depth = 0
    repeat {
      switch tokens[at].kind {
      case .openParen: depth += 1
      case .closeParen: depth -= 1
      default: break
      }
      at += 1
    } while depth > 0 && at < tokens.count
    return endsExpression(at: at) ? SwiftType(spelling: spelling) : nil
  }

  /// Whether the expression ends before token `at`: the end of the file, a closing bracket, a
  /// comma, a trailing closure, or a word on a new line (the next statement).
  private func endsExpression(at: Int) -> Bool {
    guard at < tokens.count else { return true }
    switch tokens[at].kind {
    case .closeBrace, .closeParen, .closeBracket, .comma, .openBrace: return true
    case .identifier: return bytes[tokens[at - 1].end..<tokens[at].start].contains(0x0A)
    case .other: return bytes[tokens[at].start] == UInt8(ascii: ";")
    default: return false
    }
  }
}

extension SwiftType {
  /// The spelling of a type nothing is known about (a property with no annotation and an
  /// initialiser lstrings cannot read).
  static let unknown = SwiftType(spelling: "_")

  /// The result of a function that writes none.
  static let void = SwiftType(spelling: "Void")

  /// A generic parameter replaced by its constraint (`T` → `some StringProtocol`, `T?` too).
  func substituting(_ generics: [String: SwiftType]) -> SwiftType {
    guard !generics.isEmpty else { return self }
    if let constraint = generics[spelling] { return constraint }
    let base = unwrapped
    if base != self, let constraint = generics[base.spelling] { return SwiftType(spelling: "(\(constraint.spelling))?") }
    return self
  }
}

extension Parameter {
  func substituting(_ generics: [String: SwiftType]) -> Parameter {
    var copy = self
    copy.type = type.substituting(generics)
    return copy
  }
}
