import Foundation

/// The format specifier an interpolated value gets in a `LocalizedStringKey` or
/// `String.LocalizationValue` key, as Xcode's compiler-based extraction writes it
/// (docs/extraction.md §5): `String` → `%@`, `Int` → `%lld`, `Double` → `%lf`, `Float` → `%f`,
/// `\(x, specifier: "%.1f")` → `%.1f`, views, dates and formatted values → `%@`.
///
/// A scanner sees no types, so it reads what the sources show (`ExpressionTyper`): literals, the
/// file's own annotations and initialisers (`TypeHints`), the project's declarations when the
/// scan has them (`DeclaredTypes`: `count(of:)` declared to return `Int`, `viewModel.total`), and
/// shapes whose type is fixed (`.count`, `Int(…)`, `a + 1`, `x ?? 0`, `.formatted()`). Anything
/// else is guessed as `%@` and reported as a note that says where it looked.
enum InterpolationSpecifier {
  /// A specifier, and whether it was guessed.
  struct Inference: Equatable {
    var specifier: String
    var isGuess: Bool
    /// What was looked at, for the note (`'name'`).
    var subject: String
    /// Why the type is unknown (where lstrings looked); nil when it is known.
    var reason: String? = nil

    /// The note a guess deserves: what was assumed, why, and how to make it exact.
    var note: String {
      let why = reason.map { ": \($0)" } ?? " in this file"
      return
        "the type of '\(subject)' is unknown\(why); assumed %@ (a String); add 'specifier:' or a type annotation if it is a number"
    }
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

  /// Infers the specifier of the interpolation whose expression is `bytes[expression]`, from the
  /// file's `hints` and, when given, the project's `declarations`.
  static func infer(
    _ bytes: UnsafeBufferPointer<UInt8>, expression: Range<Int>, hints: TypeHints,
    declarations: (any DeclaredTypes)? = nil
  ) -> Inference {
    let tokens = self.tokens(bytes, in: expression)
    let subject = String(decoding: UnsafeBufferPointer(rebasing: bytes[expression]), as: UTF8.self)
    let (valueEnd, explicit) = trailingArguments(tokens, in: bytes)
    if let explicit { return Inference(specifier: explicit, isGuess: false, subject: subject) }
    let typer = ExpressionTyper(bytes: bytes, hints: hints, declarations: declarations)
    let typing = typer.type(of: tokens[..<valueEnd])
    if let specifier = typing.specifier { return Inference(specifier: specifier, isGuess: false, subject: subject) }
    guard case .unknown(let reason) = typing else { return Inference(specifier: "%@", isGuess: true, subject: subject) }
    return Inference(specifier: "%@", isGuess: true, subject: subject, reason: reason)
  }

  /// The tokens of `bytes[expression]`.
  static func tokens(_ bytes: UnsafeBufferPointer<UInt8>, in expression: Range<Int>) -> [SourceToken] {
    var tokens: [SourceToken] = []
    var lexer = SwiftLexer(bytes, from: expression.lowerBound)
    while let token = lexer.next(), token.start < expression.upperBound { tokens.append(token) }
    return tokens
  }

  /// Where the interpolated value ends (the first top-level comma), and the specifier its
  /// arguments fix: `specifier: "%.1f"` that one, `format:` / `formatter:` / `style:` `%@`.
  static func trailingArguments(
    _ tokens: [SourceToken], in bytes: UnsafeBufferPointer<UInt8>
  ) -> (valueEnd: Int, specifier: String?) {
    var depth = 0
    var valueEnd = tokens.count
    for index in tokens.indices {
      switch tokens[index].kind {
      case .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace: depth -= 1
      case .comma where depth == 0:
        valueEnd = min(valueEnd, index)
        guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .colon else { break }
        let label = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[tokens[index + 1].start..<tokens[index + 1].end]), as: UTF8.self)
        if label == "specifier", index + 3 < tokens.count, let value = literalText(tokens[index + 3], in: bytes) {
          return (valueEnd, value)
        }
        if label == "format" || label == "formatter" || label == "style" { return (valueEnd, "%@") }
      default: break
      }
    }
    return (valueEnd, nil)
  }

  /// The runtime text of a Swift string literal token, or nil for any other token.
  private static func literalText(_ token: SourceToken, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard case .string(.swift(let hashes, let multiline)) = token.kind else { return nil }
    var value: [UInt8] = []
    for case .text(let runtime, _) in SwiftStringLiteral.segments(bytes, token: token, hashes: hashes, multiline: multiline) {
      value += runtime
    }
    return String(decoding: value, as: UTF8.self)
  }
}
