import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `PlaceholderSummary` starts reading at the first `%`; what it records must be what a read
/// from the start records, ranges included (they are relative to the whole value).
@Suite struct PlaceholderSummaryTests {
  @Test(arguments: [
    "Hello %1$@, you have %2$lld new messages (100%%)", "%@ at the start", "no placeholder at all",
    "prose first, then %*.*f and % d", "ends in %", "späte %2$@ und %1$@ — «%@»", "",
  ])
  func summaryMatchesTheFullTokenScan(text: String) {
    let value = StringsText(text)
    let summary = PlaceholderSummary(value)
    let full = PlaceholderSummary(FormatString(value))
    #expect(summary.hasEvidence == full.hasEvidence && summary.hasInvalid == full.hasInvalid)
    #expect(summary.hasPositional == full.hasPositional && summary.hasSequential == full.hasSequential)
    #expect(summary.slots.map(\.position) == full.slots.map(\.position))
    #expect(summary.slots.map(\.slot.range) == full.slots.map(\.slot.range))
    #expect(
      summary.slots.map { PlaceholderSummary.spelling($0.slot, in: value) }
        == full.slots.map { PlaceholderSummary.spelling($0.slot, in: value) })
  }

  @Test func spellingsAreThePlaceholdersAsWritten() {
    let value = StringsText("Gelöscht: %2$@ von %1$lld")
    #expect(PlaceholderSummary(value).slots.map { PlaceholderSummary.spelling($0.slot, in: value) } == ["%1$lld", "%2$@"])
  }
}
