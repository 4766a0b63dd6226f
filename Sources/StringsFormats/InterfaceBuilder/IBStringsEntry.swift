/// One localizable text of an Interface Builder document: a row of the table ibtool generates.
package struct IBStringsEntry: Sendable, Hashable {
  /// The object's `id` in the document (`2V9-YN-vxb`, or `42` in old documents).
  package var objectID: String
  /// The key suffix: `text`, `normalTitle`, `headerCell.title`, `segmentTitles[0]`…
  package var property: String
  /// The built-in class ibtool names in the comment (never the document's `customClass`).
  package var className: String
  /// The text as the document holds it.
  package var value: String
  /// The object's "Comment for Localizer" (`userComments`), written as `Note = "…"`.
  var note: String?
  /// Where the object starts in the document (1-based).
  package var line: Int

  init(objectID: String, property: String, className: String, value: String, note: String? = nil, line: Int = 0) {
    self.objectID = objectID
    self.property = property
    self.className = className
    self.value = value
    self.note = note
    self.line = line
  }

  /// The table key, `ObjectID.property`.
  package var key: String { objectID + "." + property }

  /// ibtool's comment text (without `/* */`):
  /// `Class = "UIButton"; normalTitle = "Sign in"; ObjectID = "2V9-YN-vxb"; Note = "…";`.
  /// An element of an array property is named by its whole key there
  /// (`Class = "NSSegmentedCell"; Fqo-1c-3L1.ibShadowedLabels[0] = "General"; …`, iina's tables).
  package var comment: String {
    let name = property.utf8.contains(UInt8(ascii: "[")) ? key : property
    var text = "Class = \"" + className + "\"; " + name + " = \"" + IBStringsEntry.escaped(value)
    text += "\"; ObjectID = \"" + objectID + "\";"
    if let note { text += " Note = \"" + IBStringsEntry.escaped(note) + "\";" }
    return text
  }

  /// A text as ibtool quotes it, in comments and entries alike (`\"`, `\n`, `\t`; the rest as is).
  package static func escaped(_ text: String) -> String {
    StringsEscaping.escaped(StringsText(text))
  }
}
