import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Kills `lstrings merge` with SIGKILL at moments spread over its run (reading, merging, writing
/// the temporary file, fsync, rename) and checks that the translation is then exactly the old file
/// or exactly the merged one, never a torn mix.
///
/// `make test` uses a table of `LSTRINGS_FAULT_ENTRIES` entries (default 8,000, about 0.9 MB of UTF-16)
/// and `LSTRINGS_FAULT_KILLS` kills (default 5); `bench/30-merge-fault.sh` runs it larger.
@Suite(
  .serialized,
  .enabled(if: LStringsBinary.url != nil, "the lstrings binary is not built (swift build)"))
struct AtomicWriteFaultTests {
  static let entryCount =
    Int(ProcessInfo.processInfo.environment["LSTRINGS_FAULT_ENTRIES"] ?? "") ?? 8_000
  static let killCount = Int(ProcessInfo.processInfo.environment["LSTRINGS_FAULT_KILLS"] ?? "") ?? 5

  @Test func sigkillDuringMergeLeavesTheOldOrTheNewFile() throws {
    let binary = try #require(LStringsBinary.url)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lstrings-fault-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let basePath = directory.appendingPathComponent("en.strings").path
    let translationPath = directory.appendingPathComponent("de.strings").path

    let (baseText, old) = Self.generatedTables()
    try Data(baseText.utf8).write(to: URL(fileURLWithPath: basePath))
    guard let new = try Self.expectedMerge(baseText, basePath: basePath, into: old, translationPath)
    else { return }

    // One undisturbed run: the binary writes exactly that, and tells how long a run takes.
    try Data(old).write(to: URL(fileURLWithPath: translationPath))
    let start = Date()
    let process = try launch(binary, basePath, translationPath)
    process.waitUntilExit()
    let duration = Date().timeIntervalSince(start)
    #expect(process.terminationStatus == 0)
    #expect(
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: translationPath))) == new,
      "the binary's merge differs from the library's")

    var outcomes = (old: 0, new: 0)
    for kill in 0..<Self.killCount {
      // Spread the kills over the run, more of them late, where the write happens.
      let fraction = 0.3 + 0.8 * Double(kill) / Double(max(1, Self.killCount - 1))
      try Data(old).write(to: URL(fileURLWithPath: translationPath))
      let after = try mergeKilled(
        binary, basePath, translationPath, after: duration * fraction)
      if after == old {
        outcomes.old += 1
      } else if after == new {
        outcomes.new += 1
      } else {
        Issue.record(
          "after SIGKILL at \(Int(fraction * 100))% of a run the file is neither the old nor the new one (\(after.count) bytes)"
        )
      }
    }
    print(
      "AtomicWriteFaultTests: \(old.count) → \(new.count) bytes, run \(Int(duration * 1000)) ms, after \(Self.killCount) kills: \(outcomes.old) old, \(outcomes.new) new, 0 torn"
    )
    // Leftover temporary files are expected after a kill; the target is what matters.
    #expect(
      outcomes.old + outcomes.new == Self.killCount, "old \(outcomes.old), new \(outcomes.new)")
  }

  /// The base table's text, and the translation's bytes: UTF-16 (twice the bytes to write), and
  /// the base with a few keys more.
  private static func generatedTables() -> (base: String, translation: [UInt8]) {
    var translationText = ""
    var baseText = ""
    for i in 0..<Self.entryCount {
      translationText += "/* Comment \(i) */\n\"key.\(i)\" = \"Übersetzung Nummer \(i)\";\n\n"
      baseText += "\"key.\(i)\" = \"Value \(i)\";\n"
    }
    for i in 0..<10 { baseText += "\"new.\(i)\" = \"New \(i)\";\n" }
    let translation =
      StringsEncoding.utf16LittleEndian.byteOrderMark
      + StringsEncoding.utf16LittleEndian.encode(Array(translationText.utf8))
    return (baseText, translation)
  }

  /// The expected merged bytes, computed in-process; nil (and a recorded issue) if the merge
  /// refuses the generated translation.
  private static func expectedMerge(
    _ baseText: String, basePath: String, into old: [UInt8], _ translationPath: String
  ) throws -> [UInt8]? {
    let base = try #require(
      BaseEntry.entries(of: StringsParser.parse(Array(baseText.utf8), path: basePath))
    ).entries
    guard
      case .merged(let expected) = Merger().merge(
        base, into: StringsParser.parse(old, path: translationPath))
    else {
      Issue.record("the generated translation was refused")
      return nil
    }
    return expected.merged
  }

  /// Runs the binary's merge, kills it with SIGKILL after `delay` seconds, and returns what the
  /// translation file holds then.
  private func mergeKilled(
    _ binary: URL, _ basePath: String, _ translationPath: String, after delay: TimeInterval
  ) throws -> [UInt8] {
    let process = try launch(binary, basePath, translationPath)
    usleep(useconds_t(delay * 1_000_000))
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return try [UInt8](Data(contentsOf: URL(fileURLWithPath: translationPath)))
  }

  private func launch(_ binary: URL, _ base: String, _ translation: String) throws -> Process {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["merge", "--base", base, translation]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
