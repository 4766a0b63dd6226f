import Foundation

/// Reads a whole file straight into a byte array: one allocation of the file's size, no `Data`
/// copy beside it (which would double peak memory on a 100 MB table).
public enum FileReader {
  public struct ReadError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot read \(path): \(reason)" }
  }

  public static func read(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
    if (info.st_mode & S_IFMT) == S_IFDIR { throw ReadError(path: path, reason: "is a directory") }
    var failure: Int32 = 0
    // Uninitialized: the read fills it, so no pass to zero 100 MB first.
    var result = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
      var filled = 0
      while filled < buffer.count {
        let count = Foundation.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          break
        }
        if count == 0 { break }
        filled += count
      }
      initialized = filled
    }
    if failure != 0 { throw ReadError(path: path, reason: String(cString: strerror(failure))) }
    // A file that grew while being read (or a pipe-like file reporting size 0): read the rest.
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      result.append(contentsOf: chunk[0..<count])
    }
    return result
  }
}
