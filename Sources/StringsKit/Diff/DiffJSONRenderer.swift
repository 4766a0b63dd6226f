/// Renders table comparisons as one JSON document for tools:
///
/// ```json
/// {"tables":[{"old":"en.lproj/A.strings","new":"b/en.lproj/A.strings","errors":[],"changes":[
///   {"key":"greeting","kind":"value","old":{"value":"Hello","comment":"Greeting"},"new":{…}}]}],
///  "summary":{"added":0,"removed":0,"value":1,"comment":0}}
/// ```
///
/// `kind` is `added`, `removed`, `value` or `comment`; `old` is absent for `added`, `new` for
/// `removed`; `comment` is null when the entry has none. A missing side's path is null. Every
/// comparison is listed, changed or not, so a tool sees which tables were compared.
package struct DiffJSONRenderer: Sendable {
  /// Only the keys one side lacks (`diff --keys`).
  public var keysOnly: Bool

  public init(keysOnly: Bool = false) {
    self.keysOnly = keysOnly
  }

  public func render(_ comparisons: [TableComparison]) -> String {
    render(
      comparisons.map {
        ($0.oldPath, $0.newPath, $0.errors, (keysOnly ? $0.diff.keyChanges : $0.diff).changes)
      },
      object: object, kind: \.kind.rawValue, kinds: StringsDiff.Kind.allCases.map(\.rawValue))
  }

  /// The document for compared pairs: each with its changes as `object` writes them, then how
  /// many changes of each of `kinds` there are.
  func render<Change>(
    _ sections: [(old: String?, new: String?, errors: [StringsDiagnostic], changes: [Change])],
    object: (Change) -> String, kind: (Change) -> String, kinds: [String]
  ) -> String {
    var counts: [String: Int] = [:]
    let tables = sections.map { section in
      let changes = section.changes.map { change in
        counts[kind(change), default: 0] += 1
        return object(change)
      }
      return table(old: section.old, new: section.new, errors: section.errors, changes: changes)
    }
    return document(tables: tables, summary: kinds.map { ($0, counts[$0, default: 0]) })
  }

  /// One compared pair: its paths (null for a missing side), the errors that stopped it, its changes.
  func table(old: String?, new: String?, errors: [StringsDiagnostic], changes: [String]) -> String {
    let errors = errors.map { error in
      "{\"file\":\(quote(error.location.file)),\"line\":\(error.location.line),\"column\":\(error.location.column),"
        + "\"rule\":\(quote(error.ruleID)),\"message\":\(quote(error.message))}"
    }
    return "{\"old\":\(old.map(quote) ?? "null"),\"new\":\(new.map(quote) ?? "null"),"
      + "\"errors\":[\(errors.joined(separator: ","))],\"changes\":[\(changes.joined(separator: ","))]}"
  }

  /// The whole document: the tables, then each kind's count.
  func document(tables: [String], summary: [(kind: String, count: Int)]) -> String {
    let summary = summary.map { "\(quote($0.kind)):\($0.count)" }
    return
      "{\"tables\":[\(tables.joined(separator: ","))],\"summary\":{\(summary.joined(separator: ","))}}\n"
  }

  private func object(_ change: StringsDiff.Change) -> String {
    var fields = [
      "\"key\":" + JSONText.quote(change.key), "\"kind\":" + quote(change.kind.rawValue),
    ]
    if let old = change.old, !keysOnly { fields.append("\"old\":" + entry(old)) }
    if let new = change.new, !keysOnly { fields.append("\"new\":" + entry(new)) }
    return "{" + fields.joined(separator: ",") + "}"
  }

  private func entry(_ entry: CommentedTable.Entry) -> String {
    let value: String
    switch entry.value {
    case .data(let bytes):
      value =
        "{\"data\":\""
        + bytes.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined() + "\"}"
    case .string, .array, .dictionary: value = JSONText.encode(entry.value) ?? "null"
    }
    return "{\"value\":\(value),\"comment\":\(entry.comment.map(quote) ?? "null")}"
  }

  func quote(_ string: String) -> String {
    JSONText.quote(StringsText(string))
  }
}
