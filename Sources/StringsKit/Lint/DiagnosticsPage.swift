/// `docs/diagnostics.md`: every diagnostic kind of every tool, made from `DiagnosticKind` so that
/// the page cannot drift from the code. A test compares the checked-in page with `markdown()` and
/// fails when it is stale.
enum DiagnosticsPage {
  /// The page: one table of every kind in declaration order, then the ids each tool reports.
  static func markdown(_ kinds: [DiagnosticKind] = DiagnosticKind.allCases) -> String {
    var out = """
      # lstrings diagnostics

      <!-- Generated from Sources/StringsFormats/Diagnostics/DiagnosticKind*.swift. Do not edit:
           regenerate with `LSTRINGS_RECORD=1 swift test --filter DiagnosticsPageTests`. -->

      Every diagnostic lstrings prints carries one of these ids, in brackets after the message
      (`file:line:column: warning: message [id]`), as `rule` in JSON and as `ruleId` in SARIF.
      The severity is the default one: lint's configuration can change a rule's, and a few
      emitters lower it where the damage is smaller. Every command that reads a table passes on
      the parser's findings; "Reported by" names the tools that find a problem themselves. Ids
      that link to [lint-rules.md](lint-rules.md) are lint rules, documented there at length,
      which `--enable`, `--disable` and `.lstrings.json` name.

      | Id | Severity | Reported by | Summary |
      |---|---|---|---|

      """
    for kind in kinds {
      let tools = kind.tools.map(\.title).joined(separator: ", ")
      out += "| \(idCell(kind)) | \(kind.defaultSeverity.rawValue) | \(tools) | \(kind.summary) |\n"
    }
    out += "\n## By tool\n"
    for tool in DiagnosticTool.allCases {
      let ids = kinds.filter { $0.tools.contains(tool) }.map { "`\($0.id)`" }
      guard !ids.isEmpty else { continue }
      out += "\n**\(tool.title)**: \(ids.joined(separator: ", ")).\n"
    }
    return out
  }

  /// The id, linked to its section of the lint rules page when it is a lint rule.
  private static func idCell(_ kind: DiagnosticKind) -> String {
    LintRules.rule(id: kind.id) == nil ? "`\(kind.id)`" : "[`\(kind.id)`](lint-rules.md#\(kind.id))"
  }
}
