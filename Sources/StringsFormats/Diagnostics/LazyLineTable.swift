import Foundation

/// A file's `LineTable`, built the first time a location is asked for; the one lazy line table of
/// the library (catalogs, JSON, and lint's tables).
///
/// A line table is 8 bytes per line, about 0.25× a pretty-printed catalog (25 MB for 100 MB):
/// a JSON round trip, or a catalog read without problems, never asks for a line, and building
/// the table eagerly made it part of the peak memory (bench `50-catalog.sh`, 100 MB: peak RSS
/// 3.85× → 3.36× the file together with the 32-bit offsets of `JSONNode`). Lint reports nothing
/// for most tables of a clean project, and the line starts of a 100 MB table are 14 MB (7 % of
/// lint's peak memory) and 3 % of its instructions. Shared by reference, so the JSON result and the
/// catalog result built from it build the table at most once, and lint's rules of several tables
/// run at once (hence the lock); the bytes are held only until then (they are the caller's array,
/// not a copy).
package final class LazyLineTable: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8]
  private let lineOffset: Int
  private var built: LineTable?

  /// Lines of `bytes`, numbered from `lineOffset + 1`.
  package init(bytes: [UInt8], lineOffset: Int = 0) {
    self.bytes = bytes
    self.lineOffset = lineOffset
  }

  /// A table already built.
  package init(_ table: LineTable) {
    self.bytes = []
    self.lineOffset = 0
    self.built = table
  }

  package var table: LineTable {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let table = LineTable(bytes: bytes, lineOffset: lineOffset)
    built = table
    bytes = []
    return table
  }
}
