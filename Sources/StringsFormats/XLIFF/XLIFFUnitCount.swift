import Foundation

/// How many `<trans-unit` start tags (with or without a namespace prefix) a document's bytes hold,
/// counted before reading it so that the reader sizes its unit arrays once. One `memchr` pass over
/// the `<`s; an overcount (the words in a comment) only reserves a little more.
enum XLIFFUnitCount {
  static func startTags(in bytes: [UInt8]) -> Int {
    let name = Array("trans-unit".utf8)
    return bytes.withUnsafeBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      var count = 0
      var offset = 0
      while offset < buffer.count, let hit = memchr(base + offset, Int32(UInt8(ascii: "<")), buffer.count - offset) {
        var index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
        offset = index
        // A prefix (`ns0:`) of a few name bytes.
        var scan = index
        while scan < buffer.count, scan - index < 16, buffer[scan] != UInt8(ascii: ":"),
          buffer[scan] != UInt8(ascii: " "), buffer[scan] != UInt8(ascii: ">")
        {
          scan += 1
        }
        if scan < buffer.count, buffer[scan] == UInt8(ascii: ":") { index = scan + 1 }
        guard index + name.count < buffer.count else { continue }
        var matches = true
        for (position, byte) in name.enumerated() where buffer[index + position] != byte {
          matches = false
          break
        }
        let next = buffer[index + name.count]
        if matches, next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == UInt8(ascii: ">") {
          count += 1
        }
      }
      return count
    }
  }
}
