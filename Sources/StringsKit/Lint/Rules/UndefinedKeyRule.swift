/// `undefined-key`: a key the code looks up that the base table lacks (with `--sources`).
public struct UndefinedKeyRule: SourcesRule {
  public init() {}

  public static let description = RuleDescription(
    id: "undefined-key", name: "Undefined key", scope: .sources, defaultSeverity: .warning,
    documentation: """
      With `--sources`, the code looks up a key that the base-language table does not define \
      (neither in the `.strings` table nor in its `.stringsdict`). \
      Every language shows the default value of the call, or the key itself — often an id like \
      `settings.title` — and no translator ever sees the string. Reported at the first call that \
      uses the key, with the number of other calls. Only tables that exist in the linted folders \
      are checked, so linting part of an app does not flag the rest.
      """,
    example: """
      // Swift: Text("settings.title")
      // en.lproj/Localizable.strings has no "settings.title"
      """)

  public func check(_ bases: [LintTable], usage: CodeUsage, into findings: inout Findings) {
    var defined: [String: [LintTable]] = [:]
    for base in bases { defined[base.file.name, default: []].append(base) }
    for (table, keys) in usage.tables {
      guard let tables = defined[table] else { continue }
      for (key, locations) in keys where !tables.contains(where: { $0.defines(key) }) {
        guard let first = locations.min() else { continue }
        let others = locations.count - 1
        findings.report(
          "\(LintMessage.quoted(key)) is looked up in \(table) but the base table does not define it: users see the call's default value or the key"
            + (others > 0
              ? " (\(LintMessage.count(others, "other call", "other calls")) too)" : ""),
          at: first,
          notes: tables.map {
            Diagnostic.Note(message: "the base table", location: $0.fileLocation)
          },
          key: key)
      }
    }
  }
}
