import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The catalog model keeps everything: every catalog Xcode wrote comes back byte for byte after
/// going through `StringCatalog` (not only the JSON tree), and shapes it does not expect are
/// reported at their line and kept.
@Suite struct StringCatalogTests {
  static let corpus: [URL] =
    Fixtures.shared.map {
      Fixtures.files(under: $0.appendingPathComponent("corpus/catalogs"), suffix: ".xcstrings")
    } ?? []

  static func isXcodeFormatted(_ url: URL) -> Bool {
    let meta = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".meta.json")
    guard let data = FileManager.default.contents(atPath: meta.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return false }
    return object["xcode_formatted"] as? Bool == true
  }

  @Test func corpusIsPresent() throws {
    try #require(Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissingMessage))
    #expect(Self.corpus.count >= 9)
  }

  @Test(arguments: corpus)
  func xcodeCatalogsRoundTripThroughTheModel(_ url: URL) throws {
    let bytes = try FileReader.read(url.path)
    let result = StringCatalog.parse(bytes, path: url.lastPathComponent)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let catalog = try #require(result.catalog)
    let written = catalog.encoded()
    if Self.isXcodeFormatted(url) {
      #expect(written == bytes, "\(url.lastPathComponent) does not round-trip byte for byte")
    } else {
      // Normalised once, stable afterwards.
      let again = try #require(StringCatalog.parse(written, path: "again").catalog)
      #expect(again.encoded() == written)
      #expect(written.last != UInt8(ascii: "\n"), "Xcode writes no final newline")
    }
  }

  @Test(arguments: corpus)
  func modelAgreesWithFoundation(_ url: URL) throws {
    let bytes = try FileReader.read(url.path)
    let catalog = try #require(StringCatalog.parse(bytes, path: "x").catalog)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let strings = try #require(object["strings"] as? [String: Any])
    #expect(catalog.sourceLanguage == object["sourceLanguage"] as? String)
    #expect(Set(catalog.entries.map(\.key)) == Set(strings.keys))
    for entry in catalog.entries {
      let expected = strings[entry.key] as? [String: Any]
      let localizations = expected?["localizations"] as? [String: Any] ?? [:]
      #expect(Set(entry.localizations.map(\.language)) == Set(localizations.keys), "\(entry.key)")
      for localization in entry.localizations {
        let unit = (localizations[localization.language] as? [String: Any])?["stringUnit"] as? [String: Any]
        #expect(localization.localization.stringUnit?.value == unit?["value"] as? String)
        #expect(localization.localization.stringUnit?.state?.rawValue == unit?["state"] as? String)
      }
    }
  }

  @Test func unexpectedShapesAreReportedAtTheirLineAndKept() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "A" : {
            "comment" : 5,
            "localizations" : {
              "de" : "Hallo",
              "fr" : {
                "stringUnit" : {
                  "state" : "translated"
                }
              }
            }
          },
          "B" : [
          ]
        },
        "version" : "1.0",
        "x-custom" : true
      }
      """
    let result = StringCatalog.parse(Array(text.utf8), path: "Shapes.xcstrings")
    let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
    #expect(
      found == [
        "5:19 invalid-catalog", "7:16 invalid-catalog", "9:11 invalid-catalog", "15:11 invalid-catalog",
      ])
    // Nothing is lost: writing the catalog back keeps the odd values.
    let catalog = try #require(result.catalog)
    let written = String(decoding: catalog.encoded(), as: UTF8.self)
    for kept in ["\"comment\" : 5", "\"de\" : \"Hallo\"", "\"state\" : \"translated\"", "\"B\" : [", "\"x-custom\" : true"] {
      #expect(written.contains(kept), "\(kept) was dropped")
    }
  }

  @Test func topLevelThatIsNotAnObjectIsReported() {
    let result = StringCatalog.parse(Array("[1, 2]".utf8), path: "Array.xcstrings")
    #expect(result.catalog == nil)
    #expect(result.diagnostics.map(\.ruleID) == ["invalid-catalog"])
    #expect(result.diagnostics.first?.message.contains("an array") == true)
  }

  @Test func truncatedCatalogKeepsTheEntriesBeforeTheCut() throws {
    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n\n    },\n    \"B\" : {\n      \"comm"
    let result = StringCatalog.parse(Array(text.utf8), path: "Cut.xcstrings")
    #expect(result.hasSyntaxErrors)
    let catalog = try #require(result.catalog)
    #expect(catalog.entries.map(\.key).prefix(1) == ["A"])
  }
}
