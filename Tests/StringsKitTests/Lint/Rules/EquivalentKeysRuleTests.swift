import StringsExtraction
import StringsFormats
import StringsKit
import Testing

@Suite struct EquivalentKeysRuleTests {
  @Test func precomposedAndDecomposedKeysAreReportedAtTheSecond() {
    let text = "\"Caf\u{E9}\" = \"1\";\n↓\"Cafe\u{301}\" = \"2\";\n"
    let found = LintFixture.lint([LintFixture.table("A.strings", text)], rules: ["equivalent-keys"])
    #expect(LintFixture.locations(found) == LintFixture.markers("A.strings", text))
    // Only the non-ASCII code points are listed.
    #expect(found.first?.message.contains("U+0065 U+0301") == false)
    #expect(found.first?.message.contains("U+0301 vs U+00E9") == true)
    #expect(found.first?.notes.first?.location?.line == 1)
  }

  @Test func distinctKeysAndExactDuplicatesAreNotReported() {
    let text = "\"Caf\u{E9}\" = \"1\";\n\"Cafe\" = \"2\";\n\"Caf\u{E9}\" = \"3\";\n"
    #expect(
      LintFixture.lint([LintFixture.table("A.strings", text)], rules: ["equivalent-keys"]).isEmpty)
  }

  /// The rule skips its comparison only when every key is certainly in NFC (`NFCCheck`): a pair
  /// is found whichever spelling comes first, and every later spelling of three is reported.
  @Test func anyOrderAndEveryLaterSpellingIsReported() {
    let decomposedFirst = "\"Cafe\u{301}\" = \"1\";\n\"plain\" = \"x\";\n↓\"Caf\u{E9}\" = \"2\";\n"
    #expect(
      LintFixture.locations(LintFixture.lint([LintFixture.table("A.strings", decomposedFirst)], rules: ["equivalent-keys"]))
        == LintFixture.markers("A.strings", decomposedFirst))
    // U+212B ANGSTROM SIGN, U+00C5 and A + U+030A are one text.
    let three = "\"\u{212B}\" = \"1\";\n↓\"\u{C5}\" = \"2\";\n↓\"A\u{30A}\" = \"3\";\n"
    #expect(
      LintFixture.locations(LintFixture.lint([LintFixture.table("A.strings", three)], rules: ["equivalent-keys"]))
        == LintFixture.markers("A.strings", three))
  }
}
