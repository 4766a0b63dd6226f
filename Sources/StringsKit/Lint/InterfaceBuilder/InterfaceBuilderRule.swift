import Foundation

/// A rule that compares a storyboard's or xib's table in one language (`de.lproj/Main.strings`)
/// with the document itself (`Base.lproj/Main.storyboard`), whose texts are the base language.
protocol InterfaceBuilderRule: LintRule {
  func check(_ translation: DocumentTranslation, document: IBDocument, into findings: inout Findings)
}

extension IBDocument {
  /// The note that points a finding about a table entry at the document's text it translates
  /// (line 1 when the reader could not tell the line).
  func textNote(for entry: IBStringsEntry) -> StringsDiagnostic.Note {
    StringsDiagnostic.Note(
      message: "the text in the document", location: StringsSourceLocation(file: path, line: max(entry.line, 1), column: 1))
  }
}

/// A rule that compares a language's `InfoPlist.strings` with the bundle's `Info.plist`.
protocol InfoPlistRule: LintRule {
  func check(_ translation: LintTable, infoPlist: InfoPlistStrings, into findings: inout Findings)
}

/// One language's table of an Interface Builder document, with the comment above each entry
/// (where ibtool recorded the base text the translator saw).
struct DocumentTranslation: Sendable {
  var table: LintTable
  /// Key → the comment above its entry (the one CF keeps).
  var comments: [StringsText: String]

  /// Key → the entry CF keeps.
  let entries: [StringsText: StringsEntry]

  init(table: LintTable, comments: [StringsText: String]) {
    self.table = table
    self.comments = comments
    self.entries = Dictionary(table.loadedEntries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The entry CF keeps for `key`.
  func entry(_ key: StringsText) -> StringsEntry? { entries[key] }

  /// Reads the comments of `table`'s file (the lint table keeps entries only).
  init(table: LintTable) {
    var comments: [StringsText: String] = [:]
    if let parsed = try? StringsParser.parse(file: table.file.path) {
      var comment: String?
      for item in parsed.file.items {
        switch item {
        case .trivia(let trivia): comment = trivia.trailingComment
        case .entry(let entry):
          comments[entry.key] = comment
          comment = nil
        case .unparsed: comment = nil
        }
      }
    }
    self.init(table: table, comments: comments)
  }

  /// The base text ibtool recorded in the comment of `entry`'s translation
  /// (`Class = "UILabel"; text = "Recorded"; ObjectID = "…";`), still escaped as written, or nil
  /// when the comment is not ibtool's.
  func recordedBaseText(for entry: IBStringsEntry) -> String? {
    guard let comment = comments[StringsText(entry.key)]?.trimmingSpaces else { return nil }
    let name = entry.property.utf8.contains(UInt8(ascii: "[")) ? entry.key : entry.property
    let prefix = "Class = \"\(entry.className)\"; \(name) = \""
    let suffix = "\"; ObjectID = \"\(entry.objectID)\";"
    guard comment.hasPrefix(prefix), let end = comment.range(of: suffix, options: .backwards)?.lowerBound else { return nil }
    let start = comment.index(comment.startIndex, offsetBy: prefix.count)
    return start <= end ? String(comment[start..<end]) : nil
  }
}

extension String {
  /// Without leading and trailing spaces (a comment body keeps the spaces inside `/* … */`).
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " || text.first == "\n" { text = text.dropFirst() }
    while text.last == " " || text.last == "\n" { text = text.dropLast() }
    return String(text)
  }
}
