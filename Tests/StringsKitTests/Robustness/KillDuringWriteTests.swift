import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Writes that survive a kill (issue 26): `merge`, `extract -o CATALOG` and `compile` are killed
/// with SIGKILL at random moments of their run, again and again, on copies of the example app;
/// after each kill every file is its old bytes or its new bytes (what an uninterrupted run
/// writes), never torn, and whatever is left behind is a hidden `.tmp` file no build or lstrings
/// walk picks up. `LSTRINGS_KILL_RUNS` sets the runs per command (default 30 in `make test`).
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct KillDuringWriteTests {
  static let runs = ProcessInfo.processInfo.environment["LSTRINGS_KILL_RUNS"].flatMap(Int.init) ?? 30

  /// Every file under `root`, relative path → bytes.
  static func snapshot(_ root: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    for url in Fixtures.files(under: root, suffix: "") {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
      files[String(url.path.dropFirst(root.path.count + 1))] = FileManager.default.contents(atPath: url.path)
    }
    return files
  }

  /// Runs `arguments` in a fresh copy of the example app `runs` times, killed after a random part
  /// of an uninterrupted run's time (up to 1.5 times it, so some runs complete), and checks the tree.
  func check(_ arguments: [String], prepare: (URL) throws -> Void = { _ in }) throws {
    guard let binary = CommandRunner.binary else { return }
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("kill-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let pristine = base.appendingPathComponent("pristine")
    try FileManager.default.copyItem(at: Fixtures.repositoryRoot.appendingPathComponent("Example"), to: pristine)
    try prepare(pristine)
    let old = Self.snapshot(pristine)
    // The new bytes: one uninterrupted run.
    let reference = base.appendingPathComponent("reference")
    try FileManager.default.copyItem(at: pristine, to: reference)
    let start = Date()
    _ = try CommandRunner.run(arguments, in: reference)
    let duration = Date().timeIntervalSince(start)
    let new = Self.snapshot(reference)
    #expect(new != old, "\(arguments): the uninterrupted run changed nothing, so the test would prove nothing")
    var random = SplitMix64(seed: UInt64(arguments.joined().utf8.count))
    var killed = 0
    for run in 0..<Self.runs {
      let work = base.appendingPathComponent("run")
      try? FileManager.default.removeItem(at: work)
      try FileManager.default.copyItem(at: pristine, to: work)
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.currentDirectoryURL = work
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32(Double.random(in: 0...(duration * 1.5), using: &random) * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .uncaughtSignal { killed += 1 }
      for (path, bytes) in Self.snapshot(work) {
        if let before = old[path], before == bytes { continue }
        if let after = new[path], after == bytes { continue }
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix("."), name.hasSuffix(".tmp") { continue }
        Issue.record("\(arguments) run \(run): \(path) is neither its old nor its new bytes (\(bytes.count) bytes)")
        return
      }
    }
    #expect(killed > 0, "\(arguments): no run was killed before it ended")
  }

  @Test func compile() throws {
    try check(["compile", "-o", "Compiled", "Widget/Resources/Localizable.xcstrings"])
  }

  @Test func extractIntoACatalog() throws {
    try check(["extract", "-o", "Widget/Resources/Localizable.xcstrings", "Sources", "Widget"])
  }

  @Test func merge() throws {
    // A key the translations do not have yet, so merge rewrites them.
    try check(["merge", "--base", "Resources/en.lproj", "Resources"]) { root in
      let base = root.appendingPathComponent("Resources/en.lproj/Localizable.strings")
      let bytes = try Data(contentsOf: base) + Data("\n\"Archive\" = \"Archive\";\n".utf8)
      try bytes.write(to: base)
    }
  }
}
