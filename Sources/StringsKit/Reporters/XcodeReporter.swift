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
      out += line(
        diagnostic.location, diagnostic.severity.rawValue,
        diagnostic.message + " [\(diagnostic.ruleID)]")
      for note in diagnostic.notes {
        out += line(note.location ?? diagnostic.location, "note", note.message)
      }
    }
    return out
  }

  private static func line(_ location: SourceLocation, _ severity: String, _ message: String)
    -> String
  {
    // One diagnostic per line: a line break in the message would split the annotation. (Scalars,
    // not Characters: CR LF is one Character and would slip through a Character comparison.)
    guard message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else {
      return "\(location.file):\(location.line):\(location.column): \(severity): \(message)\n"
    }
    var flat = ""
    var previous: Unicode.Scalar = " "
    for scalar in message.unicodeScalars {
      if scalar == "\n" || scalar == "\r" {
        if !(scalar == "\n" && previous == "\r") { flat += " " }
      } else {
        flat.unicodeScalars.append(scalar)
      }
      previous = scalar
    }
    return "\(location.file):\(location.line):\(location.column): \(severity): \(flat)\n"
  }
}
