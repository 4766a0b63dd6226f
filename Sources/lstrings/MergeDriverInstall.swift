import ArgumentParser
import Foundation
import StringsKit

/// `lstrings merge-driver --install`: what git needs to call the driver.
enum MergeDriverInstall {
  /// The attributes lines, one per kind of file.
  static let attributes = ThreeWayFileMerge.extensions.map { "*.\($0) merge=lstrings" }

  static func run(global: Bool) throws {
    let scope = global ? ["--global"] : []
    try git(scope + ["config", "merge.lstrings.name", "lstrings: String Catalogs and tables, merged by key"])
    try git(scope + ["config", "merge.lstrings.driver", "lstrings merge-driver %O %A %B %P"])
    let file: String
    if global {
      let configured = try? output(["config", "--global", "core.attributesFile"])
      file =
        configured.flatMap { $0.isEmpty ? nil : NSString(string: $0).expandingTildeInPath }
        ?? NSHomeDirectory() + "/.config/git/attributes"
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    } else {
      file = try output(["rev-parse", "--show-toplevel"]) + "/.gitattributes"
    }
    let existing = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let present = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
    let missing = attributes.filter { !present.contains($0) }
    if !missing.isEmpty {
      let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
      try AtomicFile.write(Array((existing + separator + missing.joined(separator: "\n") + "\n").utf8), to: file)
    }
    Terminal.err(
      "git config\(global ? " --global" : ""): merge.lstrings.driver = lstrings merge-driver %O %A %B %P\n"
        + "\(global ? file : ".gitattributes"): \(missing.isEmpty ? "already has" : "added") \(attributes.joined(separator: ", "))\n"
    )
  }

  private static func git(_ arguments: [String]) throws {
    _ = try output(arguments)
  }

  /// git's standard output, trimmed; a failure is reported and exits 1.
  private static func output(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Terminal.err("error: git \(arguments.joined(separator: " ")) failed\n")
      throw ExitCode.failure
    }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
