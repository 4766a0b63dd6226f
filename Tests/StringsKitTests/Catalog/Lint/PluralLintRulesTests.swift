import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The plural rules judge forms by which numbers reach a category in the language (CLDR 46).
@Suite struct PluralLintRulesTests {
  static func forms(_ language: String, _ names: [String], text: (String) -> String = { "%lld \($0)" }) -> PluralForms {
    let location = StringsSourceLocation(file: "t.xcstrings", line: 1, column: 1)
    return PluralForms(
      key: StringsText("%lld files"), variable: nil, language: language, location: location, argumentToken: nil,
      forms: names.map { PluralForms.Form(name: $0, text: text($0), location: location) })
  }

  static func findings<Rule: PluralRule>(_ rule: Rule, _ forms: PluralForms) throws -> [StringsDiagnostic] {
    let rules = try #require(PluralRules.forLanguage(forms.language))
    var findings = Findings(ruleID: Rule.description.id, severity: Rule.description.defaultSeverity)
    rule.check(forms, rules: rules, into: &findings)
    return findings.diagnostics
  }

  @Test func aMissingCategoryIsAWarningWhenSmallNumbersReachIt() throws {
    let found = try Self.findings(MissingPluralCategoryRule(), Self.forms("ru", ["one", "many", "other"]))
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.message.contains("no 'few' form: 2, 3, 4… fall in it") == true)
  }

  @Test func aMissingCategoryIsANoteWhenOnlyLargeNumbersOrFractionsReachIt() throws {
    let french = try Self.findings(MissingPluralCategoryRule(), Self.forms("fr", ["one", "other"]))
    #expect(french.map(\.severity) == [.note])
    #expect(french.first?.message.contains("no 'many' form: only numbers such as 1000000 fall in it") == true)
    let polish = try Self.findings(MissingPluralCategoryRule(), Self.forms("pl", ["one", "few", "many"]))
    #expect(polish.map(\.severity) == [.note])
    #expect(polish.first?.message.contains("no 'other' form: only fractions fall in it") == true)
  }

  @Test func zeroIsNeverUnusedButOtherCategoriesAre() throws {
    #expect(try Self.findings(UnusedPluralCategoryRule(), Self.forms("en", ["zero", "one", "other"])).isEmpty)
    let japanese = try Self.findings(UnusedPluralCategoryRule(), Self.forms("ja", ["one", "other"]))
    #expect(japanese.map(\.message).first?.contains("ja never uses the 'one' plural category") == true)
  }

  @Test func aOneFormWithoutTheNumberIsWrongWhereOneIsNotOnlyOne() throws {
    let spelled: (String) -> String = { $0 == "one" ? "один файл" : "%lld файлов" }
    let russian = try Self.findings(AmbiguousOneFormRule(), Self.forms("ru", ["one", "few", "many", "other"], text: spelled))
    #expect(russian.first?.message.contains("uses 'one' for 21, 31, 41 too") == true)
    // English `one` is only 1; French `one` is 0 and 1 unless a zero form takes 0.
    #expect(try Self.findings(AmbiguousOneFormRule(), Self.forms("en", ["one", "other"], text: spelled)).isEmpty)
    #expect(try Self.findings(AmbiguousOneFormRule(), Self.forms("fr", ["one", "other"], text: spelled)).count == 1)
    #expect(try Self.findings(AmbiguousOneFormRule(), Self.forms("fr", ["zero", "one", "other"], text: spelled)).isEmpty)
  }
}
