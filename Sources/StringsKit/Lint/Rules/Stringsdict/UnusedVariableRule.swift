/// `unused-variable`: a variable no `%#@name@` refers to.
struct UnusedVariableRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .unusedVariable, scope: .table,
    documentation: """
      An entry defines a variable (a `.stringsdict` variable dictionary, a catalog substitution) \
      that its format never refers to with `%#@name@`: its forms are never shown, and the \
      translator's work on them is lost. Often the format was edited and the reference dropped.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "files" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%lld files" },
                  "substitutions" : {
                    ↓"files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                        }
                      }
                    }
                  }
                }
              }
            }
            """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    guard let view = table.catalog else { return }
    for (entry, localization) in view.localizations {
      guard let unit = localization.stringUnit else { continue }
      let used = Set(unit.value.variableNames)
      for substitution in localization.substitutions where !used.contains(substitution.name) {
        findings.report(
          "the \(view.language) substitution \"\(substitution.name)\" of \(LintMessage.quoted(StringsText(entry.key))) is never used: the value has no %#@\(substitution.name)@, so its forms are never shown",
          at: view.result.location(of: substitution.nameOffset), key: StringsText(entry.key))
      }
    }
  }
}
