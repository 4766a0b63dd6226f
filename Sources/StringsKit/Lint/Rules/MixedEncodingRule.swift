/// `mixed-encoding`: tables of one run saved in different encodings.
struct MixedEncodingRule: ProjectRule {
  init() {}

  static let description = RuleDescription(
    kind: .mixedEncoding, scope: .project,
    documentation: """
      The app's tables are not all in the same encoding (UTF-8, UTF-8 with a BOM, UTF-16LE, \
      UTF-16BE). CoreFoundation reads each correctly, but diffs, `grep` and editors do not: a \
      UTF-16 file shows as binary in a pull request and hides its changes from review. Reported \
      on each table whose encoding differs from the most common one.
      """,
    triggering: [
      RuleExample(
        .init("en.lproj/Localizable.strings", #""Inbox" = "Inbox";\#n"#),
        .init("de.lproj/Localizable.strings", #""Inbox" = "Posteingang";\#n"#),
        .init(
          "fr.lproj/Localizable.strings", "↓\"Inbox\" = \"Boîte de réception\";\n", encoding: .utf16LittleEndian(withBOM: true)))
    ])

  func check(_ tables: [LintTable], into findings: inout Findings) {
    var counts: [StringsEncoding: Int] = [:]
    for table in tables {
      if let encoding = table.encoding { counts[encoding, default: 0] += 1 }
    }
    guard counts.count > 1 else { return }
    // The most common encoding; a tie goes to the first in StringsEncoding's order (UTF-8 first).
    var majority = StringsEncoding.utf8
    var majorityCount = 0
    for encoding in StringsEncoding.allCases {
      if let count = counts[encoding], count > majorityCount {
        (majority, majorityCount) = (encoding, count)
      }
    }
    let total = counts.values.reduce(0, +)
    for table in tables {
      guard let encoding = table.encoding, encoding != majority else { continue }
      findings.report(
        "this table is \(encoding.name) while \(majorityCount) of the \(total) tables are \(majority.name); one encoding keeps diffs and tools working",
        at: table.fileLocation)
    }
  }
}
