/// `invalid-catalog`: reported while reading a String Catalog; see `documentation`.
struct InvalidCatalogRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .invalidCatalog, scope: .parser,
    documentation: """
      The `.xcstrings` file is valid JSON but not a String Catalog Xcode can use: its top level is \
      not an object, `sourceLanguage` or `strings` is missing, or a field has the wrong type (a \
      number where Xcode writes a string, a localization that is not an object, a `stringUnit` \
      without a `value`). Xcode fails the build on such a catalog. lstrings keeps the odd field \
      as it is (a rewrite never drops it) and still checks the rest of the file. JSON syntax \
      errors are `parse-error`.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "Inbox" : {
              "localizations" : {
                "de" : ↓"Posteingang"
              }
            }
            """))
    ])
}
