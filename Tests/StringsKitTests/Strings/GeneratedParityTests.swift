import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Differential testing against CoreFoundation on generated and byte-mutated inputs: the same
/// value or the same error message, a byte-identical round trip, and no crash, for at least
/// 100,000 inputs per run.
///
/// Reproducible: `LSTRINGS_PARITY_SEED` picks the base seed (default 20261122) and
/// `LSTRINGS_PARITY_COUNT` the number of inputs (default 100,000). A failure prints the seed and
/// the minimal input that still fails.
@Suite struct GeneratedParityTests {
  static let baseSeed = UInt64(ProcessInfo.processInfo.environment["LSTRINGS_PARITY_SEED"] ?? "") ?? 20_261_122
  static let total = Int(ProcessInfo.processInfo.environment["LSTRINGS_PARITY_COUNT"] ?? "") ?? 100_000
  static let shards = 8

  @Test(arguments: 0..<shards)
  func generatedInputsMatchCoreFoundation(_ shard: Int) {
    let count = Self.total / Self.shards
    var failures = 0
    for index in 0..<count {
      let seed = Self.baseSeed &+ UInt64(shard * count + index)
      var generator = InputGenerator(seed: seed)
      let input = generator.input()
      guard let problem = Self.problem(with: input) else { continue }
      failures += 1
      let minimal = minimize(input) { Self.problem(with: $0) != nil }
      Issue.record(
        """
        seed \(seed): \(problem)
        minimal input: "\(minimal.escapedForMessage)" → \(Self.problem(with: minimal) ?? "")
        """)
      if failures >= 3 { break }
    }
    #expect(failures == 0, "shard \(shard): \(failures) input(s) differ from CoreFoundation (details above)")
  }

  /// Why lstrings disagrees with CoreFoundation on `input`, or nil.
  static func problem(with input: [UInt8]) -> String? {
    let result = StringsParser.parse(input, path: "generated.strings")
    let ours = result.oracleResult
    let reference = CoreFoundationOracle.parse(input)
    if ours != reference, reference != .unsupported { return "lstrings \(ours), CoreFoundation \(reference)" }
    if result.file.encoded() != input { return "the round trip changes the bytes" }
    let lint = StringsParser.parse(input, path: "generated.strings", options: .init(buildsModel: false))
    // The checking-only parse does not build values, so it cannot see lone surrogates in them.
    if lint.diagnostics != result.diagnostics.filter({ $0.ruleID != "lone-surrogate" }) {
      return "the checking-only parse reports other diagnostics"
    }
    return nil
  }
}
