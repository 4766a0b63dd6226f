import StringsExtraction
import StringsFormats
import StringsKit
import Testing

@Suite struct PluralOperandsTests {
  /// (text, i, v, w, f, t, e): the rows of UTS #35's operand table and the cases the brief names.
  @Test(
    arguments: [
      ("1", 1, 0, 0, 0, 0, 0),
      ("1.0", 1, 1, 0, 0, 0, 0),
      ("1.00", 1, 2, 0, 0, 0, 0),
      ("1.3", 1, 1, 1, 3, 3, 0),
      ("1.30", 1, 2, 1, 30, 3, 0),
      ("1.03", 1, 2, 2, 3, 3, 0),
      ("1.230", 1, 3, 2, 230, 23, 0),
      ("1.50", 1, 2, 1, 50, 5, 0),
      ("0.00", 0, 2, 0, 0, 0, 0),
      ("1200000", 1_200_000, 0, 0, 0, 0, 0),
      ("1.2c6", 1_200_000, 0, 0, 0, 0, 6),
      ("1.2c3", 1200, 0, 0, 0, 0, 3),
      ("1.2e3", 1200, 0, 0, 0, 0, 3),
      ("1c6", 1_000_000, 0, 0, 0, 0, 6),
      ("1e6", 1_000_000, 0, 0, 0, 0, 6),
      ("123c6", 123_000_000, 0, 0, 0, 0, 6),
      ("1200.50", 1200, 2, 1, 50, 5, 0),
      ("1.20050c3", 1200, 2, 1, 50, 5, 3),
      ("1.0000001c6", 1_000_000, 1, 1, 1, 1, 6),
      ("-5", 5, 0, 0, 0, 0, 0),
    ] as [(String, UInt64, Int, Int, UInt64, UInt64, Int)])
  func operandsOfWrittenNumbers(text: String, i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64, e: Int) throws {
    let operands = try #require(PluralOperands(text))
    #expect(operands.integerDigits == i)
    #expect(operands.visibleFractionDigitCount == v)
    #expect(operands.significantFractionDigitCount == w)
    #expect(operands.fractionDigits == f)
    #expect(operands.significantFractionDigits == t)
    #expect(operands.exponent == e)
    #expect(!operands.isIntegerPartLarge && !operands.isFractionLarge)
  }

  @Test func oneAndOnePointZeroDiffer() throws {
    #expect(try #require(PluralOperands("1.0")) != PluralOperands(1))
    #expect(PluralOperands("1") == PluralOperands(1))
    #expect(try #require(PluralOperands("1.5")).n == 1.5)
    #expect(try #require(PluralOperands("1.20050c3")).n == 1200.5)
  }

  @Test func zero() throws {
    #expect(PluralOperands(0).isZero)
    #expect(try #require(PluralOperands("0.00")).isZero)
    #expect(try #require(PluralOperands("0c3")).isZero)
    #expect(try #require(PluralOperands("0.01")).isZero == false)
  }

  @Test(arguments: ["", "-", "1.", ".5", "1e", "1c", "1,5", " 1", "1 ", "+1", "1c-3", "abc", "1e99999", "1.2.3", "١"])
  func malformedNumbersAreRejected(text: String) {
    #expect(PluralOperands(text) == nil)
  }

  @Test func hugeNumbersKeepTheirLastDigits() throws {
    let huge = try #require(PluralOperands("12345678901234567891"))
    #expect(huge.isIntegerPartLarge)
    #expect(huge.integerDigits == 345_678_901_234_567_891)
    let longFraction = try #require(PluralOperands("0.10000000000000000000021"))
    #expect(longFraction.isFractionLarge)
    #expect(longFraction.fractionDigits % 100 == 21)
    #expect(longFraction.visibleFractionDigitCount == 23)
    #expect(PluralOperands(Int.min).isIntegerPartLarge)
    #expect(PluralOperands(Int.max).integerDigits == UInt64(Int.max) % 1_000_000_000_000_000_000)
    #expect(try #require(PluralOperands("1c30")).isIntegerPartLarge)
  }
}
