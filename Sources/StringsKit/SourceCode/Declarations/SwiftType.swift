/// A Swift type as a declaration spells it, reduced to what extraction decides with.
///
/// Xcode's extraction is driven by types: a literal is localizable when the parameter, property or
/// result it lands in is `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue`, and an interpolated value's specifier follows its type (`Int` →
/// `%lld`). lstrings sees no compiler, so it reads the spelling a declaration writes and answers
/// the same two questions from it.
struct SwiftType: Hashable, Sendable {
  /// The spelling without whitespace or module prefix: `LocalizedStringKey`,
  /// `String.LocalizationValue`, `[String: Int]`, `Int?`.
  let spelling: String

  /// Reads a spelling as written (`SwiftUI.LocalizedStringKey`, `[ String : Int ]`).
  ///
  /// Whitespace goes, except one space between two words (`some View`, `any Error`), so
  /// that `some View` does not read as a type called `someView`.
  init(spelling written: some StringProtocol) {
    var text = Self.normalizedSpace(written)
    for module in ["SwiftUI.", "Foundation.", "Swift."] where text.hasPrefix(module) {
      text.removeFirst(module.count)
    }
    spelling = text
  }

  /// `written` without whitespace, but with one space where whitespace separated two word
  /// characters.
  private static func normalizedSpace(_ written: some StringProtocol) -> String {
    if isNormalized(written.utf8) { return String(written) }
    var scalars = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in written.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !scalars.isEmpty
        continue
      }
      if pendingSpace, let last = scalars.last, isWordScalar(last), isWordScalar(scalar) { scalars.append(" ") }
      pendingSpace = false
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// Whether ASCII `bytes` are already normalized (the parser's spellings are): no whitespace
  /// but single spaces between word characters. Spares the scalar walk on every declaration.
  private static func isNormalized(_ bytes: some Collection<UInt8>) -> Bool {
    var previous: UInt8 = 0
    var afterSpace = false
    for byte in bytes {
      if byte >= 0x80 || byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D { return false }
      if byte == 0x20 {
        if afterSpace || !previous.isIdentifierByte { return false }
        afterSpace = true
      } else {
        if afterSpace, !byte.isIdentifierByte { return false }
        afterSpace = false
      }
      previous = byte
    }
    return !afterSpace
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// Whether this is a function type (`() -> Void`, `@escaping (Int) -> Bool`, `(() -> Void)?`):
  /// the parameter a trailing closure may fill.
  var isFunction: Bool {
    var type = unwrapped.spelling[...]
    while type.hasPrefix("("), type.hasSuffix(")"), Self.closingParen(of: type) == type.index(before: type.endIndex) {
      type = type.dropFirst().dropLast()
      if type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
    }
    var depth = 0
    var previous: Character = " "
    for character in type {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous == "-": if depth == 0 { return true }
      case ">": depth -= 1
      default: break
      }
      previous = character
    }
    return false
  }

  /// The index of the `)` closing the `(` that starts `text`.
  private static func closingParen(of text: Substring) -> String.Index? {
    var depth = 0
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The type an optional wraps (`Int?`, `Int!`, `Optional<Int>`), or the type itself.
  var unwrapped: SwiftType {
    if spelling.hasSuffix("?") || spelling.hasSuffix("!") { return SwiftType(spelling: spelling.dropLast()).unwrapped }
    if spelling.hasPrefix("Optional<"), spelling.hasSuffix(">") {
      return SwiftType(spelling: spelling.dropFirst("Optional<".count).dropLast())
    }
    return self
  }

  /// The element of an array (`[T]`), or nil.
  var arrayElement: SwiftType? {
    let type = unwrapped.spelling
    guard type.hasPrefix("["), type.hasSuffix("]"), Self.topLevelColon(in: type) == nil else { return nil }
    return SwiftType(spelling: type.dropFirst().dropLast())
  }

  /// The value of a dictionary (`[K: V]`), or nil.
  var dictionaryValue: SwiftType? {
    let type = unwrapped.spelling
    guard type.hasPrefix("["), type.hasSuffix("]"), let colon = Self.topLevelColon(in: type) else { return nil }
    return SwiftType(spelling: type[type.index(after: colon)...].dropLast())
  }

  /// The types a literal becomes a localizable key in, as Xcode's extraction decides.
  static let localizable: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue",
  ]

  /// App Intents types a string literal converts to through a `LocalizedStringResource`
  /// (`ExpressibleByStringLiteral`): `static var description: IntentDescription = "…"`,
  /// `caseDisplayRepresentations: [Self: DisplayRepresentation] = [.a: "…"]`,
  /// `.result(dialog: "…")`. Xcode extracts such literals like any `LocalizedStringResource`.
  static let localizableByLiteral: Set<String> = [
    "DisplayRepresentation", "TypeDisplayRepresentation", "IntentDescription", "IntentDialog",
  ]

  /// Whether a string literal landing here is extracted (optionals included:
  /// `title: LocalizedStringKey? = nil`).
  var isLocalizable: Bool {
    let type = unwrapped.spelling
    return Self.localizable.contains(type) || Self.localizableByLiteral.contains(type)
  }

  /// Whether a string literal passed where any of `candidates` is expected (one type per
  /// overload that fits the call, as `DeclaredTypes.argumentTypes` answers) becomes a
  /// localizable key, by the compiler's overload ranking for literals: `String`, the default
  /// literal type, wins over everything (`f(_: String)` beside `f(_: LocalizedStringKey)` takes
  /// the literal as a `String`); otherwise a concrete localizable type wins over a generic
  /// `some StringProtocol` (`Text("Hi")` is `Text(_: LocalizedStringKey)`, `Text(name)` with a
  /// `String` variable is `Text(_: some StringProtocol)`).
  static func literalIsLocalizable(among candidates: [SwiftType]) -> Bool {
    if candidates.contains(where: { $0.unwrapped.spelling == "String" }) { return false }
    return candidates.contains(where: \.isLocalizable)
  }

  /// The specifier the compiler writes for an interpolated value of this type (SwiftUI's
  /// `_FormatSpecifiable` conformances; everything else is an object, `%@`).
  var interpolationSpecifier: String {
    switch unwrapped.spelling {
    case "Int", "Int64": "%lld"
    case "Int32", "Int16", "Int8": "%d"
    case "UInt", "UInt64": "%llu"
    case "UInt32", "UInt16", "UInt8": "%u"
    case "Float": "%f"
    case "Double", "CGFloat", "Float80", "TimeInterval": "%lf"
    default: "%@"
    }
  }

  /// The offset of the `:` of `[K: V]` at depth one, or nil for an array.
  private static func topLevelColon(in type: String) -> String.Index? {
    var depth = 0
    for index in type.indices {
      switch type[index] {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 1: return index
      default: break
      }
    }
    return nil
  }
}
