import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The rule syntax CLDR's cardinal data does not use today but UTS #35 allows (`is`, `in`, `not`,
/// `within`, `mod`), and malformed rules.
@Suite struct PluralConditionParserTests {
  private func matches(_ rule: String, _ number: String) throws -> Bool {
    let condition = try #require(PluralConditionParser.parse(rule), "\(rule)")
    return condition.matches(try #require(PluralOperands(number)))
  }

  @Test func keywordRelations() throws {
    #expect(try matches("n is 1", "1"))
    #expect(try !matches("n is not 1", "1"))
    #expect(try matches("n in 2..4", "3"))
    #expect(try !matches("n not in 2..4", "3"))
    #expect(try matches("n mod 10 in 3..4,9", "19"))
    #expect(try matches("n % 10 = 3..4,9", "24"))
  }

  @Test func withinAcceptsFractionsButInDoesNot() throws {
    #expect(try matches("n within 0..2", "1.5"))
    #expect(try !matches("n in 0..2", "1.5"))
    #expect(try !matches("n = 0..2", "1.5"))
    #expect(try !matches("n within 0..2", "2.5"))
    #expect(try matches("n not within 0..2", "2.5"))
    #expect(try matches("n = 0..2", "2.0"))
  }

  @Test func andBindsTighterThanOr() throws {
    #expect(try matches("n = 5 and n = 6 or n = 7", "7"))
    #expect(try !matches("n = 5 or n = 6 and n = 7", "6"))
    #expect(try matches("n = 5 or n = 6 and n = 7", "5"))
  }

  @Test func emptyConditionAlwaysMatches() throws {
    #expect(try matches("", "12.5"))
    #expect(try matches("  ", "0"))
  }

  @Test(arguments: [
    "n =", "x = 1", "n = 1 and", "n = 4..2", "n = 1 or or n = 2", "in = 1", "nn = 1", "n = 1,",
    "n = 99999999999999999999", "n == 1", "n = 1 xor n = 2", "n % = 1", "n isnot 1", "n = 1..", "@integer 1",
  ])
  func malformedRulesAreRejected(rule: String) {
    #expect(PluralConditionParser.parse(rule) == nil)
  }
}
