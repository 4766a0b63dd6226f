/// Reading one recognised call: its key, table, value and comment, each a step of its own, then
/// the string they make.
extension FileScanner {
  /// A key read from a call: the text the table holds, how the table spells it, where it is.
  struct ReadKey {
    var text: [UInt8]
    var spelling: [UInt8]
    var literal: SourceLiteral
    var isInterpolated: Bool
  }

  /// Reads the call `form` named at `name` with the gathered `arguments`.
  mutating func read(_ form: CallForm, at name: SourceToken, arguments: GatheredArguments) {
    guard var assigned = bind(form, arguments), let keyTokens = assigned[.key] else { return }
    // `Text(isOn ? "On" : "Off")`: in the runtime mode each branch of a key ternary is a key.
    if !isGenstrings, form.keyType == .localizationValue, let branches = ternaryBranches(keyTokens) {
      for branch in branches {
        assigned[.key] = branch
        readBound(form, at: name, assigned, from: arguments)
      }
      return
    }
    readBound(form, at: name, assigned, from: arguments)
  }

  /// Reads a call whose arguments are bound.
  private mutating func readBound(
    _ form: CallForm, at name: SourceToken, _ assigned: AssignedArguments, from arguments: GatheredArguments
  ) {
    guard let keyTokens = assigned[.key], let key = readKey(form, keyTokens) else { return }
    let table = readTable(form, assigned[.table])
    guard var value = readValue(form, assigned[.value]) else { return }
    guard let comment = readComment(form, assigned[.comment]) else { return }
    if value.text == nil, options.keepsUnicodeEscapesInKeys, isGenstrings, key.literal.verbatim != nil {
      value.spelling = key.literal.verbatimText(bytes).spelling  // `-u`: the value has the characters
    }
    let callLocation = location(name.start)
    let keyText = StringsText(wtf8: key.text)
    let valueText = value.text.map { StringsText(wtf8: $0) }
    MalformedFormatCheck.check(
      key: keyText, value: valueText, isInterpolated: key.isInterpolated, at: callLocation, into: &diagnostics)
    if notesTakenLiterals {
      for token in arguments.tokens where token.kind != .identifier { taken.append(token.start) }
    }
    if strings.isEmpty { strings.reserveCapacity(16) }
    strings.append(
      ExtractedString(
        key: keyText, value: valueText, comment: comment.text, table: table, location: callLocation,
        isInterpolated: key.isInterpolated, routine: form.displayName,
        keySpelling: String(decoding: key.spelling, as: UTF8.self),
        valueSpelling: value.spelling.map { String(decoding: $0, as: UTF8.self) }, commentSpelling: comment.spelling))
  }

  // MARK: - The key

  /// The key, or nil (with a warning where the call cannot be read) when nothing is extracted.
  private mutating func readKey(_ form: CallForm, _ tokens: ArraySlice<SourceToken>) -> ReadKey? {
    guard let literal = keyLiteral(form, tokens) else { return nil }
    var key: ReadKey
    if isGenstrings || !literal.isInterpolated {
      let (text, spelling) = literal.verbatimText(bytes)
      key = ReadKey(text: text, spelling: spelling, literal: literal, isInterpolated: false)
    } else {
      guard form.keyType == .localizationValue else {
        let wouldBe = text(formatKey(literal, notes: false))
        warn(DiagnosticKind.interpolatedKey.id, at: literal.offset, ExtractMessage.interpolated(form, wouldBe: wouldBe))
        return nil
      }
      let text = formatKey(literal, notes: true)
      key = ReadKey(
        text: text, spelling: StringsEscaping.escapedBytes(StringsText(wtf8: text)), literal: literal, isInterpolated: true)
    }
    if options.keepsUnicodeEscapesInKeys, isGenstrings, let verbatim = literal.verbatim { key.spelling = verbatim }
    key.text = validated(key.text, at: literal.offset)
    if !isGenstrings, !key.isInterpolated { key.spelling = StringsEscaping.escaping(key.text) }
    // Xcode extracts the empty `LocalizedStringKey` of `Picker("", selection:)` or `Text("")`: real
    // catalogs hold a `""` entry (CubeTime, IceCubesApp), so the runtime mode keeps it. genstrings
    // skips an empty key, and no evidence shows Xcode keeping one of a `String`-keyed routine.
    if key.text.isEmpty, isGenstrings || form.keyType == .string {
      warn(DiagnosticKind.emptyKey.id, at: literal.offset, ExtractMessage.emptyKey(form))
      return nil
    }
    return key
  }

  /// The literal the key is, or nil (with a warning when the call is one that needs a literal).
  private mutating func keyLiteral(_ form: CallForm, _ tokens: ArraySlice<SourceToken>) -> SourceLiteral? {
    let start = tokens.first?.start ?? 0
    switch readArgument(tokens) {
    case .literal(let literal):
      return literal
    case .literalThenMore(let literal, let isConcatenation):
      if isGenstrings { return literal }  // genstrings' quirk: the first literal, silently
      // `Text("a".uppercased())` is `Text`'s `String` overload: shown as it is, on purpose.
      guard form.keyType == .string || isConcatenation else { return nil }
      let first = text(literal.verbatimText(bytes).runtime)
      warn(
        isConcatenation ? DiagnosticKind.concatenatedKey.id : DiagnosticKind.nonLiteralKey.id, at: start,
        isConcatenation ? ExtractMessage.concatenated(form, first: first) : ExtractMessage.nonLiteralKey(form))
      return nil
    case .nilLiteral, .expression(firstLiteral: nil):
      if form.keyType == .string { warn(DiagnosticKind.nonLiteralKey.id, at: start, ExtractMessage.nonLiteralKey(form)) }
      return nil
    case .expression(let firstLiteral?):
      // genstrings reads `Text(x ?? "unknown")` as "unknown" (docs/extraction.md §4.2).
      if isGenstrings, form.availability == .swiftUIText { return firstLiteral }
      if form.keyType == .string || hasTernary(tokens) {
        warn(DiagnosticKind.nonLiteralKey.id, at: start, ExtractMessage.nonLiteralKey(form))
      }
      return nil
    }
  }

  /// The two literal branches of a key `condition ? "a" : "b"`, or nil.
  private func ternaryBranches(_ tokens: ArraySlice<SourceToken>) -> [ArraySlice<SourceToken>]? {
    let end = tokens.endIndex
    guard tokens.count >= 5, case .string = tokens[end - 1].kind, tokens[end - 2].kind == .colon,
      case .string = tokens[end - 3].kind, isQuestionMark(tokens[end - 4])
    else { return nil }
    return [tokens[(end - 3)..<(end - 2)], tokens[(end - 1)..<end]]
  }

  /// Whether a key argument is a ternary at its top level (whose branches are not both literals).
  private func hasTernary(_ tokens: ArraySlice<SourceToken>) -> Bool {
    var depth = 0
    for token in tokens {
      switch token.kind {
      case .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace: depth -= 1
      case .other where depth == 0 && isQuestionMark(token): return true
      default: break
      }
    }
    return false
  }

  /// A ternary's `?` (not `?.`, `??` or an optional type's).
  private func isQuestionMark(_ token: SourceToken) -> Bool {
    guard token.kind == .other, bytes[token.start] == UInt8(ascii: "?") else { return false }
    let before = token.start > 0 ? bytes[token.start - 1] : 0x20
    let after = token.end < bytes.count ? bytes[token.end] : 0x20
    return (before == 0x20 || before == 0x0A || before == 0x09) && (after == 0x20 || after == 0x0A || after == 0x09)
  }

  // MARK: - Table, value, comment

  /// The table the call names, `Localizable` when it names none.
  private mutating func readTable(_ form: CallForm, _ tokens: ArraySlice<SourceToken>?) -> String {
    guard let tokens else { return "Localizable" }
    if let plain = plainLiteral(tokens) {
      return plain.isEmpty ? "Localizable" : String(decoding: plain, as: UTF8.self)
    }
    switch CallArgument.read(tokens, in: bytes) {
    case .literal(let literal):
      let name = text(literal.verbatimText(bytes).runtime)
      return name.isEmpty ? "Localizable" : name
    case .nilLiteral:
      return "Localizable"
    case .literalThenMore, .expression:
      // genstrings silently writes such entries to Localizable (Sparkle's `SPARKLE_TABLE` macro).
      if !isGenstrings {
        warn(DiagnosticKind.nonLiteralArgument.id, at: tokens.first?.start ?? 0, ExtractMessage.nonLiteralTable(form))
      }
      return "Localizable"
    }
  }

  /// A default value and its spelling (both nil when the call gives none); nil when the call is
  /// skipped (genstrings skips a call whose value is not a literal).
  private mutating func readValue(_ form: CallForm, _ tokens: ArraySlice<SourceToken>?) -> (
    text: [UInt8]?, spelling: [UInt8]?
  )? {
    guard let tokens else { return (nil, nil) }
    switch readArgument(tokens) {
    case .literal(let literal):
      if !isGenstrings, literal.isInterpolated {
        let value = formatKey(literal, notes: true)
        return (value, StringsEscaping.escapedBytes(StringsText(wtf8: value)))
      }
      let (runtime, spelling) = literal.verbatimText(bytes)
      let value = validated(runtime, at: literal.offset)
      guard isGenstrings else { return (value, StringsEscaping.escaping(value)) }  // escaped by the core
      // Xcode's extractor writes a multi-line `value:` with its line breaks as they are
      // (DuckDuckGo's committed output), while a multi-line key gets `\n` (santa's).
      return (value, literal.isMultiline ? Self.spellingKeepingLineBreaks(value) : spelling)
    case .nilLiteral:
      return (nil, nil)
    case .literalThenMore, .expression:
      warn(DiagnosticKind.nonLiteralArgument.id, at: tokens.first?.start ?? 0, ExtractMessage.nonLiteralValue(form, isGenstrings))
      return isGenstrings ? nil : (nil, nil)
    }
  }

  /// The comment and its genstrings spelling (nil when there is none); nil when the call is
  /// skipped (genstrings skips a call whose comment is not a literal).
  private mutating func readComment(_ form: CallForm, _ tokens: ArraySlice<SourceToken>?) -> (
    text: String?, spelling: String?
  )? {
    guard let tokens else { return (nil, nil) }
    if let plain = plainLiteral(tokens), isGeneralizedUTF8(plain) {
      let comment = plain.isEmpty ? nil : String(decoding: plain, as: UTF8.self)
      return (comment, comment)
    }
    switch CallArgument.read(tokens, in: bytes) {
    case .literal(let literal):
      let (runtime, spelling) = literal.verbatimText(bytes)
      guard !runtime.isEmpty else { return (nil, nil) }
      let decoded = validated(runtime, at: literal.offset)
      let comment = text(decoded)
      return (comment, spelling == decoded ? comment : String(decoding: spelling, as: UTF8.self))
    case .nilLiteral:
      return (nil, nil)
    case .literalThenMore, .expression:
      warn(
        DiagnosticKind.nonLiteralArgument.id, at: tokens.first?.start ?? 0, ExtractMessage.nonLiteralComment(form, isGenstrings))
      return isGenstrings ? nil : (nil, nil)
    }
  }
}
