import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The baseline file format and how findings are told apart without their lines.
@Suite struct LintBaselineTests {
  @Test func theFileIsSortedOneFindingALineAndReadsBack() throws {
    let findings = [
      BaselineFinding(rule: "needs-review", file: "b/Localizable.xcstrings", key: "Done", language: "de"),
      BaselineFinding(rule: "parse-error", file: "a/en.lproj/Main.strings"),
      BaselineFinding(
        rule: "missing-plural-category", file: "b/Localizable.xcstrings", key: "%lld \"files\"", language: "ru", form: "plural"),
      BaselineFinding(
        rule: "missing-plural-category", file: "b/Localizable.xcstrings", key: "%lld \"files\"", language: "ru", form: "plural"),
    ]
    let baseline = LintBaseline(findings.shuffled())
    let text = String(decoding: baseline.encoded(), as: UTF8.self)
    #expect(
      text == """
        {
          "lstrings-baseline": 1,
          "findings": [
            {"file": "a/en.lproj/Main.strings", "rule": "parse-error"},
            {"file": "b/Localizable.xcstrings", "rule": "missing-plural-category", "key": "%lld \\"files\\"", "language": "ru", "form": "plural", "count": 2},
            {"file": "b/Localizable.xcstrings", "rule": "needs-review", "key": "Done", "language": "de"}
          ]
        }

        """)
    let read = try LintBaseline.parse(baseline.encoded(), path: "b.json")
    #expect(read == baseline)
    #expect(read.count == 4)
    #expect(read.lines[findings[0]] == 6)
    #expect(
      String(decoding: LintBaseline([]).encoded(), as: UTF8.self) == "{\n  \"lstrings-baseline\": 1,\n  \"findings\": []\n}\n")
  }

  @Test func aFileOfAnotherFormatIsRefusedWithItsLocation() {
    #expect(throws: LintBaseline.Problem.self) { try LintBaseline.parse(Array("{\"findings\": []}".utf8), path: "b.json") }
    #expect(throws: LintBaseline.Problem.self) {
      try LintBaseline.parse(Array("{\"lstrings-baseline\": 1, \"findings\": [{\"rule\": 1}]}".utf8), path: "b.json")
    }
    #expect(throws: LintBaseline.Problem.self) {
      try LintBaseline.parse(Array("{\"lstrings-baseline\": 1, ".utf8), path: "b.json")
    }
  }

  /// More findings of one identity than recorded: the later ones are new; fewer: the rest fixed.
  @Test func findingsOfOneIdentityAreCounted() {
    let diagnostic = { (line: Int) in
      StringsDiagnostic(
        .emptyValue, message: "m\(line)", location: StringsSourceLocation(file: "/p/de.lproj/A.strings", line: line, column: 1),
        key: "k")
    }
    var identifier = BaselineIdentifier(baselinePath: "/p/baseline.json")
    let baseline = LintBaseline([diagnostic(3), diagnostic(9)], identifier: &identifier)
    #expect(baseline.counts == [BaselineFinding(rule: "empty-value", file: "de.lproj/A.strings", key: "k", language: "de"): 2])
    let more = baseline.apply(to: [diagnostic(1), diagnostic(2), diagnostic(40)], identifier: &identifier)
    #expect(more.newFindings == [diagnostic(40)])
    #expect(more.suppressedCount == 2)
    #expect(more.fixed.isEmpty)
    let fewer = baseline.apply(to: [diagnostic(7)], identifier: &identifier)
    #expect(fewer.newFindings.isEmpty)
    #expect(fewer.fixed.map(\.finding.key) == ["k"])
  }

  @Test func pathsAreRelativeToTheBaselinesFolder() {
    let identifier = BaselineIdentifier(baselinePath: "ci/baseline.json", workingDirectory: "/repo")
    #expect(identifier.relative("ci/App/de.lproj/A.strings") == "App/de.lproj/A.strings")
    #expect(identifier.relative("/repo/ci/./x/../A.strings") == "A.strings")
    #expect(identifier.relative("Other/A.strings") == "/repo/Other/A.strings")
  }

  /// In a catalog, the variation a finding points into is part of what tells it apart.
  @Test func aCatalogFindingsFormIsTheVariationItPointsInto() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld files" : {
            "localizations" : {
              "ru" : {
                "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
                "substitutions" : {
                  "files" : {
                    "variations" : {
                      "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg файл" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg файлов" } }
                      }
                    }
                  }
                }
              },
              "uk" : {
                "variations" : {
                  "device" : {
                    "iphone" : { "stringUnit" : { "state" : "translated", "value" : "a" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "b" } }
                  }
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let result = StringCatalog.parse(Array(text.utf8), path: "L.xcstrings")
    let locator = CatalogFormLocator(result)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    func location(of needle: String) throws -> StringsSourceLocation {
      let index = try #require(lines.firstIndex { $0.contains(needle) })
      let range = try #require(lines[index].range(of: needle))
      let column = lines[index][..<range.lowerBound].utf8.count + 1
      return StringsSourceLocation(file: "L.xcstrings", line: index + 1, column: column)
    }
    #expect(locator.form(key: "%lld files", language: "ru", at: try location(of: "\"%arg файлов")) == "%#@files@.plural.other")
    #expect(locator.form(key: "%lld files", language: "ru", at: try location(of: "\"%arg файл\"")) == "%#@files@.plural.one")
    #expect(locator.form(key: "%lld files", language: "ru", at: try location(of: "\"%#@files@\"")) == nil)
    #expect(locator.form(key: "%lld files", language: "uk", at: try location(of: "\"a\"")) == "device.iphone")
    // At a form's name: the set of forms (where missing-plural-category points).
    #expect(locator.form(key: "%lld files", language: "ru", at: try location(of: "\"one\"")) == "%#@files@.plural")
    #expect(locator.form(key: "%lld files", language: "uk", at: try location(of: "\"iphone\"")) == "device")
    // A finding about uk located in ru's text (as a missing translation is, at another
    // language's value) has no form.
    #expect(locator.form(key: "%lld files", language: "uk", at: try location(of: "%arg файлов")) == nil)
  }
}
