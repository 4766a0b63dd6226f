import Foundation
import Testing

@_spi(LStringsCLI) @testable import StringsKit

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

    // UTF-16 translation (twice the bytes to write), base with a few keys more.
    var translationText = ""
    var baseText = ""
    for i in 0..<Self.entryCount {
      translationText += "/* Comment \(i) */\n\"key.\(i)\" = \"Übersetzung Nummer \(i)\";\n\n"
      baseText += "\"key.\(i)\" = \"Value \(i)\";\n"
    }
    for i in 0..<10 { baseText += "\"new.\(i)\" = \"New \(i)\";\n" }
    let old =
      StringsEncoding.utf16LittleEndian.byteOrderMark
      + StringsEncoding.utf16LittleEndian.encode(Array(translationText.utf8))
    try Data(baseText.utf8).write(to: URL(fileURLWithPath: basePath))

    // The expected merged bytes, computed in-process.
    let base = try #require(
      BaseEntry.entries(of: StringsParser.parse(Array(baseText.utf8), path: basePath))
    ).entries
    guard
      case .merged(let expected) = Merger().merge(
        base, into: StringsParser.parse(old, path: translationPath))
    else {
      Issue.record("the generated translation was refused")
      return
    }
    let new = expected.merged

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
      try Data(old).write(to: URL(fileURLWithPath: translationPath))
      let process = try launch(binary, basePath, translationPath)
      // Spread the kills over the run, more of them late, where the write happens.
      let fraction = 0.3 + 0.8 * Double(kill) / Double(max(1, Self.killCount - 1))
      usleep(useconds_t(duration * fraction * 1_000_000))
      Foundation.kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let after = try [UInt8](Data(contentsOf: URL(fileURLWithPath: translationPath)))
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
