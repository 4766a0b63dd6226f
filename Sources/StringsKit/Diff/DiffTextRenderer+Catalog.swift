/// String Catalog comparisons, one header per pair of files and the language in each line:
///
/// ```
/// --- old/Localizable.xcstrings
/// +++ Localizable.xcstrings
/// + "Archive"  /* Button that archives the message */
/// + "Archive" [de] = "Archivieren" (translated)
/// ~ "%lld files" [ru, few] = "%lld файла" → "%lld файлов"
/// ~ "Welcome" comment: "Greeting" → "Shown on launch"
/// ~ "Welcome" extraction state: (none) → stale
/// ~ "Welcome" [de] state: translated → needs_review
/// 2 added, 1 value changed, 1 comment changed, 1 state changed, 1 extraction state changed
/// ```
///
/// A catalog is one file holding every language, so it gets one header, as a `.strings` table
/// does; per-language headers would repeat the same two paths for each language and leave an
/// entry's own changes (its comment, its extraction state, the key itself) under none. Lines are
/// grouped by key, so a source text edited once and its translations flagged `needs_review`
/// read together. `[ru, few]` names the language and the form (`CatalogFormPath`); `(state)` is
/// the unit's state, or after a bare key the entry's extraction state.
extension DiffTextRenderer {
  /// The comparisons that differ, then a summary line; nothing when nothing differs.
  public func render(_ comparisons: [CatalogComparison]) -> String {
    render(
      comparisons.map { ($0.oldPath, $0.newPath, (keysOnly ? $0.diff.keyChanges : $0.diff).changes) },
      line: line, summary: { summary(CatalogDiff(changes: $0)) })
  }

  /// `2 added, 1 state changed`; with `keysOnly`, `1 key only in the first`.
  public func summary(_ diff: CatalogDiff) -> String {
    if keysOnly {
      return Self.keysSummary(first: diff.count(of: .removed), second: diff.count(of: .added))
    }
    return Self.countsSummary(CatalogDiff.Kind.allCases.map { (diff.count(of: $0), $0.rawValue) })
  }

  private func line(_ change: CatalogDiff.Change) -> String {
    let subject = Self.subject(change)
    switch change.kind {
    case .added: return paint("+ " + (keysOnly ? subject : Self.describe(subject, change.new)), .green)
    case .removed: return paint("- " + (keysOnly ? subject : Self.describe(subject, change.old)), .red)
    case .valueChanged:
      return paint("~ \(subject) = \(Self.formValue(change.old)) → \(Self.formValue(change.new))", .yellow)
    case .stateChanged:
      return paint("~ \(subject) state: \(Self.formState(change.old)) → \(Self.formState(change.new))", .yellow)
    case .commentChanged:
      return paint(
        "~ \(subject) comment: \(Self.commentText(change.old?.comment)) → \(Self.commentText(change.new?.comment))",
        .yellow)
    case .extractionStateChanged:
      return paint(
        "~ \(subject) extraction state: \(change.old?.extractionState ?? "(none)") → \(change.new?.extractionState ?? "(none)")",
        .yellow)
    }
  }

  /// `"key"`, `"key" [de]` or `"key" [ru, %#@files@, few]`.
  static func subject(_ change: CatalogDiff.Change) -> String {
    let key = StringsEscaping.quoted(change.key)
    guard let language = change.language else { return key }
    return key + " [" + ([language] + change.form.steps).joined(separator: ", ") + "]"
  }

  /// What an added or removed entry or form holds.
  private static func describe(_ subject: String, _ side: CatalogDiff.Side?) -> String {
    switch side {
    case .entry(let comment, let extractionState):
      return subject + (extractionState.map { " (\($0))" } ?? "") + trailingComment(comment)
    case .form(let value, let state):
      return subject + " = " + StringsEscaping.quoted(value) + (state.map { " (\($0))" } ?? "")
    case nil: return subject
    }
  }

  private static func formValue(_ side: CatalogDiff.Side?) -> String {
    guard case .form(let value, _)? = side else { return "(none)" }
    return StringsEscaping.quoted(value)
  }

  private static func formState(_ side: CatalogDiff.Side?) -> String {
    guard case .form(_, let state?)? = side else { return "(none)" }
    return state
  }
}

extension CatalogDiff.Side {
  /// The entry's comment (nil for a form).
  var comment: String? {
    guard case .entry(let comment, _) = self else { return nil }
    return comment
  }

  /// The entry's extraction state (nil for a form).
  var extractionState: String? {
    guard case .entry(_, let state) = self else { return nil }
    return state
  }
}
