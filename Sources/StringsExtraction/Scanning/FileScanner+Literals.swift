import Foundation

/// Decoding literals and spelling keys, locations and warnings: the helpers every reading step
/// shares.
extension FileScanner {
  /// The runtime key of an interpolated `LocalizedStringKey` / `LocalizationValue` literal:
  /// literal `%` doubled, each interpolation replaced by its specifier.
  mutating func formatKey(_ literal: SourceLiteral, notes: Bool) -> [UInt8] {
    let hints = self.hints ?? tokens.map { TypeHints(bytes, tokens: $0) } ?? TypeHints(bytes)
    self.hints = hints
    var key: [UInt8] = []
    for segment in literal.segments {
      switch segment {
      case .text(let runtime, _):
        for byte in runtime {
          key.append(byte)
          if byte == 0x25 { key.append(0x25) }
        }
      case .interpolation(let expression, _):
        let inference = InterpolationSpecifier.infer(bytes, expression: expression, hints: hints, declarations: declarations)
        key += Array(inference.specifier.utf8)
        if notes, inference.isGuess {
          diagnostics.append(
            StringsDiagnostic(
              severity: .note, ruleID: DiagnosticKind.interpolationType.id,
              message: inference.note, location: location(expression.lowerBound)))
        }
      }
    }
    return key
  }

  /// `CallArgument.read`, with a shortcut for the most common argument, one plain literal (its
  /// bytes are its text and spelling: nothing to decode).
  func readArgument(_ tokens: ArraySlice<SourceToken>) -> CallArgument {
    guard let plain = plainLiteral(tokens) else { return CallArgument.read(tokens, in: bytes) }
    let text = Array(plain)
    return .literal(
      SourceLiteral(runtime: text, spelling: text, verbatim: nil, offset: tokens[tokens.startIndex].start, isMultiline: false))
  }

  /// The text of an argument that is one terminated literal without any escape (nor
  /// interpolation): its bytes are its text and its spelling, so tables and comments are read
  /// straight from the source, without decoding into an intermediate array. Nil otherwise.
  func plainLiteral(_ tokens: ArraySlice<SourceToken>) -> UnsafeBufferPointer<UInt8>? {
    guard tokens.count == 1, let token = tokens.first else { return nil }
    let start: Int
    switch token.kind {
    case .string(.c(let objC)): start = token.start + (objC ? 2 : 1)
    case .string(.swift(hashes: 0, multiline: false)): start = token.start + 1
    default: return nil
    }
    let end = token.end - 1
    guard end >= start, bytes[end] == 0x22 else { return nil }
    let content = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if let base = content.baseAddress, !content.isEmpty, memchr(base, 0x5C, content.count) != nil { return nil }
    return content
  }

  /// The core's escaping, except that line feeds stay real line breaks.
  static func spellingKeepingLineBreaks(_ text: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var start = 0
    for index in text.indices where text[index] == 0x0A {
      out += StringsEscaping.escapedBytes(StringsText(wtf8: text[start..<index]))
      out.append(0x0A)
      start = index + 1
    }
    out += StringsEscaping.escapedBytes(StringsText(wtf8: text[start...]))
    return out
  }

  /// The location of `offset`, from the file's `LineTable` (built on the first call: most files
  /// have no localized string and need none).
  mutating func location(_ offset: Int) -> StringsSourceLocation {
    let table = lineTable ?? LineTable(bytes)
    lineTable = table
    return table.location(of: offset, file: path)
  }

  mutating func warn(_ rule: String, at offset: Int, _ message: String) {
    diagnostics.append(StringsDiagnostic(severity: .warning, ruleID: rule, message: message, location: location(offset)))
  }

  /// `bytes` if they are generalized UTF-8; otherwise the text with U+FFFD for the bad bytes, and
  /// a warning.
  mutating func validated(_ text: [UInt8], at offset: Int) -> [UInt8] {
    if isGeneralizedUTF8(text) { return text }
    warn(DiagnosticKind.invalidUTF8.id, at: offset, ExtractMessage.invalidUTF8)
    return Array(String(decoding: text, as: UTF8.self).utf8)
  }

  func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
