/// Renders table comparisons for people, one line per change:
///
/// ```
/// --- en.lproj/Localizable.strings
/// +++ new/en.lproj/Localizable.strings
/// + "settings.title" = "Settings";  /* Title of the settings screen */
/// - "legacy.banner" = "Old banner";
/// ~ "greeting" = "Hello" → "Hello there"
/// ~ "greeting" comment: "Greeting" → "Shown on launch"
/// 1 added, 1 removed, 1 value changed, 1 comment changed
/// ```
///
/// Keys and values are written in `.strings` syntax (escaped, so each change is one line and can be
/// pasted back into a file). Pure: colour is asked for by the caller, who knows whether the output
/// is a terminal.
package struct DiffTextRenderer: Sendable {
  /// ANSI colour: green additions, red removals, yellow changes, bold headers.
  public var usesColor: Bool
  /// Only the keys one side lacks (`diff --keys`); values and comments are not compared.
  public var keysOnly: Bool

  public init(usesColor: Bool = false, keysOnly: Bool = false) {
    self.usesColor = usesColor
    self.keysOnly = keysOnly
  }

  /// The comparisons that differ, each under a `---`/`+++` header, then a summary line. Nothing
  /// when nothing differs.
  public func render(_ comparisons: [TableComparison]) -> String {
    render(
      comparisons.map { ($0.oldPath, $0.newPath, (keysOnly ? $0.diff.keyChanges : $0.diff).changes) },
      line: line, summary: { summary(StringsDiff(changes: $0)) })
  }

  /// The sections with changes, each under its header with one line per change, then the summary
  /// of every change; nothing when there is none.
  func render<Change>(
    _ sections: [(old: String?, new: String?, changes: [Change])], line: (Change) -> String,
    summary: ([Change]) -> String
  ) -> String {
    var out = ""
    var all: [Change] = []
    for section in sections where !section.changes.isEmpty {
      out += header(old: section.old, new: section.new)
      for change in section.changes { out += line(change) + "\n" }
      all += section.changes
    }
    guard !all.isEmpty else { return out }
    return out + summary(all) + "\n"
  }

  /// `2 added, 1 removed, 1 value changed` (kinds with no changes left out); with `keysOnly`,
  /// `1 key only in the first, 2 keys only in the second` (the first and second paths given).
  public func summary(_ diff: StringsDiff) -> String {
    if keysOnly {
      return Self.keysSummary(first: diff.count(of: .removed), second: diff.count(of: .added))
    }
    return Self.countsSummary(StringsDiff.Kind.allCases.map { (diff.count(of: $0), $0.rawValue) })
  }

  /// `1 key only in the first, 2 keys only in the second`, sides with none left out.
  static func keysSummary(first: Int, second: Int) -> String {
    func keys(_ n: Int) -> String { n == 1 ? "1 key" : "\(n) keys" }
    return [
      first > 0 ? "\(keys(first)) only in the first" : nil,
      second > 0 ? "\(keys(second)) only in the second" : nil,
    ]
    .compactMap { $0 }.joined(separator: ", ")
  }

  /// `2 added, 1 value changed, 2 states changed` from each kind's count and JSON name; kinds
  /// with no changes left out.
  static func countsSummary(_ counts: [(count: Int, kind: String)]) -> String {
    var parts: [String] = []
    for (count, kind) in counts where count > 0 {
      switch kind {
      case "added", "removed": parts.append("\(count) \(kind)")
      default:
        let noun = kind == "extractionState" ? "extraction state" : kind
        parts.append("\(count) \(noun)\(count == 1 ? "" : "s") changed")
      }
    }
    return parts.joined(separator: ", ")
  }

  /// The `---`/`+++` lines naming the two sides.
  func header(old: String?, new: String?) -> String {
    paint("--- " + (old ?? "/dev/null"), .bold) + "\n" + paint("+++ " + (new ?? "/dev/null"), .bold) + "\n"
  }

  // MARK: - Lines

  private func line(_ change: StringsDiff.Change) -> String {
    let key = StringsEscaping.quoted(change.key)
    switch change.kind {
    case .added:
      return paint("+ " + (keysOnly ? key : statement(key, change.new)), .green)
    case .removed:
      return paint("- " + (keysOnly ? key : statement(key, change.old)), .red)
    case .valueChanged:
      return paint(
        "~ \(key) = \(Self.valueText(change.old?.value)) → \(Self.valueText(change.new?.value))",
        .yellow)
    case .commentChanged:
      return paint(
        "~ \(key) comment: \(Self.commentText(change.old?.comment)) → \(Self.commentText(change.new?.comment))",
        .yellow)
    }
  }

  private func statement(_ key: String, _ entry: CommentedTable.Entry?) -> String {
    "\(key) = \(Self.valueText(entry?.value));" + Self.trailingComment(entry?.comment)
  }

  /// `  /* comment */` on one line, or nothing without a comment.
  static func trailingComment(_ comment: String?) -> String {
    comment.map { "  " + StringsWriter.commentText(oneLine($0)) } ?? ""
  }

  /// A value in `.strings` syntax; containers in JSON-like form (they are rare in tables).
  static func valueText(_ value: StringsValue?) -> String {
    switch value {
    case nil: return "(none)"
    case .string(let text): return StringsEscaping.quoted(text)
    case .data(let bytes):
      return "<" + bytes.map { byte in String(byte, radix: 16).leftPadded(to: 2) }.joined() + ">"
    case .array, .dictionary: return JSONText.encode(value!) ?? "(container with data)"
    }
  }

  static func commentText(_ comment: String?) -> String {
    comment.map { StringsEscaping.quoted(StringsText($0)) } ?? "(none)"
  }

  /// A comment with its line breaks written as spaces, so the change stays on one line.
  static func oneLine(_ comment: String) -> String {
    String(comment.map { $0.isNewline ? " " : $0 })
  }

  // MARK: - Colour

  enum Style: String {
    case bold = "1"
    case green = "32"
    case red = "31"
    case yellow = "33"
  }

  func paint(_ text: String, _ style: Style) -> String {
    usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
