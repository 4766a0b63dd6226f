// Extracts the localizable strings of a Swift file into `.strings` tables, as genstrings does.
import Foundation
import StringsKit

// snippet.hide
let folder = NSTemporaryDirectory() + "StringsKitExtracting-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
// snippet.show
let source = folder + "/ContentView.swift"
try Data(
  """
  let title = NSLocalizedString("title", comment: "The window's title.")
  let count = String(localized: "\\(3) files", comment: "How many files are selected.")
  let other = NSLocalizedString("Done", tableName: "Buttons", comment: "")
  """.utf8
).write(to: URL(fileURLWithPath: source))

let report = try StringsExtractor.extract(
  files: [source], scan: ScanOptions(), options: ExtractionOptions())
for table in report.tables {
  print("== \(table.name).strings")
  print(table.text)
}
for diagnostic in report.diagnostics {
  print(diagnostic)
}
