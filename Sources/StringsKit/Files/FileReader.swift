import Foundation

/// Reads whole files straight into byte arrays with a POSIX `read` loop: one allocation of the
/// file's size, no `Data` copy beside it (which would double peak memory on a 100 MB table).
/// Tables, catalogs and source files are all read here.
enum FileReader {
  struct ReadError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot read \(path): \(reason)" }
  }

  static func read(_ path: String) throws -> [UInt8] {
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
      (initialized, failure) = fill(buffer, from: fd)
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
  enum Outcome {
    /// The file's length (its bytes are at the start of the buffer).
    case read(Int)
    case directory
    case unreadable
  }

  /// Reads the file at `path` into the start of `bytes` (grown when too small), so that a worker
  /// reading many source files allocates (and page-faults) one buffer, not one per file.
  static func read(_ path: String, into bytes: inout [UInt8]) -> Outcome {
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

  /// Reads from `fd` until `buffer` is full or the file ends: how many bytes were read, and the
  /// `errno` of a failed read (0 when none failed).
  private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32) -> (count: Int, failure: Int32) {
    guard let base = buffer.baseAddress else { return (0, 0) }
    var filled = 0
    while filled < buffer.count {
      let count = SystemCall.retryingOnInterrupt { Foundation.read(fd, base + filled, buffer.count - filled) }
      if count < 0 { return (filled, errno) }
      if count == 0 { break }
      filled += count
    }
    return (filled, 0)
  }
}
