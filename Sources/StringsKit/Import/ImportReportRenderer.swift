/// What `lstrings import` prints on standard output: per file, the units added, changed and
/// unchanged, and with `--dry-run` a line per added or changed unit (`+` added, `~` changed).
public struct ImportReportRenderer: Sendable {
  public init() {}

  public func render(_ plan: XLIFFImport.Plan, isDryRun: Bool) -> String {
    if plan.isRefused { return "nothing imported: the XLIFF has problems that stop the import (see above)\n" }
    var out = ""
    var written = 0
    for update in plan.updates {
      let willWrite = update.updated != nil
      if willWrite { written += 1 }
      let verb = update.original == nil && willWrite ? (isDryRun ? " (would be created)" : " (created)") : ""
      out +=
        "\(update.path)\(verb): \(update.count(.added)) added, \(update.count(.changed)) changed, \(update.count(.unchanged)) unchanged\n"
      guard isDryRun else { continue }
      for change in update.changes where change.kind != .unchanged {
        let state = change.newState.map { " (\($0))" } ?? ""
        switch change.kind {
        case .added:
          out += "  + \(CatalogImport.quoted(change.unitID)): \(CatalogImport.quoted(change.newValue))\(state)\n"
        case .changed:
          let old = change.oldValue.map(CatalogImport.quoted) ?? "nothing"
          let oldState = change.oldState.map { " (\($0))" } ?? ""
          out +=
            "  ~ \(CatalogImport.quoted(change.unitID)): \(old)\(oldState) → \(CatalogImport.quoted(change.newValue))\(state)\n"
        case .unchanged:
          break
        }
      }
    }
    let files = written == 1 ? "file" : "files"
    return out + (isDryRun ? "dry run: \(written) \(files) would change\n" : "\(written) \(files) written\n")
  }
}
