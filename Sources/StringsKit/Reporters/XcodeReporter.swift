/// Renders diagnostics the way clang and Xcode print them:
///
/// ```
/// en.lproj/Localizable.strings:12:5: error: expected ';' after this entry, found '"' [parse-error]
/// en.lproj/Localizable.strings:12:5: note: CoreFoundation rejects the whole file: Missing ';' on line 13
/// ```
///
/// A note without a location of its own is printed at its diagnostic's location.
public enum XcodeReporter {
  public static func render(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    for diagnostic in diagnostics {
      out += line(diagnostic.location, diagnostic.severity.rawValue, diagnostic.message + " [\(diagnostic.ruleID)]")
      for note in diagnostic.notes {
        out += line(note.location ?? diagnostic.location, "note", note.message)
      }
    }
    return out
  }

  private static func line(_ location: SourceLocation, _ severity: String, _ message: String) -> String {
    // One diagnostic per line: a message with a line break would split the annotation.
    let flat = message.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    return "\(location.file):\(location.line):\(location.column): \(severity): \(flat)\n"
  }
}
