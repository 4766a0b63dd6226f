import Foundation

/// Finds the localization calls of one file: the call finder over a language's tokens, and the
/// reading of each call's arguments in the chosen mode.
struct FileScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  private let path: String
  private let language: SourceLanguage
  private let options: ScanOptions
  private let table: CallTable
  private var lineTable: LineTable?
  /// Where `location(_:)` last stopped: offset, 1-based line, offset of that line's start.
  private var cursor = (offset: 0, line: 1, lineStart: 0)
  private var hints: TypeHints?
  /// Whether the file has a CR anywhere (CR and CR LF line breaks need the slow line count).
  private let hasCarriageReturn: Bool
  /// How deep `findInInterpolations` has recursed (bounded, so nesting cannot blow the stack or
  /// make the scan quadratic).
  private var interpolationDepth = 0
  var strings: [ExtractedString] = []
  var diagnostics: [Diagnostic] = []
  /// The declarations the runtime mode asks where a Swift literal lands (nil: call forms only).
  private let declarations: (any DeclaredTypes)?
  /// The offsets of the Swift literals a call form read, which the landing pass leaves alone.
  var taken: Set<Int> = []

  init(
    bytes: UnsafeBufferPointer<UInt8>, path: String, language: SourceLanguage, options: ScanOptions, table: CallTable,
    declarations: (any DeclaredTypes)? = nil
  ) {
    self.declarations = options.mode == .runtime && language == .swift ? declarations : nil
    self.bytes = bytes
    self.path = path
    self.language = language
    self.options = options
    self.table = table
    hasCarriageReturn = bytes.isEmpty ? false : memchr(bytes.baseAddress!, 0x0D, bytes.count) != nil
  }

  mutating func run() {
    switch language {
    case .swift:
      find(SwiftLexer(bytes))
      if let declarations { extractLandedLiterals(declarations: declarations) }
    case .objectiveC: find(CLexer(bytes))
    }
  }

  // MARK: - Finding calls

  /// The most tokens read as one call's arguments.
  static let maximumArgumentTokens = 1024

  private mutating func find<Lexer: SourceLexer>(_ start: Lexer) {
    var lexer = start
    // The kinds of the token before this one, and of this one.
    var previous: SourceToken.Kind = .other
    var current: SourceToken.Kind = .other
    var arguments: [SourceToken] = []
    var bounds: [Range<Int>] = []
    while let token = lexer.next() {
      previous = current
      current = token.kind
      if case .string(.swift(let hashes, let multiline)) = token.kind {
        findInInterpolations(token, hashes: hashes, multiline: multiline)
        continue
      }
      guard token.kind == .identifier, let form = table.form(named: bytes, token.start..<token.end),
        form.isModifier == (previous == .dot), isEnabled(form)
      else { continue }
      var afterOpen = lexer
      guard let open = afterOpen.next(), open.kind == .openParen else {
        // `var title: LocalizedStringResource = "…"` (an App Intent's title): the literal is the key.
        if form.keyLabel == nil, form.availability == .runtimeOnly, !form.isModifier, previous == .colon,
          form.name.elementsEqual("LocalizedStringResource".utf8)
        {
          readPropertyInitialiser(form, at: token, lexer: lexer)
        }
        continue
      }
      // The arguments, split at top-level commas, up to the matching `)`.
      var look = afterOpen
      var depth = 0
      arguments.removeAll(keepingCapacity: true)
      bounds.removeAll(keepingCapacity: true)
      var argumentStart = 0
      var isClosed = false
      // Whether the arguments may hold another call (a name in the table, or a Swift literal
      // that may interpolate one); if not, the finder resumes after them instead of lexing
      // them again.
      var mayNest = false
      scan: while let inner = look.next() {
        if arguments.count == Self.maximumArgumentTokens { break }
        switch inner.kind {
        case .identifier where !mayNest:
          mayNest = table.form(named: bytes, inner.start..<inner.end) != nil
        case .string(.swift):
          mayNest = true
        case .openParen, .openBracket, .openBrace:
          depth += 1
        case .closeParen, .closeBracket, .closeBrace:
          if depth == 0 {
            isClosed = true
            break scan
          }
          depth -= 1
        case .comma where depth == 0:
          bounds.append(argumentStart..<arguments.count)
          argumentStart = arguments.count
          continue
        default:
          break
        }
        arguments.append(inner)
      }
      bounds.append(argumentStart..<arguments.count)
      if isClosed {
        read(form, at: token, arguments: arguments, bounds: bounds)
      } else if arguments.count == Self.maximumArgumentTokens {
        // Reading further would make nested unclosed calls quadratic; no real call is this long.
        warn(
          ExtractRule.unreadableCall, at: token.start,
          "the arguments of \(form.displayName) run past \(Self.maximumArgumentTokens) tokens without a closing parenthesis; the call is not read"
        )
      } else {
        warn(ExtractRule.unreadableCall, at: token.start, "\(form.displayName)( has no closing parenthesis; the call is not read")
      }
      // Resume inside the parentheses when a call may sit in another's arguments
      // (`String(format: NSLocalizedString(…), x)`); after them otherwise.
      if isClosed, !mayNest {
        lexer = look
        current = .closeParen
        continue
      }
      lexer = afterOpen
    }
  }

  /// Code inside a Swift literal's `\(…)` is code: `"\(NSLocalizedString("k", comment: ""))"`
  /// holds a call. Each interpolation is scanned like the rest of the file.
  private mutating func findInInterpolations(_ token: SourceToken, hashes: Int, multiline: Bool) {
    guard interpolationDepth < 8, UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]).contains(0x5C) else { return }
    interpolationDepth += 1
    defer { interpolationDepth -= 1 }
    for case .interpolation(let expression, _) in SwiftStringLiteral.segments(
      bytes, token: token, hashes: hashes, multiline: multiline)
    {
      find(SwiftLexer(UnsafeBufferPointer(rebasing: bytes[0..<expression.upperBound]), from: expression.lowerBound))
    }
  }

  /// `name: LocalizedStringResource = "literal"`: reads the literal after `=` as a key.
  private mutating func readPropertyInitialiser<Lexer: SourceLexer>(_ form: CallForm, at name: SourceToken, lexer: Lexer) {
    var look = lexer
    guard let equals = look.next(), equals.kind == .other, bytes[equals.start] == 0x3D, equals.end == equals.start + 1,
      let literal = look.next(), case .string = literal.kind
    else { return }
    var tokens = [literal]
    if let after = look.next(), after.kind == .plus { tokens.append(after) }  // not a single literal
    read(form, at: name, arguments: tokens, bounds: [0..<tokens.count])
  }

  private func isEnabled(_ form: CallForm) -> Bool {
    if form.isSwiftOnly, language != .swift { return false }
    switch form.availability {
    case .always: return true
    case .runtimeOnly: return options.mode == .runtime
    case .swiftUIText: return options.mode == .runtime || options.swiftUI
    }
  }

  // MARK: - Reading a call

  private mutating func read(_ form: CallForm, at name: SourceToken, arguments: [SourceToken], bounds: [Range<Int>]) {
    var assigned = AssignedArguments()
    var position = 0
    for (index, range) in bounds.enumerated() where !range.isEmpty {
      let argument = arguments[range]
      let first = argument[argument.startIndex]
      if language == .swift, argument.count >= 3, first.kind == .identifier,
        argument[argument.startIndex + 1].kind == .colon
      {
        guard let parameter = form.parameter(forLabel: bytes[first.start..<first.end]) else {
          // `Text(verbatim:)`, `String(format:)`, `Button(action:)`: another overload.
          if index == 0 { return }
          continue
        }
        assigned[parameter] = argument.dropFirst(2)
      } else {
        if index == 0, form.keyLabel != nil { return }  // `String("…")` is not localized
        guard position < form.positional.count else { continue }
        assigned[form.positional[position]] = argument
        position += 1
      }
    }
    guard let keyTokens = assigned[.key] else { return }
    let isGenstrings = options.mode == .genstrings
    let callLocation = location(name.start)

    // The key.
    let keyLiteral: SourceLiteral
    switch readArgument(keyTokens) {
    case .literal(let literal):
      keyLiteral = literal
    case .literalThenMore(let literal, let isConcatenation):
      if isGenstrings {
        keyLiteral = literal  // genstrings' quirk: the first literal, silently
      } else {
        guard form.keyType == .string else { return }  // a `String` overload, not a localized key
        if isConcatenation {
          warn(
            ExtractRule.concatenatedKey, at: keyTokens.first!.start,
            "the key of \(form.displayName) is built at run time with '+'; genstrings would extract only \"\(text(literal.verbatimText(bytes).runtime))\", which the app never looks up; nothing extracted (use one literal, or String(localized:) with interpolation)"
          )
        } else {
          warn(
            ExtractRule.nonLiteralKey, at: keyTokens.first!.start,
            "the key of \(form.displayName) is not a string literal; nothing extracted")
        }
        return
      }
    case .nilLiteral, .expression(firstLiteral: nil):
      if form.keyType == .string {
        warn(
          ExtractRule.nonLiteralKey, at: keyTokens.first!.start,
          "the key of \(form.displayName) is not a string literal; nothing extracted")
      }
      return
    case .expression(let firstLiteral?):
      // genstrings reads `Text(x ?? "unknown")` as "unknown" (docs/extraction.md §4.2).
      guard isGenstrings, form.availability == .swiftUIText else {
        if form.keyType == .string {
          warn(
            ExtractRule.nonLiteralKey, at: keyTokens.first!.start,
            "the key of \(form.displayName) is not a string literal; nothing extracted")
        }
        return
      }
      keyLiteral = firstLiteral
    }

    var key: [UInt8]
    var keySpelling: [UInt8]
    var isInterpolated = false
    if isGenstrings {
      (key, keySpelling) = keyLiteral.verbatimText(bytes)
    } else if keyLiteral.isInterpolated {
      guard form.keyType == .localizationValue else {
        warn(
          ExtractRule.interpolatedKey, at: keyLiteral.offset,
          "\(form.displayName) looks up the interpolated text, which no table key can match; nothing extracted (use String(localized:), whose key would be \"\(text(formatKey(keyLiteral, notes: false)))\")"
        )
        return
      }
      key = formatKey(keyLiteral, notes: true)
      keySpelling = StringsEscaping.escapedBytes(StringsText(wtf8: key))
      isInterpolated = true
    } else {
      (key, keySpelling) = keyLiteral.verbatimText(bytes)
    }
    if options.keepsUnicodeEscapesInKeys, isGenstrings, let verbatim = keyLiteral.verbatim {
      keySpelling = verbatim
    }
    key = validated(key, at: keyLiteral.offset)
    if !isGenstrings, !isInterpolated { keySpelling = StringsEscaping.escaping(key) }
    if key.isEmpty {
      warn(ExtractRule.emptyKey, at: keyLiteral.offset, "the key of \(form.displayName) is empty; nothing extracted")
      return
    }

    // The table.
    var tableName = "Localizable"
    if let tokens = assigned[.table], let plain = plainLiteral(tokens) {
      if !plain.isEmpty { tableName = String(decoding: plain, as: UTF8.self) }
    } else if let tokens = assigned[.table] {
      switch CallArgument.read(tokens, in: bytes) {
      case .literal(let literal):
        let name = text(literal.verbatimText(bytes).runtime)
        if !name.isEmpty { tableName = name }
      case .nilLiteral:
        break
      case .literalThenMore, .expression:
        // genstrings silently writes such entries to Localizable (Sparkle's `SPARKLE_TABLE` macro).
        if !isGenstrings {
          warn(
            ExtractRule.nonLiteralArgument, at: tokens.first!.start,
            "the table of \(form.displayName) is not a string literal; the entry goes to Localizable, as genstrings does")
        }
      }
    }

    // The value.
    var value: [UInt8]?
    var valueSpelling: [UInt8]?
    if let tokens = assigned[.value] {
      switch readArgument(tokens) {
      case .literal(let literal):
        if !isGenstrings, literal.isInterpolated {
          value = formatKey(literal, notes: true)
          valueSpelling = StringsEscaping.escapedBytes(StringsText(wtf8: value!))
        } else {
          let (runtime, spelling) = literal.verbatimText(bytes)
          value = validated(runtime, at: literal.offset)
          // The runtime mode writes the text the table holds, escaped by the core.
          valueSpelling = isGenstrings ? spelling : StringsEscaping.escaping(value!)
          if isGenstrings, literal.isMultiline {
            // Xcode's extractor writes a multi-line `value:` with its line breaks as they are
            // (DuckDuckGo's committed output), while a multi-line key gets `\n` (santa's).
            valueSpelling = Self.spellingKeepingLineBreaks(value!)
          }
        }
      case .nilLiteral:
        break
      case .literalThenMore, .expression:
        warn(
          ExtractRule.nonLiteralArgument, at: tokens.first!.start,
          "the default value of \(form.displayName) is not a string literal"
            + (isGenstrings ? "; nothing extracted (genstrings skips the call)" : "; the key is used as the value"))
        if isGenstrings { return }
      }
    }
    if value == nil, options.keepsUnicodeEscapesInKeys, isGenstrings, keyLiteral.verbatim != nil {
      valueSpelling = keyLiteral.verbatimText(bytes).spelling  // `-u`: the value has the characters
    }

    // The comment.
    var comment: String?
    var commentSpelling: String?
    if let tokens = assigned[.comment], let plain = plainLiteral(tokens), isGeneralizedUTF8(plain) {
      if !plain.isEmpty {
        comment = String(decoding: plain, as: UTF8.self)
        commentSpelling = comment
      }
    } else if let tokens = assigned[.comment] {
      switch CallArgument.read(tokens, in: bytes) {
      case .literal(let literal):
        let (runtime, spelling) = literal.verbatimText(bytes)
        if !runtime.isEmpty {
          let decoded = validated(runtime, at: literal.offset)
          comment = text(decoded)
          commentSpelling = spelling == decoded ? comment : String(decoding: spelling, as: UTF8.self)
        }
      case .nilLiteral:
        break
      case .literalThenMore, .expression:
        warn(
          ExtractRule.nonLiteralArgument, at: tokens.first!.start,
          "the comment of \(form.displayName) is not a string literal"
            + (isGenstrings ? "; nothing extracted (genstrings skips the call)" : "; extracted without a comment"))
        if isGenstrings { return }
      }
    }

    let keyText = StringsText(wtf8: key), valueText = value.map { StringsText(wtf8: $0) }
    MalformedFormatCheck.check(
      key: keyText, value: valueText, isInterpolated: isInterpolated, at: callLocation, into: &diagnostics)
    if declarations != nil {
      for token in arguments where token.kind != .identifier { taken.insert(token.start) }
    }
    if strings.isEmpty { strings.reserveCapacity(16) }
    strings.append(
      ExtractedString(
        key: keyText, value: valueText, comment: comment, table: tableName,
        location: callLocation, isInterpolated: isInterpolated, routine: form.displayName,
        keySpelling: String(decoding: keySpelling, as: UTF8.self),
        valueSpelling: valueSpelling.map { String(decoding: $0, as: UTF8.self) }, commentSpelling: commentSpelling))
  }

  /// The runtime key of an interpolated `LocalizedStringKey` / `LocalizationValue` literal:
  /// literal `%` doubled, each interpolation replaced by its specifier.
  mutating func formatKey(_ literal: SourceLiteral, notes: Bool) -> [UInt8] {
    if hints == nil { hints = TypeHints(bytes) }
    var key: [UInt8] = []
    for segment in literal.segments {
      switch segment {
      case .text(let runtime, _):
        for byte in runtime {
          key.append(byte)
          if byte == 0x25 { key.append(0x25) }
        }
      case .interpolation(let expression, _):
        let inference = InterpolationSpecifier.infer(bytes, expression: expression, hints: hints!)
        key += Array(inference.specifier.utf8)
        if notes, inference.isGuess {
          diagnostics.append(
            Diagnostic(
              severity: .note, ruleID: ExtractRule.interpolationType,
              message:
                "the type of '\(inference.subject)' is not visible in this file; assumed %@ (a String); add 'specifier:' or a type annotation if it is a number",
              location: location(expression.lowerBound)))
        }
      }
    }
    return key
  }

  // MARK: - Helpers

  /// `CallArgument.read`, with a shortcut for the most common argument, one plain literal (its
  /// bytes are its text and spelling: nothing to decode).
  private func readArgument(_ tokens: ArraySlice<SourceToken>) -> CallArgument {
    guard let plain = plainLiteral(tokens) else { return CallArgument.read(tokens, in: bytes) }
    let text = Array(plain)
    return .literal(
      SourceLiteral(runtime: text, spelling: text, verbatim: nil, offset: tokens[tokens.startIndex].start, isMultiline: false))
  }

  /// The text of an argument that is one terminated literal without any escape (nor
  /// interpolation): its bytes are its text and its spelling, so tables and comments are read
  /// straight from the source, without decoding into an intermediate array. Nil otherwise.
  private func plainLiteral(_ tokens: ArraySlice<SourceToken>) -> UnsafeBufferPointer<UInt8>? {
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
    if !content.isEmpty, memchr(content.baseAddress!, 0x5C, content.count) != nil { return nil }
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

  /// The location of `offset`. Calls are found in source order, so a cursor that only moves
  /// forward counts lines (LF, CR, CR LF, as `LineTable` does) without a table per file; an
  /// earlier offset (a note inside an interpolation) falls back to a `LineTable`.
  mutating func location(_ offset: Int) -> SourceLocation {
    if offset < cursor.offset {
      if lineTable == nil { lineTable = LineTable(bytes) }
      return lineTable!.location(of: offset, file: path)
    }
    var i = cursor.offset
    var line = cursor.line
    var lineStart = cursor.lineStart
    if !hasCarriageReturn {
      // LF only (nearly every source): count them in a loop the compiler vectorizes, then find
      // the line's start backwards.
      let breaks = Self.lineFeeds(in: UnsafeBufferPointer(rebasing: bytes[i..<offset]))
      if breaks > 0 {
        line += breaks
        var k = offset - 1
        while bytes[k] != 0x0A { k -= 1 }
        lineStart = k + 1
      }
      cursor = (offset, line, lineStart)
      return SourceLocation(file: path, line: line, column: offset - lineStart + 1)
    }
    while i < offset {
      let byte = bytes[i]
      i += 1
      if byte == 0x0A {
        line += 1
        lineStart = i
      } else if byte == 0x0D {
        if i < bytes.count, bytes[i] == 0x0A {
          if i == offset { break }  // between CR and LF: still on the CR's line
          i += 1
        }
        line += 1
        lineStart = i
      }
    }
    cursor = (i, line, lineStart)
    return SourceLocation(file: path, line: line, column: offset - lineStart + 1)
  }

  /// The number of LF bytes, sixteen at a time: each vector comparison gives 0xFF (-1) per LF,
  /// subtracted from per-lane counters that are summed every 255 vectors (before a lane can wrap).
  static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let vectors = bytes.count / 16
    let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
    var count = 0
    var v = 0
    while v < vectors {
      let batch = min(vectors - v, 255)
      var lanes = SIMD16<UInt8>(repeating: 0)
      for j in v..<(v + batch) {
        let chunk = raw.loadUnaligned(fromByteOffset: j * 16, as: SIMD16<UInt8>.self)
        lanes &+= SIMD16<UInt8>(repeating: 1).replacing(with: 0, where: chunk .!= lineFeed)
      }
      for lane in 0..<16 { count += Int(lanes[lane]) }
      v += batch
    }
    for k in (vectors * 16)..<bytes.count where base[k] == 0x0A { count += 1 }
    return count
  }

  mutating func warn(_ rule: String, at offset: Int, _ message: String) {
    diagnostics.append(Diagnostic(severity: .warning, ruleID: rule, message: message, location: location(offset)))
  }

  /// `bytes` if they are generalized UTF-8; otherwise the text with U+FFFD for the bad bytes, and
  /// a warning.
  mutating func validated(_ text: [UInt8], at offset: Int) -> [UInt8] {
    if isGeneralizedUTF8(text) { return text }
    warn(ExtractRule.invalidUTF8, at: offset, "the literal holds bytes that are not UTF-8; they are replaced by U+FFFD")
    return Array(String(decoding: text, as: UTF8.self).utf8)
  }

  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}

/// The arguments of one call by meaning (a fixed set, so no dictionary per call).
private struct AssignedArguments {
  private var key, table, bundle, value, comment: ArraySlice<SourceToken>?

  subscript(parameter: CallForm.Parameter) -> ArraySlice<SourceToken>? {
    get {
      switch parameter {
      case .key: key
      case .table: table
      case .bundle: bundle
      case .value: value
      case .comment: comment
      }
    }
    set {
      switch parameter {
      case .key: key = newValue
      case .table: table = newValue
      case .bundle: bundle = newValue
      case .value: value = newValue
      case .comment: comment = newValue
      }
    }
  }
}
