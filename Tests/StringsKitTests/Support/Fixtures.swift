import Foundation

/// Locations of test inputs: the repository's own fixtures, and the optional `../shared` corpus.
enum Fixtures {
  /// The repository root, found from this file's path.
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/Fixtures/<path>`.
  static func url(_ path: String) -> URL {
    repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path)
  }

  /// `../shared` beside the repository, when present (CI has it; a user's clone does not).
  static let shared: URL? = {
    let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.appendingPathComponent("corpus").path) ? url : nil
  }()

  /// Why a test that needs `../shared` is skipped.
  static let sharedMissingMessage = "../shared is not beside the repository (a user's clone has none): corpus tests skipped"

  /// Every file under `directory` whose name ends with `suffix`, sorted.
  static func files(under directory: URL, suffix: String) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
    var result: [URL] = []
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
      result.append(url)
    }
    return result.sorted { $0.path < $1.path }
  }
}
