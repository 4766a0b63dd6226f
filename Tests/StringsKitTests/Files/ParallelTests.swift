import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The one concurrency helper returns every result in index order, however the work was spread.
@Suite struct ParallelTests {
  @Test func resultsAreInIndexOrder() {
    #expect(Parallel.map(1000) { $0 * $0 } == (0..<1000).map { $0 * $0 })
    #expect(Parallel.map(1000, serially: true) { $0 + 1 } == Array(1...1000))
    #expect(Parallel.map(0) { $0 }.isEmpty)
  }

  @Test func workerStateIsMadeOncePerWorkerAndReused() {
    let results = Parallel.map(500, state: { [Int]() }) { seen, index in
      seen.append(index)
      return (index, seen.count)
    }
    #expect(results.map(\.0) == Array(0..<500))
    // A state made afresh for each index would see one index every time; one per worker sees its
    // first index once, so there are at most as many firsts as workers.
    #expect(results.filter { $0.1 == 1 }.count <= ProcessInfo.processInfo.activeProcessorCount)
  }
}
