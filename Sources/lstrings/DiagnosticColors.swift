/// Colours clang-style findings for a terminal, as clang does: the location in bold, `error:` in
/// red, `warning:` in yellow, `note:` in cyan. Lines of any other form (JSON, SARIF, GitHub
/// commands, summaries) pass through untouched, so the output only ever gains escape sequences
/// where a person reads it.
enum DiagnosticColors {
  static let reset = "\u{1B}[0m"
  static let bold = "\u{1B}[1m"

  /// The severities, with their colours (SGR: bold + red / yellow / cyan).
  private static let severities: [(label: String, color: String)] = [
    (": error: ", "\u{1B}[1;31m"), (": warning: ", "\u{1B}[1;33m"), (": note: ", "\u{1B}[1;36m"),
  ]

  static func highlight(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(highlightLine).joined(separator: "\n")
  }

  /// `path:12:5: error: message` → location bold, severity coloured; anything else unchanged.
  static func highlightLine(_ line: Substring) -> String {
    for (label, color) in severities {
      guard let range = line.range(of: label), endsWithLineAndColumn(line[..<range.lowerBound]) else { continue }
      let location = line[..<range.lowerBound]
      let severity = label.dropFirst(2).dropLast(1)  // "error:"
      let message = line[range.upperBound...]
      return "\(bold)\(location):\(reset) \(color)\(severity)\(reset) \(message)"
    }
    return String(line)
  }

  /// Whether a location ends in `:LINE:COLUMN`.
  private static func endsWithLineAndColumn(_ location: Substring) -> Bool {
    let parts = location.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return false }
    return parts.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }
}
