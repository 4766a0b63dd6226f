import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

struct CoverageAndReportTests {
  static let resources = Fixtures.repositoryRoot.appendingPathComponent("Example/Resources").path

  @Test func exampleAppCoverage() throws {
    // Example/Resources: en has 7 Localizable + 1 Settings entries; de translates all 8;
    // zh-Hans's Localizable.strings has a full-width ';' (CF rejects the file), its Settings has 1.
    let coverage = LocalizationCoverage(
      bundle: try LocalizedBundle(path: Self.resources, developmentRegion: "en"))
    #expect(coverage.base == "en")
    #expect(coverage.totalKeys == 8)
    #expect(coverage.tables == ["Localizable", "Settings"])
    let rows = Dictionary(uniqueKeysWithValues: coverage.rows.map { ($0.localization, $0) })
    #expect(rows["de"]?.ownKeys == 8)
    #expect(rows["de"]?.seenKeys == 8)
    #expect(rows["zh-Hans"]?.ownKeys == 1)
    #expect(rows["zh-Hans"]?.seenKeys == 1)
    #expect(rows["zh-Hans"]?.emptyTables == ["Localizable"])
  }

  @Test func aRegionWithoutTablesSeesEverythingThroughItsLanguage() throws {
    let folder = try TemporaryBundle(text: [
      "en.lproj/Localizable.strings": "\"A\" = \"A\";\n\"B\" = \"B\";\n",
      "de.lproj/Localizable.strings": "\"A\" = \"A-de\";\n\"B\" = \"B-de\";\n\"Extra\" = \"x\";\n",
      "de-AT.lproj/README.txt": "no tables here\n",
      "fr.lproj/Localizable.strings": "\"A\" = \"A-fr\";\n",
    ])
    let coverage = LocalizationCoverage(
      bundle: try LocalizedBundle(path: folder.path, developmentRegion: "en"),
      languages: ["de-CH", "ja"])
    let rows = Dictionary(uniqueKeysWithValues: coverage.rows.map { ($0.localization, $0) })
    // de-AT: 0 own keys, 100% via de (the example).
    #expect(rows["de-AT"]?.ownKeys == 0)
    #expect(rows["de-AT"]?.seenKeys == 2)
    #expect(rows["de-AT"]?.servedBy.map(\.localization) == ["de"])
    #expect(rows["de"]?.extraKeys == 1)
    // fr lacks B: its users see the key "B", not the English text.
    #expect(rows["fr"]?.seenKeys == 1)
    // A language without a folder: de-CH and de-AT are siblings, so de (their parent) serves.
    #expect(rows["de-CH"]?.hasFolder == false)
    #expect(rows["de-CH"]?.servedBy.map(\.localization) == ["de"])
    // Japanese users get the development region: English text, not a translation.
    #expect(rows["ja"]?.servedBy.map(\.localization) == ["en"])
    #expect(rows["ja"]?.seenKeys == 0)
    let text = coverage.renderText(path: "Res")
    #expect(text.contains("de-AT"))
    #expect(text.contains("1 show the key"))
    let json =
      try JSONSerialization.jsonObject(with: Data(coverage.renderJSON(path: "Res").utf8))
      as? [String: Any]
    #expect(json?["totalKeys"] as? Int == 2)
  }

  /// Base.lproj is no one's language: it is a row only when it is the base.
  @Test func baseIsARowOnlyWhenItIsTheBase() throws {
    let folder = try TemporaryBundle(text: [
      "en.lproj/Localizable.strings": "\"A\" = \"A\";\n",
      "Base.lproj/Localizable.strings": "\"A\" = \"A\";\n",
      "de.lproj/Other.strings": "\"X\" = \"X\";\n",
    ])
    let bundle = try LocalizedBundle(path: folder.path, developmentRegion: "en")
    let byEnglish = LocalizationCoverage(bundle: bundle, base: "en")
    #expect(byEnglish.rows.map(\.localization) == ["de", "en"])
    // de has no Localizable table: its users read English, which is not a translation.
    #expect(byEnglish.rows.first?.seenKeys == 0)
    #expect(LocalizationCoverage(bundle: bundle, base: "Base").rows.map(\.localization).contains("Base"))
  }

  @Test func lookupReportFlagsKeysThatResolveToThemselvesEverywhere() throws {
    let bundle = try LocalizedBundle(path: Self.resources, developmentRegion: "en")
    let report = LookupReport(
      bundle: bundle, keys: ["Welcome", "Inbox", "Nope"], preferenceLists: [["zh-Hans"], ["de"]])
    #expect(report.items.count == 6)
    #expect(report.untranslatedKeys == ["Nope"])
    let onlyChinese = LookupReport(bundle: bundle, keys: ["Inbox"], preferenceLists: [["zh-Hans"]])
    #expect(onlyChinese.untranslatedKeys == ["Inbox"])
    let text = report.renderText(explain: true)
    #expect(text.contains("\"Welcome\" [de] = \"Willkommen\"  (from de)"))
    #expect(text.contains("value at \(Self.resources)/de.lproj/Localizable.strings:17:13"))
    let json =
      try JSONSerialization.jsonObject(with: Data(report.renderJSON().utf8)) as? [[String: Any]]
    #expect(json?.count == 6)
    #expect((json?[1]["source"] as? [String: Any])?["line"] as? Int == 17)
  }
}
