import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Each structural problem kind, at the exact line and column of the key it concerns (read off
/// `Tests/Fixtures/Stringsdict/Problems.stringsdict` by hand: two-space indentation puts a key's
/// text at column 8, 10 and 12 at the three levels).
@Suite struct StringsdictProblemTests {
  static let file: StringsdictFile = {
    let url = Fixtures.url("Stringsdict/Problems.stringsdict")
    let bytes = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
    return StringsdictFile.parse(bytes, path: "Problems.stringsdict")
  }()

  static func located(_ kind: StringsdictProblem.Kind) -> [String] {
    file.problems.filter { $0.kind == kind }.map { "\($0.location.line):\($0.location.column)" }
  }

  @Test func everyKindIsFoundWhereItIs() {
    #expect(Self.file.isReadable)
    #expect(Self.located(.missingFormatKey) == ["5:8"])
    #expect(Self.located(.undefinedVariable) == ["19:10", "91:12"])
    #expect(Self.located(.missingSpecType) == ["21:10"])
    #expect(Self.located(.unknownSpecType) == ["30:12"])
    #expect(Self.located(.missingValueType) == ["35:10"])
    #expect(Self.located(.missingOtherForm) == ["35:10", "44:10"])
    #expect(Self.located(.unknownFormName) == ["41:12"])
    #expect(Self.located(.invalidValueType) == ["48:12"])
    #expect(Self.located(.unusedVariable) == ["53:10"])
    #expect(Self.located(.formPlaceholderMismatch) == ["73:12", "77:12"])
    #expect(Self.located(.malformed) == ["50:12", "104:8"])
    #expect(Self.file.problems.count == 15)
  }

  @Test func messagesSayWhatTheUserSees() throws {
    let problems = Self.file.problems
    let mismatch = try #require(problems.first { $0.kind == .formPlaceholderMismatch })
    #expect(mismatch.message.contains("'%@'") && mismatch.message.contains("argument 2") && mismatch.message.contains("crash"))
    #expect(mismatch.severity == .error && mismatch.key == "mismatch")
    let crossForm = try #require(problems.last { $0.kind == .formPlaceholderMismatch })
    #expect(crossForm.message.contains("'%3$@' reads argument 3 as an object where the 'other' form's '%3$f' reads a double"))
    #expect(crossForm.notes.first?.location?.line == 75)
    let undefined = try #require(problems.first { $0.kind == .undefinedVariable })
    #expect(undefined.message.contains("%#@missing@"))
    let nested = try #require(problems.last { $0.kind == .undefinedVariable })
    #expect(nested.message.contains("the 'other' form of 'outer'") && nested.message.contains("%#@nowhere@"))
    let form = try #require(problems.first { $0.kind == .malformed })
    #expect(form.message.contains("an integer, not a string"))
    #expect(problems.first { $0.kind == .missingValueType }?.severity == .warning)
    #expect(problems.first { $0.kind == .unknownFormName }?.message.contains("'fwe'") == true)
  }

  @Test func modelKeepsFileOrderAndSkipsNonDictionaries() throws {
    #expect(Self.file.entries.map(\.key.string) == ["no format", "rules", "mismatch", "nested"])
    let rules = try #require(Self.file.entry("rules"))
    #expect(rules.variables.map(\.name) == ["a", "b", "c", "d", "unused"])
    #expect(rules.variable(named: "b")?.kind == .unknown("NSStringGenderRuleType"))
    #expect(rules.variable(named: "a")?.kind == nil)
    #expect(rules.variable(named: "c")?.forms.map(\.category) == [.one, nil])
    #expect(rules.variable(named: "d")?.forms.isEmpty == true)
    #expect(rules.format == "%#@a@ %#@b@ %#@c@ %#@d@ %#@missing@")
  }

  @Test func nestedReferenceReadsTheArgumentAtItsPosition() {
    let placeholders = VariablePlaceholders("%@ has %#@files@ in %2$#@dirs@", base: 1)
    #expect(placeholders.references.map(\.name) == ["files", "dirs"])
    #expect(placeholders.references.map(\.position) == [2, 2])
    let form = VariablePlaceholders("%d files of %@", base: 2)
    #expect(form.reads.map(\.position) == [2, 3])
  }

  @Test func valueTypes() {
    #expect(FormRule.argumentType(ofValueType: "d") == .integer(.int32))
    #expect(FormRule.argumentType(ofValueType: "lld") == .integer(.int64))
    #expect(FormRule.argumentType(ofValueType: "%lu") == .integer(.int64))
    #expect(FormRule.argumentType(ofValueType: "@") == .object)
    #expect(FormRule.argumentType(ofValueType: "f") == .double)
    #expect(FormRule.argumentType(ofValueType: "d d") == nil)
    #expect(FormRule.argumentType(ofValueType: "") == nil)
    #expect(FormRule.argumentType(ofValueType: "1$d") == nil)
  }

  /// Integer sizes are one type, as in `placeholder-mismatch`: `%d` forms under `lld` are fine.
  @Test func integerSizesAgree() {
    let file = StringsdictFile.parse(
      Array(
        StringsdictXML.entry(
          "k", format: "%#@n@", variable: "n", valueType: "lld", forms: [("one", "%d item"), ("other", "%lu items")]
        ).utf8), path: "t")
    #expect(file.problems.isEmpty, "\(file.problems.map(\.message))")
  }
}

/// Small `.stringsdict` texts for tests.
enum StringsdictXML {
  static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    \(body)
    </plist>
    """
  }

  static func entry(
    _ key: String, format: String, variable: String, valueType: String, forms: [(String, String)]
  ) -> String {
    let formXML = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n")
    return plist(
      """
      <dict>
      <key>\(key)</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
      <key>\(variable)</key>
      <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>
      \(formXML)
      </dict>
      </dict>
      </dict>
      """)
  }
}
