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

  /// Whether standard output / error is a terminal.
  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Whether to colour standard output: only on a terminal that understands it, and never when
  /// `NO_COLOR` is set to anything but the empty string (https://no-color.org).
  static var stdoutUsesColor: Bool {
    let environment = ProcessInfo.processInfo.environment
    return stdoutIsTerminal && environment["NO_COLOR", default: ""].isEmpty && environment["TERM"] != "dumb"
  }

  /// Findings as clang colours them, when standard output is a terminal that takes colour.
  static func colored(_ findings: String) -> String {
    stdoutUsesColor ? DiagnosticColors.highlight(findings) : findings
  }

  /// The status line long steps show on a terminal (see `ProgressLine`).
  static let progress = ProgressLine.standardError()

  /// Runs a step whose settings problem is a usage error (exit 64).
  static func usage<T>(_ body: () throws(LintConfiguration.Problem) -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// Runs a step whose missing path is a usage error (exit 64).
  static func missingPathIsUsage<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as FileEnumerator.MissingPath {
      throw ValidationError(error.description)
    }
  }

  /// Opens a folder of `.lproj` directories (`LocalizedBundle.open(inProject:)`), turning a
  /// missing folder into a usage error (exit 64).
  static func openBundle(_ path: String, developmentRegion: String?, policy: LanguageMatcher.Policy) throws -> LocalizedBundle {
    try usage([LocalizedBundle.OpenError.self]) {
      try LocalizedBundle.open(inProject: path, developmentRegion: developmentRegion, policy: policy)
    }
  }

  /// Runs a library step whose errors of the given types are usage errors (exit 64), said by
  /// their description.
  static func usage<T>(_ kinds: [any Error.Type], _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch {
      guard kinds.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(type(of: error)) }) else { throw error }
      throw ValidationError(String(describing: error))
    }
  }

  /// The bundle folders of `path` (`LocalizedBundle.folders(at:)`): a missing folder is a usage
  /// error, a folder with no table anywhere below it a failure that says so.
  static func bundleFolders(_ path: String, looking purpose: String) throws -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      throw ValidationError("no such directory: \(path)")
    }
    let folders = LocalizedBundle.folders(at: path)
    guard !folders.isEmpty else {
      err(
        "error: no *.lproj folder with a .strings or .stringsdict table and no .xcstrings catalog in \(path) or below it: nothing \(purpose)\n"
      )
      throw ExitCode.failure
    }
    return folders
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
