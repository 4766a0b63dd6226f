/// The standard library's free functions whose result has their arguments' type: `min(a, b)`,
/// `max(a, b, c)`, `abs(x)`. `"\(min(99, Int(progress * 100)))%"` is `%lld%%` to the compiler;
/// typed as an unknown call it was `%@%%`, a key no catalog holds.
extension ExpressionTyper {
  static let sameTypeFunctions: Set<String> = ["min", "max", "abs"]

  /// The typing of `min(…)`, `max(…)` or `abs(…)` spanning all of `tokens`, as `a ⊕ b` of its
  /// arguments is typed; nil for any other shape, a labelled argument (not the standard
  /// library's function), or a function of that name the project declares itself.
  func standardFunction(_ tokens: ArraySlice<SourceToken>) -> Typing? {
    guard tokens.count >= 3, let first = tokens.first, first.kind == .identifier,
      tokens[tokens.startIndex + 1].kind == .openParen,
      closingIndex(tokens.dropFirst()) == tokens.endIndex - 1
    else { return nil }
    let name = text(first)
    guard Self.sameTypeFunctions.contains(name) else { return nil }
    let inner = tokens[(tokens.startIndex + 2)..<(tokens.endIndex - 1)]
    guard !inner.isEmpty else { return nil }
    let arguments = split(inner) { $0.kind == .comma }
    let labels = callLabels(inner)
    guard labels.allSatisfy({ $0 == nil }), arguments.allSatisfy({ !$0.isEmpty }),
      declarations?.resultTypes(callee: name, labels: labels).isEmpty ?? true
    else { return nil }
    return combine(arguments.map { type(of: $0) })
  }
}
