import Foundation

/// A file's `LineTable`, built the first time a location is asked for.
///
/// A line table is 8 bytes per line, about 0.25× a pretty-printed catalog (25 MB for 100 MB):
/// a JSON round trip, or a catalog read without problems, never asks for a line, and building
/// the table eagerly made it part of the peak memory (bench `50-catalog.sh`, 100 MB: peak RSS
/// 3.85× → 3.36× the file together with the 32-bit offsets of `JSONNode`). Shared by reference, so the JSON result and the
/// catalog result built from it build the table at most once; the bytes are held only until then
/// (they are the caller's array, not a copy).
final class LazyLineTable: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8]
  private var built: LineTable?

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  init(_ table: LineTable) {
    self.bytes = []
    self.built = table
  }

  var table: LineTable {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let table = LineTable(bytes: bytes)
    built = table
    bytes = []
    return table
  }
}
