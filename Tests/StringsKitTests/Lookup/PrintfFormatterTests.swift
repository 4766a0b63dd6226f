import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The formatter against Foundation's `String(format:)` on this machine (its printf is right for
/// non-plural formatting), over the conversions plural strings use, with flags, widths, precisions,
/// positions and integer sizes.
@Suite struct PrintfFormatterTests {
  static let integerFormats = [
    "%d", "%i", "%u", "%ld", "%lld", "%lu", "%llu", "%hd", "%hhd", "%hu", "%5d|", "%-5d|", "%05d", "%+d", "% d",
    "%.3d", "%8.3d", "%x", "%X", "%#x", "%o", "%#o", "%lx", "%zd", "%qd", "%jd", "[%1$d|%1$d]", "100%% %d", "%%",
    "%-+6ld|", "%0+6d", "%.0d|",
  ]
  static let integers: [Int] = [0, 1, -1, 2, 5, 21, 42, 255, 70_000, -70_000, 2_147_483_648, -9_999_999_999, Int.max, Int.min]

  /// Formats with the project's formatter: one number argument at every position.
  static func format(_ format: String, numbers: [FormatNumber], texts: [String] = []) -> String {
    var formatter = LocalizedFormatter(language: "en", rules: nil, device: nil)
    formatter.values = ArgumentSlots(format: StringsText(format), variables: [:])
      .values(for: FormatArguments(numbers: numbers, texts: texts))
    return formatter.format(StringsText(format), variables: [:])
  }

  @Test func integersMatchStringFormat() {
    var compared = 0
    for format in Self.integerFormats {
      for integer in Self.integers {
        let expected = String(format: format, integer)
        #expect(Self.format(format, numbers: [FormatNumber(integer)]) == expected, "\(format) \(integer)")
        compared += 1
      }
    }
    #expect(compared == Self.integerFormats.count * Self.integers.count)
  }

  @Test func floatsMatchStringFormat() {
    for format in ["%f", "%.1f", "%.2f", "%8.3f|", "%-8.1f|", "%e", "%g", "%.0f", "%+.1f"] {
      for text in ["0", "1", "1.5", "2.25", "-3.75", "21", "1000000"] {
        let number = FormatNumber(text)!
        #expect(Self.format(format, numbers: [number]) == String(format: format, Double(text)!), "\(format) \(text)")
      }
    }
  }

  @Test func textsAndPositionsMatchStringFormat() {
    let cases: [(format: String, texts: [String], numbers: [Int])] = [
      ("%@", ["Alice"], []),
      ("%1$@ and %2$lld others", ["Alice"], [3]),
      ("%2$lld others and %1$@", ["Bob"], [7]),
      ("%@ has %d new %@", ["Ann", "mails"], [5]),
      ("%3$@ %1$d %2$d", ["x"], [1, 2]),
      ("%*d|", [], [6, 42]),
      ("%-*d|", [], [6, 42]),
      ("%.*d|", [], [4, 7]),
      ("Ünïcödé %@ ✓ %d", ["ß"], [9]),
    ]
    for (format, texts, numbers) in cases {
      var arguments: [CVarArg] = []
      // Foundation takes them in position order; rebuild that order from the format's kinds.
      let slots = ArgumentSlots(format: StringsText(format), variables: [:])
      let values = slots.values(for: FormatArguments(numbers: numbers.map { FormatNumber($0) }, texts: texts))
      for position in values.keys.sorted() {
        switch values[position] {
        case .number(let number)?: arguments.append(Int(number.text)!)
        case .text(let text)?: arguments.append(text as NSString)
        case nil: break
        }
      }
      let expected = String(format: format, arguments: arguments)
      #expect(Self.format(format, numbers: numbers.map { FormatNumber($0) }, texts: texts) == expected, "\(format)")
    }
  }

  @Test func missingArgumentsStayAsWritten() {
    #expect(Self.format("%d of %d", numbers: [3]) == "3 of %d")
    #expect(Self.format("%@ and %lld", numbers: [2]) == "%@ and 2")
  }

  @Test func decimalCountsPrintTheirIntegerPartWithIntegerConversions() {
    #expect(Self.format("%lld", numbers: [FormatNumber("1.5")!]) == "1")
    #expect(Self.format("%d", numbers: [FormatNumber("-2.5")!]) == "-2")
    // Numbers go to the positions that read a number; a `%@` takes a text.
    #expect(Self.format("%@ %d", numbers: [FormatNumber("1.50")!], texts: ["1.50"]) == "1.50 1")
  }
}
