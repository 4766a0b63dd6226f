/// `duplicate-key`: a key defined more than once in one table.
struct DuplicateKeyRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .duplicateKey, scope: .table,
    documentation: """
      The same key is defined twice in one table. CoreFoundation keeps the *last* definition and \
      drops the earlier ones without a word, so editing the first one (the one people find first) \
      changes nothing at run time. Reported at each later definition, with a note at the first; \
      the message says which value users see. In a String Catalog: a key written twice in \
      `strings` (a hand-resolved merge conflict), of which JSON readers keep only one entry.
      """,
    triggering: [
      RuleExample(
        .init(
          "en.lproj/Localizable.strings",
          """
          "title" = "Inbox";
          ↓"title" = "Mail";
          """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    for (key, indices) in table.duplicateDefinitions {
      let original = table.allEntries[indices[0]]
      let firstLocation = table.location(of: original)
      let kept = table.allEntries[indices[indices.count - 1]]
      for index in indices.dropFirst() {
        let entry = table.allEntries[index]
        var message =
          "\(LintMessage.quoted(key)) is already defined on line \(firstLocation.line); "
        if table.catalog != nil {
          message +=
            "JSON readers keep one of the two entries (Foundation's JSONSerialization the last, JSONDecoder the first), so the other's localizations and comment are lost"
        } else if entry.value == original.value {
          message += "both definitions have the same value"
        } else if index == indices[indices.count - 1], let text = entry.value.text {
          message += "CoreFoundation keeps this last definition, \(LintMessage.excerpt(text))"
        } else {
          message +=
            "CoreFoundation keeps the last definition, on line \(table.location(of: kept).line)"
        }
        findings.report(
          message, at: table.location(of: entry),
          notes: [
            StringsDiagnostic.Note(
              message: "first definition of \(LintMessage.quoted(key))", location: firstLocation)
          ],
          key: key)
      }
    }
  }
}
