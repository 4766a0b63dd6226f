import ArgumentParser
import Foundation
import StringsKit

/// The only place that touches standard output and standard error.
enum Terminal {
  static func out(_ text: String) {
    guard !text.isEmpty else { return }
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func out(bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
  }

  static func err(_ text: String) {
    guard !text.isEmpty else { return }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Whether standard output / error is a terminal (for colour).
  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Expands files and directories, turning a missing path into a usage error (exit 64).
  static func expand(_ paths: [String], extensions: Set<String>) throws -> [String] {
    do {
      return try FileEnumerator.files(in: paths, extensions: extensions)
    } catch let error as FileEnumerator.MissingPath {
      throw ValidationError(error.description)
    }
  }

  /// `3 errors, 5 warnings in 12 files`.
  static func summary(_ report: FileLinter.Report) -> String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return "\(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning")) in \(plural(report.fileCount, "file"))\n"
  }

  /// Opens a folder of `.lproj` directories, turning a missing folder into a usage error (exit 64).
  static func openBundle(_ path: String, developmentRegion: String?, policy: LanguageMatcher.Policy) throws -> LocalizedBundle {
    do {
      return try LocalizedBundle(
        path: path, developmentRegion: developmentRegion ?? LocalizedBundle.developmentRegion(near: path), policy: policy)
    } catch let error as LocalizedBundle.OpenError {
      throw ValidationError(error.description)
    }
  }

  /// Reads a whole file or fails with a message naming it.
  static func read(_ path: String) throws -> [UInt8] {
    if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ValidationError("cannot read \(path)")
    }
    return [UInt8](data)
  }
}
