/// Renders diagnostics as GitHub Actions workflow commands, which GitHub shows as annotations on
/// the pull request's diff:
///
/// ```
/// ::warning file=de.lproj/Localizable.strings,line=1,col=1,title=missing-translation::"Sign Out" is not translated to de…
/// ```
///
/// GitHub reads a command up to the end of the line and splits properties at `,` and `:`; so in
/// the message `%`, CR and LF are percent-encoded, and in property values (the file, the title)
/// `:` and `,` too. Notes become extra lines of the message (`%0A`), since an annotation has one
/// location. Notes of severity `note` use GitHub's `notice` level.
package enum GitHubReporter {
  /// - Parameter workspace: `GITHUB_WORKSPACE`, passed in by the caller: absolute paths inside it
  ///   are made relative, which is what GitHub needs to place the annotation on the diff.
  package static func render(_ diagnostics: [StringsDiagnostic], workspace: String? = nil) -> String {
    var out = ""
    for diagnostic in diagnostics {
      let level: String
      switch diagnostic.severity {
      case .error: level = "error"
      case .warning: level = "warning"
      case .note: level = "notice"
      }
      var message = diagnostic.message
      for note in diagnostic.notes {
        message += "\nnote: " + note.message
        if let location = note.location, location != diagnostic.location {
          message +=
            " (\(relative(location.file, to: workspace)):\(location.line):\(location.column))"
        }
      }
      let file = relative(diagnostic.location.file, to: workspace)
      out +=
        "::\(level) file=\(escapeProperty(file)),line=\(diagnostic.location.line),col=\(diagnostic.location.column)"
      out += ",title=\(escapeProperty(diagnostic.ruleID))::\(escapeData(message))\n"
    }
    return out
  }

  /// Escapes a message: `%` first, then CR and LF.
  static func escapeData(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Escapes a property value: as a message, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    var out = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func relative(_ path: String, to workspace: String?) -> String {
    guard let workspace, !workspace.isEmpty else { return path }
    let prefix = workspace.hasSuffix("/") ? workspace : workspace + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
