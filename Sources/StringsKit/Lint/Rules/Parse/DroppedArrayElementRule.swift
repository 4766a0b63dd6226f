/// `dropped-array-element`: reported by the parser; see `documentation`.
struct DroppedArrayElementRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .droppedArrayElement, scope: .parser,
    documentation: """
      Inside an array value `( … )`, a malformed element is dropped silently together with everything up to the `)`, and the rest of the array loads. The code that reads the array gets fewer elements than the file shows.
      """,
    triggering: [
      RuleExample(.init("en.lproj/Localizable.strings", #""list" = ("a", ↓<4 );\#n"#))
    ])
}
