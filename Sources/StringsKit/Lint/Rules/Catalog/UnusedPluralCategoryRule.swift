/// `unused-plural-category`: a plural form for a category the language never uses.
struct UnusedPluralCategoryRule: PluralRule {
  init() {}

  /// The project's deployment targets (set by the `Linter`): a category an OS release it supports
  /// still uses is not unused (Hebrew `many` before CLDR 42).
  var deploymentTargets = DeploymentTargets()

  static let description = RuleDescription(
    kind: .unusedPluralCategory, scope: .plurals,
    documentation: """
      A plural form for a category no number falls in, in this language: Japanese has only \
      `other`, so its `one` form is never shown; English has no `few`. Usually a form copied from \
      another language; harmless, but a translator's work that no user sees. `zero` is never \
      reported: Apple platforms use a `zero` form for 0 in every language. Plural rules are the \
      OS's: where the project deploys to a release with older CLDR data (`Package.swift` \
      `platforms`, `…_DEPLOYMENT_TARGET` in the `.xcodeproj`), a category that release still \
      uses is not reported — Hebrew `many`, which CLDR 42 (iOS 17, macOS 14) removed.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "%lld files" : {
              "localizations" : {
                "ja" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : ↓"%lld 個のファイル" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } }
                    }
                  }
                }
              }
            }
            """))
    ])

  func check(_ forms: PluralForms, rules: PluralRules, into findings: inout Findings) {
    let used = Set(rules.categories).union(deploymentTargets.olderCategories(of: forms.language))
    for form in forms.forms {
      guard let category = form.category, category != .zero, !used.contains(category) else { continue }
      findings.report(
        "\(forms.language) never uses the '\(category.rawValue)' plural category (it has \(rules.categories.map(\.rawValue).joined(separator: ", "))): the '\(category.rawValue)' form of \(forms.subject) is never shown",
        at: form.location, key: forms.key)
    }
  }
}
