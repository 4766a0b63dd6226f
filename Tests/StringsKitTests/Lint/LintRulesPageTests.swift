import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `docs/lint-rules.md` is generated from the rules' descriptions; this fails when it is stale.
@Suite struct LintRulesPageTests {
  @Test func theRulesPageIsUpToDate() {
    let page = Fixtures.repositoryRoot.appendingPathComponent("docs/lint-rules.md")
    let problem = Golden.compare(
      RuleCatalog.markdown(exampleOutput: { rule, example in
        (try? RuleExampleTests.output(of: example, rule: rule.id)) ?? "(the example could not be linted)\n"
      }), with: page)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func everyRuleHasAUniqueIdAndADocumentedParagraph() {
    let ids = LintRules.ids
    #expect(Set(ids).count == ids.count)
    for rule in LintRules.all.map({ $0.description }) {
      #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber }, "\(rule.id)")
      #expect(rule.documentation.count > 120, "\(rule.id) needs a real paragraph")
      #expect(!rule.documentation.contains("\n\n"), "\(rule.id): one paragraph")
    }
  }

  /// A rule's declared scope is the protocol it implements, which decides when it runs.
  @Test func everyRuleIsScopedByWhatItImplements() {
    for rule in LintRules.all {
      let scope: RuleScope? =
        switch rule.init() {
        case is any ParserRule: .parser
        case is any TableRule: .table
        case is any TranslationRule: .translation
        case is any PluralRule: .plurals
        case is any InterfaceBuilderRule, is any InfoPlistRule: .document
        case is any ProjectRule: .project
        case is any SourcesRule: .sources
        default: nil
        }
      #expect(scope == rule.description.scope, "\(rule.description.id)")
    }
  }

  static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// An input that makes the parser report each of its rules.
  static let triggers: [String: [UInt8]] = [
    "parse-error": utf8("\"a\" = \"b\"\n\"c\" = \"d\";\n"),
    "ignored-content": utf8("\"a\" = \"b\";;\n\"c\" = \"d\";\n"),
    "not-a-table": utf8("\"just a string\"\n"),
    "non-string-value": utf8("\"a\" = (\"b\", \"c\");\n"),
    "bomless-utf16": utf8("\"a\";\n\"b\";\n").flatMap { [$0, 0] },
    "invalid-byte": utf8("\"a\" = \"") + [0xA9] + utf8("\";\n"),
    "lone-surrogate": utf8("\"a\" = \"\\UD800\";\n"),
    "dropped-array-element": utf8("\"a\" = (\"b\", <4 );\n"),
  ]

  /// Each rule the parser reports is declared, with the severity the parser gives it.
  @Test(arguments: triggers.keys.sorted())
  func parserRulesAreDeclared(id: String) throws {
    let bytes = try #require(Self.triggers[id])
    let result = StringsParser.parse(bytes, path: "x.strings")
    let emitted = try #require(
      result.diagnostics.first { $0.ruleID == id },
      "the input should trigger \(id): \(result.diagnostics)")
    let rule = try #require(LintRules.rule(id: id)?.description)
    #expect(rule.scope == .parser)
    #expect(rule.defaultSeverity == emitted.severity)
  }
}
