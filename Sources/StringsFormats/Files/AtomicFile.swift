import Foundation

/// Writes files so that a reader (or a crash) sees either the old content or the new, never a torn
/// file: a temporary file in the same directory, flushed to disk, then renamed over the target.
package enum AtomicFile {
  public struct WriteError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }

    package init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// Whether the file at `path` holds exactly `pieces`, one after another (compared only when the
  /// sizes match).
  static func hasContent(_ pieces: [[UInt8]], at path: String) -> Bool {
    let size = pieces.reduce(0) { $0 + $1.count }
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      (attributes[.size] as? NSNumber)?.intValue == size,
      let existing = try? FileReader.read(path), existing.count == size
    else { return false }
    var offset = 0
    return existing.withUnsafeBytes { old in
      pieces.allSatisfy { piece in
        defer { offset += piece.count }
        return piece.withUnsafeBytes { new in
          new.count == 0 || memcmp(old.baseAddress! + offset, new.baseAddress!, new.count) == 0
        }
      }
    }
  }

  /// Writes `bytes` to `path` atomically. Returns false (and touches nothing) when the file already
  /// holds exactly these bytes, so its modification time is kept.
  @discardableResult
  public static func write(_ bytes: [UInt8], to path: String) throws -> Bool {
    try write(pieces: [bytes], to: path)
  }

  /// Writes the concatenation of `pieces` to `path` atomically, without joining them in memory
  /// (a large table is encoded in pieces on several cores). Returns false when the file already
  /// holds exactly these bytes.
  @discardableResult
  public static func write(pieces: [[UInt8]], to path: String) throws -> Bool {
    if hasContent(pieces, at: path) { return false }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/." + url.lastPathComponent + ".lstrings-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    var ok = true
    var reason = ""
    for piece in pieces where ok {
      piece.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let written = SystemCall.retryingOnInterrupt { Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset) }
          if written < 0 {
            ok = false
            reason = SystemCall.message(errno)
            return
          }
          offset += written
        }
      }
    }
    if ok, fsync(fd) != 0 {
      ok = false
      reason = String(cString: strerror(errno))
    }
    close(fd)
    if ok, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let permissions = attributes[.posixPermissions] as? NSNumber
    {
      chmod(temporary, mode_t(permissions.uint16Value))
    }
    if ok, rename(temporary, path) != 0 {
      ok = false
      reason = String(cString: strerror(errno))
    }
    guard ok else {
      unlink(temporary)
      throw WriteError(path: path, reason: reason)
    }
    // Make the rename itself durable.
    let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
    return true
  }
}
