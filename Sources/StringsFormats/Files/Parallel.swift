import Foundation

/// Runs independent work on every core and returns the results in index order, so that the
/// outcome never depends on which thread finished first. The library's one concurrency helper:
/// lint, extraction, the source scanner, the folder walk and the declaration index all use it.
package enum Parallel {
  /// `body(index)` for every index below `count`, on every core (serially when asked to, or when
  /// there is one item).
  package static func map<T: Sendable>(_ count: Int, serially: Bool = false, _ body: @Sendable (Int) -> T) -> [T] {
    guard count > 1, !serially else { return (0..<count).map(body) }
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      nonisolated(unsafe) let slots = base
      DispatchQueue.concurrentPerform(iterations: count) { index in
        (slots + index).initialize(to: body(index))
      }
      initialized = count
    }
  }

  /// `body(&state, index)` for every index below `count`, on one worker per core; each worker makes
  /// its `state` once (a reused read buffer) and takes the next index when it is done with one, so
  /// that a few large items do not hold up the rest.
  package static func map<State, T: Sendable>(
    _ count: Int, state makeState: @Sendable () -> State, _ body: @Sendable (inout State, Int) -> T
  ) -> [T] {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
    let next = IndexCounter()
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      nonisolated(unsafe) let slots = base
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        var state = makeState()
        while true {
          let index = next.take()
          guard index < count else { return }
          (slots + index).initialize(to: body(&state, index))
        }
      }
      initialized = count
    }
  }
}

/// Hands out indices to workers, each once.
private final class IndexCounter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()

  func take() -> Int {
    lock.lock()
    defer { lock.unlock() }
    let current = value
    value += 1
    return current
  }
}
