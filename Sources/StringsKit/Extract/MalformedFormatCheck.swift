/// Warns about `%` signs that start no valid specifier in a key or value that is a format string:
/// an interpolated key (always a format), or text that also holds a valid specifier. Plain text
/// such as "100% sure" is left alone: it is not used as a format.
enum MalformedFormatCheck {
  static func diagnostics(for strings: [ExtractedString]) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for string in strings {
      for (what, text) in [("key", string.key), ("value", string.value)] {
        guard let text, text.utf8.contains(0x25) else { continue }
        let format = FormatString(text)
        guard string.isInterpolated || !format.specifiers.isEmpty else { continue }
        for invalid in format.invalidRanges {
          result.append(
            Diagnostic(
              severity: .warning, ruleID: ExtractRule.malformedFormat,
              message: "the \(what) \"\(text.string)\" has a malformed format specifier: \(invalid.reason)",
              location: string.location, key: string.key.string))
          break
        }
      }
    }
    return result
  }
}
