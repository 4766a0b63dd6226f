import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct ObsoleteKeyRuleTests {
  @Test func reportsAKeyTheBaseLacksAtTheKey() {
    let translation = """
      "Inbox" = "Posteingang";
      ↓"Log Out" = "Abmelden";
      """
    let tables = [
      LintFixture.table("en.lproj/L.strings", "\"Inbox\" = \"Inbox\";\n"),
      LintFixture.table("de.lproj/L.strings", translation),
    ]
    let found = LintFixture.lint(tables, rules: ["obsolete-key"])
    #expect(LintFixture.locations(found) == LintFixture.markers("de.lproj/L.strings", translation))
    #expect(found.first?.key == "Log Out")
  }

  @Test func theBaseItselfAndAMatchingTranslationAreNotReported() {
    let tables = [
      LintFixture.table(
        "en.lproj/L.strings", "\"Inbox\" = \"Inbox\";\n\"Only in base\" = \"x\";\n"),
      LintFixture.table("de.lproj/L.strings", "\"Inbox\" = \"Posteingang\";\n"),
    ]
    #expect(LintFixture.lint(tables, rules: ["obsolete-key"]).isEmpty)
  }

  @Test func infoPlistTablesMayLocalizeAnyInfoPlistKey() {
    let tables = [
      LintFixture.table("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Mail\";\n"),
      LintFixture.table("de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Für Fotos\";\n"),
    ]
    #expect(LintFixture.lint(tables, rules: ["obsolete-key"]).isEmpty)
    let missing = LintFixture.lint(tables, rules: ["missing-translation"])
    #expect(missing.map(\.key) == ["CFBundleDisplayName"])
    #expect(missing.first?.message.contains("users see Info.plist's own value") == true)
  }

  @Test func withoutABaseLanguageNothingIsCompared() {
    let tables = [
      LintFixture.table("fr.lproj/L.strings", "\"a\" = \"b\";\n"),
      LintFixture.table("de.lproj/L.strings", "\"c\" = \"d\";\n"),
    ]
    #expect(LintFixture.lint(tables, rules: LintRules.enabledByDefault).isEmpty)
    // --base names one, and then the other language is compared with it.
    #expect(LintFixture.lint(tables, rules: ["obsolete-key"], base: "fr").map(\.key) == ["c"])
  }
}
