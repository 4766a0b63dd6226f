/// `parse-error`: reported by the parser; see `documentation`.
struct ParseErrorRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .parseError, scope: .parser,
    documentation: """
      CoreFoundation rejects the file: a missing `;`, an unterminated quoted string, a stray character where a key or value must be. `CFBundle` then loads an *empty* table, so every lookup in this language returns the key (or the value passed in code) — the whole language silently falls back. The message says what was expected and where; a note quotes CoreFoundation's own message. While a table does not parse, lint does not compare it with other languages (every key would look missing): fix this first.
      """,
    triggering: [
      RuleExample(
        .init(
          "en.lproj/Localizable.strings",
          """
          "greeting" = "Hello"↓
          "farewell" = "Bye";
          """))
    ],
    nonTriggering: [
      RuleExample(.init("en.lproj/Localizable.strings", #""greeting" = "Hello";\n"farewell" = "Bye";\#n"#))
    ])
}
