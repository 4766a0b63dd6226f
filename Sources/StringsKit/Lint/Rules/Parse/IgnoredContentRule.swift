/// `ignored-content`: reported by the parser; see `documentation`.
struct IgnoredContentRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .ignoredContent, scope: .parser,
    documentation: """
      After each `;` CoreFoundation only *tries* to read another key; a character that cannot start one (a second `;`, a full-width `；`, a smart quote, `@`, a BOM in the middle of the file…) ends the table *successfully*. Older runtimes load the entries before it and silently drop the rest; the newest Foundation rejects the whole file. Either way, the entries after this point never reach users. Cross-language checks skip a truncated table until it is fixed.
      """,
    triggering: [
      RuleExample(
        .init(
          "en.lproj/Localizable.strings",
          """
          "a" = "A";↓;
          "b" = "B";
          """))
    ])
}
