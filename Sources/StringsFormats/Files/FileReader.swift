import Foundation

/// Reads whole files straight into byte arrays with a POSIX `read` loop: one allocation of the
/// file's size, no `Data` copy beside it (which would double peak memory on a 100 MB table).
/// Tables, catalogs and source files are all read here.
package enum FileReader {
  package struct ReadError: Error, CustomStringConvertible {
    var path: String
    package var reason: String
    package var description: String { "cannot read \(path): \(reason)" }
  }

  package static func read(_ path: String) throws -> [UInt8] {
    let (fd, size): (Int32, Int)
    switch open(path) {
    case .file(let descriptor, let length): (fd, size) = (descriptor, length)
    case .directory: throw ReadError(path: path, reason: "is a directory")
    case .failed(let code): throw ReadError(path: path, reason: SystemCall.message(code))
    }
    defer { close(fd) }
    var failure: Int32 = 0
    // Uninitialized: the read fills it, so no pass to zero 100 MB first.
    var result = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      (initialized, failure) = size >= parallelReadThreshold ? fillInHalves(buffer, from: fd) : fill(buffer, from: fd)
    }
    if failure != 0 { throw ReadError(path: path, reason: SystemCall.message(failure)) }
    // A file that grew while being read (or a pipe-like file reporting size 0): read the rest.
    // Uninitialized too: zeroing 64 KB for every file (that almost always has no more) was 4% of
    // extract's instructions on a tree of small Swift files.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 65536) { chunk in
      while let base = chunk.baseAddress {
        let count = SystemCall.retryingOnInterrupt { Foundation.read(fd, base, chunk.count) }
        if count <= 0 { break }
        result.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
      }
    }
    return result
  }

  /// What reading into a reused buffer found.
  package enum Outcome {
    /// The file's length (its bytes are at the start of the buffer).
    case read(Int)
    case directory
    case unreadable
  }

  /// Reads the file at `path` into the start of `bytes` (grown when too small), so that a worker
  /// reading many source files allocates (and page-faults) one buffer, not one per file.
  package static func read(_ path: String, into bytes: inout [UInt8]) -> Outcome {
    let (fd, size): (Int32, Int)
    switch open(path) {
    case .file(let descriptor, let length): (fd, size) = (descriptor, length)
    case .directory: return .directory
    case .failed: return .unreadable
    }
    defer { close(fd) }
    if bytes.count < size { bytes = [UInt8](repeating: 0, count: max(size, bytes.count * 2)) }
    let (count, failure) = bytes.withUnsafeMutableBufferPointer { buffer in
      fill(UnsafeMutableBufferPointer(rebasing: buffer[0..<size]), from: fd)
    }
    return failure != 0 ? .unreadable : .read(count)
  }

  private enum Opened {
    /// Open for reading, with the size `fstat` reports.
    case file(descriptor: Int32, size: Int)
    case directory
    /// `open` or `fstat` failed with this `errno`.
    case failed(Int32)
  }

  /// Opens a file for reading; a directory is closed again and said to be one.
  private static func open(_ path: String) -> Opened {
    let fd = Foundation.open(path, O_RDONLY)
    guard fd >= 0 else { return .failed(errno) }
    var info = stat()
    let opened: Opened
    if fstat(fd, &info) != 0 {
      opened = .failed(errno)
    } else if info.st_mode & S_IFMT == S_IFDIR {
      opened = .directory
    } else {
      return .file(descriptor: fd, size: Int(info.st_size))
    }
    close(fd)
    return opened
  }

  /// Files at least this large are read in two halves on two cores.
  static let parallelReadThreshold = 8 << 20

  /// Reads from `fd` until `buffer` is full or the file ends: how many bytes were read, and the
  /// `errno` of a failed read (0 when none failed).
  private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32) -> (count: Int, failure: Int32) {
    fill(buffer, from: fd, at: nil)
  }

  /// `fill`, with the second half read by `pread` on another core at the same time.
  ///
  /// Reading is the kernel copying the file into freshly faulted pages: on a 100 MB table
  /// 64 ms of CPU, as much as `lstrings lint`'s whole rules phase, and two cores copy it in
  /// about 0.6 of the time. A short first half (the file shrank) discards the second.
  private static func fillInHalves(_ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32) -> (
    count: Int, failure: Int32
  ) {
    let half = buffer.count / 2
    nonisolated(unsafe) let second = UnsafeMutableBufferPointer(rebasing: buffer[half...])
    let secondRead = ReadOutcome()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      (secondRead.count, secondRead.failure) = fill(second, from: fd, at: half)
    }
    let first = fill(UnsafeMutableBufferPointer(rebasing: buffer[..<half]), from: fd, at: 0)
    group.wait()
    // Not seekable after all: read it as a stream (`pread` moved nothing).
    if first.failure == ESPIPE { return fill(buffer, from: fd, at: nil) }
    let outcome = first.failure == 0 && first.count == half ? (half + secondRead.count, secondRead.failure) : first
    // The descriptor's offset is where a plain read loop would leave it, for the caller's reads.
    _ = lseek(fd, off_t(outcome.0), SEEK_SET)
    return outcome
  }

  /// Reads with `read` (from the descriptor's offset), or with `pread` from `offset`.
  private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32, at offset: Int?) -> (
    count: Int, failure: Int32
  ) {
    guard let base = buffer.baseAddress else { return (0, 0) }
    var filled = 0
    while filled < buffer.count {
      let count = SystemCall.retryingOnInterrupt {
        if let offset {
          return pread(fd, base + filled, buffer.count - filled, off_t(offset + filled))
        }
        return Foundation.read(fd, base + filled, buffer.count - filled)
      }
      if count < 0 { return (filled, errno) }
      if count == 0 { break }
      filled += count
    }
    return (filled, 0)
  }
}

/// What the second half's read found, read after `DispatchGroup.wait()` (which orders the writes
/// before the reads).
private final class ReadOutcome: @unchecked Sendable {
  var count = 0
  var failure: Int32 = 0
}
