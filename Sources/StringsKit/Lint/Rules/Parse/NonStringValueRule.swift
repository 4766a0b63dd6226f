/// `non-string-value`: reported by the parser; see `documentation`.
struct NonStringValueRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .nonStringValue, scope: .parser,
    documentation: """
      The value is a dictionary, an array or data. CoreFoundation accepts it and `CFBundle` returns it unchecked from a *string* lookup: Objective-C code receives an `NSArray` where it expects an `NSString`, and Swift code misbehaves. Localized values must be strings.
      """,
    triggering: [
      RuleExample(.init("en.lproj/Localizable.strings", #""key" = ↓("a", "b");\#n"#))
    ])
}
