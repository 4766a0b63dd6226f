import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The compiler's problems, the placement rule, language selection and file writing, on small
/// catalogs written inline.
@Suite struct CatalogCompilerTests {
  static func compilation(_ json: String, path: String = "Localizable.xcstrings", languages: Set<String>? = nil)
    -> CatalogCompilation
  {
    CatalogCompilation(file: StringCatalog.parse(Array(json.utf8), path: path), languages: languages)
  }

  static func catalog(_ localizations: String, key: String = "k", entryFields: String = "") -> String {
    #"{ "sourceLanguage" : "en", "strings" : { "\#(key)" : { \#(entryFields) "localizations" : { \#(localizations) } } }, "version" : "1.0" }"#
  }

  static func unit(_ value: String, state: String = "translated") -> String {
    #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
  }

  static func substitution(_ name: String, argNum: Int? = nil, forms: String?) -> String {
    let number = argNum.map { #""argNum" : \#($0), "# } ?? ""
    let variations = forms.map { #", "variations" : { "plural" : { \#($0) } }"# } ?? ""
    return #""\#(name)" : { \#(number)"formatSpecifier" : "lld"\#(variations) }"#
  }

  static func withSubstitutions(_ value: String, _ substitutions: String...) -> String {
    #""en" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" }, "substitutions" : { \#(substitutions.joined(separator: ", ")) } }"#
  }

  static func ruleIDs(_ compilation: CatalogCompilation) -> [String] {
    compilation.diagnostics.map { "\($0.severity.rawValue) \($0.ruleID)" }
  }

  // MARK: - Problems

  @Test func aValueReferringToAnUndefinedSubstitutionIsAnError() {
    let compilation = Self.compilation(
      Self.catalog(
        Self.withSubstitutions(
          "%#@songs@ in %#@albums@", Self.substitution("songs", forms: #""other" : \#(Self.unit("%arg songs"))"#))))
    #expect(Self.ruleIDs(compilation) == ["error undefined-substitution"])
    #expect(compilation.diagnostics.first?.message.contains("%#@albums@") == true)
    #expect(compilation.hasErrors)
  }

  @Test func aSubstitutionNothingRefersToIsAWarningAtItsName() throws {
    let json = Self.catalog(
      Self.withSubstitutions(
        "%#@songs@", Self.substitution("songs", forms: #""other" : \#(Self.unit("%arg songs"))"#),
        Self.substitution("spare", forms: #""other" : \#(Self.unit("%arg"))"#)))
    let compilation = Self.compilation(json)
    #expect(Self.ruleIDs(compilation) == ["warning unused-substitution"])
    #expect(!compilation.hasErrors)
    let offset = try #require(json.utf8.firstRange(of: Array("\"spare\"".utf8))).lowerBound
    let location = try #require(compilation.diagnostics.first?.location)
    #expect(location.column == json.utf8.distance(from: json.utf8.startIndex, to: offset) + 1)
  }

  @Test func aSubstitutionReferredToOnlyFromAnotherSubstitutionsFormIsUsed() {
    let compilation = Self.compilation(
      Self.catalog(
        Self.withSubstitutions(
          "%#@outer@", Self.substitution("outer", forms: #""other" : \#(Self.unit("%arg in %#@inner@"))"#),
          Self.substitution("inner", forms: #""other" : \#(Self.unit("%arg"))"#))))
    #expect(compilation.diagnostics.isEmpty)
  }

  @Test func aSubstitutionWithoutFormsIsAnError() {
    let compilation = Self.compilation(Self.catalog(Self.withSubstitutions("%#@songs@", Self.substitution("songs", forms: nil))))
    #expect(Self.ruleIDs(compilation) == ["error substitution-without-forms"])
  }

  @Test func aControlCharacterAPropertyListCannotHoldIsAnError() {
    let inValue = Self.compilation(Self.catalog(#""en" : \#(Self.unit("bell \\u0007"))"#))
    #expect(Self.ruleIDs(inValue) == ["error unwritable-text"])
    let inKey = Self.compilation(Self.catalog(#""en" : \#(Self.unit("fine"))"#, key: "esc \\u001b"))
    #expect(Self.ruleIDs(inKey) == ["error unwritable-text"])
    let tabsAndNewlines = Self.compilation(Self.catalog(#""en" : \#(Self.unit("a\\tb\\nc\\r"))"#))
    #expect(tabsAndNewlines.diagnostics.isEmpty)
  }

  @Test func aNewUnitIsNotCheckedBecauseItIsNotWritten() {
    let compilation = Self.compilation(Self.catalog(#""en" : \#(Self.unit("bell \\u0007", state: "new"))"#))
    #expect(compilation.diagnostics.isEmpty)
    #expect(compilation.skippedUnitCount == 1)
  }

  @Test func aBrokenCatalogCompilesNothingAndHasErrors() {
    let compilation = Self.compilation(#"{ "sourceLanguage" : "en", "strings" : { "#)
    #expect(compilation.hasErrors)
    #expect(compilation.tables.isEmpty)
    #expect(compilation.diagnostics.allSatisfy { $0.location.file == "Localizable.xcstrings" })
  }

  // MARK: - Substitutions

  @Test func substitutionsWithoutArgumentNumberStaySequential() {
    let compilation = Self.compilation(
      Self.catalog(
        Self.withSubstitutions(
          "%@ has %#@count@",
          Self.substitution("count", forms: #""one" : \#(Self.unit("one item")), "other" : \#(Self.unit("%arg items"))"#))))
    let rule = compilation.tables.first?.stringsdict[StringsText("k")]
    #expect(rule?.lookup("NSStringLocalizedFormatKey") == "%@ has %#@count@")
    #expect(rule?.lookup("count", "other") == "%lld items")
    #expect(rule?.lookup("count", "one") == "one item")
  }

  @Test func anAlreadyPositionalVariableIsNotRewrittenTwice() {
    let compilation = Self.compilation(
      Self.catalog(
        Self.withSubstitutions(
          "%2$#@count@ %1$@", Self.substitution("count", argNum: 2, forms: #""other" : \#(Self.unit("%arg"))"#))))
    let rule = compilation.tables.first?.stringsdict[StringsText("k")]
    #expect(rule?.lookup("NSStringLocalizedFormatKey") == "%2$#@count@ %1$@")
    #expect(rule?.lookup("count", "other") == "%2$lld")
    #expect(compilation.diagnostics.isEmpty)
  }

  @Test func variableNamesAreFoundAfterPercentOrPosition() {
    #expect("%#@a@ %3$#@b@ %%#@c@ %%%#@d@ 100%#@e".variableNames == ["a", "b", "d"])
    #expect("#@x@ $#@y@".variableNames == [])
  }

  // MARK: - Languages and placement

  @Test func languagesLimitTheTablesAndUnknownOnesAreListed() {
    let json = Self.catalog(#""en" : \#(Self.unit("Hi")), "de" : \#(Self.unit("Hallo")), "fr" : \#(Self.unit("Salut"))"#)
    let compilation = Self.compilation(json, languages: ["de", "ja"])
    #expect(compilation.tables.map(\.language) == ["de"])
    #expect(compilation.missingLanguages == ["ja"])
    #expect(Self.compilation(json).tables.map(\.language) == ["de", "en", "fr"])
  }

  @Test func aCatalogInsideAnLprojOtherThanMulIsAnError() {
    let json = Self.catalog(#""en" : \#(Self.unit("Hi"))"#)
    #expect(Self.ruleIDs(Self.compilation(json, path: "Resources/de.lproj/Main.xcstrings")) == ["error catalog-in-lproj"])
    #expect(Self.compilation(json, path: "Resources/mul.lproj/Main.xcstrings").diagnostics.isEmpty)
    #expect(Self.compilation(json, path: "Resources/Main.xcstrings").diagnostics.isEmpty)
    #expect(CatalogCompilation.tableName(of: "Resources/mul.lproj/Main.xcstrings") == "Main")
  }

  // MARK: - Writing

  @Test func unchangedFilesAreNotRewrittenAndAStaleStringsdictIsRemoved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let plural =
      #""en" : { "variations" : { "plural" : { "one" : \#(Self.unit("%lld file")), "other" : \#(Self.unit("%lld files")) } } }"#
    let first = try Self.compilation(Self.catalog(plural)).write(to: directory.path)
    #expect(first.map(\.change) == [.written, .written])
    #expect(first.map { ($0.path as NSString).lastPathComponent } == ["Localizable.strings", "Localizable.stringsdict"])
    let again = try Self.compilation(Self.catalog(plural)).write(to: directory.path)
    #expect(again.map(\.change) == [.unchanged, .unchanged])
    let plain = try Self.compilation(Self.catalog(#""en" : \#(Self.unit("files"))"#)).write(to: directory.path)
    #expect(plain.map(\.change) == [.written, .removed])
    #expect(directory.files() == ["en.lproj/Localizable.strings"])
  }

  @Test func aLanguageWithNothingToCompileStillGetsItsTable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try Self.compilation(Self.catalog(#""en" : \#(Self.unit("Hi")), "de" : \#(Self.unit("Hallo", state: "new"))"#)).write(
      to: directory.path)
    #expect(directory.files() == ["de.lproj/Localizable.strings", "en.lproj/Localizable.strings"])
    #expect(try CoreFoundationOracle.dictionary(atPath: directory.path + "/de.lproj/Localizable.strings")?.isEmpty == true)
  }
}

/// `--no-stringsdict`: every rule becomes its `other` text in the `.strings`.
@Suite struct OtherFormsOnlyTests {
  static func strings(_ name: String) throws -> [String: [String: String]] {
    let file = try StringCatalog.parse(file: Fixtures.url("Compile/\(name).xcstrings").path)
    let compilation = CatalogCompilation(file: file, stringsdict: false)
    #expect(compilation.tables.allSatisfy { $0.stringsdict.isEmpty && $0.stringsdictFile == nil })
    var result: [String: [String: String]] = [:]
    for table in compilation.tables {
      result[table.language] = Dictionary(uniqueKeysWithValues: table.strings.map { ($0.key.string, $0.value.string) })
    }
    return result
  }

  @Test func pluralAndDeviceRulesBecomeTheirOtherForm() throws {
    #expect(
      try Self.strings("Variations") == [
        "en": ["%lld files": "%lld files", "%lld items selected": "%lld items selected", "Tap to continue": "Continue"],
        "de": ["%lld files": "%lld Dateien", "Tap to continue": "Weiter"],
      ])
  }

  @Test func substitutionsAreReplacedByTheirOtherFormKeepingPositions() throws {
    #expect(
      try Self.strings("Substitutions") == [
        "en": [
          "%@ added %lld photos to %lld albums": "%1$@ added %2$lld photos to %3$lld albums",
          "%lld minutes left": "%lld minutes left",
        ],
        "de": ["%@ added %lld photos to %lld albums": "%1$@ hat %3$lld Alben %2$lld Fotos hinzugefügt"],
      ])
  }

  @Test func aVariableNamingItselfDoesNotLoop() {
    let rule = StringsValue.dictionary([
      (StringsText("NSStringLocalizedFormatKey"), .string(StringsText("%#@a@"))),
      (StringsText("a"), .dictionary([(StringsText("other"), .string(StringsText("x %#@a@")))])),
    ])
    let table = CompiledTable(language: "en", stringsdict: [StringsText("k"): rule]).withOtherFormsOnly
    #expect(table.strings[StringsText("k")]?.string.hasPrefix("x x x") == true)
  }
}
