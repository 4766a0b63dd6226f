import Foundation

/// What both plugins need to know about a package that PackagePlugin does not tell them: its
/// `defaultLocalization`, its lint settings file and which of its files lstrings reads.
///
/// This file lives in `Plugins/LStringsLintPlugin/`; `Plugins/LStringsCommandPlugin/` holds a
/// symbolic link to it (plugins cannot share a library).
enum PackageLocalization {
  /// The extensions of the files `lstrings lint` checks.
  static let fileExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

  /// The name of lstrings' settings file.
  static let settingsFileName = ".lstrings.json"

  /// Whether lstrings reads this file.
  static func isLocalizationFile(_ url: URL) -> Bool {
    fileExtensions.contains(url.pathExtension)
  }

  /// The `defaultLocalization: "en"` argument of the manifest, read from its text: PackagePlugin's
  /// `Package` does not expose it. A value computed at run time is not seen (lint then picks its
  /// own default: Base, then en, then English).
  static func defaultLocalization(manifest: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: manifest.path) else { return nil }
    return defaultLocalization(manifestText: [UInt8](data))
  }

  /// The first `defaultLocalization:` label outside a `//` comment, followed by a string literal.
  static func defaultLocalization(manifestText bytes: [UInt8]) -> String? {
    let label = Array("defaultLocalization".utf8)
    var index = 0
    var inLineComment = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        inLineComment = false
      } else if !inLineComment, byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        inLineComment = true
      } else if !inLineComment, bytes[index...].starts(with: label) {
        if let value = stringArgument(in: bytes, after: index + label.count) { return value }
      }
      index += 1
    }
    return nil
  }

  /// `: "value"` (spaces allowed around the colon), as the value.
  private static func stringArgument(in bytes: [UInt8], after start: Int) -> String? {
    var index = start
    func skipSpaces() {
      while index < bytes.count,
        bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n")
      {
        index += 1
      }
    }
    skipSpaces()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    skipSpaces()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let valueStart = index + 1
    guard let valueEnd = bytes[valueStart...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }),
      bytes[valueEnd] == UInt8(ascii: "\""), valueEnd > valueStart
    else { return nil }
    return String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
  }

  /// What decides which settings file lint reads for these files (the nearest `.lstrings.json`
  /// above the first one, in path order), as build inputs: every such file that exists, and the
  /// folders from the first file's up to the package's root, whose modification time changes when
  /// a settings file appears in or disappears from them. (A missing file cannot be an input: the
  /// build would stop on it.)
  static func settingsInputs(for files: [URL], package: URL) -> [URL] {
    guard let first = files.map(\.standardizedFileURL).min(by: { $0.path < $1.path }) else { return [] }
    let root = package.standardizedFileURL.path
    var inputs: [URL] = []
    var folder = first.deletingLastPathComponent()
    var insidePackage = folder.path.hasPrefix(root)
    while true {
      if insidePackage { inputs.append(folder) }
      let candidate = folder.appendingPathComponent(settingsFileName)
      if FileManager.default.fileExists(atPath: candidate.path) { inputs.append(candidate) }
      if folder.path == root { insidePackage = false }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return inputs }
      folder = parent
    }
  }

  /// `lstrings build-lint` for these files: lint, with the package's `defaultLocalization` as the
  /// base unless a settings file names one, and a stamp written when it passes.
  static func buildLintArguments(
    paths: [String], defaultBase: String?, stamp: URL?, lintOptions: [String]
  ) -> [String] {
    var arguments = ["build-lint"]
    if let stamp { arguments += ["--stamp", stamp.path] }
    if let defaultBase { arguments += ["--default-base", defaultBase] }
    return arguments + ["--"] + lintOptions + paths.sorted()
  }
}
