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
public struct DiffJSONRenderer: Sendable {
  /// Only the keys one side lacks (`diff --keys`).
  public var keysOnly: Bool

  public init(keysOnly: Bool = false) {
    self.keysOnly = keysOnly
  }

  public func render(_ comparisons: [TableComparison]) -> String {
    var tables: [String] = []
    var counts: [StringsDiff.Kind: Int] = [:]
    for comparison in comparisons {
      let diff = keysOnly ? comparison.diff.keyChanges : comparison.diff
      let changes = diff.changes.map { change in
        counts[change.kind, default: 0] += 1
        return object(change)
      }
      let errors = comparison.errors.map { error in
        "{\"file\":\(quote(error.location.file)),\"line\":\(error.location.line),\"column\":\(error.location.column),"
          + "\"rule\":\(quote(error.ruleID)),\"message\":\(quote(error.message))}"
      }
      tables.append(
        "{\"old\":\(comparison.oldPath.map(quote) ?? "null"),\"new\":\(comparison.newPath.map(quote) ?? "null"),"
          + "\"errors\":[\(errors.joined(separator: ","))],\"changes\":[\(changes.joined(separator: ","))]}"
      )
    }
    let summary = StringsDiff.Kind.allCases.map {
      "\(quote($0.rawValue)):\(counts[$0, default: 0])"
    }
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

  private func quote(_ string: String) -> String {
    JSONText.quote(StringsText(string))
  }
}
