import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Xcode 26's named placeholders (`%(count)lld`): read by the one format-string scanner, checked
/// by lint, and compiled into positions `String(format:)` understands.
@Suite struct NamedPlaceholderTests {
  static func specifiers(_ text: String) -> [FormatSpecifier] {
    FormatString(StringsText(text)).specifiers
  }

  @Test func theScannerReadsANameBeforeTheFlags() {
    let text = "%(count)lld of %(total)-5.1f"
    let found = Self.specifiers(text)
    #expect(found.count == 2)
    #expect(found.map { $0.text(in: Array(text.utf8)) } == ["%(count)lld", "%(total)-5.1f"])
    #expect(found.map { $0.name.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) } } == ["count", "total"])
    #expect(found[0].argumentType == .integer(.int64) && found[0].position == nil)
    #expect(found[1].argumentType == .double && found[1].flags == [UInt8(ascii: "-")])
  }

  @Test func aNameThatNeverClosesIsInvalid() {
    for text in ["%(count lld", "%(count", "%()lld", "%(a-b)d"] {
      let invalid = FormatString(StringsText(text)).invalidRanges
      #expect(invalid.map(\.reason) == [.unclosedName], "\(text)")
    }
  }

  @Test func theSourceOrderNumbersTheNames() {
    #expect(NamedPlaceholders.order(of: "%(name)@ has %(count)lld, %(name)@") == ["name", "count"])
    #expect(
      NamedPlaceholders.positional("%(count)lld neue Nachrichten für %(name)@", order: ["name", "count"])
        == "%2$lld neue Nachrichten für %1$@")
    #expect(NamedPlaceholders.positional("%(photos)05.1f%%", order: ["photos"]) == "%1$05.1f%%")
    #expect(NamedPlaceholders.positional("%(total)lld", order: ["count"]) == nil)
    #expect(NamedPlaceholders.positional("no placeholder (at all)", order: []) == "no placeholder (at all)")
  }

  /// What the runtime reads formats as Xcode's generated symbol means it: the arguments in the
  /// order the source language's value names them.
  @Test func compiledValuesFormatWithTheSymbolsArguments() throws {
    let file = try StringCatalog.parse(file: Fixtures.url("Catalogs/Xcode26/Localizable.xcstrings").path)
    let compilation = CatalogCompilation(file: file)
    let tables = Dictionary(uniqueKeysWithValues: compilation.tables.map { ($0.language, $0) })
    func loaded(_ language: String, _ key: String) throws -> String? {
      let bytes = try #require(tables[language]).stringsFile
      let plist = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
      return (plist as? [String: String])?[key]
    }
    let key = "%(name)@ has %(count)lld new messages"
    let german = try #require(try loaded("de", key))
    let english = try #require(try loaded("en", key))
    #expect(german == "%2$lld neue Nachrichten für %1$@")
    #expect(String(format: german, "Anna", 3) == "3 neue Nachrichten für Anna")
    #expect(String(format: english, "Anna", 3) == "Anna has 3 new messages")
    let landmarks = try #require(try loaded("de", "%(count)lld landmarks"))
    #expect(String(format: landmarks, 42) == "42 Sehenswürdigkeiten")
    // The plural forms are numbered too, in the stringsdict.
    guard case .dictionary(let rule)? = tables["de"]?.stringsdict[StringsText("%(photos)lld photos")],
      case .dictionary(let variable)? = rule.first(where: { $0.key == StringsText("arg1") })?.value,
      case .string(let other)? = variable.first(where: { $0.key == StringsText("other") })?.value
    else {
      Issue.record("no plural rule for %(photos)lld photos")
      return
    }
    #expect(String(format: other.string, 7) == "7 Fotos")
    // fr names an argument the source does not have: compiling it would be a guess.
    #expect(
      compilation.diagnostics.filter { $0.ruleID == "unknown-placeholder-name" }.map(\.message) == [
        "fr: the value names the argument '%(total)', which the source language's value does not have: the code passes no such argument, so it has no position to compile to"
      ])
    #expect(compilation.hasErrors)
  }

  /// Plural forms are held to the source's names: a form may leave a name out, not rename it or
  /// read it as another type.
  @Test func pluralFormsKeepTheSourcesNames() throws {
    let json = #"""
      {"sourceLanguage":"en","strings":{"%(photos)lld photos":{"localizations":{
      "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"ein Foto"}},
      "other":{"stringUnit":{"state":"translated","value":"%(photos)lld Fotos"}}}}},
      "en":{"stringUnit":{"state":"translated","value":"%(photos)lld photos"}},
      "fr":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%(fotos)lld photo"}},
      "other":{"stringUnit":{"state":"translated","value":"%(photos)@ photos"}}}}}}}},"version":"1.0"}
      """#
    let tables = LintTable.catalogTables(StringCatalog.parse(Array(json.utf8), path: "L.xcstrings"))
    let found = LintFixture.lint(tables, rules: ["form-placeholder-mismatch"]).map(\.message)
    #expect(
      found == [
        "the fr 'one' form of \"%(photos)lld photos\" names the argument 'fotos' ('%(fotos)lld'), which \"%(photos)lld photos\" does not name: the code passes no such argument",
        "the fr 'other' form of \"%(photos)lld photos\" reads 'photos' as an object ('%(photos)@') where \"%(photos)lld photos\" reads an integer",
      ])
  }

  /// lookup reads a catalog as the runtime reads its compiled tables: the names numbered.
  @Test func lookupFormatsNamedPlaceholders() throws {
    let bundle = try LocalizedBundle(path: Fixtures.url("Catalogs/Xcode26").path)
    let arguments = FormatArguments(numbers: [3], texts: ["Anna"])
    let key = "%(name)@ has %(count)lld new messages"
    #expect(
      bundle.localizedString(forKey: key, arguments: arguments, preferredLanguages: ["de"])
        == "3 neue Nachrichten für Anna")
    #expect(
      bundle.localizedString(forKey: key, arguments: arguments, preferredLanguages: ["en"])
        == "Anna has 3 new messages")
    let photos = "%(photos)lld photos"
    #expect(bundle.localizedString(forKey: photos, arguments: .counts(1), preferredLanguages: ["de"]) == "ein Foto")
    #expect(bundle.localizedString(forKey: photos, arguments: .counts(7), preferredLanguages: ["de"]) == "7 Fotos")
  }
}
