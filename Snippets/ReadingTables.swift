// Reads a `.strings` table, a String Catalog and a stringsdict from bytes, and writes a table back.
import StringsKit

// A table with a comment, an escape and a syntax error on its last line.
let strings = Array(
  """
  /* The greeting on the first screen. */
  "welcome" = "Willkommen, %@!";
  "quote" = "Er sagte \\"Hallo\\"";
  "broken" = "no semicolon"
  """.utf8)
let table = StringsParser.parse(strings, path: "de.lproj/Localizable.strings")
for entry in table.file.entries {
  print(entry.key, "=", entry.value)  // welcome = string("Willkommen, %@!") …
}
for diagnostic in table.diagnostics {
  // 4:26 error: expected ';' after this entry, but the file ends
  print("\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.severity): \(diagnostic.message)")
}

// A String Catalog: the JSON Xcode writes.
let json = Array(
  """
  {
    "sourceLanguage" : "en",
    "strings" : {
      "Done" : {
        "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
        }
      }
    },
    "version" : "1.0"
  }
  """.utf8)
if let catalog = StringCatalog.parse(json, path: "Localizable.xcstrings").catalog {
  print(catalog.languages)  // ["de", "en"]
  print(catalog.entries.first?.localization(for: "de")?.stringUnit?.value ?? "")  // Fertig
}

// A catalog made in memory, written as Xcode writes it.
let made = StringCatalog(
  sourceLanguage: "en",
  entries: [
    CatalogEntry(
      key: "Cancel", comment: "A button.",
      localizations: [
        LanguageLocalization(language: "de", localization: CatalogLocalization(stringUnit: StringUnit(value: "Abbrechen")))
      ])
  ])
print(String(decoding: made.encoded(), as: UTF8.self))

// A stringsdict: a property list of plural rules.
let plist = Array(
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <plist version="1.0"><dict>
    <key>%d files</key>
    <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
      <key>files</key>
      <dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d Datei</string>
        <key>other</key><string>%d Dateien</string>
      </dict>
    </dict>
  </dict></plist>
  """.utf8)
let stringsdict = StringsdictFile.parse(plist, path: "de.lproj/Localizable.stringsdict")
for entry in stringsdict.entries {
  print(entry.key, entry.variables.map(\.name))  // %d files ["files"]
}

// Writing: a table in Xcode's layout, ready to save as UTF-8.
print(StringsWriter.table([(key: "welcome", value: "Welcome, %@!", comment: "The greeting.")]))
