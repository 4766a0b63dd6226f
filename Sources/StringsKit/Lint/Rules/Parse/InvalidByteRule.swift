/// `invalid-byte`: reported by the parser; see `documentation`.
struct InvalidByteRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .invalidByte, scope: .parser,
    documentation: """
      A stray byte that is not valid UTF-8 (typically `A9`, a Latin-1 `©`) is the one invalid byte CoreFoundation tolerates: it reads it as U+FFFD, so users see `�` where the author meant something else. Any other invalid byte is a `parse-error`. Re-save the file as UTF-8.
      """,
    triggering: [
      RuleExample(.init("en.lproj/Localizable.strings", "\"copyright\" = \"↓© 2026\";\n", encoding: .latin1))
    ])
}
