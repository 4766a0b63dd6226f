/// A `SourceLexer` that replays tokens already lexed: the runtime mode's call finder walks the
/// `SwiftTokenList` the landing pass needs anyway, so a Swift file is lexed once, not twice.
struct TokenCursor: SourceLexer {
  let tokens: [SourceToken]
  var position = 0

  init(_ tokens: [SourceToken]) {
    self.tokens = tokens
  }

  mutating func next() -> SourceToken? {
    guard position < tokens.count else { return nil }
    defer { position += 1 }
    return tokens[position]
  }
}
