/// `unreadable-file`: reported by the parser; see `documentation`.
struct UnreadableFileRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .unreadableFile, scope: .parser,
    documentation: """
      The file exists in the listing but cannot be read (permissions, a dangling link). At run time the table would be missing too.
      """)
}
