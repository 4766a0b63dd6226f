/// `invalid-xliff`: reported while reading an XLIFF file; see `documentation`.
struct InvalidXLIFFRule: ParserRule {
  init() {}

  static let description = RuleDescription(
    kind: .invalidXLIFF, scope: .parser,
    documentation: """
      The `.xliff` file (alone, or in an `.xcloc`'s `Localized Contents`) is well-formed XML but \
      not XLIFF a translation can come back from: its root is not `<xliff>`, a `<file>` has no \
      `original` or no `target-language` (Xcode then skips the whole file on import, saying so \
      only in its log), a `<trans-unit>` has no `id` (Xcode stops the import with "XLIFF id \
      attribute missing", naming no line), two units of one `<file>` share an id, or a `<target>` \
      says it is in another language (`xml:lang`) than its file. Such a unit is left out: \
      `lstrings import` places none of them, and refuses a file without `target-language` \
      altogether. XML that is not well-formed is `parse-error`.
      """,
    triggering: [
      RuleExample(
        .init(
          "de.xcloc/Localized Contents/de.xliff",
          """
          <?xml version="1.0" encoding="UTF-8"?>
          <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            ↓<file original="App/Localizable.xcstrings" source-language="en" datatype="plaintext">
              <body>
                <trans-unit id="Hello"><source>Hello</source><target>Hallo</target></trans-unit>
              </body>
            </file>
          </xliff>

          """))
    ])
}
