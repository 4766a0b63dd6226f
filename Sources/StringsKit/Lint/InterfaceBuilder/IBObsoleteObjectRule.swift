/// `ib-obsolete-object`: a storyboard translation for an object or text the document no longer has.
struct IBObsoleteObjectRule: InterfaceBuilderRule {
  init() {}

  static let description = RuleDescription(
    kind: .ibObsoleteObject, scope: .document,
    documentation: """
      A storyboard's or xib's table (`de.lproj/Main.strings`) has a key `ObjectID.property` that \
      the document (`Base.lproj/Main.storyboard`) no longer exports: the object was deleted, or \
      its text was removed or emptied. The translation is never shown; `lstrings merge` drops it. \
      Reported at the key.
      """,
    triggering: [
      RuleExample(
        .storyboard(subviews: #"<label text="Inbox" id="lbl-1"/>"#),
        .init(
          "de.lproj/Main.strings",
          """
          /* Class = "UILabel"; text = "Inbox"; ObjectID = "lbl-1"; */
          "lbl-1.text" = "Posteingang";

          /* Class = "UILabel"; text = "Welcome"; ObjectID = "Ibu-xm-woE"; */
          ↓"Ibu-xm-woE.text" = "Willkommen";
          """))
    ])

  func check(_ translation: DocumentTranslation, document: IBDocument, into findings: inout Findings) {
    let keys = Set(document.entries.map(\.key))
    let objects = Set(document.entries.map(\.objectID))
    for entry in translation.table.loadedEntries where !keys.contains(entry.key.string) {
      let objectID = entry.key.string.split(separator: ".", maxSplits: 1).first.map(String.init) ?? entry.key.string
      let what = objects.contains(objectID) ? "the object no longer has this text" : "the object is gone"
      findings.report(
        "\(LintMessage.quoted(entry.key)) is not in \(document.path) (\(what)): the translation is never shown",
        at: translation.table.location(of: entry), key: entry.key)
    }
  }
}
