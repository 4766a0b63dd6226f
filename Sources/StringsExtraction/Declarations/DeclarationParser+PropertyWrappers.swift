/// Property wrappers whose value type is not written on the property.
extension DeclarationParser {
  /// `key` of `@Default(.key)` when the attribute at token `at` is one (the Defaults package:
  /// `@Default(.windowCount) var windowCount` has the value type of `static let windowCount =
  /// Key<Int>(…)`, declared elsewhere); nil for any other attribute.
  func defaultsKey(ofAttributeAt at: Int) -> String? {
    guard at + 5 < tokens.count, tokens[at + 1].kind == .identifier, isWord(tokens[at + 1], "Default"),
      tokens[at + 1].start == tokens[at].end, tokens[at + 2].kind == .openParen, tokens[at + 3].kind == .dot,
      tokens[at + 4].kind == .identifier, tokens[at + 5].kind == .closeParen
    else { return nil }
    return text(tokens[at + 4])
  }

  /// The index of the `>` that closes the generic arguments opening at token `at` (`<Int>`,
  /// `<[String: Int]>`); nil when `at` is no `<` or they do not close within a type's tokens.
  func genericArgumentsEnd(from at: Int) -> Int? {
    guard isOther("<", at: at) else { return nil }
    var depth = 0
    var k = at
    while k < tokens.count, k - at < 64 {
      switch tokens[k].kind {
      case .other where isOther("<", at: k): depth += 1
      case .other where isOther(">", at: k):
        depth -= 1
        if depth == 0 { return k }
      case .identifier, .dot, .comma, .colon, .openBracket, .closeBracket: break
      case .other where isOther("?", at: k): break
      default: return nil
      }
      k += 1
    }
    return nil
  }
}
