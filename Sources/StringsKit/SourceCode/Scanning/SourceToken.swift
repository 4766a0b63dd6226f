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

/// The byte vocabulary the source lexers share: a peek that reads 0 past the end, and the byte
/// classes of `SourceByteClass` (the table is held by the lexer, so a hot loop reads it with one
/// load and no lazy-initialisation check).
protocol SourceBytes {
  var bytes: UnsafeBufferPointer<UInt8> { get }
  var classes: UnsafePointer<UInt8> { get }
}

extension SourceBytes {
  /// The byte at `i`, or 0 past the end.
  @inline(__always) func byte(_ i: Int) -> UInt8 { i < bytes.count ? bytes[i] : 0 }

  /// Whether the byte at `i` (< count) is in `byteClass`.
  @inline(__always) func isClass(_ i: Int, _ byteClass: UInt8) -> Bool {
    classes[Int(bytes[i])] & byteClass != 0
  }
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

/// The byte classes the source lexers test on their hottest loops (runs of spaces, identifier
/// characters, the plain text of literals and line comments): one table load per byte instead of
/// a chain of comparisons.
enum SourceByteClass {
  /// Continues an identifier: ASCII letters, digits, `_`, `$`, and every non-ASCII byte.
  static let identifier: UInt8 = 1
  /// Space, tab, vertical tab, form feed (not line breaks: the C lexer tracks line starts).
  static let space: UInt8 = 2
  /// Ends the plain text of a quoted literal: `"`, `'`, `\`, LF, CR.
  static let literalStop: UInt8 = 4
  /// LF or CR.
  static let lineBreak: UInt8 = 8

  /// 256 entries, built once and never freed (immutable after initialisation, so it is safe to
  /// read from every thread).
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for value in 0..<256 {
      let b = UInt8(value)
      var classes: UInt8 = 0
      if b.isIdentifierByte { classes |= identifier }
      if b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C { classes |= space }
      if b == 0x22 || b == 0x27 || b == 0x5C || b == 0x0A || b == 0x0D { classes |= literalStop }
      if b == 0x0A || b == 0x0D { classes |= lineBreak }
      table[value] = classes
    }
    return UnsafePointer(table)
  }()
}
