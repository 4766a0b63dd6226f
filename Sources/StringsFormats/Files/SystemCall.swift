import Foundation

/// System calls as the file code makes them.
enum SystemCall {
  /// Calls `call` again for as long as it fails with `EINTR` (a signal arrived before it did
  /// anything), so that no read or write loop takes an interruption for a failure.
  @inline(__always)
  static func retryingOnInterrupt(_ call: () -> Int) -> Int {
    while true {
      let result = call()
      if result < 0, errno == EINTR { continue }
      return result
    }
  }

  /// The message of an `errno` value.
  static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}
