import Foundation

#if canImport(Glibc)
  import Glibc

  // glibc declares these only for _XOPEN_SOURCE, which Swift's Glibc module is not built with.
  @_silgen_name("posix_openpt") private func posix_openpt(_ flags: Int32) -> Int32
  @_silgen_name("grantpt") private func grantpt(_ fd: Int32) -> Int32
  @_silgen_name("unlockpt") private func unlockpt(_ fd: Int32) -> Int32
  @_silgen_name("ptsname") private func ptsname(_ fd: Int32) -> UnsafeMutablePointer<CChar>?
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs lstrings with standard error (and optionally standard output) on a pseudo-terminal, as
/// when a person runs it in a terminal, and returns what the terminal received.
enum PseudoTerminal {
  struct Output {
    var status: Int32
    /// Everything written to the terminal (stderr, and stdout when it was on the terminal too).
    var terminal: String
    /// Standard output, when it went to a pipe.
    var stdout: String
  }

  static func run(
    _ arguments: [String], environment: [String: String] = [:], stdoutOnTerminal: Bool = false,
    in directory: URL = Fixtures.repositoryRoot
  ) throws -> Output {
    guard let binary = CommandRunner.binary else { throw CocoaError(.fileNoSuchFile) }
    let master = posix_openpt(O_RDWR | O_NOCTTY)
    guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
      throw CocoaError(.fileNoSuchFile)
    }
    defer { close(master) }
    let terminal = FileHandle(forUpdatingAtPath: String(cString: name))
    guard let terminal else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var inherited = ProcessInfo.processInfo.environment
    inherited["NO_COLOR"] = nil
    inherited["TERM"] = "xterm-256color"
    process.environment = inherited.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardError = terminal
    process.standardOutput = stdoutOnTerminal ? terminal : pipe
    try process.run()
    try terminal.close()  // the child holds the terminal now: reads end with its exit
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(master, &buffer, buffer.count)
      if count <= 0 { break }
      received += buffer[..<count]
    }
    let piped = stdoutOnTerminal ? Data() : pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, terminal: String(decoding: received, as: UTF8.self),
      stdout: String(decoding: piped, as: UTF8.self))
  }
}
