/// Decodes a Swift string literal token into text and interpolation segments.
///
/// Escapes (`\0 \\ \t \n \r \" \'`, `\u{…}`), raw delimiters (`#"…"#`, where escapes need `\#`),
/// multi-line literals (the closing delimiter's indentation is stripped from every line, the
/// first and last line breaks are dropped, `\` at a line end joins lines) are read as the Swift
/// compiler reads them.
///
/// The genstrings spelling of a single-line, non-raw literal is its source text (genstrings copies
/// it), except that a `\u{…}` escape, which `.strings` cannot read, is written as the character
/// (docs/extraction.md §2.4 leaves this open; the character is what the key means). Multi-line and
/// raw literals are written as their value, escaped by the core, as genstrings does for `"""`.
enum SwiftStringLiteral {
  static func segments(_ bytes: UnsafeBufferPointer<UInt8>, token: SourceToken, hashes: Int, multiline: Bool)
    -> [LiteralSegment]
  {
    let delimiter = multiline ? 3 : 1
    var contentStart = token.start + hashes + delimiter
    var contentEnd = token.end
    // A terminated literal ends with the delimiter and the hashes.
    if contentEnd - contentStart >= delimiter + hashes, isClosed(bytes, token: token, hashes: hashes, delimiter: delimiter) {
      contentEnd -= delimiter + hashes
    }
    var indentation = 0..<0
    if multiline {
      // The content starts after the line break that follows `"""`.
      if contentStart < contentEnd, bytes[contentStart] == 0x0D { contentStart += 1 }
      if contentStart < contentEnd, bytes[contentStart] == 0x0A { contentStart += 1 }
      // The closing line: its whitespace is the indentation, and the line break before it is not
      // part of the value.
      var lineStart = contentEnd
      while lineStart > contentStart, bytes[lineStart - 1].isHorizontalSpace { lineStart -= 1 }
      indentation = lineStart..<contentEnd
      contentEnd = lineStart
      if contentEnd > contentStart, bytes[contentEnd - 1] == 0x0A { contentEnd -= 1 }
      if contentEnd > contentStart, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
    }
    let copiesSpelling = !multiline && hashes == 0
    var result: [LiteralSegment] = []
    var runtime: [UInt8] = []
    var spelled: [UInt8] = []
    runtime.reserveCapacity(contentEnd - contentStart)
    func flush() {
      if !runtime.isEmpty || !spelled.isEmpty {
        result.append(
          .text(runtime: runtime, spelling: copiesSpelling ? spelled : StringsEscaping.escapedBytes(StringsText(wtf8: runtime))))
        runtime.removeAll(keepingCapacity: true)
        spelled.removeAll(keepingCapacity: true)
      }
    }
    var i = contentStart
    var atLineStart = multiline
    while i < contentEnd {
      if atLineStart {
        atLineStart = false
        var k = 0
        while k < indentation.count, i < contentEnd, bytes[i] == bytes[indentation.lowerBound + k] {
          i += 1
          k += 1
        }
        continue
      }
      let b = bytes[i]
      if b == 0x5C, hasHashes(bytes, hashes, at: i + 1, end: contentEnd) {
        let escapeStart = i
        i += 1 + hashes
        guard i < contentEnd else { break }
        let e = bytes[i]
        i += 1
        switch e {
        case 0x30: runtime.append(0)
        case 0x5C: runtime.append(0x5C)
        case 0x74: runtime.append(0x09)
        case 0x6E: runtime.append(0x0A)
        case 0x72: runtime.append(0x0D)
        case 0x22: runtime.append(0x22)
        case 0x27: runtime.append(0x27)
        case 0x75 where i < contentEnd && bytes[i] == 0x7B:  // \u{…}
          var value: UInt32 = 0
          var j = i + 1
          while j < contentEnd, let digit = hexValue(bytes[j]), value <= 0x10FFFF {
            value = value << 4 | digit
            j += 1
          }
          if j < contentEnd, bytes[j] == 0x7D { j += 1 }
          i = j
          appendScalar(value, to: &runtime)
          spelled += spelling(ofScalar: value)
          continue
        case 0x28:  // \( interpolation )
          flush()
          var lexer = SwiftLexer(bytes, from: i)
          var depth = 1
          var close = contentEnd
          while let token = lexer.next() {
            if token.kind == .openParen { depth += 1 }
            if token.kind == .closeParen {
              depth -= 1
              if depth == 0 {
                close = token.start
                break
              }
            }
          }
          result.append(.interpolation(expression: i..<close, source: escapeStart..<min(close + 1, contentEnd)))
          i = min(close + 1, contentEnd)
          continue
        case 0x0A, 0x0D, 0x20, 0x09:
          guard multiline else {
            runtime.append(e)  // not an escape in a single-line literal (the compiler rejects it)
            break
          }
          // Line continuation: `\`, optional spaces, the line break; the break is dropped.
          var j = i - 1
          while j < contentEnd, bytes[j].isHorizontalSpace { j += 1 }
          if j < contentEnd, bytes[j] == 0x0D { j += 1 }
          if j < contentEnd, bytes[j] == 0x0A { j += 1 }
          i = j
          atLineStart = true
          continue
        default:
          // Not a Swift escape (the compiler rejects it): keep the character.
          runtime.append(e)
        }
        spelled += bytes[escapeStart..<i]
        continue
      }
      if b == 0x0D {  // a CR LF or CR line break in a multi-line literal is a LF
        if i + 1 < contentEnd, bytes[i + 1] == 0x0A { i += 1 }
        runtime.append(0x0A)
        spelled.append(0x0A)
        i += 1
        atLineStart = multiline
        continue
      }
      runtime.append(b)
      spelled.append(b)
      i += 1
      if b == 0x0A { atLineStart = multiline }
    }
    flush()
    return result
  }

  private static func isClosed(_ bytes: UnsafeBufferPointer<UInt8>, token: SourceToken, hashes: Int, delimiter: Int) -> Bool {
    let end = token.end
    for k in 0..<hashes where bytes[end - 1 - k] != 0x23 { return false }
    for k in 0..<delimiter where bytes[end - 1 - hashes - k] != 0x22 { return false }
    return true
  }

  @inline(__always) private static func hasHashes(_ bytes: UnsafeBufferPointer<UInt8>, _ count: Int, at index: Int, end: Int)
    -> Bool
  {
    guard index + count <= end else { return false }
    for k in 0..<count where bytes[index + k] != 0x23 { return false }
    return true
  }
}
