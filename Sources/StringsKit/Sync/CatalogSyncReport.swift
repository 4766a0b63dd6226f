/// What `lstrings extract` says about the catalogs it synced: one line per catalog, and in a dry
/// run every change, by table, so that a reviewer sees what a run would do before it does it.
package enum CatalogSyncReport {
  /// One line for a catalog: `Localizable.xcstrings: 2 added, 1 stale → written`.
  public static func summary(_ outcome: CatalogFileSync.Outcome, isDryRun: Bool) -> String {
    switch outcome.status {
    case .unusedTable:
      return "\(outcome.path): no source uses the table \(quoted(outcome.table)); left as it is\n"
    case .unparsable:
      return "\(outcome.path): error: the catalog cannot be read; not synced, not rewritten\n"
    case .unwritable(let reason):
      return "\(outcome.path): error: \(reason)\n"
    case .synced(let result, let created, let written):
      var counts = CatalogChange.Kind.allCases.compactMap { kind -> String? in
        let count = result.changes(kind).count
        return count == 0 ? nil : "\(count) \(kind.rawValue)"
      }
      if created { counts.insert(isDryRun ? "would be created" : "created", at: 0) }
      let what = counts.isEmpty ? "in sync" : counts.joined(separator: ", ")
      let action = isDryRun ? (result.hasChanges || created ? " (dry run: nothing written)" : "") : (written ? " → written" : "")
      return "\(outcome.path): \(what)\(action)\n"
    }
  }

  /// Every change of a catalog, one per line, indented under its summary:
  /// `  stale: "Old title" (translations kept: de, fr)`.
  public static func details(_ result: CatalogSync.Result) -> String {
    var out = ""
    for change in result.changes {
      out += "  \(change.kind.rawValue): \(quoted(change.key))"
      switch change.kind {
      case .markedStale where !change.languages.isEmpty:
        out += " (translations kept: \(change.languages.joined(separator: ", ")))"
      case .sourceChanged where !change.languages.isEmpty:
        out += " (now needs review: \(change.languages.joined(separator: ", ")))"
      default:
        break
      }
      out += "\n"
    }
    return out
  }

  /// The key as a `.strings` file would quote it (a line break as `\n`), so one change is one line.
  static func quoted(_ key: String) -> String {
    "\"" + StringsEscaping.escaped(StringsText(key)) + "\""
  }
}
