import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `missing-translation` on a String Catalog: one finding at the entry's key, without a note that
/// repeats the same place, saying when the language's unit exists but is in state `new`.
@Suite struct CatalogMissingTranslationTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Archive" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Archivieren"
              }
            }
          }
        },
        "Delete" : {

        },
        "Inbox" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Posteingang"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

  @Test func oneFindingPerMissingKeyWithTheStateNewSaid() throws {
    let folder = try LintFixture.temporaryDirectory("catalog-missing")
    let path = folder.appendingPathComponent("Localizable.xcstrings").path
    try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: path))
    let found = Linter(enabledRules: ["missing-translation"]).lint(try LocalizationProject.discover([path])).diagnostics
    #expect(found.map { "\($0.location.line):\($0.location.column) \($0.key ?? "")" } == ["4:5 Archive", "14:5 Delete"])
    #expect(found.allSatisfy { $0.notes.isEmpty })
    #expect(found.first?.message.hasPrefix("\"Archive\" is not translated to de (its de unit is in state new") == true)
    #expect(found.last?.message.hasPrefix("\"Delete\" is not translated to de: ") == true)
  }
}
