/// `obsolete-key`: a key in a translation that the base table does not have.
struct ObsoleteKeyRule: TranslationRule {
  init() {}

  static let description = RuleDescription(
    kind: .obsoleteKey, scope: .translation,
    documentation: """
      A translation defines a key that the base-language table lacks. Either the key was removed \
      or renamed in the base and the translation is dead weight that translators keep paying for, \
      or the base lost a key the code still uses — then users of the base language see the raw \
      key. Reported at the key in the translation; a key the base defines in its `.stringsdict` is \
      not obsolete, and `InfoPlist.strings` is not checked (it may localize any `Info.plist` key, \
      whose base text is in `Info.plist`, not in the base table).
      """,
    triggering: [
      RuleExample(
        .init("en.lproj/Localizable.strings", #""Inbox" = "Inbox";\#n"#),
        .init(
          "de.lproj/Localizable.strings",
          """
          "Inbox" = "Posteingang";
          ↓"Log Out" = "Abmelden";
          """))
    ])

  func check(
    _ translation: LintTable, base: LintTable, index: Void, into findings: inout Findings
  ) {
    // InfoPlist.strings may localize any Info.plist key, whose base text is Info.plist itself.
    guard !translation.file.isInfoPlist else { return }
    for entry in translation.loadedEntries where !base.defines(entry.key) {
      findings.report(
        "\(LintMessage.quoted(entry.key)) is not in the base table (\(base.displayLanguage)): obsolete here, or missing from \(base.file.path)",
        at: translation.location(of: entry), key: entry.key)
    }
  }
}
