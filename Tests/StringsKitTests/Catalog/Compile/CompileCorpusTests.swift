import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Every real catalog of the corpus compiled: CoreFoundation reads every file written, and what it
/// reads is what the catalog says, worked out here from the catalog's JSON alone (through
/// `JSONSerialization`, none of the compiler's code).
@Suite(.enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissingMessage)))
struct CompileCorpusTests {
  static let catalogs: [URL] =
    Fixtures.shared.map {
      Fixtures.files(under: $0.appendingPathComponent("corpus/catalogs"), suffix: ".xcstrings")
    } ?? []

  @Test func theCorpusHasCatalogs() {
    #expect(Self.catalogs.count >= 9)
  }

  @Test(arguments: catalogs)
  func compiledTablesHoldTheCatalogsValues(_ url: URL) throws {
    let compilation = CatalogCompilation(file: try StringCatalog.parse(file: url.path))
    #expect(!compilation.hasErrors, "\(compilation.diagnostics.filter { $0.severity == .error })")
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try compilation.write(to: directory.path)
    let expected = try ExpectedTables(catalog: url)
    let table = compilation.tableName
    #expect(Set(directory.files()).isSuperset(of: expected.languages.map { "\($0).lproj/\(table).strings" }))

    for language in expected.languages {
      let strings = try #require(
        try CoreFoundationOracle.dictionary(atPath: "\(directory.path)/\(language).lproj/\(table).strings"),
        "CF rejects \(language).lproj/\(table).strings")
      let actual = strings.compactMapValues { $0.text }
      let wanted = expected.strings[language] ?? [:]
      #expect(actual.count == wanted.count, "\(language): \(actual.count) entries, the catalog has \(wanted.count)")
      for (key, value) in wanted where actual[key] != value {
        Issue.record(
          "\(language): \(key.debugDescription) is \(actual[key]?.debugDescription ?? "missing"), the catalog says \(value.debugDescription)"
        )
      }

      let rules = expected.rules[language] ?? [:]
      let stringsdictPath = "\(directory.path)/\(language).lproj/\(table).stringsdict"
      guard !rules.isEmpty else {
        #expect(!FileManager.default.fileExists(atPath: stringsdictPath), "\(language): a stringsdict with nothing in it")
        continue
      }
      let stringsdict = try #require(
        try CoreFoundationOracle.dictionary(atPath: stringsdictPath), "CF rejects \(stringsdictPath)")
      #expect(Set(stringsdict.keys) == Set(rules.keys), "\(language): stringsdict keys")
      for (key, rule) in rules {
        guard let entry = stringsdict[key] else { continue }
        rule.check(entry, language: language, key: key)
      }
    }
  }
}

/// What a catalog compiles to, from its JSON: the plain values per language, and the rules.
struct ExpectedTables {
  /// A stringsdict entry as the catalog describes it.
  struct Rule {
    /// The format, when it is fixed by the catalog (substitutions); nil for a variation, whose
    /// variable name is the compiler's choice.
    var format: String?
    /// Variable name (nil: the one variable the format names) → category → form.
    var variables: [String?: [String: String]]

    func check(_ entry: StringsValue, language: String, key: StringsText) {
      guard let format = entry.lookup("NSStringLocalizedFormatKey") else {
        Issue.record("\(language) \(key.debugDescription): no NSStringLocalizedFormatKey")
        return
      }
      if let expected = self.format {
        #expect(format == expected, "\(language) \(key.debugDescription)")
      }
      for (name, forms) in variables {
        let variable = name ?? String(format.dropFirst(3).dropLast())
        guard case .dictionary(let pairs)? = entry.member(variable) else {
          Issue.record("\(language) \(key.debugDescription): no variable \(variable) in \(format)")
          continue
        }
        var actual = StringsValue.collapsed(pairs).compactMapValues { $0.text?.string }
        #expect(actual.removeValue(forKey: StringsText("NSStringFormatSpecTypeKey")) == "NSStringPluralRuleType")
        #expect(actual.removeValue(forKey: StringsText("NSStringFormatValueTypeKey")) != nil)
        #expect(
          Dictionary(uniqueKeysWithValues: actual.map { ($0.key.string, $0.value) }) == forms,
          "\(language) \(key.debugDescription) \(variable)")
      }
    }
  }

  var languages: [String] = []
  var strings: [String: [StringsText: StringsText]] = [:]
  var rules: [String: [StringsText: Rule]] = [:]

  init(catalog url: URL) throws {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let root = json as? [String: Any], let source = root["sourceLanguage"] as? String else {
      throw CocoaError(.propertyListReadCorrupt)
    }
    let entries = root["strings"] as? [String: [String: Any]] ?? [:]
    var languages: Set<String> = [source]
    for (key, entry) in entries {
      let localizations = entry["localizations"] as? [String: [String: Any]] ?? [:]
      languages.formUnion(localizations.keys)
      let translatable = entry["shouldTranslate"] as? Bool != false
      for (language, localization) in localizations where translatable || language == source {
        try add(key: key, language: language, localization: localization)
      }
    }
    self.languages = languages.sorted()
  }

  private mutating func add(key: String, language: String, localization: [String: Any]) throws {
    let unit = localization["stringUnit"] as? [String: Any]
    let substitutions = localization["substitutions"] as? [String: [String: Any]] ?? [:]
    if let unit {
      guard let value = Self.compiledValue(unit) else { return }
      if substitutions.isEmpty {
        strings[language, default: [:]][StringsText(key)] = StringsText(value)
        return
      }
      var format = value
      var variables: [String?: [String: String]] = [:]
      for (name, substitution) in substitutions {
        let position = (substitution["argNum"] as? Int).map { "\($0)$" } ?? ""
        let specifier = substitution["formatSpecifier"] as? String ?? "lld"
        format = format.replacingOccurrences(of: "%#@\(name)@", with: "%\(position)#@\(name)@")
        let plural = (substitution["variations"] as? [String: Any])?["plural"] as? [String: [String: Any]] ?? [:]
        variables[name] = Self.forms(plural).mapValues { $0.replacingOccurrences(of: "%arg", with: "%\(position)\(specifier)") }
      }
      rules[language, default: [:]][StringsText(key)] = Rule(format: format, variables: variables)
      return
    }
    let variations = try #require(localization["variations"] as? [String: Any], "\(key) \(language): no unit, no variations")
    #expect(variations["device"] == nil, "the corpus has device variations now: extend this test")
    let forms = Self.forms(variations["plural"] as? [String: [String: Any]] ?? [:])
    guard !forms.isEmpty else { return }
    rules[language, default: [:]][StringsText(key)] = Rule(format: nil, variables: [nil: forms])
  }

  /// A unit's value unless the unit is in state `new`.
  private static func compiledValue(_ unit: [String: Any]) -> String? {
    unit["state"] as? String == "new" ? nil : unit["value"] as? String
  }

  /// Category → value of the forms that compile.
  private static func forms(_ plural: [String: [String: Any]]) -> [String: String] {
    plural.compactMapValues { form in (form["stringUnit"] as? [String: Any]).flatMap(compiledValue) }
  }
}

extension StringsValue {
  /// The member of a dictionary value.
  func member(_ key: String) -> StringsValue? {
    guard case .dictionary(let pairs) = self else { return nil }
    return StringsValue.collapsed(pairs)[StringsText(key)]
  }
}
