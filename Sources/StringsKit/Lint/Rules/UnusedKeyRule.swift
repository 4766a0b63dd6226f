/// `unused-key`: a key of a base table that no code looks up (with `--sources`).
package struct UnusedKeyRule: SourcesRule {
  public init() {}

  public static let description = RuleDescription(
    kind: .unusedKey, scope: .sources,
    documentation: """
      With `--sources`, a key of a base-language table that no `NSLocalizedString`, \
      `String(localized:)`, `LocalizedStringResource`, SwiftUI `Text` or other call the extract \
      scanner recognises looks up in that table. Translators keep paying for it and every \
      language carries it. Only tables the code looks up at least once are checked (a \
      storyboard's `Main.strings` or `InfoPlist.strings` is used by the system, not by calls), \
      and a key built at run time (`NSLocalizedString(name, …)`) cannot be seen: check before \
      deleting. A String Catalog's `manual` entries are not reported: a developer added them for \
      keys the code computes, which no scanner (Xcode's included) can see.
      """,
    triggering: [
      RuleExample(
        .init(
          "en.lproj/Localizable.strings",
          """
          "Inbox" = "Inbox";
          ↓"Old Title" = "Old Title";
          """),
        .init("Sources/Inbox.swift", #"let title = NSLocalizedString("Inbox", comment: "")\#n"#),
        comparesWithCode: true)
    ])

  func check(_ bases: [LintTable], usage: CodeUsage, tableNames: Set<String>, into findings: inout Findings) {
    // Calls whose key is built at run time can use any key: say so rather than stay silent.
    let caveat =
      usage.dynamicCallCount == 0
      ? []
      : [
        StringsDiagnostic.Note(
          message:
            "\(LintMessage.count(usage.dynamicCallCount, "call passes", "calls pass")) a key that is not a literal; check that none builds this one"
        )
      ]
    for base in bases {
      guard let used = usage.tables[base.file.name] else { continue }
      let manual = base.catalog?.manualKeys ?? []
      for entry in base.loadedEntries where used[entry.key] == nil && !manual.contains(entry.key) {
        findings.report(
          "\(LintMessage.quoted(entry.key)) is not used by the code: no localization call looks it up in \(base.file.name)",
          at: base.location(of: entry), notes: caveat, key: entry.key)
      }
    }
  }
}
