extension StringsExtractor.Report {
  /// `8 strings, 8 keys from 2 files`: call sites found, keys written, source files read.
  package static func counts(strings: Int, keys: Int, files: Int) -> String {
    [
      LintMessage.count(strings, "string", "strings"), LintMessage.count(keys, "key", "keys"),
    ].joined(separator: ", ") + " from " + LintMessage.count(files, "file", "files")
  }

  /// What an extraction says once its tables are written to `output`: the counts, then the
  /// tables that hold a key (`… → en.lproj: Localizable.strings, Settings.strings`).
  package func summary(writtenTo output: String) -> String {
    let keys = tables.reduce(0) { $0 + $1.entries.count }
    let names = tables.filter { !$0.entries.isEmpty }.map { $0.name + ".strings" }.joined(separator: ", ")
    return Self.counts(strings: stringCount, keys: keys, files: fileCount)
      + (names.isEmpty ? "\n" : " → \(output): \(names)\n")
  }

  /// Whether the run fails: a source could not be read, or another error was found.
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
