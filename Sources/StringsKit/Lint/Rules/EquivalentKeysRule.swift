/// `equivalent-keys`: two keys of one table that differ only in Unicode normalisation.
struct EquivalentKeysRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .equivalentKeys, scope: .table,
    documentation: """
      Two keys look identical but are written with different code points — typically a \
      precomposed `é` (U+00E9) and `e` + U+0301, after a copy from a file saved on another system. \
      `CFBundle` compares keys code unit by code unit, so they are two entries and code finds only \
      the one spelled like its literal; Swift's `String` and `[String: Any]` treat them as equal \
      and keep just one. Reported at the later key, with a note at the first.
      """,
    triggering: [
      RuleExample(
        .init(
          "en.lproj/Localizable.strings",
          """
          "Caf\u{E9}" = "Café";
          ↓"Cafe\u{301}" = "Café";
          """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    let entries = table.loadedEntries
    // Two spellings of one text cannot both be in NFC: with every key certainly in NFC (almost
    // always), there is nothing to compare.
    guard entries.indices.contains(where: { !NFCCheck.isCertainlyNFC(entries.key(at: $0)) }) else { return }
    var seen: [String: Int] = [:]
    // Reads keys only: entries are built for the few findings.
    for position in entries.indices {
      let key = entries.key(at: position)
      guard !key.utf8.withUnsafeBufferPointer(\.isASCII) else { continue }
      // Swift's String equality and hashing are canonical equivalence: exactly what people see.
      let spelling = key.string
      guard let first = seen[spelling] else {
        seen[spelling] = position
        continue
      }
      let entry = entries[position]
      let earlier = entries[first]
      findings.report(
        "\(LintMessage.quoted(entry.key)) and the key on line \(table.location(of: earlier).line) differ only in Unicode normalisation (\(Self.codePoints(entry.key)) vs \(Self.codePoints(earlier.key))); CFBundle treats them as two keys",
        at: table.location(of: entry),
        notes: [
          StringsDiagnostic.Note(message: "the other spelling", location: table.location(of: earlier))
        ],
        key: entry.key)
    }
  }

  /// The non-ASCII code points of a key, as `U+0065 U+0301`, to show where the spellings differ.
  static func codePoints(_ key: StringsText) -> String {
    key.string.unicodeScalars.filter { $0.value >= 0x80 }
      .map {
        "U+" + String(repeating: "0", count: max(0, 4 - String($0.value, radix: 16).count))
          + String($0.value, radix: 16, uppercase: true)
      }
      .joined(separator: " ")
  }
}
