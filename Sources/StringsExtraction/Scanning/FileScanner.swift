import Foundation

/// Finds the localization calls of one file: the call finder over a language's tokens, and the
/// reading of each call's arguments in the chosen mode.
///
/// The steps a reader expects, one file each: find a call (here), gather and bind its arguments
/// (`FileScanner+Arguments`), read the key, table, value and comment (`FileScanner+Reading`),
/// decode and spell literals (`FileScanner+Literals`); in the runtime mode, literals no call took
/// are extracted by the type they land in (`FileScanner+Landings`).
struct FileScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let path: String
  let language: SourceLanguage
  let options: ScanOptions
  let table: CallTable
  /// Built on the first location asked for (most files have no call, and need none).
  var lineTable: LineTable?
  var hints: TypeHints?
  /// The file's tokens when the scan lexed it into a `SwiftTokenList` (the runtime mode), so
  /// that `hints` reads them rather than lexing again.
  var tokens: [SourceToken]?
  /// How deep `findInInterpolations` has recursed (bounded, so nesting cannot blow the stack or
  /// make the scan quadratic).
  private var interpolationDepth = 0
  var strings: [ExtractedString] = []
  var diagnostics: [StringsDiagnostic] = []
  /// The declarations the runtime mode asks where a Swift literal lands (nil: call forms only).
  let declarations: (any DeclaredTypes)?
  /// The offsets of the Swift literals a call form read, which the landing pass leaves alone.
  /// (An array, sorted once for the landing pass: a `Set` cost 0.15 G of 6 G instructions on
  /// bench/40-extract's Swift tree.)
  var taken: [Int] = []
  /// What the landing pass learnt of the index (`LandingTypes.answers`), handed from file to file
  /// by a scanning worker.
  var landingAnswers: [LiteralLanding: Bool] = [:]
  /// The arguments of the call being read, reused from call to call.
  var gathered = GatheredArguments()

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
  }

  var isGenstrings: Bool { options.mode == .genstrings }

  /// Whether the landing pass runs (so the call forms note what they took).
  var notesTakenLiterals: Bool { declarations != nil }

  mutating func run() {
    switch language {
    case .swift:
      guard let declarations else { return find(SwiftLexer(bytes)) }
      // One token array for the call finder and the landing pass.
      let list = SwiftTokenList(bytes)
      tokens = list.tokens
      find(TokenCursor(list.tokens))
      extractLandedLiterals(declarations: declarations, list: list)
    case .objectiveC: find(CLexer(bytes))
    }
  }

  // MARK: - Finding calls

  /// The last two tokens before the current one (a method form needs the receiver before `.`).
  private struct Behind {
    var previous = SourceToken(kind: .other, start: 0, end: 0)
    var beforePrevious = SourceToken(kind: .other, start: 0, end: 0)

    mutating func push(_ token: SourceToken) {
      beforePrevious = previous
      previous = token
    }
  }

  private mutating func find<Lexer: SourceLexer>(_ start: Lexer) {
    var lexer = start
    var behind = Behind()
    while let token = lexer.next() {
      let before = behind
      behind.push(token)
      if case .string(.swift(let hashes, let multiline)) = token.kind {
        findInInterpolations(token, hashes: hashes, multiline: multiline)
        continue
      }
      guard token.kind == .identifier, let form = table.form(named: bytes, token.start..<token.end), isEnabled(form) else {
        continue
      }
      let afterDot = before.previous.kind == .dot
      if form.isModifier != afterDot {
        guard afterDot, form.isCustomRoutine, !isGenstrings else { continue }
        // `-s localized`: `"key".localized(…)` and `.localized("key")` too.
        if case .string = before.beforePrevious.kind {
          readMethodForm(form, receiver: before.beforePrevious, at: token, lexer: &lexer)
          continue
        }
      }
      var afterOpen = lexer
      guard let open = afterOpen.next(), open.kind == .openParen else {
        readResourceProperty(form, at: token, after: before.previous.kind, lexer: lexer)
        continue
      }
      var look = afterOpen
      let outcome = gatherArguments(&look)
      switch outcome {
      case .closed: read(form, at: token, arguments: gathered)
      case .tooLong: warn(DiagnosticKind.unreadableCall.id, at: token.start, ExtractMessage.tooLong(form))
      case .unclosed: warn(DiagnosticKind.unreadableCall.id, at: token.start, ExtractMessage.unclosed(form))
      }
      // Resume inside the parentheses when a call may sit in another's arguments
      // (`String(format: NSLocalizedString(…), x)`); after them otherwise.
      lexer = outcome == .closed && !gathered.mayNest ? look : afterOpen
      if outcome == .closed && !gathered.mayNest { behind.push(SourceToken(kind: .closeParen, start: 0, end: 0)) }
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

  /// `name: LocalizedStringResource = "literal"` (an App Intent's title): reads the literal after
  /// `=` as a key.
  private mutating func readResourceProperty<Lexer: SourceLexer>(
    _ form: CallForm, at name: SourceToken, after previous: SourceToken.Kind, lexer: Lexer
  ) {
    guard form.keyLabel == nil, form.availability == .runtimeOnly, !form.isModifier, previous == .colon,
      form.name.elementsEqual("LocalizedStringResource".utf8)
    else { return }
    var look = lexer
    guard let equals = look.next(), equals.kind == .other, bytes[equals.start] == 0x3D, equals.end == equals.start + 1,
      let literal = look.next(), case .string = literal.kind
    else { return }
    var tokens = [literal]
    if let after = look.next(), after.kind == .plus { tokens.append(after) }  // not a single literal
    read(form, at: name, arguments: GatheredArguments(tokens: tokens, bounds: [0..<tokens.count]))
  }

  /// `"key".NAME`, `"key".NAME(comment: "…")`, `"key".NAME(with: x)`: a custom routine written as
  /// a method or property of the key.
  private mutating func readMethodForm<Lexer: SourceLexer>(
    _ form: CallForm, receiver: SourceToken, at name: SourceToken, lexer: inout Lexer
  ) {
    var call = GatheredArguments(tokens: [receiver], bounds: [0..<1])
    var afterOpen = lexer
    if let open = afterOpen.next(), open.kind == .openParen {
      var look = afterOpen
      if gatherArguments(&look) == .closed {
        call.append(gathered)
        lexer = look
      }
    }
    read(form, at: name, arguments: call)
  }

  private func isEnabled(_ form: CallForm) -> Bool {
    if form.isSwiftOnly, language != .swift { return false }
    switch form.availability {
    case .always: return true
    case .runtimeOnly: return options.mode == .runtime
    case .swiftUIText: return options.mode == .runtime || options.swiftUI
    }
  }
}
