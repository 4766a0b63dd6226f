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
      `%` there ("50% off", "0%, 25% and 100%" in a storyboard table) is left alone.
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
        let written = Self.written(invalid.range, in: text)
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

  /// Whether the text uses format syntax: `%%`, or a placeholder that prose does not produce by
  /// accident. "75% and 100%" holds `% a` (a space flag and the hex-float conversion), so a
  /// placeholder with the space flag is not evidence on its own.
  static func isFormatString(_ format: FormatString) -> Bool {
    format.tokens.contains {
      switch $0 {
      case .specifier(let specifier): !specifier.flags.contains(UInt8(ascii: " "))
      case .percent: true
      case .invalid: false
      }
    }
  }
}
