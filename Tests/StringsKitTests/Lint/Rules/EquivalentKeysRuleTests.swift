import Testing

@_spi(LStringsCLI) @testable import StringsKit

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
}
