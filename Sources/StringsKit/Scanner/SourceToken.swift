/// A token of Swift or C-family source, as the call finder needs it: a kind and a byte range.
///
/// Whitespace and comments are never tokens. String literals are one token each, however many
/// lines, escapes or interpolations they hold; their contents are decoded only when a call needs
/// them (`SwiftStringLiteral`, `CStringLiteral`).
struct SourceToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case identifier
    case number
    /// A string literal; the range covers the delimiters (and `@`, `#`s).
    case string(StringFlavor)
    case openParen, closeParen
    case openBracket, closeBracket
    case openBrace, closeBrace
    case comma, colon, dot, plus
    /// `??`, used by genstrings-compatible `Text(x ?? "fallback")` handling.
    case nilCoalescing
    case other
  }

  enum StringFlavor: Hashable, Sendable {
    /// A Swift literal: `"…"`, `"""…"""`, raw with `hashes` `#` signs.
    case swift(hashes: Int, multiline: Bool)
    /// A C literal `"…"`; `objC` when written `@"…"`.
    case c(objC: Bool)
    /// A C++ raw literal `R"d(…)d"` (never a localization argument, only skipped).
    case cRaw
  }

  var kind: Kind
  var start: Int
  var end: Int
}

/// A lexer over one file's bytes.
protocol SourceLexer {
  /// The next token, or nil at the end of the file.
  mutating func next() -> SourceToken?
}

extension UInt8 {
  /// Bytes that may continue an identifier (ASCII letters, digits, `_`, `$`, and every non-ASCII
  /// byte, so that Unicode identifiers stay whole).
  @inline(__always) var isIdentifierByte: Bool {
    (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
      || self == 0x5F || self == 0x24 || self >= 0x80
  }

  @inline(__always) var isDigit: Bool { self >= 0x30 && self <= 0x39 }

  @inline(__always) var isHorizontalSpace: Bool { self == 0x20 || self == 0x09 }
}
