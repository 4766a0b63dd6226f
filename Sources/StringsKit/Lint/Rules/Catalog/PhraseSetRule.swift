/// `phrase-set`: an App Shortcuts phrase set (`stringSet`) that Xcode's build rejects or that
/// loses what the code declares.
struct PhraseSetRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .phraseSet, scope: .table,
    documentation: """
      An App Shortcuts phrase set (`"stringSet" : { "values" : [ … ] }`, in \
      `AppShortcuts.xcstrings`) is checked phrase by phrase: a set with no phrases, an empty \
      phrase, a phrase without exactly one `${applicationName}` (Xcode's \
      `appshortcutstringsprocessor` fails the build: "Invalid Utterance. Every App Shortcut \
      utterance should have one '${applicationName}' in it."), and a parameter such as \
      `${profile}` that no phrase of the source language has (the code declares no such \
      parameter, so Siri cannot fill it). Translations may have more or fewer phrases than the \
      source.
      """,
    triggering: [
      RuleExample(
        .catalog(
          "AppShortcuts.xcstrings", version: "1.1",
          entries: """
            "Start a chat in ${applicationName}" : {
              "localizations" : {
                "de" : {
                  "stringSet" : { "state" : "translated", "values" : [ "Chat in ${applicationName} starten", ↓"" ] }
                },
                "en" : {
                  "stringSet" : { "state" : "translated", "values" : [ "Start a chat in ${applicationName}" ] }
                }
              }
            }
            """))
    ])

  static let applicationName = "${applicationName}"

  func check(_ table: LintTable, into findings: inout Findings) {
    guard let view = table.catalog else { return }
    for entry in view.catalog.entries where entry.extractionState != .stale {
      guard let localization = entry.localization(for: view.language), let set = localization.stringSet else { continue }
      let key = StringsText(entry.key)
      let quoted = LintMessage.quoted(key)
      guard !set.values.isEmpty else {
        findings.report(
          "the \(view.language) phrase set of \(quoted) has no phrases: Siri and Shortcuts offer the shortcut in \(view.language) by no phrase",
          at: view.result.location(of: set.offset), key: key)
        continue
      }
      // The source's phrases (and the key, which Xcode makes the first of them) say which
      // parameters the code declares.
      let sourcePhrases = [entry.key] + (entry.localization(for: view.catalog.sourceLanguage)?.stringSet?.values ?? [])
      let declared: Set<String>? = view.isSource ? nil : Set(sourcePhrases.flatMap { Self.parameters(in: $0) })
      for (index, phrase) in set.values.enumerated() {
        let location = view.result.location(of: set.valueOffsets[index])
        let number = "phrase \(index + 1) of the \(view.language) phrase set of \(quoted)"
        if phrase.isEmpty {
          findings.report("\(number) is empty", at: location, key: key)
          continue
        }
        let names = Self.parameters(in: phrase)
        let count = names.filter { $0 == Self.applicationName }.count
        if count != 1 {
          findings.report(
            "\(number) has \(count == 0 ? "no" : "\(count)") '\(Self.applicationName)': Xcode's build rejects it (\"Every App Shortcut utterance should have one '${applicationName}' in it\")",
            at: location, key: key)
        }
        if let declared, !declared.isEmpty {
          for name in Set(names).subtracting(declared).subtracting([Self.applicationName]).sorted() {
            findings.report(
              "\(number) has '\(name)', which no \(view.catalog.sourceLanguage) phrase has: the code declares no such parameter",
              at: location, key: key)
          }
        }
      }
    }
  }

  /// The `${…}` parameters of a phrase, as written, in order.
  static func parameters(in phrase: String) -> [String] {
    let bytes = Array(phrase.utf8)
    var result: [String] = []
    var i = 0
    while i + 1 < bytes.count {
      guard bytes[i] == UInt8(ascii: "$"), bytes[i + 1] == UInt8(ascii: "{"),
        let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: "}"))
      else {
        i += 1
        continue
      }
      result.append(String(decoding: bytes[i...close], as: UTF8.self))
      i = close + 1
    }
    return result
  }
}
