/// Writes new `.strings` content in the layout genstrings uses:
///
/// ```
/// /* Comment for the translator */
/// "key" = "value";
///
/// ```
///
/// Existing files are edited through `StringsFile` items instead, so untouched text keeps its bytes.
public enum StringsWriter {
  /// A comment above an entry. `nil` writes none.
  public static func commentText(_ comment: String) -> String {
    // `*/` would end the comment early and break the file.
    "/* " + comment.replacingToken("*/", with: "* /") + " */"
  }

  /// One entry's statement: `"key" = "value";`.
  public static func statement(key: StringsText, value: StringsText) -> String {
    StringsEscaping.quoted(key) + " = " + StringsEscaping.quoted(value) + ";"
  }

  /// A comment (if any), the statement, and a blank line — genstrings' block for one entry.
  public static func entryBlock(key: StringsText, value: StringsText, comment: String?) -> String {
    var text = ""
    if let comment { text += commentText(comment) + "\n" }
    text += statement(key: key, value: value) + "\n\n"
    return text
  }

  /// A whole table from entries in the given order.
  public static func table(_ entries: [(key: StringsText, value: StringsText, comment: String?)]) -> String {
    entries.map { entryBlock(key: $0.key, value: $0.value, comment: $0.comment) }.joined()
  }

  /// A syntax-model entry made in memory, with its text.
  public static func makeEntry(key: StringsText, value: StringsText) -> StringsEntry {
    let text = Array(statement(key: key, value: value).utf8)
    return StringsEntry(key: key, value: .string(value), text: text[...])
  }
}
