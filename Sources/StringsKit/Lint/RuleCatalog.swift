import Foundation

/// Human-readable listings of the rules: `lint --list-rules` and `docs/lint-rules.md`, both made
/// from the rules' own descriptions so they cannot drift from the code.
package enum RuleCatalog {
  /// One line per rule: id, default severity, and `(off by default)` where it applies; rules
  /// that need the code's keys say `(with …)` and how the front end asks for them
  /// (`sourcesOption`, the CLI's `--sources`), nothing when it is nil.
  public static func list(sourcesOption: String? = nil) -> String {
    list(LintRules.all.map { $0.description }, sourcesOption: sourcesOption)
  }

  /// `list(sourcesOption:)` over the given rules (the public one cannot default to the internal
  /// rule registry).
  static func list(_ rules: [RuleDescription], sourcesOption: String? = nil) -> String {
    let width = rules.map(\.id.count).max() ?? 0
    return rules.map { rule in
      rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        + rule.name + (rule.isEnabledByDefault ? "" : " (off by default)")
        + (rule.scope == .sources ? sourcesOption.map { " (with \($0))" } ?? "" : "") + "\n"
    }.joined()
  }
}

extension RuleCatalog {
  /// `docs/lint-rules.md`: every rule's id, severity, scope and documentation, in `LintRules.all`'s
  /// order. A test compares the checked-in page with this and fails when it is stale.
  /// `exampleOutput` is what lint prints for a triggering example (the test lints each one), shown
  /// under it, so the page holds every rule's whole message and the comparison asserts it.
  static func markdown(
    _ rules: [RuleDescription] = LintRules.all.map { $0.description },
    exampleOutput: ((RuleDescription, RuleExample) -> String)? = nil
  ) -> String {
    var out = """
      # lstrings lint rules

      <!-- Generated from the rules' own descriptions in Sources/StringsKit/Lint/Rules/. Do not edit:
           regenerate with `LSTRINGS_RECORD=1 swift test --filter LintRulesPageTests`. -->

      `lstrings lint` runs every rule marked *on*; `--enable ID` and `--disable ID` (or the `enable` and
      `disable` lists of `.lstrings.json`) change that. Errors fail the run (exit 1); warnings fail it
      with `--strict`; notes never do.

      Each rule's examples are its tests: a test lints every one with that rule alone, and `↓`
      marks each place the rule reports (the column a finding points at); it reports nowhere else.

      | Rule | Severity | Default | Checks |
      |---|---|---|---|

      """
    for rule in rules {
      out +=
        "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(defaultName(rule)) | \(scopeName(rule.scope)) |\n"
    }
    for rule in rules {
      out += "\n## `\(rule.id)`\n\n"
      out +=
        "**\(rule.name).** Severity \(rule.defaultSeverity.rawValue); \(defaultName(rule)) by default; checks \(scopeName(rule.scope)).\n\n"
      out += rule.documentation + "\n"
      for example in rule.triggering {
        out += "\nReported:\n" + markdown(example)
        if let output = exampleOutput?(rule, example) {
          out += "\n`lstrings lint --enable \(rule.id)` prints:\n\n```\n\(output)```\n"
        }
      }
      for example in rule.nonTriggering {
        out += "\nNot reported:\n" + markdown(example)
      }
    }
    return out
  }

  /// An example's files as code blocks, each headed by its path, with the `↓` markers that say
  /// where the rule reports.
  static func markdown(_ example: RuleExample) -> String {
    example.files.map { file in
      var text = Substring(file.text)
      while text.last == "\n" { text = text.dropLast() }
      return "\n```\(codeLanguage(file.path))\n// \(file.path)\(encodingNote(file.encoding))\n\(text)\n```\n"
    }.joined() + (example.comparesWithCode ? "\n(linted with `--sources` on the example's folder)\n" : "")
  }

  private static func codeLanguage(_ path: String) -> String {
    switch path.split(separator: ".").last ?? "" {
    case "xcstrings": "json"
    case "swift": "swift"
    case "m", "h": "objc"
    case "storyboard", "xib", "stringsdict", "plist": "xml"
    default: ""
    }
  }

  private static func encodingNote(_ encoding: RuleExample.Encoding) -> String {
    switch encoding {
    case .utf8: ""
    case .utf16LittleEndian(let withBOM): withBOM ? " (UTF-16 with a byte order mark)" : " (UTF-16 without a byte order mark)"
    case .latin1: " (ISO Latin 1: the byte for © is not UTF-8)"
    }
  }

  static func defaultName(_ rule: RuleDescription) -> String {
    guard rule.isEnabledByDefault else { return "off" }
    return rule.scope == .sources ? "on with `--sources`" : "on"
  }

  static func scopeName(_ scope: RuleScope) -> String {
    switch scope {
    case .parser: "each file, while parsing"
    case .table: "each table"
    case .translation: "each translation against the base language"
    case .plurals: "each set of plural forms against its language's CLDR rules"
    case .document: "each storyboard, xib or InfoPlist table against its document or Info.plist"
    case .project: "all tables together"
    case .sources: "the base tables against the code"
    }
  }
}
