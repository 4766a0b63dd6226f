/// The errors CoreFoundation's old-style parser raises, with its exact message texts.
///
/// Positions are offsets in the decoded text. CF counts a message's line at a position of its own
/// choosing (often the next token), which `StringsParseResult` reports alongside the real location.
struct CFParseError: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case unexpectedCharacter(UInt16)
    case unexpectedEOF
    case expectedSemicolonOrEquals
    case missingSemicolon
    case unterminatedQuotedString
    case unterminatedBackslash
    case expectedDictionaryTerminator
    case expectedArrayTerminator
    case expectedArrayComma
    case dataUnevenLength
    case dataInvalidHex
    case expectedDataTerminator
    case tooDeep
    case junkAfterPlist
  }

  var kind: Kind
  /// Where CF counts the line: each message has its own rule, usually where the parser stopped,
  /// sometimes the next line (docs/parsing.md, "What the runtime misreads").
  var offset: Int

  /// CF's message, with CF's line number.
  func coreFoundationMessage(line: Int) -> String {
    switch kind {
    case .unexpectedCharacter(let unit): "Unexpected character '0x\(String(unit, radix: 16))' at line \(line)"
    case .unexpectedEOF: "Unexpected EOF while parsing plist"
    case .expectedSemicolonOrEquals: "Expected ';' or '=' after key at line \(line)"
    case .missingSemicolon: "Missing ';' on line \(line)"
    case .unterminatedQuotedString: "Unterminated quoted string starting on line \(line)"
    case .unterminatedBackslash: "Unterminated backslash sequence on line \(line)"
    case .expectedDictionaryTerminator: "Expected terminating '}' for dictionary at line \(line)"
    case .expectedArrayTerminator: "Expected terminating ')' for array at line \(line)"
    case .expectedArrayComma: "Expected ',' for array at line \(line)"
    case .dataUnevenLength: "Malformed data byte group at line \(line); uneven length"
    case .dataInvalidHex: "Malformed data byte group at line \(line); invalid hex"
    case .expectedDataTerminator: "Expected terminating '>' for data at line \(line)"
    case .tooDeep: "Too many nested arrays or dictionaries at line \(line)"
    case .junkAfterPlist: "Junk after plist at line \(line)"
    }
  }
}
