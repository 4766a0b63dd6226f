/// `missing-permission-prompt`: a language whose `InfoPlist.strings` lacks a permission prompt
/// the `Info.plist` has.
struct MissingPermissionPromptRule: InfoPlistRule {
  init() {}

  static let description = RuleDescription(
    kind: .missingPermissionPrompt, scope: .document,
    documentation: """
      The bundle's `Info.plist` has a usage description (`NSCameraUsageDescription`, any \
      `…UsageDescription`; for a target that generates its Info.plist, an `INFOPLIST_KEY_…` build \
      setting of the nearest `.xcodeproj`, the target named like the bundle's folder first) that a \
      language's `InfoPlist.strings` does not translate: the system \
      shows that language's users the development-language prompt. App Review rejects apps whose \
      permission prompts are not localized in the languages they offer. Reported at the top of \
      the table, with the `Info.plist` line.
      """,
    triggering: [
      RuleExample(
        .init(
          "Info.plist",
          """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          \t<key>NSCameraUsageDescription</key>
          \t<string>Scan a receipt.</string>
          \t<key>NSPhotoLibraryUsageDescription</key>
          \t<string>Pick a receipt.</string>
          </dict>
          </plist>
          """),
        .init("en.lproj/Localizable.strings", #""Inbox" = "Inbox";\#n"#),
        .init("de.lproj/Localizable.strings", #""Inbox" = "Posteingang";\#n"#),
        .init(
          "de.lproj/InfoPlist.strings",
          """
          ↓/* Info.plist keys */
          "NSCameraUsageDescription" = "Beleg scannen.";
          """))
    ])

  func check(_ translation: LintTable, infoPlist: InfoPlistStrings, into findings: inout Findings) {
    for entry in infoPlist.entries
    where InfoPlistKeys.isPermissionPrompt(entry.key) && !translation.defines(StringsText(entry.key)) {
      findings.report(
        "the permission prompt \(entry.key) has no \(translation.displayLanguage) translation: the system shows \(LintMessage.excerpt(StringsText(entry.value)))",
        at: translation.fileLocation, notes: [StringsDiagnostic.Note(message: "defined here", location: entry.location)],
        key: StringsText(entry.key))
    }
  }
}
