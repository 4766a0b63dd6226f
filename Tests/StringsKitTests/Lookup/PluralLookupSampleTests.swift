import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lookup --count N` (through `LookupReport`, as the command runs it) against every `@integer`
/// and `@decimal` sample CLDR lists, in 24 languages, for a `.stringsdict` and for a String Catalog
/// alike: each form's text is its category's name, so the text shown is the category chosen.
@Suite struct PluralLookupSampleTests {
  /// Languages from 19 different rule sets (folder name, CLDR locale whose samples apply).
  static let languages: [(folder: String, locale: String)] = [
    ("en", "en"), ("de", "de"), ("fr", "fr"), ("es", "es"), ("it", "it"), ("pt", "pt"), ("pt-PT", "pt_PT"),
    ("ru", "ru"), ("uk", "uk"), ("pl", "pl"), ("cs", "cs"), ("sk", "sk"), ("ar", "ar"), ("he", "he"),
    ("ga", "ga"), ("cy", "cy"), ("lt", "lt"), ("lv", "lv"), ("ro", "ro"), ("sl", "sl"), ("ja", "ja"),
    ("zh-Hans", "zh"), ("is", "is"), ("be", "be"),
  ]

  static func samples(of locale: String) -> [(category: PluralCategory, sample: String)] {
    guard let set = CLDRPluralSamples.cardinal.first(where: { $0.locales.split(separator: " ").contains(Substring(locale)) })
    else { return [] }
    return set.categories.flatMap { entry in
      (entry.integers + " " + entry.decimals).split(separator: " ").map { (entry.category, String($0)) }
    }
  }

  static func categories(of locale: String) -> [PluralCategory] {
    var seen: [PluralCategory] = []
    for (category, _) in samples(of: locale) where !seen.contains(category) { seen.append(category) }
    return seen
  }

  /// A stringsdict entry whose forms name their category; `withZero` adds a `zero` form.
  static func stringsdictEntry(_ key: String, categories: [PluralCategory], withZero: Bool) -> String {
    var forms = categories
    if withZero, !forms.contains(.zero) { forms.append(.zero) }
    let formXML = forms.map { "<key>\($0.rawValue)</key><string>\($0.rawValue)</string>" }.joined()
    return """
      <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
      <key>NSStringFormatValueTypeKey</key><string>lld</string>\(formXML)</dict></dict>
      """
  }

  /// A catalog entry's localization with plural forms naming their category.
  static func catalogLocalization(_ language: String, categories: [PluralCategory], withZero: Bool) -> String {
    var forms = categories
    if withZero, !forms.contains(.zero) { forms.append(.zero) }
    let members = forms.map {
      "\"\($0.rawValue)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\($0.rawValue)\"}}"
    }
    return "\"\(language)\":{\"variations\":{\"plural\":{\(members.joined(separator: ","))}}}"
  }

  /// Two bundle folders: one of `.lproj/Localizable.stringsdict` files, one with a catalog.
  static func makeBundles() throws -> (stringsdict: URL, catalog: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plural-samples-\(UUID().uuidString)")
    let dictFolder = root.appendingPathComponent("stringsdict")
    let catalogFolder = root.appendingPathComponent("catalog")
    try FileManager.default.createDirectory(at: catalogFolder, withIntermediateDirectories: true)
    var plain: [String] = []
    var zero: [String] = []
    for (folder, locale) in languages {
      let lproj = dictFolder.appendingPathComponent("\(folder).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      let categories = Self.categories(of: locale)
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\
        \(stringsdictEntry("plain", categories: categories, withZero: false))\
        \(stringsdictEntry("zero", categories: categories, withZero: true))</dict></plist>
        """
      try Data(xml.utf8).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
      plain.append(catalogLocalization(folder, categories: categories, withZero: false))
      zero.append(catalogLocalization(folder, categories: categories, withZero: true))
    }
    let json = """
      {"sourceLanguage":"en","strings":{"plain":{"localizations":{\(plain.joined(separator: ","))}},\
      "zero":{"localizations":{\(zero.joined(separator: ","))}}},"version":"1.0"}
      """
    try Data(json.utf8).write(to: catalogFolder.appendingPathComponent("Localizable.xcstrings"))
    return (dictFolder, catalogFolder)
  }

  @Test func everySampleChoosesItsCategoryInStringsdictsAndCatalogs() throws {
    #expect(Self.languages.count >= 20)
    let folders = try Self.makeBundles()
    defer { try? FileManager.default.removeItem(at: folders.stringsdict.deletingLastPathComponent()) }
    var checked = 0
    for folder in [folders.stringsdict, folders.catalog] {
      let bundle = try LocalizedBundle(path: folder.path)
      #expect(bundle.catalogProblems.isEmpty)
      for (language, locale) in Self.languages {
        let samples = Self.samples(of: locale)
        #expect(!samples.isEmpty, "\(locale)")
        for (category, sample) in samples {
          let number = try #require(FormatNumber(sample))
          let report = LookupReport(
            bundle: bundle, keys: ["plain", "zero"], preferenceLists: [[language]],
            arguments: FormatArguments(numbers: [number]))
          // CLDR's category, from the sample list.
          #expect(
            report.items[0].resolution.text.string == category.rawValue, "\(folder.lastPathComponent) \(language) \(sample)")
          // Apple's rule: a present zero form is used for 0 (0, 0.0, 0.00 …) in every language.
          let isZero = sample.allSatisfy { $0 == "0" || $0 == "." }
          let expected = isZero ? "zero" : category.rawValue
          #expect(report.items[1].resolution.text.string == expected, "\(folder.lastPathComponent) \(language) \(sample) zero")
          checked += 1
        }
      }
    }
    #expect(checked == 2 * 1685)  // every sample of the 24 languages, from both sources
  }
}
