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
    // Every prefix starts with `S` or `F`: other spellings skip the loop (and its array, which
    // was allocated at each of the landing pass's 0.2 M spellings).
    if let first = text.utf8.first, first == UInt8(ascii: "S") || first == UInt8(ascii: "F") {
      for module in Self.modulePrefixes where text.hasPrefix(module) {
        text.removeFirst(module.count)
      }
    }
    spelling = text
  }

  /// A spelling already normalized (`TypeSpelling`'s: no whitespace but single spaces between
  /// words), read from its bytes: only the module prefixes go, before any string is made.
  init(normalized bytes: UnsafeBufferPointer<UInt8>) {
    // Around a non-ASCII word the space rule is Unicode's: the general reading decides.
    guard !bytes.contains(where: { $0 >= 0x80 }) else {
      self.init(spelling: String(decoding: bytes, as: UTF8.self))
      return
    }
    var start = 0
    if let first = bytes.first, first == UInt8(ascii: "S") || first == UInt8(ascii: "F") {
      for module in Self.modulePrefixBytes {
        let end = start + module.count
        if end <= bytes.count, bytes[start..<end].elementsEqual(module) { start = end }
      }
    }
    self.init(exactly: String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
  }

  /// A spelling taken as it is.
  private init(exactly spelling: String) {
    self.spelling = spelling
  }

  /// `modulePrefixes` as bytes.
  private static let modulePrefixBytes = modulePrefixes.map { Array($0.utf8) }

  /// The module names a spelling may qualify a type with, in the order they are removed.
  private static let modulePrefixes = ["SwiftUI.", "Foundation.", "Swift."]

  /// `written` without whitespace, but with one space where whitespace separated two word
  /// characters.
  private static func normalizedSpace(_ written: some StringProtocol) -> String {
    if isNormalized(written.utf8) { return String(written) }
    if let ascii = normalizedASCIISpace(written.utf8) { return ascii }
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

  /// `normalizedSpace` of ASCII text, byte by byte (nil for any other): the landing pass reads
  /// ` some View ` between `:` and `{` for every body, and the scalar walk with its Unicode
  /// property look-ups cost 0.36 G of 9.2 G instructions on bench/40-extract's Swift tree. In
  /// ASCII, White_Space is tab to carriage return and space, and word scalars are letters,
  /// digits, `_` and `$`.
  private static func normalizedASCIISpace(_ written: some Collection<UInt8>) -> String? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: written.count) { out -> String? in
      var count = 0
      var pendingSpace = false
      for byte in written {
        if byte >= 0x80 { return nil }
        if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
          pendingSpace = count > 0
          continue
        }
        if pendingSpace, out[count - 1].isIdentifierByte, byte.isIdentifierByte {
          out[count] = 0x20
          count += 1
        }
        pendingSpace = false
        out[count] = byte
        count += 1
      }
      return String(decoding: UnsafeBufferPointer(rebasing: out[0..<count]), as: UTF8.self)
    }
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// Whether this is a function type (`() -> Void`, `@escaping (Int) -> Bool`, `(() -> Void)?`):
  /// the parameter a trailing closure may fill.
  ///
  /// Read on the spelling's bytes: every character it looks at is ASCII punctuation, which a
  /// valid type never follows with a combining mark (the `Character` walk cost 0.5 G of 9.2 G
  /// instructions on bench/40-extract's Swift tree, asked for each parameter a call's labels skip).
  var isFunction: Bool {
    var spelling = unwrapped.spelling
    return spelling.withUTF8 { Self.isFunctionType($0) }
  }

  private static func isFunctionType(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = 0
    var end = bytes.count
    while end - start >= 2, bytes[start] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")"),
      closingParen(of: bytes, from: start, to: end) == end - 1
    {
      start += 1
      end -= 1
      if end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
    }
    var depth = 0
    var previous = UInt8(ascii: " ")
    for byte in bytes[start..<end] {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ">") where previous == UInt8(ascii: "-"): if depth == 0 { return true }
      case UInt8(ascii: ">"): depth -= 1
      default: break
      }
      previous = byte
    }
    return false
  }

  /// The offset of the `)` closing the `(` at `start`, before `end`.
  private static func closingParen(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
    var depth = 0
    for index in start..<end {
      if bytes[index] == UInt8(ascii: "(") { depth += 1 }
      if bytes[index] == UInt8(ascii: ")") {
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
