import Foundation

/// A throwaway git repository with lstrings registered as the merge driver for catalogs and
/// tables (as `merge-driver --install` does, with the test's binary), for tests that run real
/// `git merge`s.
struct GitRepository {
  let folder: URL

  init() throws {
    folder = try Subprocess.temporaryDirectory()
    try git("init", "-q", "-b", "main")
    try git("config", "user.email", "test@example.com")
    try git("config", "user.name", "Test")
    try git("config", "commit.gpgsign", "false")
    let binary = CommandRunner.binary?.path ?? "lstrings"
    try git("config", "merge.lstrings.driver", "'\(binary)' merge-driver %O %A %B %P")
    try write(
      ".gitattributes", Array("*.xcstrings merge=lstrings\n*.strings merge=lstrings\n*.stringsdict merge=lstrings\n".utf8))
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  func write(_ path: String, _ bytes: [UInt8]) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func read(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(path)))
  }

  func commit(_ files: [String: [UInt8]], _ message: String) throws {
    for (path, bytes) in files { try write(path, bytes) }
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
  }

  @discardableResult
  func git(_ arguments: String...) throws -> CommandRunner.Output {
    let output = try run(arguments)
    if output.status != 0 { throw GitFailure(arguments: arguments, output: output.stderr) }
    return output
  }

  /// `git merge` (or any command) whose failure the test looks at.
  func run(_ arguments: [String]) throws -> CommandRunner.Output {
    try Subprocess.run("git", arguments, in: folder)
  }

  struct GitFailure: Error {
    var arguments: [String]
    var output: String
  }
}
