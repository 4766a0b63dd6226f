import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct InvalidPlaceholderRuleTests {
  func lint(_ text: String) -> [StringsDiagnostic] {
    LintFixture.lint(
      [LintFixture.table("de.lproj/L.strings", text)], rules: ["invalid-placeholder"])
  }

  @Test func aPercentAtTheEndOfAFormatStringIsAnError() {
    let text = """
      "Saved %d" = "%d gespeichert ↓%";
      """
    let found = lint(text)
    #expect(LintFixture.locations(found) == LintFixture.markers("de.lproj/L.strings", text))
    #expect(found.first?.severity == .error)
    #expect(found.first?.message.contains("'%' at the end") == true)
  }

  @Test func anUnknownConversionIsAnErrorAtItsPercent() {
    let text = """
      "Progress %d%%" = "%d↓%y fertig";
      """
    let found = lint(text)
    #expect(LintFixture.locations(found) == LintFixture.markers("de.lproj/L.strings", text))
    #expect(found.first?.message.contains("'%y'") == true)
  }

  @Test func afterAnEscapeTheLocationFallsBackToTheValue() {
    let text = """
      "k %@" = ↓"\\"%@\\" %y";
      """
    #expect(LintFixture.locations(lint(text)) == LintFixture.markers("de.lproj/L.strings", text))
  }

  @Test func mixingPositionalAndSequentialIsAnError() {
    let text = """
      "by" = ↓"%1$@ von %@";
      """
    let found = lint(text)
    #expect(LintFixture.locations(found) == LintFixture.markers("de.lproj/L.strings", text))
    #expect(found.first?.message.contains("mixes positional") == true)
  }

  @Test func aLonePercentInTextThatIsNoFormatStringIsFine() {
    let text = """
      "Sale" = "50% off";
      "8Gx-Ya-zhp.title" = "Snaps to 0%, 25%, 50%, 75% and 100%.";
      "Done" = "100 %%";
      "ok %@" = "%1$@ und %2$@";
      """
    #expect(lint(text).isEmpty)
  }

  /// A large table is checked in parts (on every core): every finding of every part, once,
  /// at the line a single pass finds it (one in the first entry, one in the last, one at each
  /// side of the middle).
  @Test func aLargeTableCheckedInPartsFindsEveryProblemOnce() {
    let count = InvalidPlaceholderRule.partThreshold + 2
    let broken: Set<Int> = [0, count / 2 - 1, count / 2, count - 1]
    let text = (0..<count).map { index in
      broken.contains(index) ? "\"k\(index) %d\" = \"%d↓%y\";" : "\"k\(index) %d\" = \"%d fine\";"
    }.joined(separator: "\n")
    let found = lint(text)
    #expect(LintFixture.locations(found) == LintFixture.markers("de.lproj/L.strings", text))
    var whole = Findings(ruleID: "invalid-placeholder", severity: .error)
    let table = LintFixture.table("de.lproj/L.strings", text)
    InvalidPlaceholderRule().check(table, entries: 0..<count, into: &whole)
    #expect(found.count == 4 && whole.diagnostics.sorted() == found)
    // The parts cover every entry once, in order.
    let parts = InvalidPlaceholderRule.parts(of: table)
    #expect(parts.count == 2 && parts.first?.lowerBound == 0 && parts.last?.upperBound == count)
    #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
  }
}
