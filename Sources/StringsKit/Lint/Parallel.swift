import Dispatch

/// Runs independent work on every core and returns the results in index order, so that the
/// outcome never depends on which thread finished first.
enum Parallel {
  static func map<T: Sendable>(_ count: Int, serially: Bool = false, _ body: @Sendable (Int) -> T) -> [T] {
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
}
