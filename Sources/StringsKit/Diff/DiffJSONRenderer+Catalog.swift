/// String Catalog comparisons in the same document as tables, each change with its language and
/// form added:
///
/// ```json
/// {"tables":[{"old":"A.xcstrings","new":"B.xcstrings","errors":[],"changes":[
///   {"key":"Welcome","kind":"comment","language":null,"form":[],
///    "old":{"comment":"Greeting","extractionState":null},"new":{…}},
///   {"key":"%lld files","kind":"value","language":"ru","form":["few"],
///    "old":{"value":"%lld файла","state":"translated"},"new":{…}}]}],
///  "summary":{"added":0,"removed":0,"value":1,"comment":1,"state":0,"extractionState":0}}
/// ```
///
/// `language` is null for the entry's own changes (`comment`, `extractionState`, an entry added
/// or removed), whose sides hold `comment` and `extractionState`; a form's sides hold `value` and
/// `state` (null when the side is a table loaded from files). `form` is the form's path
/// (`CatalogFormPath`), empty for the plain value.
extension DiffJSONRenderer {
  public func render(_ comparisons: [CatalogComparison]) -> String {
    render(
      comparisons.map {
        ($0.oldPath, $0.newPath, $0.errors, (keysOnly ? $0.diff.keyChanges : $0.diff).changes)
      },
      object: object, kind: \.kind.rawValue, kinds: CatalogDiff.Kind.allCases.map(\.rawValue))
  }

  private func object(_ change: CatalogDiff.Change) -> String {
    var fields = [
      "\"key\":" + JSONText.quote(change.key), "\"kind\":" + quote(change.kind.rawValue),
      "\"language\":" + (change.language.map(quote) ?? "null"),
      "\"form\":[" + change.form.steps.map(quote).joined(separator: ",") + "]",
    ]
    if let old = change.old, !keysOnly { fields.append("\"old\":" + side(old)) }
    if let new = change.new, !keysOnly { fields.append("\"new\":" + side(new)) }
    return "{" + fields.joined(separator: ",") + "}"
  }

  private func side(_ side: CatalogDiff.Side) -> String {
    switch side {
    case .entry(let comment, let extractionState):
      return "{\"comment\":\(comment.map(quote) ?? "null"),\"extractionState\":\(extractionState.map(quote) ?? "null")}"
    case .form(let value, let state):
      return "{\"value\":\(JSONText.quote(value)),\"state\":\(state.map(quote) ?? "null")}"
    }
  }
}
