/// The format specifier an interpolated value gets in a `LocalizedStringKey` or
/// `String.LocalizationValue` key, as Xcode's compiler-based extraction writes it
/// (docs/extraction.md §5): `String` → `%@`, `Int` → `%lld`, `Double` → `%lf`, `Float` → `%f`,
/// `\(x, specifier: "%.1f")` → `%.1f`, views, dates and formatted values → `%@`.
///
/// A scanner sees no types, so it reads what the file shows: literals, explicit type annotations
/// (`let count: Int`), initialisers (`let n = 3`), conversions (`Int(…)`) and a few shapes
/// (`.count`, `.formatted()`). Anything else is guessed as `%@` and reported as a note.
enum InterpolationSpecifier {
  /// A specifier, and whether it was guessed.
  struct Inference: Equatable {
    var specifier: String
    var isGuess: Bool
    /// What was looked at, for the note (`'name'`).
    var subject: String
  }

  /// Specifiers by Swift type name (SwiftUI's `_FormatSpecifiable` conformances).
  static let byType: [String: String] = [
    "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d",
    "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%u", "UInt8": "%u",
    "Float": "%f", "Double": "%lf", "CGFloat": "%lf", "Float80": "%lf",
    "String": "%@", "Substring": "%@", "Character": "%@", "Text": "%@", "Image": "%@",
    "AttributedString": "%@", "LocalizedStringResource": "%@", "Date": "%@", "URL": "%@",
    "NSString": "%@", "Bool": "%@", "UUID": "%@", "Measurement": "%@", "PersonNameComponents": "%@",
  ]

  /// Infers the specifier of the interpolation whose expression is `bytes[expression]`.
  static func infer(
    _ bytes: UnsafeBufferPointer<UInt8>, expression: Range<Int>, hints: TypeHints
  ) -> Inference {
    var tokens: [SourceToken] = []
    var lexer = SwiftLexer(bytes, from: expression.lowerBound)
    while let token = lexer.next(), token.start < expression.upperBound { tokens.append(token) }
    let subject = String(decoding: bytes[expression], as: UTF8.self)
    func text(_ token: SourceToken) -> Substring {
      Substring(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
    }
    // Arguments after the value: `specifier:`, `format:`, `formatter:`, `style:`.
    var depth = 0
    var valueEnd = tokens.count
    var index = 0
    while index < tokens.count {
      switch tokens[index].kind {
      case .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace: depth -= 1
      case .comma where depth == 0:
        if valueEnd == tokens.count { valueEnd = index }
        if index + 3 < tokens.count + 1, index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
          tokens[index + 2].kind == .colon
        {
          let label = text(tokens[index + 1])
          if label == "specifier", index + 3 < tokens.count,
            case .string(.swift(let hashes, let multiline)) = tokens[index + 3].kind
          {
            let segments = SwiftStringLiteral.segments(bytes, token: tokens[index + 3], hashes: hashes, multiline: multiline)
            var value: [UInt8] = []
            for case .text(let runtime, _) in segments { value += runtime }
            return Inference(specifier: String(decoding: value, as: UTF8.self), isGuess: false, subject: subject)
          }
          if label == "format" || label == "formatter" || label == "style" {
            return Inference(specifier: "%@", isGuess: false, subject: subject)
          }
        }
      default: break
      }
      index += 1
    }
    let value = tokens[..<valueEnd]
    func known(_ specifier: String) -> Inference { Inference(specifier: specifier, isGuess: false, subject: subject) }
    guard let first = value.first else { return Inference(specifier: "%@", isGuess: true, subject: subject) }
    if value.count == 1 {
      switch first.kind {
      case .number:
        let literal = text(first)
        let isHex = literal.hasPrefix("0x")
        return known(literal.contains(".") || (!isHex && literal.contains(where: { $0 == "e" || $0 == "E" })) ? "%lf" : "%lld")
      case .string:
        return known("%@")
      case .identifier:
        let name = text(first)
        if name == "true" || name == "false" { return known("%@") }
        if let specifier = hints.specifier(of: name) { return known(specifier) }
      default: break
      }
    }
    // `Int(…)`, `Double(…)`, `Text(…)`, `Image(systemName:)`: a conversion or a view.
    if first.kind == .identifier, value.count >= 3, value[value.startIndex + 1].kind == .openParen,
      value.last?.kind == .closeParen, let specifier = byType[String(text(first))]
    {
      return known(specifier)
    }
    // A member chain `a.b.c` (optionally `self.`): the last member decides.
    if value.count >= 3, value.count % 2 == 1,
      value.enumerated().allSatisfy({ offset, token in
        offset % 2 == 0 ? token.kind == .identifier : token.kind == .dot
      })
    {
      let member = text(value.last!)
      if let specifier = hints.specifier(of: member) { return known(specifier) }
      switch member {
      case "count", "endIndex", "startIndex": return known("%lld")
      case "description", "debugDescription", "localizedDescription": return known("%@")
      default: break
      }
    }
    // `x.formatted(…)` and other calls that produce text.
    if value.count >= 4, value.last?.kind == .closeParen {
      for k in value.indices.dropLast()
      where value[k].kind == .identifier && k + 1 < value.endIndex && value[k + 1].kind == .openParen {
        let name = text(value[k])
        if (name == "formatted" || name == "uppercased" || name == "lowercased" || name == "capitalized"), k > value.startIndex,
          value[k - 1].kind == .dot
        {
          return known("%@")
        }
        break
      }
    }
    return Inference(specifier: "%@", isGuess: true, subject: subject)
  }
}

/// What one Swift file says about the types of its names: explicit annotations (`name: Type`) and
/// literal initialisers (`let name = 3`). A name declared with two different specifier types is
/// not used (it is guessed, with a note).
struct TypeHints: Sendable {
  private var specifiers: [Substring: String] = [:]
  private var ambiguous: Set<Substring> = []

  init() {}

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var lexer = SwiftLexer(bytes)
    var window: [SourceToken] = []  // the last four tokens
    func text(_ token: SourceToken) -> Substring {
      Substring(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
    }
    while let token = lexer.next() {
      window.append(token)
      if window.count > 4 { window.removeFirst() }
      guard window.count >= 3 else { continue }
      let a = window[window.count - 3], b = window[window.count - 2], c = window[window.count - 1]
      guard a.kind == .identifier else { continue }
      if b.kind == .colon, c.kind == .identifier {
        // `name: Type` (a declaration or a parameter); labels in calls (`count: 3`) are followed
        // by values, which are rarely type names.
        if let specifier = InterpolationSpecifier.byType[String(text(c))] { record(text(a), specifier) }
      } else if b.kind == .other, bytes[b.start] == 0x3D, b.end == b.start + 1, window.count == 4,
        window[0].kind == .identifier, ["let", "var"].contains(text(window[0]))
      {
        // `let name = literal`
        switch c.kind {
        case .number: record(text(a), text(c).contains(".") ? "%lf" : "%lld")
        case .string: record(text(a), "%@")
        default: break
        }
      }
    }
  }

  private mutating func record(_ name: Substring, _ specifier: String) {
    if let existing = specifiers[name], existing != specifier { ambiguous.insert(name) }
    specifiers[name] = specifier
  }

  func specifier(of name: Substring) -> String? {
    ambiguous.contains(name) ? nil : specifiers[name]
  }
}
