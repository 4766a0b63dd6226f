import Foundation

/// Runs any program (a script, make) with extra environment variables, for the tests of the
/// integrations that wrap lstrings: the GitHub Action's script, the pre-commit hooks, make install.
enum Subprocess {
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    in directory: URL = Fixtures.repositoryRoot
  ) throws -> CommandRunner.Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = directory
    // stderr goes to a file, so that neither stream can fill its pipe while the other is read.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errData = FileManager.default.contents(atPath: errorFile.path) ?? Data()
    return CommandRunner.Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: [UInt8](outData))
  }

  /// A fresh empty folder, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
