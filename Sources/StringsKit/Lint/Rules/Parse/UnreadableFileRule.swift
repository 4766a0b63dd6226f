/// `unreadable-file`: reported by the parser; see `documentation`.
public struct UnreadableFileRule: ParserRule {
  public init() {}

  public static let description = RuleDescription(
    kind: .unreadableFile, scope: .parser,
    documentation: """
      The file exists in the listing but cannot be read (permissions, a dangling link). At run time the table would be missing too.
      """,
    example: nil)
}
