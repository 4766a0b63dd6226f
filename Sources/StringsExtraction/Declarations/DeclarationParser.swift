/// Reads the declarations of one Swift file from `SwiftLexer`'s tokens: no compiler, no syntax
/// tree, one pass.
///
/// The parser only reacts to declaration keywords (`func`, `init`, `subscript`, `var`, `let`,
/// `case` in an enum, and the type keywords) and to braces, which it keeps as a stack of scopes:
/// that is how it knows a declaration's owner (`struct`, `enum`, `extension View`, nested types)
/// and whether it is a member or a local. Everything else (bodies, expressions, attributes'
/// arguments) is stepped over token by token, so any input ends in linear time, and malformed
/// source only loses the declarations it garbles.
struct DeclarationParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var tokens: [SourceToken] = []
  var index = 0
  private var scopes: [Scope] = []
  /// A type's header read (`struct Row: View`), waiting for its `{`.
  private var pendingType: (kind: TypeKind, name: String)?
  /// `static` / `class` seen since the last declaration.
  private var sawStatic = false
  /// An attribute (`@State`, `@Binding`) seen since the last declaration: a wrapped stored
  /// property may be left out of a memberwise initialiser.
  private var sawAttribute = false
  private(set) var declarations: [Declaration] = []

  /// The declarations of a Swift file, in source order (a struct's memberwise initialiser
  /// after its members).
  static func declarations(in bytes: UnsafeBufferPointer<UInt8>) -> [Declaration] {
    var parser = DeclarationParser(bytes: bytes)
    parser.parse()
    return parser.declarations
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var lexer = SwiftLexer(bytes)
    tokens.reserveCapacity(bytes.count / 8)  // Swift runs about one token per 8 bytes: no regrowth
    while let token = lexer.next() { tokens.append(token) }
  }

  enum TypeKind: Equatable {
    case structure, classType, enumeration, protocolType, actor, extensionType
  }

  /// A brace level: a type's body, or code (a function body, a closure, a computed property).
  private struct Scope {
    var kind: TypeKind?
    /// The qualified name of the type (`Outer.Inner`), nil for code.
    var typeName: String?
    /// The stored properties of a struct, as its memberwise initialiser takes them.
    var storedProperties: [Parameter] = []
    /// Whether the body declares an initialiser (then there is no memberwise one).
    var declaresInitializer = false
  }

  mutating func parse() {
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .openBrace:
        openScope()
        index += 1
      case .closeBrace:
        closeScope()
        index += 1
      case .identifier where isInCode:
        index += 1  // a body's declarations are locals, never indexed: only its braces matter
      case .identifier:
        readDeclaration(at: token)
      case .other where bytes[token.start] == UInt8(ascii: "@"):
        sawAttribute = true
        index += 1
      default:
        index += 1
      }
    }
    while !scopes.isEmpty { closeScope() }
  }

  // MARK: - Scopes

  private mutating func openScope() {
    if let header = pendingType {
      var qualified = header.name
      if header.kind != .extensionType, let parent = scopes.last?.typeName { qualified = "\(parent).\(header.name)" }
      scopes.append(Scope(kind: header.kind, typeName: qualified))
    } else {
      scopes.append(Scope())
    }
    pendingType = nil
    sawStatic = false
    sawAttribute = false
  }

  /// Closes a brace level; a struct without an initialiser of its own gets its memberwise one.
  private mutating func closeScope() {
    guard let scope = scopes.popLast() else { return }
    sawStatic = false
    sawAttribute = false
    guard scope.kind == .structure, !scope.declaresInitializer, let typeName = scope.typeName else { return }
    declarations.append(
      Declaration(
        kind: .initializer, name: Self.simpleName(typeName), owner: typeName, parameters: scope.storedProperties,
        type: SwiftType(spelling: typeName)))
  }

  /// The type whose body holds the current position, nil at file level or inside code.
  private var owner: String? { scopes.last?.typeName }

  /// Whether the current position is inside a body (a function, a closure, an accessor).
  private var isInCode: Bool { scopes.last.map { $0.kind == nil } ?? false }

  /// `Inner` for `Outer.Inner`.
  static func simpleName(_ qualified: String) -> String {
    guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return qualified }
    return String(qualified[qualified.index(after: dot)...])
  }

  // MARK: - Declarations

  private mutating func readDeclaration(at token: SourceToken) {
    let afterDot = index > 0 && tokens[index - 1].kind == .dot
    if afterDot {
      index += 1
      return
    }
    guard let keyword = Keyword(token, in: bytes) else {
      index += 1
      return
    }
    switch keyword {
    case .func: readFunction()
    case .`init`: readInitializer()
    case .subscript: readSubscript()
    case .var, .let: readProperty()
    case .case where scopes.last?.kind == .enumeration: readCases()
    case .case: index += 1
    case .struct: readTypeHeader(.structure)
    case .enum: readTypeHeader(.enumeration)
    case .protocol: readTypeHeader(.protocolType)
    case .actor: readTypeHeader(.actor)
    case .extension: readTypeHeader(.extensionType)
    case .class:
      if isTypeHeader(after: index) {
        readTypeHeader(.classType)
      } else {
        sawStatic = true
        index += 1
      }
    case .static:
      sawStatic = true
      index += 1
    }
  }

  /// The words that start (or qualify) a declaration.
  private enum Keyword {
    case `func`, `init`, `subscript`, `var`, `let`, `case`, `struct`, `enum`, `protocol`, actor, `extension`, `class`, `static`

    /// The keyword `token` is, found by its first byte and length before any comparison.
    init?(_ token: SourceToken, in bytes: UnsafeBufferPointer<UInt8>) {
      let length = token.end - token.start
      guard length >= 3, length <= 9 else { return nil }
      let word = { (keyword: StaticString) in token.spells(keyword, in: bytes) }
      switch bytes[token.start] {
      case UInt8(ascii: "f") where word("func"): self = .func
      case UInt8(ascii: "i") where word("init"): self = .`init`
      case UInt8(ascii: "s") where word("subscript"): self = .subscript
      case UInt8(ascii: "s") where word("struct"): self = .struct
      case UInt8(ascii: "s") where word("static"): self = .static
      case UInt8(ascii: "v") where word("var"): self = .var
      case UInt8(ascii: "l") where word("let"): self = .let
      case UInt8(ascii: "c") where word("case"): self = .case
      case UInt8(ascii: "c") where word("class"): self = .class
      case UInt8(ascii: "e") where word("enum"): self = .enum
      case UInt8(ascii: "e") where word("extension"): self = .extension
      case UInt8(ascii: "p") where word("protocol"): self = .protocol
      case UInt8(ascii: "a") where word("actor"): self = .actor
      default: return nil
      }
    }
  }

  /// Whether the word at `at` starts a type's header: a name followed by `{`, `:`, `<`, `.` or
  /// `where` (`class var x` and `class func f` are not).
  private func isTypeHeader(after at: Int) -> Bool {
    guard at + 2 < tokens.count, tokens[at + 1].kind == .identifier else { return false }
    let next = tokens[at + 2]
    switch next.kind {
    case .openBrace, .colon, .dot: return true
    case .identifier: return isWord(next, "where")
    case .other: return bytes[next.start] == UInt8(ascii: "<")
    default: return false
    }
  }

  private mutating func readTypeHeader(_ kind: TypeKind) {
    index += 1
    guard let name = readDottedName() else { return }
    pendingType = (kind, name)
    sawStatic = false
  }

  /// `A.B.C` from `index`, or nil when no identifier is there.
  private mutating func readDottedName() -> String? {
    guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
    var name = text(tokens[index])
    index += 1
    while index + 1 < tokens.count, tokens[index].kind == .dot, tokens[index + 1].kind == .identifier {
      name += "." + text(tokens[index + 1])
      index += 2
    }
    return name
  }

  private mutating func readFunction() {
    index += 1
    guard index < tokens.count, tokens[index].kind == .identifier else { return }
    let name = text(tokens[index])
    index += 1
    var generics = readGenericClause()
    guard isKind(.openParen) else { return }
    var parameters = readParameters(singleNameIsLabel: true)
    skipEffects()
    var result = SwiftType.void
    if isArrow(at: index) {
      index += 2
      result = readType().type ?? SwiftType.unknown
    }
    readWhereClause(into: &generics)
    parameters = parameters.map { $0.substituting(generics) }
    record(.function, name: name, parameters: parameters, type: result.substituting(generics))
  }

  private mutating func readInitializer() {
    index += 1
    if isOther("?") || isOther("!") { index += 1 }
    var generics = readGenericClause()
    guard isKind(.openParen), let typeName = owner else {
      sawStatic = false
      return
    }
    var parameters = readParameters(singleNameIsLabel: true)
    skipEffects()
    readWhereClause(into: &generics)
    parameters = parameters.map { $0.substituting(generics) }
    scopes[scopes.count - 1].declaresInitializer = true
    record(.initializer, name: Self.simpleName(typeName), parameters: parameters, type: SwiftType(spelling: typeName))
  }

  private mutating func readSubscript() {
    index += 1
    var generics = readGenericClause()
    guard isKind(.openParen) else { return }
    var parameters = readParameters(singleNameIsLabel: false)
    skipEffects()
    var result = SwiftType.unknown
    if isArrow(at: index) {
      index += 2
      result = readType().type ?? SwiftType.unknown
    }
    readWhereClause(into: &generics)
    parameters = parameters.map { $0.substituting(generics) }
    record(.subscript, name: "subscript", parameters: parameters, type: result.substituting(generics))
  }

  /// `var name: Type = value { … }`: its type (annotated, or read from a literal or `Type(…)`
  /// initialiser), and, in a struct, its place in the memberwise initialiser.
  private mutating func readProperty() {
    let isLet = isWord(tokens[index], "let")
    index += 1
    guard index < tokens.count, tokens[index].kind == .identifier else { return }
    let name = text(tokens[index])
    index += 1
    var type: SwiftType?
    if isKind(.colon) {
      index += 1
      type = readType().type
    }
    let hasInitializer = isOther("=") && !isOther("=", at: index + 1)
    if hasInitializer {
      index += 1
      if type == nil { type = initializerType() }
    }
    let isComputed = !hasInitializer && isKind(.openBrace) && !isObserverBlock(at: index)
    let isStatic = sawStatic
    let isWrapped = sawAttribute
    record(.property, name: name, parameters: nil, type: type)
    guard scopes.last?.kind == .structure, !isStatic, !isComputed, !(isLet && hasInitializer) else { return }
    let isOptionalVar = !isLet && type.map { $0.unwrapped != $0 } == true
    scopes[scopes.count - 1].storedProperties.append(
      Parameter(
        label: name, name: name, type: type ?? .unknown, hasDefault: hasInitializer || isOptionalVar || isWrapped))
  }

  /// `{ didSet … }` / `{ willSet … }` after a stored property.
  private func isObserverBlock(at brace: Int) -> Bool {
    guard brace + 1 < tokens.count, tokens[brace + 1].kind == .identifier else { return false }
    return isWord(tokens[brace + 1], "didSet") || isWord(tokens[brace + 1], "willSet")
  }

  /// `case a, b(title: LocalizedStringKey), c = "raw"` in an enum's body.
  private mutating func readCases() {
    guard let typeName = owner else { return }
    index += 1
    while index < tokens.count, tokens[index].kind == .identifier {
      let name = text(tokens[index])
      index += 1
      var parameters: [Parameter]?
      if isKind(.openParen) { parameters = readParameters(singleNameIsLabel: true, typesMayBeUnnamed: true) }
      declarations.append(
        Declaration(kind: .enumCase, name: name, owner: typeName, parameters: parameters, type: SwiftType(spelling: typeName)))
      if isOther("=") {
        index += 1
        if isOther("-") { index += 1 }
        if index < tokens.count { index += 1 }  // the raw value, one literal
      }
      guard isKind(.comma) else { break }
      index += 1
    }
    sawStatic = false
    sawAttribute = false
  }

  /// Records a declaration at the current position, unless it is local to a body.
  private mutating func record(_ kind: Declaration.Kind, name: String, parameters: [Parameter]?, type: SwiftType?) {
    if !isInCode {
      declarations.append(
        Declaration(kind: kind, name: name, owner: owner, parameters: parameters, type: type, isStatic: sawStatic))
    }
    sawStatic = false
    sawAttribute = false
  }
}
