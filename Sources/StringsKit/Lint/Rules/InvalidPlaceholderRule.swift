/// `invalid-placeholder`: a format string with a malformed `%` or mixed positional and sequential
/// placeholders.
struct InvalidPlaceholderRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .invalidPlaceholder, scope: .table,
    documentation: """
      A value that is a format string (it, or its key, holds a placeholder such as `%@`, `%lld` \
      or `%%`) has a `%` that starts no valid placeholder — `%` at the end, `%y`, `%0$@` — or \
      mixes positional (`%1$@`) and sequential (`%@`) placeholders. Xcode 26's named \
      placeholders (`%(count)lld`) are checked too: a `%(` never closed, named placeholders \
      mixed with unnamed ones (`%(count)lld of %1$@`), or one name read as two types \
      (`%(n)lld … %(n)@`). `String(format:)` prints \
      garbage or reads arguments that were never passed, which can crash. Write `%%` for a \
      literal percent sign. A value with no placeholder at all is not a format string, and a lone \
      `%` there ("50% off", "0%, 25% and 100%" in a storyboard table) is left alone.
      """,
    triggering: [
      RuleExample(
        .init(
          "de.lproj/Localizable.strings",
          """
          "Progress %d%" = "Fortschritt %d↓%";
          "%1$@ by %@" = ↓"%1$@ von %@";
          "%(count)lld of %(total)lld" = "%(count)lld von ↓%(total";
          """))
    ],
    nonTriggering: [
      RuleExample(
        .init(
          "de.lproj/Localizable.strings",
          """
          "Saved %d%%" = "%d %% gespeichert";
          "Sale" = "50% Rabatt";
          """))
    ])

  /// Tables with at least this many entries are checked in parts (by the `Linter`, on every core).
  static let partThreshold = 20_000

  /// The ranges of entries a large table is checked in (none for a small one): up to eight, so
  /// that two cores finish together whatever else they run.
  static func parts(of table: LintTable) -> [Range<Int>] {
    let count = table.allEntries.count
    guard count >= partThreshold else { return [] }
    let parts = min(8, count / (partThreshold / 2))
    return (0..<parts).map { (count * $0 / parts)..<(count * ($0 + 1) / parts) }
  }

  func check(_ table: LintTable, into findings: inout Findings) {
    check(table, entries: table.allEntries.indices, into: &findings)
  }

  /// The findings of some of the table's entries (each entry's depend on it alone).
  func check(_ table: LintTable, entries: Range<Int>, into findings: inout Findings) {
    // Every definition, as placeholder-mismatch does: a shadowed one loads once the later goes.
    for index in entries {
      // The entry is built only for the rare value that is not well formed.
      guard let summary = table.placeholderValidity(at: index), !summary.isWellFormed else { continue }
      let entry = table.allEntries[index]
      guard let text = entry.value.text,
        summary.hasEvidence || PlaceholderSummary(entry.key).hasEvidence
      else { continue }
      for invalid in FormatString(text).invalidRanges {
        findings.report(
          "invalid placeholder '\(Self.written(invalid.range, in: text))' in the value of \(LintMessage.quoted(entry.key)): \(invalid.reason)",
          at: table.location(ofValueByte: invalid.range.lowerBound, in: entry), key: entry.key)
      }
      if summary.hasPositional && summary.hasSequential {
        findings.report(
          "the value of \(LintMessage.quoted(entry.key)) mixes positional (%1$@) and sequential (%@) placeholders, which String(format:) does not define; number them all",
          at: table.valueLocation(of: entry), key: entry.key)
      }
      for problem in NamedPlaceholderProblem.problems(of: summary, in: text) {
        findings.report(
          "the value of \(LintMessage.quoted(entry.key)) \(problem)",
          at: table.valueLocation(of: entry), key: entry.key)
      }
    }
  }

  /// The malformed placeholder as written, with the whole character that ended it (`%У`, not half
  /// of its UTF-8 bytes).
  static func written(_ range: Range<Int>, in text: StringsText) -> String {
    let bytes = text.utf8.dropFirst(range.lowerBound)
    var end = bytes.startIndex + range.count
    if end < bytes.endIndex {
      end += 1
      while end < bytes.endIndex, bytes[end] & 0xC0 == 0x80 { end += 1 }
    }
    return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
  }
}
