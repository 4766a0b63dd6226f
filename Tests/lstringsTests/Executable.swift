import Foundation

/// The `lstrings` executable this test target depends on, run as a user runs it: arguments in,
/// exit status and output back. SwiftPM builds the executable into the same products folder as
/// the test bundle before the tests run, so nothing is located by guessing paths.
enum Executable {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The products folder: beside the `.xctest` bundle on macOS, the test executable's on Linux.
  static let productsFolder: URL = {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }()

  static let url = productsFolder.appendingPathComponent("lstrings")

  static func run(_ arguments: [String], in folder: URL? = nil) throws -> Output {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
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
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh folder holding `files` (path → text), removed by the caller.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lstringsTests-\(UUID().uuidString)")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
