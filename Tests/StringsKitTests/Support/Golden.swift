import Foundation

/// Golden files in `Tests/StringsKitTests/Snapshots/`, compared byte for byte. With
/// `LSTRINGS_RECORD=1` the file is rewritten and the test fails, so that recording is deliberate
/// and the new golden is reviewed.
enum Golden {
  static let directory = Fixtures.repositoryRoot.appendingPathComponent("Tests/StringsKitTests/Snapshots")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["LSTRINGS_RECORD"] == "1" }

  /// Compares `actual` with `Snapshots/<name>`; returns a failure message, or nil when equal.
  static func compare(_ actual: String, named name: String) -> String? {
    compare(actual, with: directory.appendingPathComponent(name))
  }

  /// Compares `actual` with the golden file at `url` (a generated page such as `docs/lint-rules.md`
  /// is a golden file too); returns a failure message, or nil when equal.
  static func compare(_ actual: String, with url: URL) -> String? {
    let name =
      url.path.hasPrefix(Fixtures.repositoryRoot.path)
      ? String(url.path.dropFirst(Fixtures.repositoryRoot.path.count + 1)) : url.path
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if isRecording {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return "recorded \(name) (LSTRINGS_RECORD=1); review it and run again without it"
    }
    guard let expected else { return "missing golden file \(name); record it with LSTRINGS_RECORD=1" }
    guard expected != actual else { return nil }
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    return """
      \(name) differs at line \(line + 1):
        expected: \(line < a.count ? String(a[line]) : "<end>")
        actual:   \(line < b.count ? String(b[line]) : "<end>")
      (re-record with LSTRINGS_RECORD=1 if the change is intended)
      """
  }
}
