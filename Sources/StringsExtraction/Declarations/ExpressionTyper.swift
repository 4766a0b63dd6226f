/// The type of an interpolated expression, as far as a compiler-less reader can tell: from
/// literals, the file's own declarations (`TypeHints`), the project's (`DeclaredTypes`), and the
/// shapes whose type the standard library fixes (`.count` is an `Int`, `.formatted()` a
/// `String`). What it cannot tell, it says, with where it looked.
///
/// Each function decides one shape and returns nil when the expression is not that shape, so the
/// order of `type(of:)` reads as the order of the rules.
struct ExpressionTyper {
  let bytes: UnsafeBufferPointer<UInt8>
  let hints: TypeHints
  let declarations: (any DeclaredTypes)?
  /// How many initialisers deep the typer may still follow names (`let a = b + 1`, `let b = …`):
  /// bounded, so a cycle or a long chain ends.
  var depth = 4

  /// What is known of an expression's type.
  enum Typing: Equatable {
    /// A type (its specifier follows: `SwiftType.interpolationSpecifier`).
    case type(SwiftType)
    /// A number literal, whose type is the other operand's (`a + 1`), or `Int` / `Double` alone.
    case numberLiteral(isFloat: Bool)
    /// Unknown, and why: where lstrings looked.
    case unknown(reason: String)

    /// The specifier written for it; nil when unknown.
    var specifier: String? {
      switch self {
      case .type(let type): type.interpolationSpecifier
      case .numberLiteral(let isFloat): isFloat ? "%lf" : "%lld"
      case .unknown: nil
      }
    }
  }

  static let int = SwiftType(spelling: "Int")
  static let double = SwiftType(spelling: "Double")
  static let string = SwiftType(spelling: "String")
  static let bool = SwiftType(spelling: "Bool")

  /// The typing of `tokens` (one expression, without `specifier:` and the like).
  func type(of tokens: ArraySlice<SourceToken>) -> Typing {
    guard !tokens.isEmpty else { return .unknown(reason: "the interpolation is empty") }
    // A cast before a comparison: the `<` of `as? Optional<Int16>` compares nothing.
    if let typing = coalescing(tokens) ?? conditional(tokens) ?? cast(tokens) ?? comparison(tokens) ?? arithmetic(tokens) {
      return typing
    }
    return postfix(tokens)
  }

  func text(_ token: SourceToken) -> String { token.text(in: bytes) }

  // MARK: - Operators

  /// `x ?? fallback`: the type of `x` unwrapped, or else the fallback's (`count ?? 0` is an Int).
  func coalescing(_ tokens: ArraySlice<SourceToken>) -> Typing? {
    guard let split = topLevel(tokens, where: { $0.kind == .nilCoalescing }) else { return nil }
    let left = type(of: tokens[..<split])
    if case .type(let wrapped) = left { return .type(wrapped.unwrapped) }
    let right = type(of: tokens[(split + 1)...])
    if case .unknown = right { return left }
    return right
  }

  /// `condition ? a : b`: the type of the branches (either, when the other is unknown).
  func conditional(_ tokens: ArraySlice<SourceToken>) -> Typing? {
    guard
      let question = topLevel(tokens, where: { isOperator($0, "?") && !isAdjacentDot(after: $0, in: tokens) }),
      let colon = topLevel(tokens[(question + 1)...], where: { $0.kind == .colon })
    else { return nil }
    let first = type(of: tokens[(question + 1)..<colon])
    if case .type = first { return first }
    let second = type(of: tokens[(colon + 1)...])
    if case .unknown = second { return first }
    return second
  }

  /// `a == b`, `a < b`, `a && b`, `!a`: a `Bool` (`%@`).
  func comparison(_ tokens: ArraySlice<SourceToken>) -> Typing? {
    let isComparison = topLevel(tokens) { token in
      guard token.kind == .other else { return false }
      let byte = bytes[token.start]
      return byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "|")
    }
    if isComparison != nil { return .type(Self.bool) }
    if let first = tokens.first, isOperator(first, "!"), tokens.count > 1 { return .type(Self.bool) }
    return nil
  }

  /// `a + 1`, `a * b`, `-x`: integers stay `Int`, a `Double` operand makes it `Double`, and a
  /// literal takes the other operand's type; strings concatenate to `String`.
  func arithmetic(_ tokens: ArraySlice<SourceToken>) -> Typing? {
    if let first = tokens.first, isOperator(first, "-"), tokens.count > 1 {
      return type(of: tokens.dropFirst())  // unary minus: `-a + b` has the type of `a + b`
    }
    // An operator at the start of an operand is a sign (`a * -b`), not a split.
    let operands = split(tokens, keepingLeading: true) { isArithmeticOperator($0) }
    guard operands.count > 1, operands.allSatisfy({ !$0.isEmpty }) else { return nil }
    return combine(operands.map { type(of: $0) })
  }

  /// The type of `a ⊕ b ⊕ …` from its operands' typings.
  func combine(_ typings: [Typing]) -> Typing {
    var known: [SwiftType] = []
    var anyFloatLiteral = false
    for typing in typings {
      switch typing {
      case .type(let type): known.append(type.unwrapped)
      case .numberLiteral(let isFloat): anyFloatLiteral = anyFloatLiteral || isFloat
      case .unknown: return typing
      }
    }
    if let floating = known.first(where: { $0.interpolationSpecifier == "%lf" || $0.interpolationSpecifier == "%f" }) {
      return .type(floating)
    }
    if let first = known.first {
      return anyFloatLiteral && first.interpolationSpecifier != "%@" ? .type(Self.double) : .type(first)
    }
    return .numberLiteral(isFloat: anyFloatLiteral)
  }

  // MARK: - Token helpers

  /// `tokens` cut at each token at depth 0 that `isSeparator` accepts (not at one that starts a
  /// part, with `keepingLeading`).
  func split(
    _ tokens: ArraySlice<SourceToken>, keepingLeading: Bool = false, at isSeparator: (SourceToken) -> Bool
  ) -> [ArraySlice<SourceToken>] {
    var parts: [ArraySlice<SourceToken>] = []
    var start = tokens.startIndex
    var depth = 0
    for index in tokens.indices {
      switch tokens[index].kind {
      case .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace: depth -= 1
      default:
        guard depth == 0, isSeparator(tokens[index]), !(keepingLeading && index == start) else { break }
        parts.append(tokens[start..<index])
        start = index + 1
      }
    }
    parts.append(tokens[start...])
    return parts
  }

  /// The index of the first token at depth 0 of `tokens` that `matches`.
  func topLevel(_ tokens: ArraySlice<SourceToken>, where matches: (SourceToken) -> Bool) -> Int? {
    var depth = 0
    for index in tokens.indices {
      switch tokens[index].kind {
      case .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace: depth -= 1
      default: if depth == 0, matches(tokens[index]) { return index }
      }
    }
    return nil
  }

  func isOperator(_ token: SourceToken, _ byte: Unicode.Scalar) -> Bool {
    token.kind == .other && token.end == token.start + 1 && bytes[token.start] == UInt8(ascii: byte)
  }

  /// `a?.b`: the `?` of optional chaining, not of a conditional.
  private func isAdjacentDot(after token: SourceToken, in tokens: ArraySlice<SourceToken>) -> Bool {
    guard let position = tokens.firstIndex(of: token), position + 1 < tokens.endIndex else { return false }
    return tokens[position + 1].kind == .dot && tokens[position + 1].start == token.end
  }

  private func isArithmeticOperator(_ token: SourceToken) -> Bool {
    token.kind == .plus || isOperator(token, "-") || isOperator(token, "*") || isOperator(token, "/")
      || isOperator(token, "%")
  }
}
