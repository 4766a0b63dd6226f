import Foundation

/// One result per index, written by the concurrent worker that produced it
/// (`DispatchQueue.concurrentPerform`) and read once all workers are done.
final class WorkerSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  func get(_ index: Int) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return slots[index]
  }

  /// Removes and returns the value at `index`.
  func take(_ index: Int) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    let value = slots[index]
    slots[index] = nil
    return value
  }

  /// The values set, in index order.
  var all: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
