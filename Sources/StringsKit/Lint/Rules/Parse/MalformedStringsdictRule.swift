/// `malformed-stringsdict`: reported while reading a `.stringsdict`; see `documentation`.
struct MalformedStringsdictRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .malformedStringsdict, scope: .parser,
    documentation: """
      The `.stringsdict` is not what Foundation can use. Errors: CoreFoundation cannot read the \
      file, its top level is not a dictionary, an entry or variable is not a dictionary, an entry \
      has no `NSStringLocalizedFormatKey`, a variable has no (or an unknown) \
      `NSStringFormatSpecTypeKey`, or its `NSStringFormatValueTypeKey` is not a printf \
      conversion: the entry (or the whole table) shows its key or nothing. Warnings: a variable \
      without `NSStringFormatValueTypeKey` (Foundation guesses the type from the forms), a form \
      name the rule type does not use (a misspelt category is never shown), and, for a language \
      CLDR does not know, a plural rule without `other` (the fallback for every missing \
      category; where the language is known, `missing-plural-category` says which numbers are \
      affected).
      """,
    triggering: [
      RuleExample(
        .init(
          "en.lproj/Localizable.stringsdict",
          """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
            <key>↓%d files</key>
            <dict>
              <key>files</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>other</key>
                <string>%d files</string>
              </dict>
            </dict>
          </dict>
          </plist>
          """))
    ])
}
