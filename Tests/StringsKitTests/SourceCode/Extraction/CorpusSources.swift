import Foundation
import Testing

/// `../shared/corpus/sources`: real apps' source files with the genstrings output they commit. It
/// is leaving `../shared` (third-party code), so the tests that read it find it here and are
/// skipped, with `missingMessage`, when it is gone, even while the rest of `../shared` is present.
enum CorpusSources {
  /// The folder, when it exists beside the repository.
  static let directory: URL? = directory(in: Fixtures.shared)

  /// `corpus/sources` under `shared`, when both exist.
  static func directory(in shared: URL?) -> URL? {
    guard let url = shared?.appendingPathComponent("corpus/sources") else { return nil }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
  }

  /// Why a test that needs it is skipped, and what still covers its call forms.
  static let missingMessage =
    "../shared/corpus/sources (real apps' sources with their committed genstrings output) is absent: the Sparkle, DuckDuckGo and Telephone comparisons are skipped; Tests/Fixtures/Extract/G7-objc-routine and G8-swift-values pin the same call forms"
}

@Suite struct CorpusSourcesTests {
  /// A missing folder (or no `../shared` at all) disables the corpus suite instead of failing it.
  @Test func aMissingFolderIsNil() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-shared-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: empty.appendingPathComponent("corpus/catalogs"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(CorpusSources.directory(in: empty) == nil)
    #expect(CorpusSources.directory(in: nil) == nil)
    // A file where the folder should be is not the folder either.
    _ = FileManager.default.createFile(atPath: empty.appendingPathComponent("corpus/sources").path, contents: Data())
    #expect(CorpusSources.directory(in: empty) == nil)
    try FileManager.default.removeItem(at: empty.appendingPathComponent("corpus/sources"))
    try FileManager.default.createDirectory(
      at: empty.appendingPathComponent("corpus/sources"), withIntermediateDirectories: true)
    #expect(CorpusSources.directory(in: empty)?.lastPathComponent == "sources")
  }
}
