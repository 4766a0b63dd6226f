import Foundation

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
/// classes of `ByteClass` (the table is held by the lexer, so a hot loop reads it with one load
/// and no lazy-initialisation check).
protocol SourceBytes {
  var bytes: UnsafeBufferPointer<UInt8> { get }
  var classes: [UInt8] { get }
}

extension SourceBytes {
  /// The byte at `i`, or 0 past the end.
  @inline(__always) func byte(_ i: Int) -> UInt8 { i < bytes.count ? bytes[i] : 0 }

  /// Whether the byte at `i` (< count) is in `byteClass`.
  @inline(__always) func isClass(_ i: Int, _ byteClass: UInt8) -> Bool {
    ByteClass.contains(classes, bytes[i], byteClass)
  }
}

extension SourceToken {
  /// Whether this token of `bytes` is spelled `word` exactly: the length first, then one
  /// `memcmp` against the literal's static bytes (no `String` is made: the scanners ask this of
  /// keywords at almost every token).
  @inline(__always) func spells(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard end - start == word.utf8CodeUnitCount, end <= bytes.count, let base = bytes.baseAddress else { return false }
    return memcmp(base + start, word.utf8Start, word.utf8CodeUnitCount) == 0
  }

  /// This token's text in `bytes`.
  func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}
