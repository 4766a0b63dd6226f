/// `lone-surrogate`: reported by the parser; see `documentation`.
struct LoneSurrogateRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .loneSurrogate, scope: .parser,
    documentation: """
      A `\\UD800`-style escape (or UTF-16 text) that leaves half of a surrogate pair. `CFBundle` keeps it, but Swift's `String` cannot hold it and turns it into U+FFFD, so Swift code never sees the text the file holds.
      """,
    triggering: [
      RuleExample(.init("en.lproj/Localizable.strings", #"↓"key" = "\UD83D";\#n"#))
    ],
    nonTriggering: [
      RuleExample(.init("en.lproj/Localizable.strings", #""key" = "\UD83D\UDE00";\#n"#))
    ])
}
