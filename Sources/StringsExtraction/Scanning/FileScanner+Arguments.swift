/// The tokens of one call's arguments, split at its top-level commas.
struct GatheredArguments {
  var tokens: [SourceToken] = []
  /// Each argument's range in `tokens`.
  var bounds: [Range<Int>] = []
  /// Whether the arguments may hold another call (a name in the table, or a Swift literal that
  /// may interpolate one); if not, the finder resumes after them instead of lexing them again.
  var mayNest = false

  /// Appends another call's arguments after these (a method form's key, then its arguments).
  mutating func append(_ other: GatheredArguments) {
    let shift = tokens.count
    tokens += other.tokens
    bounds += other.bounds.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
  }
}

/// How gathering a call's arguments ended.
enum GatheringOutcome {
  /// At the matching `)`.
  case closed
  /// At the end of the file.
  case unclosed
  /// After `FileScanner.maximumArgumentTokens` tokens.
  case tooLong
}

/// The arguments of one call by meaning (a fixed set, so no dictionary per call).
struct AssignedArguments {
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

extension FileScanner {
  /// The most tokens read as one call's arguments.
  static let maximumArgumentTokens = 1024

  /// Reads the arguments after a call's `(` up to the matching `)` into `gathered`; `lexer` stops
  /// after the `)`.
  mutating func gatherArguments<Lexer: SourceLexer>(_ lexer: inout Lexer) -> GatheringOutcome {
    gathered.tokens.removeAll(keepingCapacity: true)
    gathered.bounds.removeAll(keepingCapacity: true)
    gathered.mayNest = false
    var depth = 0
    var argumentStart = 0
    defer { gathered.bounds.append(argumentStart..<gathered.tokens.count) }
    while let inner = lexer.next() {
      if gathered.tokens.count == Self.maximumArgumentTokens { return .tooLong }
      switch inner.kind {
      case .identifier where !gathered.mayNest:
        gathered.mayNest = table.form(named: bytes, inner.start..<inner.end) != nil
      case .string(.swift):
        gathered.mayNest = true
      case .openParen, .openBracket, .openBrace:
        depth += 1
      case .closeParen, .closeBracket, .closeBrace:
        if depth == 0 { return .closed }
        depth -= 1
      case .comma where depth == 0:
        gathered.bounds.append(argumentStart..<gathered.tokens.count)
        argumentStart = gathered.tokens.count
        continue
      default:
        break
      }
      gathered.tokens.append(inner)
    }
    return gathered.tokens.count == Self.maximumArgumentTokens ? .tooLong : .unclosed
  }

  /// Binds the arguments to what they mean: labels in Swift (`comment:`), positions otherwise.
  /// Nil when the call is another overload (`Text(verbatim:)`, `String(format:)`, `String("…")`).
  func bind(_ form: CallForm, _ arguments: GatheredArguments) -> AssignedArguments? {
    var assigned = AssignedArguments()
    var position = 0
    for (index, range) in arguments.bounds.enumerated() where !range.isEmpty {
      let argument = arguments.tokens[range]
      let first = argument[argument.startIndex]
      if language == .swift, argument.count >= 3, first.kind == .identifier,
        argument[argument.startIndex + 1].kind == .colon
      {
        guard let parameter = form.parameter(forLabel: bytes[first.start..<first.end]) else {
          if index == 0 { return nil }
          continue
        }
        assigned[parameter] = argument.dropFirst(2)
      } else {
        if index == 0, form.keyLabel != nil { return nil }
        guard position < form.positional.count else { continue }
        // Objective-C `NSLocalizedString(@"k", comment: @"c")` compiles (the macro drops its
        // comment) and genstrings reads past the label: Simplenote's committed output has such keys.
        let isLabelled = argument.count >= 3 && first.kind == .identifier && argument[argument.startIndex + 1].kind == .colon
        assigned[form.positional[position]] = isLabelled ? argument.dropFirst(2) : argument
        position += 1
      }
    }
    return assigned
  }
}
