/// Renders diagnostics the way clang and Xcode print them:
///
/// ```
/// en.lproj/Localizable.strings:12:5: error: expected ';' after this entry, found '"' [parse-error]
/// en.lproj/Localizable.strings:12:5: note: CoreFoundation rejects the whole file: Missing ';' on line 13
/// ```
///
/// A note without a location of its own is printed at its diagnostic's location.
package enum XcodeReporter {
  public static func render(_ diagnostics: [StringsDiagnostic]) -> String {
    // Built as bytes: a run can report thousands of diagnostics, and string interpolation per
    // line costs more than the scan that found them.
    var out: [UInt8] = []
    out.reserveCapacity(diagnostics.count * 160)
    for diagnostic in diagnostics {
      line(diagnostic.location, diagnostic.severity.rawValue, diagnostic.message, ruleID: diagnostic.ruleID, into: &out)
      for note in diagnostic.notes {
        line(note.location ?? diagnostic.location, "note", note.message, ruleID: nil, into: &out)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func line(
    _ location: StringsSourceLocation, _ severity: String, _ message: String, ruleID: String?, into out: inout [UInt8]
  ) {
    append(location.file, to: &out)
    out.append(0x3A)
    append(location.line, to: &out)
    out.append(0x3A)
    append(location.column, to: &out)
    append(": ", to: &out)
    append(severity, to: &out)
    append(": ", to: &out)
    // One diagnostic per line: a line break in the message would split the annotation. CR LF,
    // CR and LF each become one space. The text between line breaks is copied as one run (a
    // byte at a time, 160,000 findings' messages were most of the reporter's instructions).
    var message = message
    message.withUTF8 { bytes in
      var runStart = 0
      for index in 0..<bytes.count where bytes[index] == 0x0A || bytes[index] == 0x0D {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        if !(bytes[index] == 0x0A && index > 0 && bytes[index - 1] == 0x0D) { out.append(0x20) }
        runStart = index + 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
    if let ruleID {
      append(" [", to: &out)
      append(ruleID, to: &out)
      out.append(0x5D)
    }
    out.append(0x0A)
  }

  private static func append(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { out.append(contentsOf: $0) }
  }

  private static func append(_ number: Int, to out: inout [UInt8]) {
    append(String(number), to: &out)
  }

}
