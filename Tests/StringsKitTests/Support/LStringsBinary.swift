import Foundation

/// The `lstrings` executable built with the tests, for tests that must run it as a process
/// (killing it, or checking what git's textconv driver would call).
enum LStringsBinary {
  /// `$LSTRINGS_BINARY`, else the `lstrings` beside the test bundle, else `.build/debug/lstrings`.
  static let url: URL? = {
    let environment = ProcessInfo.processInfo.environment["LSTRINGS_BINARY"].map {
      URL(fileURLWithPath: $0)
    }
    let candidates = [
      environment,
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("lstrings"),
      Fixtures.repositoryRoot.appendingPathComponent(".build/debug/lstrings"),
    ]
    return candidates.compactMap { $0 }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }()

  /// Runs lstrings with `arguments`; returns its exit status and standard output.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: [UInt8]) {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, [UInt8](output))
  }
}
