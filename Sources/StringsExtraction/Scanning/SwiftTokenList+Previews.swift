import Foundation

extension SwiftTokenList {
  /// The bodies of `#Preview { … }` (and `#Preview("Name", traits: …) { … }`): Xcode extracts no
  /// string from them (Yattee's catalog, synced by Xcode, holds none of the 28 keys only its
  /// previews use, while it holds the keys of the views beside them), so neither does extract.
  /// Byte ranges from the `#` to the closing brace, in source order.
  func previewRanges() -> [Range<Int>] {
    guard mentionsPreview else { return [] }
    var ranges: [Range<Int>] = []
    var k = 0
    while k + 1 < tokens.count {
      defer { k += 1 }
      guard tokens[k].kind == .other, bytes[tokens[k].start] == UInt8(ascii: "#"),
        tokens[k + 1].start == tokens[k].end, isWord(k + 1, "Preview")
      else { continue }
      var next = k + 2
      if next < tokens.count, tokens[next].kind == .openParen, partner[next] > next { next = partner[next] + 1 }
      guard next < tokens.count, tokens[next].kind == .openBrace, partner[next] > next else { continue }
      ranges.append(tokens[k].start..<tokens[partner[next]].end)
      k = partner[next]
    }
    return ranges
  }

  /// Whether the bytes hold `#Preview` anywhere (a cheap first look, as for `#if`).
  private var mentionsPreview: Bool {
    guard let base = bytes.baseAddress else { return false }
    let word = Array("#Preview".utf8)
    var offset = 0
    while offset + word.count <= bytes.count,
      let hit = memchr(base + offset, Int32(UInt8(ascii: "#")), bytes.count - offset)
    {
      let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if at + word.count <= bytes.count, memcmp(base + at, word, word.count) == 0 { return true }
      offset = at + 1
    }
    return false
  }
}
