import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `unused-key` and `undefined-key`: the base tables against the keys the code looks up.
@Suite struct SourcesRulesTests {
  static let swift = """
    import SwiftUI
    struct V: View {
      var body: some View {
        Text("Welcome")
        Text("settings.title", tableName: "Settings")
        Text("settings.title", tableName: "Settings")
        Button("Sign Out") {}
      }
    }

    """

  /// Writes the sources to a temporary folder and scans them as `lint --sources` does.
  func usage(_ files: [String: String]) throws -> (CodeUsage, URL) {
    let directory = try LintFixture.temporaryDirectory("sources")
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return (try CodeUsage.scan([directory.path]), directory)
  }

  @Test func aBaseKeyNoCodeUsesIsUnusedAtItsDefinition() throws {
    let (usage, directory) = try self.usage(["View.swift": Self.swift])
    defer { try? FileManager.default.removeItem(at: directory) }
    let base = """
      "Welcome" = "Welcome";
      ↓"Old Title" = "Old Title";
      "Sign Out" = "Sign Out";
      """
    let tables = [
      LintFixture.table("en.lproj/Localizable.strings", base),
      LintFixture.table(
        "de.lproj/Localizable.strings",
        "\"Welcome\" = \"Willkommen\";\n\"Old Title\" = \"Alt\";\n\"Sign Out\" = \"Abmelden\";\n"),
      // A table the code never names (a storyboard's) is not checked.
      LintFixture.table("en.lproj/Main.strings", "\"abc-12-xyz.title\" = \"Open\";\n"),
    ]
    let found = Linter(enabledRules: ["unused-key"]).lint(tables, usage: usage).diagnostics
    #expect(
      LintFixture.locations(found) == LintFixture.markers("en.lproj/Localizable.strings", base))
    #expect(found.first?.key == "Old Title")
  }

  @Test func anUnusedKeyMentionsCallsWhoseKeyIsNotALiteral() throws {
    let dynamic = Self.swift + "func f(_ name: String) -> String { NSLocalizedString(name, comment: \"\") }\n"
    let (usage, directory) = try self.usage(["View.swift": dynamic])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(usage.dynamicCallCount == 1)
    let tables = [LintFixture.table("en.lproj/Localizable.strings", "\"Welcome\" = \"W\";\n\"Old\" = \"O\";\n")]
    let found = Linter(enabledRules: ["unused-key"]).lint(tables, usage: usage).diagnostics
    #expect(found.map(\.key) == ["Old"])
    #expect(found.first?.notes.first?.message == "1 call passes a key that is not a literal; check that none builds this one")
  }

  /// Only a key built at run time makes a key look unused; a comment that is not a literal
  /// does not.
  @Test func aCallWhoseOnlyCommentIsNotALiteralAddsNoCaveat() throws {
    let source = Self.swift + "func f(_ note: String) -> String { NSLocalizedString(\"Welcome\", comment: note) }\n"
    let (usage, directory) = try self.usage(["View.swift": source])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(usage.dynamicCallCount == 0)
    let tables = [LintFixture.table("en.lproj/Localizable.strings", "\"Welcome\" = \"W\";\n\"Old\" = \"O\";\n")]
    let found = Linter(enabledRules: ["unused-key"]).lint(tables, usage: usage).diagnostics
    #expect(found.map(\.key) == ["Old"])
    #expect(found.first?.notes.isEmpty == true)
  }

  @Test func aKeyTheCodeUsesButNoBaseDefinesIsUndefinedAtTheFirstCall() throws {
    let (usage, directory) = try self.usage(["View.swift": Self.swift])
    defer { try? FileManager.default.removeItem(at: directory) }
    let tables = [
      LintFixture.table(
        "en.lproj/Localizable.strings", "\"Welcome\" = \"Welcome\";\n\"Sign Out\" = \"Sign Out\";\n"
      ),
      LintFixture.table("en.lproj/Settings.strings", "\"settings.other\" = \"Other\";\n"),
    ]
    let found = Linter(enabledRules: ["undefined-key"]).lint(tables, usage: usage).diagnostics
    #expect(found.map(\.key) == ["settings.title"])
    let location = try #require(found.first?.location)
    #expect(location.file.hasSuffix("/View.swift"))
    #expect((location.line, location.column) == (5, 5))
    #expect(found.first?.message.contains("(1 other call too)") == true)
  }

  @Test func withoutSourcesOrWithoutTheTableNothingIsReported() throws {
    let (usage, directory) = try self.usage(["View.swift": Self.swift])
    defer { try? FileManager.default.removeItem(at: directory) }
    let tables = [LintFixture.table("en.lproj/Localizable.strings", "\"Unused\" = \"x\";\n")]
    let rules: Set = ["unused-key", "undefined-key"]
    #expect(Linter(enabledRules: rules).lint(tables).diagnostics.isEmpty)
    // No "Settings" table exists in any language: its key is undefined too, and said so.
    let found = Linter(enabledRules: rules).lint(tables, usage: usage).diagnostics
    #expect(found.map(\.ruleID).sorted() == ["undefined-key", "undefined-key", "undefined-key", "unused-key"])
    #expect(Set(found.compactMap(\.key)) == ["Unused", "Welcome", "Sign Out", "settings.title"])
    let missingTable = try #require(found.first { $0.key == "settings.title" })
    #expect(missingTable.message.contains("the table Settings, which does not exist in any language"))
    // Looked up twice, reported once, at the first call; "Welcome" is looked up once.
    #expect(missingTable.message.hasSuffix("the call's default value or the key (1 other call too)"))
    let once = try #require(found.first { $0.key == "Welcome" })
    #expect(once.message.hasSuffix("the call's default value or the key"))
  }

  @Test func aRejectedBaseIsNotComparedWithTheCode() throws {
    let (usage, directory) = try self.usage(["View.swift": Self.swift])
    defer { try? FileManager.default.removeItem(at: directory) }
    let tables = [LintFixture.table("en.lproj/Localizable.strings", "\"Welcome\" = \"Welcome\"\n")]
    let found = Linter(enabledRules: ["parse-error", "unused-key", "undefined-key"]).lint(
      tables, usage: usage
    ).diagnostics
    // Localizable exists but does not parse: its keys are left to parse-error. Only the key of
    // Settings, a table that does not exist at all, is undefined.
    #expect(found.map(\.ruleID) == ["undefined-key", "parse-error"])
    #expect(found.first?.key == "settings.title")
  }
}
