import Foundation

/// Splits C, C++, Objective-C and Objective-C++ source into the tokens the call finder needs.
///
/// Handles `//` and `/* */` comments, `"…"` and `@"…"` literals, character literals, C++ raw
/// literals, and preprocessor lines. Like genstrings, which does not preprocess, the bodies of
/// `#define` lines are read (`#define ALIAS NSLocalizedString(@"Alias", nil)` is found); only the
/// lines whose text is not code (`#include <…>`, `#error …`, `#pragma …`) are skipped. Never fails.
struct CLexer: SourceLexer, SourceBytes {
  let bytes: UnsafeBufferPointer<UInt8>
  private(set) var offset: Int
  /// Whether only spaces were seen since the last line break (a `#` there starts a directive).
  private var atLineStart = true
  let classes = ByteClass.table

  init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  // code-shape: long — the lexer's dispatch switch: one case per first byte of a token.
  @inline(__always) mutating func next() -> SourceToken? {
    let n = bytes.count
    while offset < n {
      let start = offset
      let b = bytes[offset]
      switch b {
      case 0x0A, 0x0D:
        offset += 1
        atLineStart = true
        continue
      case 0x20, 0x09, 0x0B, 0x0C:
        offset += 1
        while offset < n, isClass(offset, ByteClass.space) { offset += 1 }
        continue
      case 0x5C where byte(offset + 1) == 0x0A || byte(offset + 1) == 0x0D:  // line splice
        offset += 2
        continue
      case 0x2F where byte(offset + 1) == 0x2F:
        while offset < n, !isClass(offset, ByteClass.lineBreak) { offset += 1 }
        continue
      case 0x2F where byte(offset + 1) == 0x2A:
        offset += 2
        while offset < n {
          // To the next `*` (memchr), then check for `/`.
          guard let star = memchr(bytes.baseAddress! + offset, 0x2A, n - offset) else {
            offset = n
            break
          }
          offset = bytes.baseAddress!.distance(to: star.assumingMemoryBound(to: UInt8.self))
          if byte(offset + 1) == 0x2F { break }
          offset += 1
        }
        offset = min(n, offset + 2)
        continue
      case 0x23 where atLineStart:
        if skipsDirective() { continue }
        offset += 1
        atLineStart = false
        return SourceToken(kind: .other, start: start, end: offset)
      default:
        break
      }
      atLineStart = false
      switch b {
      case 0x22:
        skipQuoted(0x22)
        return SourceToken(kind: .string(.c(objC: false)), start: start, end: offset)
      case 0x40 where byte(offset + 1) == 0x22:
        offset += 1
        skipQuoted(0x22)
        return SourceToken(kind: .string(.c(objC: true)), start: start, end: offset)
      case 0x27:
        skipQuoted(0x27)
        return SourceToken(kind: .other, start: start, end: offset)
      case 0x28: offset += 1; return SourceToken(kind: .openParen, start: start, end: offset)
      case 0x29: offset += 1; return SourceToken(kind: .closeParen, start: start, end: offset)
      case 0x5B: offset += 1; return SourceToken(kind: .openBracket, start: start, end: offset)
      case 0x5D: offset += 1; return SourceToken(kind: .closeBracket, start: start, end: offset)
      case 0x7B: offset += 1; return SourceToken(kind: .openBrace, start: start, end: offset)
      case 0x7D: offset += 1; return SourceToken(kind: .closeBrace, start: start, end: offset)
      case 0x2C: offset += 1; return SourceToken(kind: .comma, start: start, end: offset)
      case 0x3A: offset += 1; return SourceToken(kind: .colon, start: start, end: offset)
      case 0x2E: offset += 1; return SourceToken(kind: .dot, start: start, end: offset)
      case 0x2B: offset += 1; return SourceToken(kind: .plus, start: start, end: offset)
      default:
        if b.isDigit {
          offset += 1
          while offset < n, bytes[offset].isIdentifierByte || bytes[offset] == 0x2E { offset += 1 }
          return SourceToken(kind: .number, start: start, end: offset)
        }
        if b.isIdentifierByte {
          offset += 1
          while offset < n, isClass(offset, ByteClass.identifier) { offset += 1 }
          if byte(offset) == 0x22, isRawStringPrefix(start, offset) {
            skipRawString()
            return SourceToken(kind: .string(.cRaw), start: start, end: offset)
          }
          return SourceToken(kind: .identifier, start: start, end: offset)
        }
        offset += 1
        return SourceToken(kind: .other, start: start, end: offset)
      }
    }
    return nil
  }

  /// Skips a `"…"` or `'…'` literal starting at `offset`. A literal never crosses a line break
  /// (an unterminated one ends there, as the compiler recovers).
  private mutating func skipQuoted(_ quote: UInt8) {
    let n = bytes.count
    offset += 1
    while offset < n {
      if !isClass(offset, ByteClass.literalStop) {
        offset += 1
        continue
      }
      let b = bytes[offset]
      if b == 0x5C {
        offset += 2
        continue
      }
      if b == quote {
        offset += 1
        return
      }
      if b == 0x0A || b == 0x0D { return }
      offset += 1
    }
    offset = n
  }

  /// `R`, `LR`, `uR`, `UR`, `u8R` directly before `"`.
  private func isRawStringPrefix(_ start: Int, _ end: Int) -> Bool {
    guard bytes[end - 1] == 0x52 else { return false }
    switch end - start {
    case 1: return true
    case 2: return bytes[start] == 0x4C || bytes[start] == 0x75 || bytes[start] == 0x55
    case 3: return bytes[start] == 0x75 && bytes[start + 1] == 0x38
    default: return false
    }
  }

  /// Skips `"delim( … )delim"` with `offset` at the opening quote.
  private mutating func skipRawString() {
    let n = bytes.count
    offset += 1
    let delimiterStart = offset
    while offset < n, bytes[offset] != 0x28, offset - delimiterStart < 16 { offset += 1 }
    let delimiter = delimiterStart..<offset
    offset += 1
    while offset < n {
      if bytes[offset] == 0x29 {
        var matches = offset + delimiter.count + 1 < n + 1
        var i = 0
        while matches, i < delimiter.count {
          if byte(offset + 1 + i) != bytes[delimiter.lowerBound + i] { matches = false }
          i += 1
        }
        if matches, byte(offset + 1 + delimiter.count) == 0x22 {
          offset += delimiter.count + 2
          return
        }
      }
      offset += 1
    }
  }

  private static let nonCodeDirectives: [[UInt8]] = ["include", "import", "error", "warning", "pragma", "line", "include_next"]
    .map { Array($0.utf8) }

  /// At a `#` that starts a line: skips the whole directive when its text is not code
  /// (`include`, `import`, `error`, `warning`, `pragma`, `line`), and returns whether it did.
  private mutating func skipsDirective() -> Bool {
    var i = offset + 1
    while byte(i).isHorizontalSpace { i += 1 }
    let nameStart = i
    while i < bytes.count, bytes[i].isIdentifierByte { i += 1 }
    let name = bytes[nameStart..<i]
    guard Self.nonCodeDirectives.contains(where: { $0.elementsEqual(name) }) else { return false }
    // To the end of the line, honouring `\` line splices.
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b == 0x5C, byte(i + 1) == 0x0A || byte(i + 1) == 0x0D {
        i += 2
        continue
      }
      if b == 0x0A || b == 0x0D { break }
      i += 1
    }
    offset = i
    return true
  }
}
