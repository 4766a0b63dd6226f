/// Splits Swift source into the tokens the call finder needs.
///
/// Handles `//` and nested `/* */` comments, `"…"`, `"""…"""` and raw `#"…"#` literals with their
/// escapes, and `\(…)` interpolation with nested parentheses, strings and comments, so that nothing
/// inside a comment or a literal is ever mistaken for a call. Never fails: an unterminated
/// literal or comment runs to the end of the file.
struct SwiftLexer: SourceLexer, SourceBytes {
  let bytes: UnsafeBufferPointer<UInt8>
  private(set) var offset: Int
  /// How many `\(…)` the lexer is inside. Interpolations nest by recursion, so past
  /// `maximumNesting` a `\(` is read as a plain escape: no input can exhaust the stack.
  private var nesting = 0
  static let maximumNesting = 64

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
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        offset += 1
        while offset < n, isClass(offset, ByteClass.space | ByteClass.lineBreak) { offset += 1 }
      case 0x2F where byte(offset + 1) == 0x2F:  // //
        skipLineComment()
      case 0x2F where byte(offset + 1) == 0x2A:  // /*
        skipBlockComment()
      case 0x22:  // "
        let flavor = skipString(hashes: 0)
        return SourceToken(kind: .string(flavor), start: start, end: offset)
      case 0x23:  // # : raw string, or #if / #bundle / #selector
        var hashes = 0
        while byte(offset + hashes) == 0x23 { hashes += 1 }
        if byte(offset + hashes) == 0x22 {
          offset += hashes
          let flavor = skipString(hashes: hashes)
          return SourceToken(kind: .string(flavor), start: start, end: offset)
        }
        offset += 1
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
      case 0x3F where byte(offset + 1) == 0x3F:
        offset += 2
        return SourceToken(kind: .nilCoalescing, start: start, end: offset)
      case 0x60:  // `identifier`
        offset += 1
        while offset < n, bytes[offset] != 0x60, bytes[offset] != 0x0A { offset += 1 }
        if offset < n, bytes[offset] == 0x60 { offset += 1 }
        return SourceToken(kind: .identifier, start: start + 1, end: max(start + 1, offset - 1))
      default:
        if b.isDigit {
          offset += 1
          while offset < n {
            let c = bytes[offset]
            if c.isIdentifierByte { offset += 1; continue }
            // A fraction (`1.5`) but not a member access on a literal (`1.description`).
            if c == 0x2E, byte(offset + 1).isDigit { offset += 2; continue }
            break
          }
          return SourceToken(kind: .number, start: start, end: offset)
        }
        if b.isIdentifierByte {
          offset += 1
          while offset < n, isClass(offset, ByteClass.identifier) { offset += 1 }
          return SourceToken(kind: .identifier, start: start, end: offset)
        }
        offset += 1
        return SourceToken(kind: .other, start: start, end: offset)
      }
    }
    return nil
  }

  // MARK: - Comments

  private mutating func skipLineComment() {
    let n = bytes.count
    while offset < n, !isClass(offset, ByteClass.lineBreak) { offset += 1 }
  }

  /// Swift block comments nest.
  private mutating func skipBlockComment() {
    let n = bytes.count
    var depth = 0
    while offset < n {
      let b = bytes[offset]
      if b == 0x2F, byte(offset + 1) == 0x2A {
        depth += 1
        offset += 2
      } else if b == 0x2A, byte(offset + 1) == 0x2F {
        depth -= 1
        offset += 2
        if depth == 0 { return }
      } else {
        offset += 1
      }
    }
  }

  // MARK: - Strings

  /// Skips a literal whose opening `"` is at `offset` (after any `#`s), through its closing
  /// delimiter.
  private mutating func skipString(hashes: Int) -> SourceToken.StringFlavor {
    let multiline = byte(offset + 1) == 0x22 && byte(offset + 2) == 0x22
    offset += multiline ? 3 : 1
    let n = bytes.count
    while offset < n {
      // The plain text of the literal: nothing but `"`, `\` and line breaks matters here.
      if !isClass(offset, ByteClass.literalStop) || bytes[offset] == 0x27 {
        offset += 1
        continue
      }
      let b = bytes[offset]
      if b == 0x5C, hasHashes(hashes, at: offset + 1) {  // escape: \ or \#
        offset += 1 + hashes
        if byte(offset) == 0x28, nesting < Self.maximumNesting {
          offset += 1
          nesting += 1
          skipInterpolation()
          nesting -= 1
        } else {
          offset += 1  // the escaped character (a \u{…} body has no quote or backslash)
        }
        continue
      }
      if b == 0x22 {
        if multiline {
          if byte(offset + 1) == 0x22, byte(offset + 2) == 0x22, hasHashes(hashes, at: offset + 3) {
            offset += 3 + hashes
            break
          }
        } else if hasHashes(hashes, at: offset + 1) {
          offset += 1 + hashes
          break
        }
      } else if !multiline, b == 0x0A || b == 0x0D {
        break  // unterminated single-line literal: stop at the line end
      }
      offset += 1
    }
    offset = min(offset, n)  // a `\` as the very last byte skipped past the end
    return .swift(hashes: hashes, multiline: multiline)
  }

  @inline(__always) private func hasHashes(_ count: Int, at index: Int) -> Bool {
    var i = 0
    while i < count {
      if byte(index + i) != 0x23 { return false }
      i += 1
    }
    return true
  }

  /// Skips the expression of `\(…)` through its closing parenthesis (the opening one is consumed).
  private mutating func skipInterpolation() {
    var depth = 1
    while let token = next() {
      switch token.kind {
      case .openParen: depth += 1
      case .closeParen:
        depth -= 1
        if depth == 0 { return }
      default: break
      }
    }
  }
}
