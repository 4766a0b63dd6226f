import Foundation

/// What one Swift file says about the types of its names: explicit annotations (`name: Type`) and
/// literal initialisers (`let name = 3`). A name declared with two different specifier types is
/// not used (it is guessed, with a note).
///
/// Read on demand, one name at a time: a file's interpolations ask about one or two names, and
/// reading every name's declarations and every closure's scopes up front cost 0.54 G of 5.1 G
/// instructions on the bench Swift tree (86 K per interpolated key). A name is looked up by
/// comparing the bytes of the identifiers of its length, and its answer is kept for the file.
///
/// The file's bytes must outlive the hints (they are read when a name is asked about): the
/// scanner keeps both for the file's scan. `@unchecked Sendable`: the cache is one file's, filled
/// by the one task scanning it.
struct TypeHints: @unchecked Sendable {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let tokens: [SourceToken]
  private let cache = Cache()

  /// The names answered so far, and the closure and loop scopes once a name needed them.
  private final class Cache {
    var names: [Substring: NameHint] = [:]
    var elements: ElementScopes?
  }

  init() {
    bytes = UnsafeBufferPointer(start: nil, count: 0)
    tokens = []
  }

  /// Lexes `bytes` (a file the scan did not keep the tokens of).
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var tokens: [SourceToken] = []
    var lexer = SwiftLexer(bytes)
    while let token = lexer.next() { tokens.append(token) }
    self.init(bytes, tokens: tokens)
  }

  /// From the tokens the scan already has (its `SwiftTokenList`): lexing the file a second time
  /// here cost 0.5 G of 9.2 G instructions on bench/40-extract's Swift tree.
  init(_ bytes: UnsafeBufferPointer<UInt8>, tokens: [SourceToken]) {
    self.bytes = bytes
    self.tokens = tokens
  }

  /// The closure parameters and loop variables bound to a sequence's elements (`$0` in
  /// `ForEach(0...3) { … }`), read over the whole file on first use.
  var elements: ElementScopes {
    if let elements = cache.elements { return elements }
    var elements = ElementScopes()
    for token in tokens { elements.consume(token, in: bytes) }
    cache.elements = elements
    return elements
  }

  func specifier(of name: Substring) -> String? {
    let hint = self.hint(of: name)
    guard !hint.specifierIsAmbiguous else { return nil }
    return hint.specifier
  }

  /// The offset of the initialiser of the one `let`/`var name = …` of the file, and whether it
  /// is a condition's (`if let`); nil when there is none, or several (two functions' locals of
  /// the same name).
  func initializer(of name: Substring) -> (start: Int, isCondition: Bool)? {
    let hint = self.hint(of: name)
    guard !hint.initializerIsAmbiguous else { return nil }
    return hint.initializer
  }

  /// The type named by the nearest `name: Type` before `offset` (a parameter or a property
  /// whose type is not a number or text: `presetCard(_ result: PresetResult)`); nil when none,
  /// or when a closure's or loop's `name in`, or a `let name = …`, comes nearer (another value).
  func annotatedType(of name: Substring, before offset: Int) -> String? {
    hint(of: name).annotations.last { $0.offset < offset }?.type
  }

  /// The enum case value that `name`, used at `offset`, is bound to by the nearest pattern before
  /// it (`case .retrying(let attempt, let maxAttempts):`: a case's body follows its pattern, and
  /// bodies do not nest in practice); nil when there is none, or when the file also declares
  /// `name` another way (`let name = …`, `name: Type`), whose scope is not known.
  func caseBinding(of name: Substring, before offset: Int) -> CaseBinding? {
    let hint = self.hint(of: name)
    guard hint.initializer == nil, hint.specifier == nil else { return nil }
    return hint.caseBindings.last { $0.offset < offset }?.binding
  }

  /// The innermost binding of `name` to a sequence's elements visible at `offset`. The file's
  /// scopes are read only when `name` may be bound at all (`$0`, `$1`, or a name followed by
  /// `in` before any `:` or `for`: see `NameHint.mayBeBound`).
  func binding(of name: Substring, at offset: Int) -> ElementScopes.Binding? {
    guard name == "$0" || name == "$1" || hint(of: name).mayBeBound else { return nil }
    return elements.binding(of: name, at: offset)
  }

  /// What the file says of `name`, read on the first question.
  private func hint(of name: Substring) -> NameHint {
    if let hint = cache.names[name] { return hint }
    var spelling = Array(name.utf8)
    let hint = spelling.withUnsafeMutableBufferPointer { read(UnsafeBufferPointer($0)) }
    cache.names[name] = hint
    return hint
  }

  /// The declarations of the name spelled `name`: every identifier of its bytes followed by
  /// `: Type` or preceded by `let`/`var` and followed by `= value`, in the file's order.
  private func read(_ name: UnsafeBufferPointer<UInt8>) -> NameHint {
    var hint = NameHint()
    guard let base = bytes.baseAddress, let nameBase = name.baseAddress else { return hint }
    for j in tokens.indices {
      let a = tokens[j]
      guard a.kind == .identifier, a.end - a.start == name.count, memcmp(base + a.start, nameBase, name.count) == 0 else {
        continue
      }
      if !hint.mayBeBound { hint.mayBeBound = isFollowedByIn(j) }
      if let binding = caseBinding(at: j) { hint.caseBindings.append((a.start, binding)) }
      if isClosureOrLoopName(j) { hint.annotations.append((a.start, nil)) }
      guard j + 2 < tokens.count else { continue }
      read(at: j + 2, into: &hint)
    }
    return hint
  }

  /// The declaration forms of the name `tokens[i - 2]`.
  private func read(at i: Int, into hint: inout NameHint) {
    func isWord(_ token: SourceToken, _ word: StaticString) -> Bool {
      token.kind == .identifier && token.spells(word, in: bytes)
    }
    let b = tokens[i - 1], c = tokens[i]
    if b.kind == .colon, c.kind == .identifier {
      // `name: Type` (a declaration or a parameter); labels in calls (`count: 3`) are followed
      // by values, which are rarely type names.
      if let specifier = Self.typeSpecifier(c, in: bytes) {
        hint.record(specifier)
      } else if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[c.start]), !isFollowedByCall(i) {
        hint.annotations.append((c.start, c.text(in: bytes)))
      }
    } else if b.kind == .other, bytes[b.start] == 0x3D, b.end == b.start + 1, i >= 3,
      isWord(tokens[i - 3], "let") || isWord(tokens[i - 3], "var")
    {
      let isCondition =
        i >= 4 && (isWord(tokens[i - 4], "if") || isWord(tokens[i - 4], "guard") || isWord(tokens[i - 4], "while"))
      hint.annotations.append((tokens[i - 2].start, nil))  // a nearer `let name = …` hides an annotation
      // `let name = literal`
      switch c.kind {
      case .number: hint.record(bytes[c.start..<c.end].contains(UInt8(ascii: ".")) ? "%lf" : "%lld")
      case .string: hint.record("%@")
      default: hint.recordInitializer(at: c.start, isCondition: isCondition)
      }
    }
  }

  /// The associated value the identifier `tokens[j]` binds in an enum case pattern:
  /// `case .name(let x, let y)`, `case .name(label: let x)`, `case let .name(x, y)`,
  /// `case Type.name(let x)`, `if case .name(let x) = value`. Read from the tokens around it, at
  /// most a few dozen back; anything else is nil.
  private func caseBinding(at j: Int) -> CaseBinding? {
    let isLet = { (k: Int) in k >= 0 && (tokens[k].spells("let", in: self.bytes) || tokens[k].spells("var", in: self.bytes)) }
    var k = j - 1
    let bindsItself = isLet(k)
    if bindsItself { k -= 1 }
    var label: String?
    if k >= 1, tokens[k].kind == .colon, tokens[k - 1].kind == .identifier {
      label = tokens[k - 1].text(in: bytes)
      k -= 2
    }
    guard k >= 0, tokens[k].kind == .openParen || tokens[k].kind == .comma else { return nil }
    // Back to the pattern's `(`, counting the commas at its level.
    var position = 0
    var depth = 0
    var steps = 0
    scan: while k >= 0, steps < 64 {
      switch tokens[k].kind {
      case .closeParen, .closeBracket: depth += 1
      case .openParen where depth == 0: break scan
      case .openParen, .openBracket: depth -= 1
      case .comma where depth == 0: position += 1
      case .openBrace, .closeBrace: return nil
      default: break
      }
      k -= 1
      steps += 1
    }
    guard k >= 2, tokens[k].kind == .openParen, tokens[k - 1].kind == .identifier, tokens[k - 2].kind == .dot else {
      return nil
    }
    let count = patternCount(from: k)
    let name = tokens[k - 1].text(in: bytes)
    // A `case` (of a `switch`, `if`, `guard` or `for`) before it, past `let`, a type name and
    // other patterns of the same case; `let` before the case when the names have none.
    var back = k - 3
    var sawLet = false
    while back >= 0, k - back <= 12 {
      let token = tokens[back]
      if token.spells("case", in: bytes) {
        return bindsItself || sawLet ? CaseBinding(name: name, position: position, count: count, label: label) : nil
      }
      switch token.kind {
      case .identifier: sawLet = sawLet || isLet(back)
      case .dot, .comma: break
      default: return nil
      }
      back -= 1
    }
    return nil
  }

  /// Whether `tokens[j]` is a name a closure header or a `for` loop binds: `{ name in`,
  /// `{ a, name in`, `{ (a, name) in`, `for name in`, `for (a, name) in`.
  private func isClosureOrLoopName(_ j: Int) -> Bool {
    var forward = j + 1
    while forward < tokens.count, forward - j <= 8 {
      let token = tokens[forward]
      if token.spells("in", in: bytes) { break }
      guard token.kind == .comma || token.kind == .identifier || token.kind == .closeParen else { return false }
      forward += 1
    }
    guard forward < tokens.count, forward - j <= 8, tokens[forward].spells("in", in: bytes) else { return false }
    var back = j - 1
    while back >= 0, j - back <= 8 {
      let token = tokens[back]
      if token.kind == .openBrace || token.spells("for", in: bytes) { return true }
      guard token.kind == .comma || token.kind == .identifier || token.kind == .openParen else { return false }
      back -= 1
    }
    return false
  }

  /// Whether `tokens[i]` is called or continued (`Color(…)`, `Color.red`): a value, not a type.
  private func isFollowedByCall(_ i: Int) -> Bool {
    guard i + 1 < tokens.count else { return false }
    let next = tokens[i + 1]
    return (next.kind == .openParen && next.start == tokens[i].end) || next.kind == .dot
  }

  /// How many elements the pattern group whose `(` is `tokens[open]` has (its commas at its
  /// level, plus one).
  private func patternCount(from open: Int) -> Int {
    var count = 1
    var depth = 0
    for token in tokens[(open + 1)...] {
      switch token.kind {
      case .openParen, .openBracket: depth += 1
      case .closeParen, .closeBracket:
        if depth == 0 { return count }
        depth -= 1
      case .comma where depth == 0: count += 1
      case .openBrace, .closeBrace: return count
      default: break
      }
    }
    return count
  }

  /// Whether an `in` follows `tokens[index]` before any `:` or `for`: a closure header's or a
  /// loop's names always are (`{ index, rule in`, `for (a, b) in`), so a name never so followed
  /// is bound to no sequence and the file's scopes need not be read for it.
  private func isFollowedByIn(_ index: Int) -> Bool {
    for token in tokens[(index + 1)...] {
      if token.kind == .colon { return false }
      guard token.kind == .identifier, token.end - token.start <= 3 else { continue }
      if token.spells("in", in: bytes) { return true }
      if token.spells("for", in: bytes) { return false }
    }
    return false
  }

  /// The specifier of the type named by the identifier `token`, if `byType` knows it; compared
  /// as bytes, not hashed as a `String` (every name there starts with a capital: other words are
  /// not looked at).
  private static func typeSpecifier(_ token: SourceToken, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[token.start]) else { return nil }
    let name = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
    for (type, specifier) in byTypeBytes where type.count == name.count && type.elementsEqual(name) {
      return specifier
    }
    return nil
  }

  /// `InterpolationSpecifier.byType` as UTF-8.
  private static let byTypeBytes: [(name: [UInt8], specifier: String)] = InterpolationSpecifier.byType.map {
    (Array($0.key.utf8), $0.value)
  }
}

/// What one file says of one name: the specifier of its annotated or literal type, and where its
/// initialiser starts; each is ambiguous once two declarations disagree (or, for initialisers,
/// once there are two).
private struct NameHint {
  var specifier: String?
  /// Whether an occurrence of the name is followed by `in` before any `:` or `for`: false means
  /// no closure header or loop binds it.
  var mayBeBound = false
  var specifierIsAmbiguous = false
  /// Where the initialiser of `let name = expression` starts, for a name whose initialiser is
  /// not a literal (`let count = countPosts()`): the typer reads it when it needs the name.
  /// `isCondition`: `if let` / `guard let` / `while let`, whose `{` ends the expression.
  var initializer: (start: Int, isCondition: Bool)?
  var initializerIsAmbiguous = false
  /// The type names `name: Type` annotations give the name (when not a number or text type), and
  /// the closure and loop headers and `let name = …` that bind it otherwise (a nil type), in file
  /// order, with their offsets.
  var annotations: [(offset: Int, type: String?)] = []
  /// The associated values `case .name(let x)` patterns bind the name to, in file order, with
  /// the offset of the name in each.
  var caseBindings: [(offset: Int, binding: CaseBinding)] = []

  mutating func record(_ new: String) {
    if let specifier, specifier != new { specifierIsAmbiguous = true }
    specifier = new
  }

  mutating func recordInitializer(at start: Int, isCondition: Bool) {
    if initializer != nil { initializerIsAmbiguous = true }
    initializer = (start, isCondition)
  }
}

/// The associated value of an enum case a pattern binds a name to: the case's name, and the
/// value's position and label (`case .retrying(attempt: let a, let b)`: `a` is `attempt`, or
/// position 0; `b` is position 1), and how many elements the pattern has (one name for a case
/// of several values binds them all, as a tuple).
struct CaseBinding: Equatable {
  var name: String
  var position: Int
  var count: Int
  var label: String?
}
