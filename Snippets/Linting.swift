// Lints a folder of `.lproj` tables: a translation that misses a key and breaks a placeholder.
import Foundation
import StringsKit

// snippet.hide
let folder = NSTemporaryDirectory() + "StringsKitLinting-\(getpid())"
func write(_ text: String, to path: String) throws {
  let url = URL(fileURLWithPath: folder + "/" + path)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}
defer { try? FileManager.default.removeItem(atPath: folder) }
// snippet.show
try write(
  """
  "welcome" = "Welcome, %@!";
  "files" = "%d files";
  """, to: "en.lproj/Localizable.strings")
try write(
  """
  "welcome" = "Willkommen, %d!";
  """, to: "de.lproj/Localizable.strings")

// Finds every table under the folder and groups each with its translations.
let project = try LocalizationProject.discover([folder])
// The default rules, as `lstrings lint` runs them without a `.lstrings.json`.
let linter = try Linter(configuration: LintConfiguration())
let report = linter.lint(project)
for diagnostic in report.diagnostics {
  print(diagnostic.severity, diagnostic.ruleID, diagnostic.message)
}
print(report.summary)
print(report.fails(strict: false))  // true: the placeholder mismatch is an error
