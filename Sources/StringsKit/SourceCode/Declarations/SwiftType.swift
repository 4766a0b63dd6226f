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
  init(spelling written: some StringProtocol) {
    var text = String(String.UnicodeScalarView(written.unicodeScalars.filter { !$0.properties.isWhitespace }))
    for module in ["SwiftUI.", "Foundation.", "Swift."] where text.hasPrefix(module) {
      text.removeFirst(module.count)
    }
    spelling = text
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

  /// Whether a string literal landing here is extracted (optionals included:
  /// `title: LocalizedStringKey? = nil`).
  var isLocalizable: Bool { Self.localizable.contains(unwrapped.spelling) }

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
