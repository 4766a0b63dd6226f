/// `invalid-placeholder`: a format string with a malformed `%` or mixed positional and sequential
/// placeholders.
public struct InvalidPlaceholderRule: TableRule {
  public init() {}

  public static let description = RuleDescription(
    id: "invalid-placeholder", name: "Invalid placeholder", scope: .table, defaultSeverity: .error,
    documentation: """
      A value that is a format string (it, or its key, holds a placeholder such as `%@`, `%lld` \
      or `%%`) has a `%` that starts no valid placeholder — `%` at the end, `%y`, `%0$@` — or \
      mixes positional (`%1$@`) and sequential (`%@`) placeholders. `String(format:)` prints \
      garbage or reads arguments that were never passed, which can crash. Write `%%` for a \
      literal percent sign. A value with no placeholder at all is not a format string, and a lone \
      `%` there ("50% off") is left alone.
      """,
    example: """
      "Saved %d%" = "%d% gespeichert";      // "% g" is read as a placeholder
      "%1$@ by %@" = "%1$@ von %@";         // mixes %1$@ and %@
      """)

  public func check(_ table: LintTable, into findings: inout Findings) {
    for entry in table.loadedEntries {
      guard let text = entry.value.text, text.utf8.contains(UInt8(ascii: "%")) else { continue }
      let format = FormatString(text)
      guard Self.isFormatString(format) || Self.isFormatString(FormatString(entry.key)) else { continue }
      for invalid in format.invalidRanges {
        let written = String(decoding: text.utf8.dropFirst(invalid.range.lowerBound).prefix(invalid.range.count + 1), as: UTF8.self)
        findings.report(
          "invalid placeholder '\(written)' in the value of \(LintMessage.quoted(entry.key)): \(invalid.reason)",
          at: table.location(ofValueByte: invalid.range.lowerBound, in: entry), key: entry.key)
      }
      if format.mixesPositionalAndSequential {
        findings.report(
          "the value of \(LintMessage.quoted(entry.key)) mixes positional (%1$@) and sequential (%@) placeholders, which String(format:) does not define; number them all",
          at: table.valueLocation(of: entry), key: entry.key)
      }
    }
  }

  /// Whether the text uses format syntax: a valid placeholder or `%%`.
  static func isFormatString(_ format: FormatString) -> Bool {
    format.tokens.contains {
      switch $0 {
      case .specifier, .percent: true
      case .invalid: false
      }
    }
  }
}
