import StringsExtraction
import StringsFormats
import StringsKit
import Testing

@Suite struct MixedEncodingRuleTests {
  static func utf16LE(_ text: String) -> [UInt8] {
    [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }

  @Test func reportsTablesOutsideTheMostCommonEncoding() {
    let tables = [
      LintFixture.table("en.lproj/L.strings", "\"a\" = \"b\";\n"),
      LintFixture.table("de.lproj/L.strings", "\"a\" = \"c\";\n"),
      LintFixture.table("fr.lproj/L.strings", bytes: Self.utf16LE("\"a\" = \"d\";\n")),
    ]
    let found = LintFixture.lint(tables, rules: ["mixed-encoding"])
    #expect(LintFixture.locations(found) == ["fr.lproj/L.strings:1:1"])
    #expect(found.first?.message.contains("UTF-16LE while 2 of the 3 tables are UTF-8") == true)
    #expect(found.first?.severity == .note)
  }

  @Test func oneEncodingIsFine() {
    let tables = [
      LintFixture.table("en.lproj/L.strings", bytes: Self.utf16LE("\"a\" = \"b\";\n")),
      LintFixture.table("de.lproj/L.strings", bytes: Self.utf16LE("\"a\" = \"c\";\n")),
    ]
    #expect(LintFixture.lint(tables, rules: ["mixed-encoding"]).isEmpty)
  }
}
