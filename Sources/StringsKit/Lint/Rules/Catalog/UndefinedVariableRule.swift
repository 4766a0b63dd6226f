/// `undefined-variable`: a `%#@name@` with no variable of that name.
struct UndefinedVariableRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .undefinedVariable, scope: .table,
    documentation: """
      A value refers to a variable (`%#@name@`) that the entry does not define: a `.stringsdict` \
      entry without a `name` dictionary, or a catalog value without a `name` substitution. \
      Foundation cannot choose a form, and the user sees the raw format. Usually a renamed or \
      misspelt variable. Checked in `.stringsdict` files (also inside forms) and String Catalogs.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "files" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : ↓"%#@files@ in %#@folders@" },
                  "substitutions" : {
                    "files" : {
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
      let defined = Set(localization.substitutions.map(\.name))
      for name in unit.value.variableNames where !defined.contains(name) {
        findings.report(
          "the \(view.language) value of \(LintMessage.quoted(StringsText(entry.key))) refers to %#@\(name)@, but the entry has no substitution named \"\(name)\": users see the raw format",
          at: view.result.location(of: unit.valueOffset), key: StringsText(entry.key))
      }
    }
  }
}

extension CatalogLanguage {
  /// Each non-stale entry with this language's localization, in file order.
  var localizations: [(entry: CatalogEntry, localization: CatalogLocalization)] {
    catalog.entries.compactMap { entry in
      guard entry.extractionState != .stale, let localization = entry.localization(for: language),
        localization.raw == nil
      else { return nil }
      return (entry, localization)
    }
  }
}
