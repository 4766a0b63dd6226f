import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The catalogue of kinds agrees with the lint rules, and its content-loss set with what the
/// parser, lint and merge do.
@Suite struct DiagnosticKindTests {
  @Test func idsAreLowercaseWordsJoinedByHyphensAndEveryKindHasASummaryAndATool() {
    for kind in DiagnosticKind.allCases {
      let words = kind.id.split(separator: "-", omittingEmptySubsequences: false)
      #expect(words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber } }, "\(kind.id)")
      #expect(!kind.summary.isEmpty && !kind.summary.contains("\n"), "\(kind.id)")
      #expect(!kind.tools.isEmpty, "\(kind.id)")
      #expect(kind.tools == DiagnosticTool.allCases.filter(kind.tools.contains), "\(kind.id): tools in order")
    }
  }

  /// A kind is lint's exactly when a lint rule reports it, and no two rules share a kind.
  @Test func theLintKindsAreTheLintRules() {
    let ruleKinds = LintRules.all.map { $0.description.kind }
    #expect(Set(ruleKinds).count == ruleKinds.count)
    #expect(Set(ruleKinds) == Set(DiagnosticKind.reported(by: .lint)))
    for rule in LintRules.all.map({ $0.description }) {
      #expect(rule.id == rule.kind.id)
      #expect(rule.defaultSeverity == rule.kind.defaultSeverity)
      if rule.scope == .parser, rule.kind != .unreadableFile {
        #expect(rule.kind.tools.contains(.parser), "\(rule.id)")
      }
    }
  }

  @Test func kindsAreFoundByTheirIds() {
    #expect(DiagnosticKind(id: "parse-error") == .parseError)
    #expect(DiagnosticKind(id: "migration-base-conflict") == .migrationBaseConflict)
    #expect(DiagnosticKind(id: "Parse-Error") == nil)
    let diagnostic = StringsDiagnostic(.obsoleteKey, message: "m", file: "x.strings")
    #expect(diagnostic.ruleID == "obsolete-key")
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.location == StringsSourceLocation(file: "x.strings", line: 1, column: 1))
    #expect(diagnostic.kind == .obsoleteKey)
    #expect(StringsDiagnostic(.obsoleteKey, severity: .error, message: "m", file: "x").severity == .error)
  }

  // MARK: - Content loss

  @Test func contentLossKindsAreErrors() {
    #expect(!DiagnosticKind.contentLoss.isEmpty)
    for kind in DiagnosticKind.contentLoss {
      #expect(kind.defaultSeverity == .error, "\(kind.id)")
      #expect(kind.tools.contains(.parser), "\(kind.id)")
    }
  }

  /// A parse loses content exactly when one of its findings says so (the triggers are the rules
  /// page test's: a UTF-16 file without a byte-order mark, for one, loses its first character
  /// and so the statement it began, which the parse error that follows reports).
  @Test(arguments: LintRulesPageTests.triggers.keys.sorted())
  func theParserFindingsThatLoseContent(id: String) throws {
    let bytes = try #require(LintRulesPageTests.triggers[id])
    let result = StringsParser.parse(bytes, path: "x.strings")
    let finding = try #require(result.diagnostics.first { $0.ruleID == id })
    let kind = try #require(finding.kind)
    #expect(finding.meansContentWasLost == DiagnosticKind.contentLoss.contains(kind))
    let loadsEverything = result.table != nil && !result.file.items.contains { if case .unparsed = $0 { true } else { false } }
    #expect(result.diagnostics.contains { $0.meansContentWasLost } == !loadsEverything, "\(result.diagnostics)")
  }

  /// A `parse-error` warning (the JSON reader's accepted byte-order mark) loses nothing.
  @Test func aWarningLosesNothing() {
    let catalog = StringCatalog.parse(
      [0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8), path: "L.xcstrings")
    let warning = catalog.diagnostics.first { $0.is(.parseError) }
    #expect(warning?.severity == .warning)
    #expect(warning?.meansContentWasLost == false)
    #expect(!catalog.hasSyntaxErrors)
  }

  /// Lint says what a translation CoreFoundation discards means for its language, whichever of
  /// the three kinds discards it (`not-a-table` was left out before the sets were one).
  @Test(arguments: [
    ("\"a\" = \"A\"\n\"b\" = \"B\";\n", "parse-error"),
    ("\"just a string\"\n", "not-a-table"),
  ])
  func lintNotesWhatARejectedTranslationMeans(text: String, id: String) throws {
    let base = LintFixture.table("App/en.lproj/L.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    let translation = LintFixture.table("App/de.lproj/L.strings", text)
    let report = Linter().lint([base, translation])
    let rejected = try #require(report.diagnostics.first { $0.ruleID == id })
    #expect(rejected.notes.contains { $0.message.hasPrefix("CFBundle loads this table as empty") }, "\(rejected.notes)")
    #expect(!report.diagnostics.contains { $0.is(.missingTranslation) })
  }

  /// Merge refuses a translation CoreFoundation does not load whole, and says why.
  @Test(arguments: [
    "\"a\" = \"A\"\n\"b\" = \"B\";\n", "\"just a string\"\n", "\"a\" = \"A\";;\n\"b\" = \"B\";\n",
  ])
  func mergeRefusesATranslationThatLosesContent(text: String) {
    let translation = StringsParser.parse(Array(text.utf8), path: "de.lproj/L.strings")
    let outcome = Merger().merge([BaseEntry(key: "a", value: "A")], into: translation)
    guard case .refused(_, let diagnostics) = outcome else {
      Issue.record("merged \(text.debugDescription)")
      return
    }
    #expect(!diagnostics.isEmpty)
    #expect(diagnostics.allSatisfy { $0.meansContentWasLost }, "\(diagnostics)")
  }
}
