import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lookup` and `coverage` on what users point them at: a project's root, a catalog app, a key
/// written as lint prints it.
@Suite struct ProjectRootLookupTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Archive" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Archivieren" } }
          }
        },
        "Delete" : {

        },
        "Done" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Done!" } }
          }
        },
        "Old" : {
          "extractionState" : "stale",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } }
          }
        }
      },
      "version" : "1.0"
    }

    """

  /// Every live key of the catalog counts, whether or not the source language has a unit for it
  /// (Xcode writes none for most keys): not "base en, 1 key" and 100% everywhere.
  @Test func aCatalogAppCountsTheCatalogsKeys() throws {
    let folder = try TemporaryBundle(text: ["Localizable.xcstrings": Self.catalog])
    let coverage = LocalizationCoverage(bundle: try LocalizedBundle(path: folder.path, developmentRegion: "en"))
    #expect(coverage.base == "en")
    #expect(coverage.totalKeys == 3)
    let rows = Dictionary(uniqueKeysWithValues: coverage.rows.map { ($0.localization, $0) })
    #expect(rows["en"]?.ownKeys == 3 && rows["en"]?.seenKeys == 3)
    #expect(rows["de"]?.ownKeys == 2 && rows["de"]?.seenKeys == 2)
  }

  @Test func aProjectRootFindsTheBundlesBelowIt() throws {
    let folder = try TemporaryBundle(text: [
      "App/Resources/en.lproj/Localizable.strings": "\"Hi\" = \"Hi\";\n",
      "App/Resources/de.lproj/Localizable.strings": "\"Hi\" = \"Hallo\";\n",
      "Widget/Localizable.xcstrings": Self.catalog,
      "App/Base.lproj/Main.storyboard": "<document/>",
      "build/en.lproj/Localizable.strings": "\"Hi\" = \"Hi\";\n",
    ])
    #expect(
      LocalizedBundle.folders(at: folder.path) == [folder.path + "/App/Resources", folder.path + "/Widget"])
    #expect(LocalizedBundle.folders(at: folder.path + "/App/Resources") == [folder.path + "/App/Resources"])
    let empty = try TemporaryBundle(text: ["README.md": "nothing"])
    #expect(LocalizedBundle.folders(at: empty.path).isEmpty)
  }

  @Test func aKeyWrittenWithEscapesFindsTheKeyWithLineBreaks() throws {
    let folder = try TemporaryBundle(text: [
      "de.lproj/Localizable.strings": "\"Line one\\nLine two\" = \"Zeile eins\\nZeile zwei\";\n\"a\\\\nb\" = \"literal\";\n"
    ])
    let bundle = try LocalizedBundle(path: folder.path)
    #expect(bundle.key(written: #"Line one\nLine two"#) == "Line one\nLine two")
    // A key that has a backslash of its own is taken as written.
    #expect(bundle.key(written: #"a\nb"#) == #"a\nb"#)
    #expect(bundle.key(written: #"Missing\nkey"#) == #"Missing\nkey"#)
  }
}
