import Foundation

/// Warns about `%` signs that start no valid specifier in a key or value that is a format string:
/// an interpolated key (always a format), or text that also holds a valid specifier. Plain text
/// such as "100% sure" is left alone: it is not used as a format. The scanner checks each call
/// site as it finds it (on the core that scans the file).
enum MalformedFormatCheck {
  /// Checks a call site's key and value (before the site is built, so nothing is copied).
  static func check(
    key: StringsText, value: StringsText?, isInterpolated: Bool, at location: StringsSourceLocation,
    into result: inout [StringsDiagnostic]
  ) {
    check("key", key, key: key, isInterpolated: isInterpolated, at: location, into: &result)
    if let value { check("value", value, key: key, isInterpolated: isInterpolated, at: location, into: &result) }
  }

  private static func check(
    _ what: String, _ text: StringsText, key: StringsText, isInterpolated: Bool, at location: StringsSourceLocation,
    into result: inout [StringsDiagnostic]
  ) {
    guard text.utf8.withUnsafeBufferPointer({ $0.count > 0 && memchr($0.baseAddress!, 0x25, $0.count) != nil }) else { return }
    let format = FormatString(text)
    guard isInterpolated || !format.specifiers.isEmpty, let invalid = format.invalidRanges.first else { return }
    result.append(
      StringsDiagnostic(
        severity: .warning, ruleID: DiagnosticKind.malformedFormat.id,
        message: "the \(what) \"\(text.string)\" has a malformed format specifier: \(invalid.reason)",
        location: location, key: key.string))
  }
}
