import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Hand-written catalogs compiled, compared byte for byte with reviewed goldens
/// (`Tests/Fixtures/Compile/Expected/<Catalog>/`), and read back through CoreFoundation to the
/// values each fixture was written to produce.
@Suite struct CompileGoldenTests {
  static let fixtures = ["Plain", "States", "Variations", "Substitutions"]

  /// Compiles `Tests/Fixtures/Compile/<name>.xcstrings` into a temporary directory.
  static func compile(_ name: String) throws -> (directory: TemporaryDirectory, compilation: CatalogCompilation) {
    let file = try StringCatalog.parse(file: Fixtures.url("Compile/\(name).xcstrings").path)
    let compilation = CatalogCompilation(file: file)
    let directory = try TemporaryDirectory()
    _ = try compilation.write(to: directory.path)
    return (directory, compilation)
  }

  @Test(arguments: fixtures)
  func compiledFilesMatchTheirGoldens(_ name: String) throws {
    let (directory, compilation) = try Self.compile(name)
    defer { directory.remove() }
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
    let expectedDirectory = Fixtures.url("Compile/Expected/\(name)")
    let written = directory.files()
    if !Golden.isRecording {
      #expect(written == TemporaryDirectory.files(under: expectedDirectory.path))
    }
    for file in written {
      let actual = try String(contentsOfFile: directory.path + "/" + file, encoding: .utf8)
      if let failure = Golden.compare(actual, with: expectedDirectory.appendingPathComponent(file)) {
        Issue.record("\(failure)")
      }
      #expect(try CoreFoundationOracle.dictionary(atPath: directory.path + "/" + file) != nil, "CF rejects \(file)")
    }
  }

  @Test func plainUnitsReadBackExactlyInEveryLanguage() throws {
    let (directory, _) = try Self.compile("Plain")
    defer { directory.remove() }
    let expected: [String: [String: String]] = [
      "en": [
        "Cancel": "Cancel", "Terms & <Conditions>": "Terms & <Conditions> \"quoted\"",
        "Two lines": "First line\nSecond line\twith tab",
      ],
      "de": [
        "Cancel": "Abbrechen", "Terms & <Conditions>": "AGB & <Bedingungen>", "Two lines": "Erste Zeile\nZweite Zeile\tmit Tab",
      ],
      "fr": ["Cancel": "Annuler", "Terms & <Conditions>": "Conditions générales & <CGU> 😀"],
    ]
    for (language, table) in expected {
      #expect(try Self.strings(directory, language, "Plain") == table, "\(language)")
    }
  }

  @Test func onlyUnitsThatAreNotNewAndMeantToBeTranslatedAreCompiled() throws {
    let (directory, compilation) = try Self.compile("States")
    defer { directory.remove() }
    // en: "Welcome" is new (the code's default value is used), "Key without a source unit" and
    // the others have no en unit; "OK" is not translated but its source is compiled.
    #expect(try Self.strings(directory, "en", "States") == ["New in German": "New in German", "OK": "OK"])
    // de: needs_review and stale compile, new does not, shouldTranslate:false is not compiled.
    #expect(
      try Self.strings(directory, "de", "States") == [
        "Key without a source unit": "Schlüssel ohne Quelltext", "Needs review": "Zu prüfen",
        "No longer in the code": "Nicht mehr im Code", "Welcome": "Willkommen",
      ])
    #expect(compilation.skippedUnitCount == 2)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/de.lproj/States.stringsdict"))
  }

  @Test func variationsBecomeStringsdictRules() throws {
    let (directory, _) = try Self.compile("Variations")
    defer { directory.remove() }
    let de = try #require(try CoreFoundationOracle.dictionary(atPath: directory.path + "/de.lproj/Variations.stringsdict"))
    let files = try #require(de[StringsText("%lld files")])
    #expect(files.lookup("NSStringLocalizedFormatKey") == "%#@arg1@")
    // zero is new: left out; other is needs_review: compiled.
    #expect(files.lookup("arg1", "one") == "%lld Datei")
    #expect(files.lookup("arg1", "other") == "%lld Dateien")
    #expect(files.lookup("arg1", "zero") == nil)
    #expect(files.lookup("arg1", "NSStringFormatSpecTypeKey") == "NSStringPluralRuleType")
    #expect(files.lookup("arg1", "NSStringFormatValueTypeKey") == "lld")
    let tap = try #require(de[StringsText("Tap to continue")])
    #expect(tap.lookup("NSStringDeviceSpecificRuleType", "iphone") == "Zum Fortfahren tippen")
    #expect(tap.lookup("NSStringDeviceSpecificRuleType", "mac") == nil)
    #expect(tap.lookup("NSStringDeviceSpecificRuleType", "other") == "Weiter")

    let en = try #require(try CoreFoundationOracle.dictionary(atPath: directory.path + "/en.lproj/Variations.stringsdict"))
    let selected = try #require(en[StringsText("%lld items selected")])
    // Device → plural: each device form is a whole rule of its own.
    #expect(selected.lookup("NSStringDeviceSpecificRuleType", "mac", "NSStringLocalizedFormatKey") == "%#@arg1@")
    #expect(selected.lookup("NSStringDeviceSpecificRuleType", "mac", "arg1", "one") == "%lld item selected — press ⌘A for all")
    #expect(selected.lookup("NSStringDeviceSpecificRuleType", "other", "arg1", "other") == "%lld items selected")
  }

  @Test func substitutionsBecomePositionalFromTheirArgumentNumber() throws {
    let (directory, _) = try Self.compile("Substitutions")
    defer { directory.remove() }
    let de = try #require(try CoreFoundationOracle.dictionary(atPath: directory.path + "/de.lproj/Substitutions.stringsdict"))
    let added = try #require(de[StringsText("%@ added %lld photos to %lld albums")])
    // The German order puts albums (argument 3) before photos (argument 2).
    #expect(added.lookup("NSStringLocalizedFormatKey") == "%1$@ hat %3$#@albums@ %2$#@photos@ hinzugefügt")
    #expect(added.lookup("albums", "other") == "%3$lld Alben")
    #expect(added.lookup("albums", "one") == "einem Album")
    #expect(added.lookup("photos", "other") == "%2$lld Fotos")
    let en = try #require(try CoreFoundationOracle.dictionary(atPath: directory.path + "/en.lproj/Substitutions.stringsdict"))
    // No argNum: the variable stays sequential and %arg continues from its position.
    let minutes = try #require(en[StringsText("%lld minutes left")])
    #expect(minutes.lookup("NSStringLocalizedFormatKey") == "%#@minutes@ left")
    #expect(minutes.lookup("minutes", "one") == "%lld minute")
  }

  /// CF's reading of `<language>.lproj/<table>.strings` as Swift strings.
  static func strings(_ directory: TemporaryDirectory, _ language: String, _ table: String) throws -> [String: String]? {
    guard let dictionary = try CoreFoundationOracle.dictionary(atPath: "\(directory.path)/\(language).lproj/\(table).strings")
    else { return nil }
    var result: [String: String] = [:]
    for (key, value) in dictionary {
      guard let text = value.text else { return nil }
      result[key.string] = text.string
    }
    return result
  }
}

extension StringsValue {
  /// The string at a path of dictionary keys, nil when any step is missing or not a dictionary.
  func lookup(_ path: String...) -> String? {
    var value = self
    for key in path {
      guard case .dictionary(let pairs) = value, let next = StringsValue.collapsed(pairs)[StringsText(key)] else { return nil }
      value = next
    }
    return value.text?.string
  }
}
