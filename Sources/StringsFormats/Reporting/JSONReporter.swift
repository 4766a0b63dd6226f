/// Renders diagnostics as a JSON array, one object per finding, fields in a fixed order:
///
/// ```json
/// [
///   {
///     "file": "de.lproj/Localizable.strings",
///     "line": 1,
///     "column": 1,
///     "severity": "warning",
///     "rule": "missing-translation",
///     "message": "\"Sign Out\" is not translated to de: …",
///     "notes": [{ "message": "…", "file": "en.lproj/Localizable.strings", "line": 14, "column": 1 }],
///     "key": "Sign Out"
///   }
/// ]
/// ```
///
/// `key` is the entry the finding is about, or `null`; a note's location fields are absent when the
/// note has no location of its own. An empty run is `[]`.
package enum JSONReporter {
  package static func render(_ diagnostics: [StringsDiagnostic]) -> String {
    JSONValue.array(diagnostics.map(object)).rendered()
  }

  static func object(_ diagnostic: StringsDiagnostic) -> JSONValue {
    .object([
      ("file", .string(diagnostic.location.file)),
      ("line", .int(diagnostic.location.line)),
      ("column", .int(diagnostic.location.column)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("rule", .string(diagnostic.ruleID)),
      ("message", .string(diagnostic.message)),
      ("notes", .array(diagnostic.notes.map(note))),
      ("key", diagnostic.key.map(JSONValue.string) ?? .null),
    ])
  }

  static func note(_ note: StringsDiagnostic.Note) -> JSONValue {
    var fields: [(String, JSONValue)] = [("message", .string(note.message))]
    if let location = note.location {
      fields += [
        ("file", .string(location.file)), ("line", .int(location.line)),
        ("column", .int(location.column)),
      ]
    }
    return .object(fields)
  }
}
