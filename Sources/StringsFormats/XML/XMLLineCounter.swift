/// Line and column of byte offsets asked for in increasing order, as a reader hands out events:
/// counting resumes where the last question left off, so a whole document costs one pass (an
/// earlier offset, asked for only by an error message, starts again from the top).
///
/// Lines end at LF, CR LF or a lone CR, as `LineTable` counts them; columns count UTF-8 bytes.
struct XMLLineCounter {
  let bytes: UnsafeBufferPointer<UInt8>
  private var counted = 0
  private var line = 1
  private var lineStart = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func location(of offset: Int) -> (line: Int, column: Int) {
    if offset < counted {
      counted = 0
      line = 1
      lineStart = 0
    }
    let limit = min(offset, bytes.count)
    var index = counted
    while index < limit {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
        line += 1
        lineStart = index
      }
    }
    counted = max(limit, counted)
    return (line, offset - lineStart + 1)
  }
}
