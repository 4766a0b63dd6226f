/// `undefined-key`: a key the code looks up that the base table lacks (with `--sources`).
package struct UndefinedKeyRule: SourcesRule {
  public init() {}

  public static let description = RuleDescription(
    kind: .undefinedKey, scope: .sources,
    documentation: """
      With `--sources`, the code looks up a key that the base-language table does not define \
      (neither in the `.strings` table nor in its `.stringsdict`). \
      Every language shows the default value of the call, or the key itself — often an id like \
      `settings.title` — and no translator ever sees the string. Reported at the first call that \
      uses the key, with the number of other calls. A table the code uses that none of the linted \
      folders has at all (no `.strings`, `.stringsdict` or catalog of that name, in any language) \
      is reported too, key by key: `NSLocalizedString("Done", comment: "")` with no \
      `Localizable` table shows "Done" in every language. A table that exists but does not parse \
      is left to `parse-error`.
      """,
    triggering: [
      RuleExample(
        .init("en.lproj/Localizable.strings", #""Inbox" = "Inbox";\#n"#),
        .init("Sources/Settings.swift", #"let title = ↓NSLocalizedString("settings.title", comment: "")\#n"#),
        comparesWithCode: true)
    ])

  /// `""` (`Picker("", selection:)`) is never undefined: its lookup returns `""` with or without
  /// an entry, and extract leaves it out of `.strings` tables (Xcode's catalogs hold it).
  func check(_ bases: [LintTable], usage: CodeUsage, tableNames: Set<String>, into findings: inout Findings) {
    var defined: [String: [LintTable]] = [:]
    for base in bases { defined[base.file.name, default: []].append(base) }
    for (table, keys) in usage.tables {
      guard !tableNames.contains(table) else {
        if defined[table] != nil { check(keys, in: table, tables: defined[table] ?? [], into: &findings) }
        continue
      }
      for (key, locations) in keys where !key.isEmpty {
        guard let first = locations.min() else { continue }
        findings.report(
          "\(LintMessage.quoted(key)) is looked up in the table \(table), which does not exist in any language (no \(table).strings, .stringsdict or .xcstrings in the linted folders): every user sees the call's default value or the key"
            + Self.otherCalls(locations),
          at: first, key: key)
      }
    }
  }

  /// The keys a table that exists lacks in its base language.
  private func check(
    _ keys: [StringsText: [StringsSourceLocation]], in table: String, tables: [LintTable], into findings: inout Findings
  ) {
    for (key, locations) in keys where !key.isEmpty && !tables.contains(where: { $0.defines(key) }) {
      guard let first = locations.min() else { continue }
      findings.report(
        "\(LintMessage.quoted(key)) is looked up in \(table) but the base table does not define it: users see the call's default value or the key"
          + Self.otherCalls(locations),
        at: first,
        notes: tables.map { StringsDiagnostic.Note(message: "the base table", location: $0.fileLocation) },
        key: key)
    }
  }

  /// " (2 other calls too)" when the key is looked up at more places than the one reported.
  private static func otherCalls(_ locations: [StringsSourceLocation]) -> String {
    let others = locations.count - 1
    return others > 0 ? " (\(LintMessage.count(others, "other call", "other calls")) too)" : ""
  }
}
