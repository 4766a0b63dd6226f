/// What an Interface Builder document (`.storyboard`, `.xib`) holds for localization: its platform
/// and the texts ibtool would export, with the problems met while reading it.
package struct IBDocument: Sendable {
  /// The path as given.
  package var path: String
  /// nil when the document could not be read as one (see `diagnostics`).
  package var platform: IBPlatform?
  /// The localizable texts in ibtool's table order; empty texts are left out as ibtool does.
  package var entries: [IBStringsEntry]
  package var diagnostics: [StringsDiagnostic]

  package init(path: String, platform: IBPlatform?, entries: [IBStringsEntry], diagnostics: [StringsDiagnostic]) {
    self.path = path
    self.platform = platform
    self.entries = entries
    self.diagnostics = diagnostics
  }

  /// The file extensions of Interface Builder documents.
  package static let fileExtensions: Set<String> = ["storyboard", "xib"]

  /// The table name ibtool's output takes (`Main.storyboard` → `Main`).
  package var tableName: String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }

  /// The entry for each key, for lint and lookup.
  package var entriesByKey: [String: IBStringsEntry] {
    Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The table as ibtool writes it: every entry is a line feed, the comment line and the entry
  /// line, so the text starts with a blank line, entries are one blank line apart and the file
  /// ends with one line feed (docs/interface-builder.md, "The table"). UTF-8.
  package var stringsText: String {
    var text = ""
    text.reserveCapacity(entries.count * 120)
    for entry in entries {
      text += "\n"
      text += StringsWriter.commentText(entry.comment)
      text += "\n\""
      text += IBStringsEntry.escaped(entry.key)
      text += "\" = \""
      text += IBStringsEntry.escaped(entry.value)
      text += "\";\n"
    }
    return text
  }
}
