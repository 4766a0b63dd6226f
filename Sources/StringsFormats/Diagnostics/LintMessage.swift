/// How lint messages show keys and values: quoted and escaped exactly as they would be written in
/// a `.strings` file, so a key can be searched for and copied back.
package enum LintMessage {
  /// `"key"`, escaped.
  package static func quoted(_ text: StringsText) -> String {
    StringsEscaping.quoted(text)
  }

  /// A value for a message: quoted, and cut after `limit` characters so one long value does not
  /// flood the report.
  package static func excerpt(_ text: StringsText, limit: Int = 60) -> String {
    let escaped = StringsEscaping.escaped(text)
    guard escaped.count > limit else { return "\"\(escaped)\"" }
    return "\"\(escaped.prefix(limit))…\""
  }

  /// `1 entry`, `3 entries`.
  package static func count(_ n: Int, _ singular: String, _ plural: String) -> String {
    "\(n) \(n == 1 ? singular : plural)"
  }
}
