import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The seeded, bounded mutation pass of issue 26: real files of every format (the ../shared
/// corpus and the repository's fixtures), each mutated again and again (a byte changed, a chunk
/// cut or repeated, a stray `<`, `&`, `%`, `\xff`…), through what lint, extract, compile and convert
/// do with them: no trap, no hang, and a located error whenever the input cannot be used
/// (`ReaderExercise`). `make fuzz` runs the same checks for hours; this pass keeps `make test`
/// honest in seconds (a fixed seed per format, so a failure reproduces).
@Suite struct MutationPassTests {
  /// Mutated inputs per format in `make test` (7,000 in about 12 s in a debug build on two busy cores).
  static let inputsPerFormat = 1000
  /// The most any one input may take, in a debug build on a busy machine: more is a hang.
  static let secondsPerInput = 2.0

  /// Seed files of `format`: corpus files under 64 KB (larger ones only slow the pass) and the
  /// fixtures.
  static func seeds(_ format: ReaderExercise.Format) -> [[UInt8]] {
    let fixtures = Fixtures.url("")
    func under(_ directory: URL, _ suffix: String) -> [URL] {
      Fixtures.files(under: directory, suffix: suffix)
    }
    var urls: [URL] = []
    switch format {
    case .interfaceBuilder:
      urls = under(fixtures, ".storyboard") + under(fixtures, ".xib")
    case .coreDataModel:
      urls = under(fixtures, "contents").filter { $0.path.contains(".xcdatamodel/") }
    case .infoPlist:
      urls = under(fixtures, "Info.plist")
    case .project:
      urls = under(fixtures, ".pbxproj")
    case .xliff:
      urls = under(fixtures, ".xliff")
    case .stringsdict, .catalog, .strings:
      let suffix = format == .strings ? ".strings" : format == .catalog ? ".xcstrings" : ".stringsdict"
      urls = under(fixtures, suffix)
      if let shared = Fixtures.shared { urls += under(shared.appendingPathComponent("corpus"), suffix) }
    }
    return urls.sorted { $0.path < $1.path }.compactMap { url in
      guard let data = FileManager.default.contents(atPath: url.path), data.count < 65_536 else { return nil }
      return [UInt8](data)
    }
  }

  @Test(arguments: ReaderExercise.Format.allCases)
  func mutatedInputsNeverTrapOrHang(_ format: ReaderExercise.Format) async throws {
    let seeds = Self.seeds(format)
    try #require(!seeds.isEmpty, "no seed file for \(format)")
    // Each input on a worker thread, watched: a hang fails the test instead of stopping the run.
    let outcome = Locked<(ran: Int, failures: [String], slowest: Double)>((0, [], 0))
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      var random = SplitMix64(seed: 26 &* 1000 &+ UInt64(ReaderExercise.Format.allCases.firstIndex(of: format)!))
      for index in 0..<Self.inputsPerFormat {
        var bytes = seeds[index % seeds.count]
        for _ in 0..<Int.random(in: 1...4, using: &random) { ReaderExercise.mutate(&bytes, using: &random) }
        let start = Date()
        let failure = ReaderExercise.run(format, bytes)
        let seconds = Date().timeIntervalSince(start)
        outcome.withLock { state in
          state.ran += 1
          state.slowest = max(state.slowest, seconds)
          if let failure, state.failures.count < 5 { state.failures.append("input \(index): \(failure)") }
          if seconds > Self.secondsPerInput, state.failures.count < 5 {
            state.failures.append("input \(index): \(String(format: "%.1f", seconds)) s")
          }
        }
      }
      finished.signal()
    }
    let timeLimit = Double(Self.inputsPerFormat) * Self.secondsPerInput / 4
    let didFinish = finished.wait(timeout: .now() + timeLimit) == .success
    let state = outcome.withLock { $0 }
    #expect(didFinish, "\(format): \(state.ran) of \(Self.inputsPerFormat) inputs in \(Int(timeLimit)) s: a hang")
    #expect(state.failures.isEmpty, "\(format): \(state.failures.joined(separator: "; "))")
    #expect(state.ran == Self.inputsPerFormat || !didFinish)
  }
}
