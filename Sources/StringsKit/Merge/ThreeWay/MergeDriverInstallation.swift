import Foundation

/// What `lstrings merge-driver --install` does: registers the driver with git (the
/// `merge.lstrings.*` config) and adds the `merge=lstrings` attributes lines that are missing, in
/// this repository or, `global`, for every repository of the user.
package enum MergeDriverInstallation {
  /// The attributes lines, one per kind of file the driver merges.
  package static let attributes = ThreeWayFileMerge.extensions.map { "*.\($0) merge=lstrings" }

  /// The command git is told to run.
  package static let driver = "lstrings merge-driver %O %A %B %P"

  /// What was done, for the command to print.
  package struct Outcome: Sendable {
    /// The attributes file written or checked (`.gitattributes`, or the global one).
    package var attributesFile: String
    /// The lines added to it (empty: it had them all).
    package var added: [String]
  }

  /// A git command that failed.
  package struct GitFailure: Error, CustomStringConvertible {
    package var arguments: [String]
    package var description: String { "git \(arguments.joined(separator: " ")) failed" }
  }

  package static func install(global: Bool) throws -> Outcome {
    let scope = global ? ["--global"] : []
    try git(scope + ["config", "merge.lstrings.name", "lstrings: String Catalogs and tables, merged by key"])
    try git(scope + ["config", "merge.lstrings.driver", driver])
    let file: String
    if global {
      let configured = try? git(["config", "--global", "core.attributesFile"])
      file =
        configured.flatMap { $0.isEmpty ? nil : NSString(string: $0).expandingTildeInPath }
        ?? NSHomeDirectory() + "/.config/git/attributes"
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    } else {
      file = try git(["rev-parse", "--show-toplevel"]) + "/.gitattributes"
    }
    let existing = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let present = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
    let missing = attributes.filter { !present.contains($0) }
    if !missing.isEmpty {
      let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
      try AtomicFile.write(Array((existing + separator + missing.joined(separator: "\n") + "\n").utf8), to: file)
    }
    return Outcome(attributesFile: file, added: missing)
  }

  /// git's standard output, trimmed.
  @discardableResult
  private static func git(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw GitFailure(arguments: arguments) }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
