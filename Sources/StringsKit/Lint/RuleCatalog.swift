import Foundation

/// Human-readable listings of the rules: `lint --list-rules` and `docs/lint-rules.md`, both made
/// from the rules' own descriptions so they cannot drift from the code.
public enum RuleCatalog {
  /// One line per rule: id, default severity, and `(off by default)` where it applies.
  public static func list(_ rules: [RuleDescription] = LintRules.all.map { $0.description }) -> String {
    let width = rules.map(\.id.count).max() ?? 0
    return rules.map { rule in
      rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        + rule.name + (rule.isEnabledByDefault ? "" : " (off by default)") + "\n"
    }.joined()
  }
}
