/// `not-a-table`: reported by the parser; see `documentation`.
struct NotATableRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .notATable, scope: .parser,
    documentation: """
      The file parses, but its top level is a single string, an array or data rather than `"key" = "value";` statements. `CFBundle` discards it and every lookup in this language falls back to the key.
      """,
    triggering: [
      RuleExample(.init("en.lproj/Localizable.strings", #"↓"just a string"\#n"#))
    ])
}
