import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Real apps' `.stringsdict` files (with the `.strings` beside them) put back into an `.lproj`
/// layout: every key resolves to its `NSStringLocalizedFormatKey`, and with a count each plural
/// variable shows the form its category names, worked out here from the file as Foundation reads
/// it (`PropertyListSerialization`), not through lstrings' reader.
@Suite(.enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissingMessage)))
struct PluralCorpusLookupTests {
  /// (corpus folder, file prefix, languages).
  static let apps: [(folder: String, prefix: String, languages: [String])] = [
    ("element-hq__element-x-ios", "ElementX__Resources__Localizations__", ["cs", "pl"]),
    ("nextcloud__talk-ios", "NextcloudTalk__", ["ar", "ru"]),
    ("deltachat__deltachat-ios", "deltachat-ios__", ["uk", "ar"]),
  ]

  static let counts = ["0", "1", "2", "5", "21", "1.5"]

  /// The app's files in `<temp>/<lang>.lproj/Localizable.{strings,stringsdict}`.
  static func layOut(_ app: (folder: String, prefix: String, languages: [String]), shared: URL) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plural-corpus-\(UUID().uuidString)")
    for language in app.languages {
      let lproj = root.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      for suffix in ["strings", "stringsdict"] {
        let source = shared.appendingPathComponent(
          "corpus/catalogs/\(app.folder)/\(app.prefix)\(language).lproj__Localizable.\(suffix)")
        try FileManager.default.copyItem(at: source, to: lproj.appendingPathComponent("Localizable.\(suffix)"))
      }
    }
    return root
  }

  /// The form Foundation on Apple platforms shows: a present `zero` form for 0, else the CLDR
  /// category when the variable has it, else `other`.
  static func expectedForm(_ count: String, language: String, forms: Set<String>) throws -> String {
    let operands = try #require(PluralOperands(count))
    if operands.isZero, forms.contains("zero") { return "zero" }
    let category = try #require(PluralRules.forLanguage(language)).category(for: operands).rawValue
    return forms.contains(category) ? category : "other"
  }

  /// How much a run checked, so that a corpus that stopped exercising the code fails.
  struct Tally {
    var keys = 0
    var choices = 0
    var formatted = 0
  }

  @Test(arguments: apps.map(\.folder))
  func everyStringsdictKeyResolvesAndChoosesItsForm(app folder: String) throws {
    let shared = try #require(Fixtures.shared)
    let app = try #require(Self.apps.first { $0.folder == folder })
    let root = try Self.layOut(app, shared: shared)
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = try LocalizedBundle(path: root.path)
    var tally = Tally()
    for language in app.languages {
      let data = try Data(contentsOf: root.appendingPathComponent("\(language).lproj/Localizable.stringsdict"))
      let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
      if plist.isEmpty { print("\(folder) \(language): the .stringsdict has no entries") }
      for (key, value) in plist {
        let entry = try #require(value as? [String: Any], "\(key)")
        let format = try #require(entry["NSStringLocalizedFormatKey"] as? String, "\(key)")
        let plain = bundle.resolve(key: StringsText(key), preferredLanguages: [language])
        #expect(plain.text.string == format, "\(language) \(key)")
        #expect(
          plain.source
            == .table(language, path: root.path + "/\(language).lproj/Localizable.stringsdict", location: plain.location),
          "\(language) \(key)")
        tally.keys += 1
        let variables = Self.pluralVariables(of: entry, format: format)
        for count in Self.counts {
          try checkChoices(
            bundle: bundle, key: key, format: format, variables: variables, count: count, language: language, tally: &tally)
        }
      }
    }
    #expect(tally.keys > 10)
    #expect(tally.choices > 100)
    #expect(tally.formatted > 50)
    print(
      "\(folder): \(tally.keys) keys, \(tally.choices) plural choices, \(tally.formatted) compared with String(format:)")
  }

  /// The entry's plural variables that its format names, each with its forms' texts.
  static func pluralVariables(of entry: [String: Any], format: String) -> [(String, [String: String])] {
    entry.compactMap { name, value -> (String, [String: String])? in
      guard let rule = value as? [String: Any], format.contains("#@\(name)@"),
        rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
      else { return nil }
      return (name, rule.compactMapValues { $0 as? String })
    }
  }

  /// Resolves the key with every number argument `count`: each variable shows the form its category
  /// names, and the text keeps a placeholder exactly when a variable lacks that form.
  func checkChoices(
    bundle: LocalizedBundle, key: String, format: String, variables: [(String, [String: String])], count: String,
    language: String, tally: inout Tally
  ) throws {
    let number = try #require(FormatNumber(count))
    let resolution = bundle.resolve(
      key: StringsText(key),
      arguments: FormatArguments(numbers: Array(repeating: number, count: 6), texts: Array(repeating: "Ann", count: 6)),
      preferredLanguages: [language])
    var lacksForm = false
    for (name, rule) in variables {
      let forms = Set(rule.keys.filter { PluralCategory(rawValue: $0) != nil })
      let expected = try Self.expectedForm(count, language: language, forms: forms)
      let choice = resolution.choices.first { $0.variable == name }
      #expect(choice?.form == expected, "\(language) \(key) \(count) \(name)")
      // A variable without the form (element-x's Polish entries have no `other`, which 1.5
      // needs) keeps its placeholder.
      #expect(choice?.text.string == rule[expected] ?? "", "\(language) \(key) \(count) \(name)")
      if rule[expected] == nil { lacksForm = true }
      tally.choices += 1
      // A whole-entry variable with one integer placeholder: compare with Foundation's printf.
      if format == "%#@\(name)@", let text = rule[expected], let integer = Int(count),
        Self.isOneUnnumberedInteger(text)
      {
        #expect(resolution.text.string == String(format: text, integer), "\(language) \(key) \(count)")
        tally.formatted += 1
      }
    }
    #expect(resolution.text.string.contains("#@") == lacksForm, "\(language) \(key) \(count): \(resolution.text.string)")
  }

  /// Whether `text` has exactly one placeholder, an integer without a position: what
  /// `String(format:)` can be given one `Int` for.
  static func isOneUnnumberedInteger(_ text: String) -> Bool {
    let specifiers = FormatString(StringsText(text)).specifiers
    guard specifiers.count == 1, let specifier = specifiers.first, specifier.position == nil,
      case .integer = specifier.argumentType
    else { return false }
    return true
  }
}

extension Resolution {
  /// The location of the value, for comparing sources.
  var location: StringsKit.StringsSourceLocation? {
    if case .table(_, _, let location) = source { return location }
    return nil
  }
}
