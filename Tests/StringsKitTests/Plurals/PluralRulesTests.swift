import StringsExtraction
import StringsFormats
import StringsKit
import Testing

@Suite struct PluralRulesTests {
  @Test(arguments: [
    ("ru", "ru"), ("pt-PT", "pt_PT"), ("pt_PT", "pt_PT"), ("pt-Latn-PT", "pt_PT"), ("pt", "pt"), ("pt-BR", "pt"),
    ("pt_BR", "pt"), ("zh-Hans", "zh"), ("zh-Hant-HK", "zh"), ("zh_Hant_TW", "zh"), ("sr-Latn", "sr"), ("en-GB", "en"),
    ("EN", "en"), ("en-us", "en"), ("es-419", "es"), ("en-u-nu-arab", "en"), ("de-x-private", "de"), ("iw", "he"),
    ("in", "id"), ("English", "en"), ("Japanese", "ja"), ("uk-UA", "uk"), ("ar-SA", "ar"),
  ])
  func tagLookup(tag: String, locale: String) {
    #expect(PluralRules.forLanguage(tag)?.locale == locale)
  }

  @Test(arguments: ["Base", "base", "mul", "", "xx", "x", "123", "-en", "en.lproj", "english"])
  func tagsWithoutRules(tag: String) {
    #expect(PluralRules.forLanguage(tag) == nil)
  }

  @Test func portugalDiffersFromBrazil() throws {
    let brazil = try #require(PluralRules.forLanguage("pt-BR"))
    let portugal = try #require(PluralRules.forLanguage("pt-PT"))
    #expect(brazil.category(for: 0) == .one)
    #expect(portugal.category(for: 0) == .other)
    #expect(portugal.category(for: 1) == .one)
  }

  @Test func categoriesInCLDROrder() throws {
    #expect(try #require(PluralRules.forLanguage("en")).categories == [.one, .other])
    #expect(try #require(PluralRules.forLanguage("ja")).categories == [.other])
    #expect(try #require(PluralRules.forLanguage("ru")).categories == [.one, .few, .many, .other])
    #expect(try #require(PluralRules.forLanguage("fr")).categories == [.one, .many, .other])
    #expect(try #require(PluralRules.forLanguage("ar")).categories == PluralCategory.allCases)
  }

  @Test func appleZeroRule() throws {
    let english = try #require(PluralRules.forLanguage("en"))
    #expect(english.form(for: 0, available: [.zero, .one, .other]) == .zero)
    #expect(english.form(for: 0, available: [.one, .other]) == .other)
    #expect(english.form(for: try #require(PluralOperands("0.0")), available: [.zero, .other]) == .zero)
    #expect(english.form(for: 1, available: [.zero, .one, .other]) == .one)
    #expect(english.form(for: 2, available: [.one, .two, .other]) == .other)  // English has no `two`
    let russian = try #require(PluralRules.forLanguage("ru"))
    #expect(russian.form(for: 21, available: [.one, .few, .many, .other]) == .one)
    #expect(russian.form(for: 2, available: [.one, .other]) == .other)  // missing `few` falls back
    #expect(russian.form(for: 0, available: [.zero, .one, .many, .other]) == .zero)
    #expect(russian.form(for: 0, available: [.one, .many, .other]) == .many)
    let arabic = try #require(PluralRules.forLanguage("ar"))
    #expect(arabic.category(for: 0) == .zero)
    #expect(arabic.form(for: 0, available: Set(PluralCategory.allCases)) == .zero)
    #expect(arabic.form(for: 0, available: [.one, .other]) == .other)
  }

  @Test func integersInCategory() throws {
    let russian = try #require(PluralRules.forLanguage("ru"))
    #expect(russian.integers(in: .few, below: 1000, max: 3) == [2, 3, 4])
    #expect(russian.integers(in: .one, below: 1000, max: 2) == [1, 21])
    #expect(russian.integers(in: .many, below: 1000, max: 4) == [0, 5, 6, 7])
    #expect(russian.integers(in: .other, below: 1000, max: 3) == [])  // decimals only
    #expect(russian.integers(in: .zero, below: 1000, max: 3) == [])
    let french = try #require(PluralRules.forLanguage("fr"))
    #expect(french.integers(in: .many, below: 1000, max: 1) == [])
    #expect(french.integers(in: .many, below: 10_000_000, max: 1) == [1_000_000])
    #expect(french.integers(in: .one, below: 1000, max: 5) == [0, 1])
    let english = try #require(PluralRules.forLanguage("en"))
    #expect(english.integers(in: .one, below: 1000, max: 2) == [1])
    #expect(english.integers(in: .two, below: 1000, max: 2) == [])
    #expect(english.integers(in: .other, below: 4, max: 10) == [0, 2, 3])
    let arabic = try #require(PluralRules.forLanguage("ar"))
    #expect(arabic.integers(in: .zero, below: 1000, max: 3) == [0])
    #expect(arabic.integers(in: .two, below: 1000, max: 3) == [2])
    #expect(arabic.integers(in: .few, below: 1000, max: 3) == [3, 4, 5])
    #expect(arabic.integers(in: .many, below: 1000, max: 3) == [11, 12, 13])
    #expect(arabic.integers(in: .other, below: 1000, max: 4) == [100, 101, 102, 200])
    let japanese = try #require(PluralRules.forLanguage("ja"))
    #expect(japanese.integers(in: .other, below: 1000, max: 3) == [0, 1, 2])
    #expect(japanese.integers(in: .one, below: 1000, max: 3) == [])
    #expect(japanese.integers(in: .other, below: 1000, max: 0) == [])
  }

  @Test func decimalsFollowTheWrittenForm() throws {
    let english = try #require(PluralRules.forLanguage("en"))
    #expect(english.category(for: try #require(PluralOperands("1"))) == .one)
    #expect(english.category(for: try #require(PluralOperands("1.0"))) == .other)
    let french = try #require(PluralRules.forLanguage("fr"))
    #expect(french.category(for: try #require(PluralOperands("1.5"))) == .one)
    #expect(french.category(for: try #require(PluralOperands("1c6"))) == .many)
    #expect(french.category(for: try #require(PluralOperands("1000000"))) == .many)
    #expect(french.category(for: try #require(PluralOperands("1000000.0"))) == .other)
    #expect(french.category(for: 2_000_000) == .many)
    #expect(french.category(for: try #require(PluralOperands("1c3"))) == .other)
  }
}
