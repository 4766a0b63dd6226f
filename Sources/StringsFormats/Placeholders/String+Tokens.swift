extension String {
  /// The string with every occurrence of `token` replaced, scanning bytes left to right.
  package func replacingToken(_ token: String, with replacement: String) -> String {
    let bytes = Array(utf8)
    let pattern = Array(token.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    var changed = false
    while index < bytes.count {
      if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
        bytes[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        out += replacement.utf8
        index += pattern.count
        changed = true
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return changed ? String(decoding: out, as: UTF8.self) : self
  }

  /// The names of the `%#@name@` (or `%3$#@name@`) variables of a value, in order of appearance.
  package var variableNames: [String] {
    variableTokens.map(\.name)
  }

  /// The `%#@name@` and `%3$#@name@` variables of a value: each token's UTF-8 byte range (from
  /// `%` through the closing `@`) and name, in order of appearance.
  package var variableTokens: [(range: Range<Int>, name: String)] {
    var tokens: [(range: Range<Int>, name: String)] = []
    let bytes = Array(utf8)
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@"),
        let percent = Self.variableStart(bytes, before: index)
      else {
        index += 1
        continue
      }
      let start = index + 2
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "@")) else { break }
      tokens.append((percent..<(end + 1), String(decoding: bytes[start..<end], as: UTF8.self)))
      index = end + 1
    }
    return tokens
  }

  /// The offset of the `%` that starts a variable whose `#` is at `index` (`%#@` or `%n$#@`),
  /// nil when the `#` starts none (no `%`, or a `%` escaped as `%%`).
  private static func variableStart(_ bytes: [UInt8], before index: Int) -> Int? {
    var start = index - 1
    if start >= 0, bytes[start] == UInt8(ascii: "$") {
      start -= 1
      let digitsEnd = start
      while start >= 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) { start -= 1 }
      guard start < digitsEnd else { return nil }
    }
    guard start >= 0, bytes[start] == UInt8(ascii: "%") else { return nil }
    var percents = 0
    var cursor = start
    while cursor >= 0, bytes[cursor] == UInt8(ascii: "%") {
      percents += 1
      cursor -= 1
    }
    return percents % 2 == 1 ? start : nil
  }
}
