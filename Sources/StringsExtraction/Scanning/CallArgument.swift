/// One argument of a recognised call, classified by what the scanner can read from it.
enum CallArgument {
  /// Exactly a string literal (C: adjacent literals joined, `CFSTR("…")` unwrapped).
  case literal(SourceLiteral)
  /// `nil`, `NULL`, `Nil` or `0`.
  case nilLiteral
  /// A literal followed by more code: `"a " + x` (`isConcatenation`), `"a".uppercased()`.
  case literalThenMore(SourceLiteral, isConcatenation: Bool)
  /// Anything else; `firstLiteral` is the first literal at the argument's top level, if any
  /// (genstrings takes it from `Text(x ?? "fallback")`).
  case expression(firstLiteral: SourceLiteral?)

  /// Reads the argument made of `tokens`.
  static func read(_ tokens: ArraySlice<SourceToken>, in bytes: UnsafeBufferPointer<UInt8>) -> CallArgument {
    guard let first = tokens.first else { return .expression(firstLiteral: nil) }
    if tokens.count == 1 {
      let word = bytes[first.start..<first.end]
      if first.kind == .identifier,
        word.spells("nil") || word.spells("NULL") || word.spells("Nil")
      {
        return .nilLiteral
      }
      if first.kind == .number, word.spells("0") { return .nilLiteral }
    }
    if var (literal, rest) = literal(at: tokens.startIndex, in: tokens, bytes) {
      // `"a " + "b"`: literals joined by `+` are one constant string (Telephone's committed
      // genstrings output has such a key whole); the join stops at the first non-literal.
      while rest + 1 < tokens.endIndex, tokens[rest].kind == .plus,
        let (next, after) = Self.literal(at: rest + 1, in: tokens, bytes)
      {
        literal.segments += next.segments
        if literal.verbatim != nil || next.verbatim != nil {
          literal.verbatim =
            (literal.verbatim ?? literal.verbatimText(bytes).spelling) + (next.verbatim ?? next.verbatimText(bytes).spelling)
        }
        literal.isMultiline = literal.isMultiline || next.isMultiline
        rest = after
      }
      if rest == tokens.endIndex { return .literal(literal) }
      return .literalThenMore(literal, isConcatenation: tokens[rest].kind == .plus)
    }
    var depth = 0
    for index in tokens.indices {
      switch tokens[index].kind {
      case .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace: depth -= 1
      case .string where depth == 0:
        if let (literal, _) = literal(at: index, in: tokens, bytes) { return .expression(firstLiteral: literal) }
      default: break
      }
    }
    return .expression(firstLiteral: nil)
  }

  /// The literal that starts at `index`, and the index after it.
  private static func literal(at index: Int, in tokens: ArraySlice<SourceToken>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> (SourceLiteral, Int)?
  {
    let token = tokens[index]
    switch token.kind {
    case .string(.swift(let hashes, let multiline)):
      let segments = SwiftStringLiteral.segments(bytes, token: token, hashes: hashes, multiline: multiline)
      return (SourceLiteral(segments: segments, verbatim: nil, offset: token.start, isMultiline: multiline), index + 1)
    case .string(.c):
      var runtime: [UInt8] = []
      var spelling: [UInt8] = []
      var hasCharacterEscape = false
      var next = index
      while next < tokens.endIndex, case .string(.c) = tokens[next].kind {
        let decoded = CStringLiteral.decode(bytes, token: tokens[next])
        if next == index {
          runtime = decoded.runtime
          spelling = decoded.spelling
        } else {
          runtime += decoded.runtime
          spelling += decoded.spelling
        }
        hasCharacterEscape = hasCharacterEscape || decoded.hasCharacterEscape
        next += 1
      }
      // The source text is kept only where it differs from the spelling (`\U0043` for `-u`).
      var verbatim: [UInt8]?
      if hasCharacterEscape {
        verbatim = []
        for k in index..<next { verbatim! += bytes[CStringLiteral.decode(bytes, token: tokens[k]).verbatim] }
      }
      return (
        SourceLiteral(runtime: runtime, spelling: spelling, verbatim: verbatim, offset: token.start, isMultiline: false),
        next
      )
    case .identifier where bytes[token.start..<token.end].spells("CFSTR"):
      // CFSTR( "…" ) : the literal inside.
      guard index + 2 < tokens.endIndex, tokens[index + 1].kind == .openParen,
        let (inner, after) = literal(at: index + 2, in: tokens, bytes), after < tokens.endIndex,
        tokens[after].kind == .closeParen
      else { return nil }
      return (inner, after + 1)
    default:
      return nil
    }
  }
}

/// A string literal's decoded pieces, where it starts, and (C) its verbatim source text.
struct SourceLiteral {
  /// The decoded pieces. A literal of one text (every C literal) holds it without an array: the
  /// scanner reads tens of thousands of them.
  var segments: [LiteralSegment] {
    get { single.map { [.text(runtime: $0.runtime, spelling: $0.spelling)] } ?? many }
    set {
      single = nil
      many = newValue
    }
  }
  private var single: (runtime: [UInt8], spelling: [UInt8])?
  private var many: [LiteralSegment] = []
  /// The C source between the quotes, adjacent literals joined (for genstrings `-u` keys); nil
  /// when it is the same as the spelling (no `\u`, `\U` or `\x` escape).
  var verbatim: [UInt8]?
  /// The byte offset of the literal (for diagnostics).
  var offset: Int
  /// A Swift `"""` literal.
  var isMultiline: Bool

  init(segments: [LiteralSegment], verbatim: [UInt8]?, offset: Int, isMultiline: Bool) {
    self.many = segments
    self.verbatim = verbatim
    self.offset = offset
    self.isMultiline = isMultiline
  }

  init(runtime: [UInt8], spelling: [UInt8], verbatim: [UInt8]?, offset: Int, isMultiline: Bool) {
    self.single = (runtime, spelling)
    self.verbatim = verbatim
    self.offset = offset
    self.isMultiline = isMultiline
  }

  var isInterpolated: Bool {
    single == nil && many.contains { if case .interpolation = $0 { true } else { false } }
  }

  /// The text with interpolations as genstrings writes them (verbatim `\(…)`): the runtime bytes
  /// as CF will read them back from that spelling, and the spelling.
  func verbatimText(_ bytes: UnsafeBufferPointer<UInt8>) -> (runtime: [UInt8], spelling: [UInt8]) {
    if let single { return single }
    if many.count == 1, case .text(let runtime, let spelling) = many[0] { return (runtime, spelling) }
    var runtime: [UInt8] = []
    var spelling: [UInt8] = []
    for segment in segments {
      switch segment {
      case .text(let r, let s):
        runtime += r
        spelling += s
      case .interpolation(let expression, let source):
        // CF reads `\(` as `(`.
        runtime.append(0x28)
        runtime += bytes[expression]
        runtime.append(0x29)
        spelling += bytes[source]
      }
    }
    return (runtime, spelling)
  }
}
