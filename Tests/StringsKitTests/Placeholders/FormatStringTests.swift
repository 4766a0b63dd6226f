import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct FormatStringTests {
  @Test func sequentialSpecifiers() {
    let format = FormatString(StringsText("%@ has %lld items, %.2f%% done"))
    #expect(format.specifiers.map { $0.text(in: Array("%@ has %lld items, %.2f%% done".utf8)) } == ["%@", "%lld", "%.2f"])
    #expect(format.arguments == [1: .object, 2: .integer(.int64), 3: .double])
    #expect(format.invalidRanges.isEmpty)
    #expect(!format.mixesPositionalAndSequential)
  }

  @Test func positionalSpecifiersMayBeReordered() {
    let base = FormatString(StringsText("%1$@ sent %2$d files"))
    let translation = FormatString(StringsText("%2$d Dateien von %1$@"))
    #expect(base.arguments == translation.arguments)
    #expect(translation.specifiers.map(\.position) == [2, 1])
  }

  @Test func lengthModifiersSetTheIntegerWidth() {
    for (text, width) in [
      ("%d", IntegerWidth.int32), ("%hhd", .int32), ("%hd", .int32), ("%ld", .int64), ("%lld", .int64),
      ("%qd", .int64), ("%zu", .int64), ("%td", .int64), ("%jd", .int64), ("%lu", .int64), ("%x", .int32),
    ] {
      #expect(FormatString(StringsText(text)).arguments == [1: .integer(width)], "\(text)")
    }
  }

  @Test func starWidthsConsumeArguments() {
    #expect(
      FormatString(StringsText("%*d %.*f")).arguments == [
        1: .integer(.int32), 2: .integer(.int32), 3: .integer(.int32), 4: .double,
      ])
    #expect(FormatString(StringsText("%2$*1$d")).arguments == [1: .integer(.int32), 2: .integer(.int32)])
  }

  @Test func malformedPercents() {
    #expect(FormatString(StringsText("100%")).invalidRanges.map(\.reason) == [.endOfText])
    #expect(FormatString(StringsText("50%!")).invalidRanges.map(\.reason) == [.unknownConversion(UInt8(ascii: "!"))])
    #expect(FormatString(StringsText("%0$@")).invalidRanges.map(\.reason) == [.zeroPosition])
    #expect(FormatString(StringsText("%1$@ and %@")).mixesPositionalAndSequential)
    // "% d" is a valid conversion with the space flag, as in printf.
    #expect(FormatString(StringsText("% d")).specifiers.first?.flags == [UInt8(ascii: " ")])
  }

  @Test func rangesPointIntoTheText() {
    let text = "é %@"
    let format = FormatString(StringsText(text))
    #expect(format.specifiers.first?.range == 3..<5)
    #expect(format.tokens.count == 1)
  }
}
