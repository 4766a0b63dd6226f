/// `bomless-utf16`: reported by the parser; see `documentation`.
struct BOMLessUTF16Rule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .bomlessUTF16, scope: .parser,
    documentation: """
      A UTF-16 file without a byte-order mark is detected by its zero bytes; CoreFoundation then drops the first two bytes (a whole character) and reads the rest as little-endian. A big-endian file becomes garbage, and a little-endian one loses its first character. Save the file as UTF-8, or as UTF-16 with a BOM.
      """,
    triggering: [
      RuleExample(
        .init("en.lproj/Localizable.strings", "↓\"Inbox\" = \"Inbox\";\n", encoding: .utf16LittleEndian(withBOM: false)))
    ],
    nonTriggering: [
      RuleExample(
        .init("en.lproj/Localizable.strings", "\"Inbox\" = \"Inbox\";\n", encoding: .utf16LittleEndian(withBOM: true)))
    ])
}
