import Foundation

/// Runs the built `lstrings` binary (from `swift build --build-tests`, which `make test` runs) and
/// captures its output and exit status.
enum CommandRunner {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: [UInt8]
  }

  static let binary: URL? = {
    let root = Fixtures.repositoryRoot.appendingPathComponent(".build")
    for configuration in ["debug", "release"] {
      let url = root.appendingPathComponent(configuration).appendingPathComponent("lstrings")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  static func run(_ arguments: [String], in directory: URL = Fixtures.repositoryRoot) throws -> Output {
    guard let binary else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: [UInt8](outData))
  }
}
