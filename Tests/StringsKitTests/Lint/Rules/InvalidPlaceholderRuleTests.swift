import Testing

@_spi(LStringsCLI) @testable import StringsKit

@Suite struct InvalidPlaceholderRuleTests {
  func lint(_ text: String) -> [Diagnostic] {
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
}
