/// Decodes a Swift string literal token into text and interpolation segments.
///
/// Escapes (`\0 \\ \t \n \r \" \'`, `\u{…}`), raw delimiters (`#"…"#`, where escapes need `\#`),
/// multi-line literals (the closing delimiter's indentation is stripped from every line, the
/// first and last line breaks are dropped, `\` at a line end joins lines) are read as the Swift
/// compiler reads them.
///
/// The genstrings spelling of a single-line, non-raw literal is its source text (genstrings copies
/// it), except that a `\u{…}` escape, which `.strings` cannot read, is written as the character
/// (genstrings' own behaviour here is not documented; the character is what the key means, as
/// docs/extract.md, "Choices where genstrings' behaviour is not documented", says). Multi-line and
/// raw literals are written as their value, escaped by the core, as genstrings does for `"""`.
enum SwiftStringLiteral {
  static func segments(_ bytes: UnsafeBufferPointer<UInt8>, token: SourceToken, hashes: Int, multiline: Bool)
    -> [LiteralSegment]
  {
    let content = Content(bytes, token: token, hashes: hashes, multiline: multiline)
    var decoder = Decoder(bytes: bytes, content: content, hashes: hashes, multiline: multiline)
    return decoder.run()
  }

  /// Where a literal's value is written: between the delimiters, and for a multi-line literal
  /// between the line break after `"""` and the one before the closing line, whose whitespace is
  /// the indentation stripped from every line.
  struct Content {
    var range: Range<Int>
    var indentation: Range<Int> = 0..<0

    init(_ bytes: UnsafeBufferPointer<UInt8>, token: SourceToken, hashes: Int, multiline: Bool) {
      let delimiter = multiline ? 3 : 1
      var start = token.start + hashes + delimiter
      var end = token.end
      // A terminated literal ends with the delimiter and the hashes.
      if end - start >= delimiter + hashes, Self.isClosed(bytes, token: token, hashes: hashes, delimiter: delimiter) {
        end -= delimiter + hashes
      }
      if multiline {
        start = Self.skippingLineBreak(bytes, after: start, end: end)
        var lineStart = end
        while lineStart > start, bytes[lineStart - 1].isHorizontalSpace { lineStart -= 1 }
        indentation = lineStart..<end
        end = lineStart
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      }
      range = start..<end
    }

    /// The offset after the CR, LF or CR LF at `offset` (`offset` itself when there is none).
    static func skippingLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int, end: Int) -> Int {
      var offset = offset
      if offset < end, bytes[offset] == UInt8(ascii: "\r") { offset += 1 }
      if offset < end, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
      return offset
    }

    private static func isClosed(_ bytes: UnsafeBufferPointer<UInt8>, token: SourceToken, hashes: Int, delimiter: Int)
      -> Bool
    {
      let end = token.end
      for k in 0..<hashes where bytes[end - 1 - k] != UInt8(ascii: "#") { return false }
      for k in 0..<delimiter where bytes[end - 1 - hashes - k] != UInt8(ascii: "\"") { return false }
      return true
    }
  }

  /// Reads one literal's content front to back into text and interpolation segments.
  struct Decoder {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let indentation: Range<Int>
    let hashes: Int
    let multiline: Bool
    /// A single-line, non-raw literal is spelled as written; others as their escaped value.
    let copiesSpelling: Bool
    var i: Int
    var atLineStart: Bool
    var result: [LiteralSegment] = []
    var runtime: [UInt8] = []
    var spelled: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, content: Content, hashes: Int, multiline: Bool) {
      self.bytes = bytes
      self.end = content.range.upperBound
      self.indentation = content.indentation
      self.hashes = hashes
      self.multiline = multiline
      self.copiesSpelling = !multiline && hashes == 0
      self.i = content.range.lowerBound
      self.atLineStart = multiline
      runtime.reserveCapacity(content.range.count)
    }

    mutating func run() -> [LiteralSegment] {
      while i < end {
        if atLineStart {
          skipIndentation()
        } else if bytes[i] == UInt8(ascii: "\\"), hasHashes(at: i + 1) {
          guard readEscape() else { break }
        } else {
          readText()
        }
      }
      flush()
      return result
    }

    /// A run of text without a backslash or a line break, copied at once (byte by byte, the two
    /// appends were most of the decoding of a literal); one character when there is none.
    mutating func readText() {
      var j = i
      while j < end, bytes[j] != UInt8(ascii: "\\"), bytes[j] != UInt8(ascii: "\n"), bytes[j] != UInt8(ascii: "\r") {
        j += 1
      }
      guard j > i else { return readCharacter() }
      let run = UnsafeBufferPointer(rebasing: bytes[i..<j])
      runtime.append(contentsOf: run)
      spelled.append(contentsOf: run)
      i = j
    }

    /// Ends the text segment being built, if any.
    mutating func flush() {
      guard !runtime.isEmpty || !spelled.isEmpty else { return }
      let spelling = copiesSpelling ? spelled : StringsEscaping.escapedBytes(StringsText(wtf8: runtime))
      result.append(.text(runtime: runtime, spelling: spelling))
      runtime.removeAll(keepingCapacity: true)
      spelled.removeAll(keepingCapacity: true)
    }

    /// Skips as much of the closing line's indentation as this line starts with.
    mutating func skipIndentation() {
      atLineStart = false
      var k = 0
      while k < indentation.count, i < end, bytes[i] == bytes[indentation.lowerBound + k] {
        i += 1
        k += 1
      }
    }

    /// One byte of text; a CR LF or CR line break (of a multi-line literal) is a LF.
    mutating func readCharacter() {
      var b = bytes[i]
      if b == UInt8(ascii: "\r") {
        if i + 1 < end, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
        b = UInt8(ascii: "\n")
      }
      runtime.append(b)
      spelled.append(b)
      i += 1
      if b == UInt8(ascii: "\n") { atLineStart = multiline }
    }

    /// Reads the escape at `i` (a backslash and the literal's hashes); false when the content
    /// ends right after them.
    mutating func readEscape() -> Bool {
      let escapeStart = i
      i += 1 + hashes
      guard i < end else { return false }
      let e = bytes[i]
      i += 1
      switch e {
      case UInt8(ascii: "0"): runtime.append(0)
      case UInt8(ascii: "t"): runtime.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "n"): runtime.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "r"): runtime.append(UInt8(ascii: "\r"))
      case UInt8(ascii: "u") where i < end && bytes[i] == UInt8(ascii: "{"):
        readUnicodeEscape()
        return true
      case UInt8(ascii: "("):
        readInterpolation(escapeStart: escapeStart)
        return true
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"):
        guard multiline else {
          runtime.append(e)  // not an escape in a single-line literal (the compiler rejects it)
          break
        }
        continueLine()
        return true
      default:
        // `\\ \" \'` are the character; anything else is not a Swift escape (the compiler
        // rejects it): the character is kept.
        runtime.append(e)
      }
      spelled += bytes[escapeStart..<i]
      return true
    }

    /// `\u{…}`, `i` at the `{`: the scalar, spelled as the character (`.strings` cannot read it).
    mutating func readUnicodeEscape() {
      var value: UInt32 = 0
      var j = i + 1
      while j < end, let digit = bytes[j].hexDigitValue, value <= 0x10FFFF {
        value = value << 4 | digit
        j += 1
      }
      if j < end, bytes[j] == UInt8(ascii: "}") { j += 1 }
      i = j
      appendScalar(value, to: &runtime)
      spelled += spelling(ofScalar: value)
    }

    /// `\(…)`, `i` after the `(`: an interpolation segment up to the matching `)` (found by the
    /// lexer, so parentheses inside strings and comments do not count).
    mutating func readInterpolation(escapeStart: Int) {
      flush()
      var lexer = SwiftLexer(bytes, from: i)
      var depth = 1
      var close = end
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
      result.append(.interpolation(expression: i..<close, source: escapeStart..<min(close + 1, end)))
      i = min(close + 1, end)
    }

    /// A line continuation in a multi-line literal (`\`, optional spaces, the line break, `i` after
    /// the first of them): the break is dropped and the next line's indentation is skipped.
    mutating func continueLine() {
      var j = i - 1
      while j < end, bytes[j].isHorizontalSpace { j += 1 }
      i = Content.skippingLineBreak(bytes, after: j, end: end)
      atLineStart = true
    }

    /// Whether `hashes` `#` signs follow at `index` (a raw literal's escapes need them).
    @inline(__always) func hasHashes(at index: Int) -> Bool {
      guard index + hashes <= end else { return false }
      for k in 0..<hashes where bytes[index + k] != UInt8(ascii: "#") { return false }
      return true
    }
  }
}
