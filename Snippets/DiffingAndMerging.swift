// Compares two versions of a table, then merges a changed base table into a translation.
import StringsKit

let before = StringsParser.parse(Array("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8), path: "old.strings")
let after = StringsParser.parse(Array("\"a\" = \"A!\";\n\"c\" = \"C\";\n".utf8), path: "new.strings")
if let old = CommentedTable(before), let new = CommentedTable(after) {
  let diff = StringsDiff(old: old, new: new)
  for change in diff.changes {
    print(change.kind, change.key)  // the value of a changed, b removed, c added
  }
}

// The base (English) now has "c" and no longer has "b"; the German translation is merged.
let base = [
  BaseEntry(key: "a", value: "A!", comment: "The first letter."),
  BaseEntry(key: "c", value: "C", comment: "A new string."),
]
let german = StringsParser.parse(
  Array("/* The first letter. */\n\"a\" = \"Ä\";\n\"b\" = \"Bé\";\n".utf8), path: "de.lproj/Localizable.strings")
switch Merger(options: MergeOptions(obsolete: .comment)).merge(base, into: german) {
case .merged(let result):
  print("added:", result.added, "commented out:", result.commentedOut)  // ["c"], ["b"]
  print(String(decoding: result.merged, as: UTF8.self))
case .refused(let path, let diagnostics):
  print("not merged: \(path)", diagnostics)
}
