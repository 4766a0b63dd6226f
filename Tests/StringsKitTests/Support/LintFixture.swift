import Foundation

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Builds lint input from inline text, and reads expected locations from markers in it.
enum LintFixture {
  /// The marker written in a test input just before the character a diagnostic should point at.
  static let marker = "↓"

  /// Parses `.strings` text as the file at `path` (text with markers removed).
  static func table(_ path: String, _ text: String) -> LintTable {
    let clean = text.replacingOccurrences(of: marker, with: "")
    return LintTable(
      file: TableFile(path: path), result: StringsParser.parse(Array(clean.utf8), path: path))
  }

  /// Parses raw bytes as the file at `path`.
  static func table(_ path: String, bytes: [UInt8]) -> LintTable {
    LintTable(file: TableFile(path: path), result: StringsParser.parse(bytes, path: path))
  }

  /// The locations of the markers in `text`, in order, as `path:line:column` (1-based, columns
  /// in UTF-8 bytes of the text without markers).
  static func markers(_ path: String, _ text: String) -> [String] {
    var result: [String] = []
    var line = 1
    var column = 1
    var rest = Substring(text)
    while let first = rest.first {
      if rest.hasPrefix(marker) {
        result.append("\(path):\(line):\(column)")
        rest = rest.dropFirst(marker.count)
        continue
      }
      if first == "\n" {
        line += 1
        column = 1
      } else {
        column += String(first).utf8.count
      }
      rest = rest.dropFirst()
    }
    return result
  }

  /// Lints tables with the given rules only.
  static func lint(_ tables: [LintTable], rules: Set<String>, base: String? = nil) -> [StringsDiagnostic] {
    Linter(enabledRules: rules, baseLanguage: base).lint(tables).diagnostics
  }

  /// `path:line:column` of each diagnostic, for comparison with `markers`.
  static func locations(_ diagnostics: [StringsDiagnostic]) -> [String] {
    diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column)" }
  }

  /// Whether `python3` can be run (gen-corpus.py needs it).
  static let hasPython: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "--version"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// A fresh directory under the system's temporary directory.
  static func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "lstrings-lint-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
      )
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
