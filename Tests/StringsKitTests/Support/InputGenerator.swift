import StringsExtraction
import StringsFormats
import StringsKit

/// A small, fast, seedable random number generator (SplitMix64), so every generated input can be
/// reproduced from its seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Generates `.strings` inputs that exercise CoreFoundation's grammar: plausible tables built from
/// every token kind, then re-encoded and byte-mutated so that errors, silent stops and decoding
/// quirks are hit as often as valid files.
struct InputGenerator {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

  static let fragments: [String] = [
    "a", "key", "Hello, %@!", "%1$@ %2$lld", "100%%", "é", "e\u{301}", "日本語", "😀", "👨‍👩‍👧", "\u{2028}", "\t", "\n", "\r\n",
    " ", "'", "\"", "\\", ";", "=", "/", "*", "//", "/*", "*/", "{", "}", "(", ")", "<", ">", ",", "$", "_", ":", ".", "-",
    "\0", "\u{FEFF}", "\u{A0}", "\u{3000}", "\u{201C}", "\u{FF1B}",
  ]

  static let escapes: [String] = [
    "\\n", "\\t", "\\r", "\\a", "\\b", "\\f", "\\v", "\\\"", "\\'", "\\\\", "\\101", "\\0", "\\377", "\\400", "\\8", "\\U00e9",
    "\\UD83D\\UDE00", "\\UDC00", "\\U", "\\Ug", "\\u0041", "\\\n", "\\x41", "\\é",
  ]

  mutating func quoted() -> String {
    let quote = chance(85) ? "\"" : "'"
    var body = ""
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      if chance(30) {
        body += pick(Self.escapes)
      } else {
        let fragment = pick(Self.fragments)
        body += fragment == quote ? "\\" + fragment : (fragment == "\\" ? "\\\\" : fragment)
      }
    }
    return quote + body + quote
  }

  mutating func unquoted() -> String {
    let letters = Array("abcXYZ019_$/:.-")
    return String((0..<Int.random(in: 1...6, using: &random)).map { _ in pick(letters) })
  }

  mutating func trivia() -> String {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return "/* " + pick(["comment", "\"quoted\"; x = y;", "多行\n注释", ""]) + " */"
    case 1: return "// " + pick(["note", "TODO: \"x\";", ""]) + pick(["\n", "\r", "\u{2029}", ""])
    case 2: return pick(["\n\n", "\r\n", "\u{2028}", "\t", "\u{0B}"])
    default: return pick([" ", "\n", ""])
    }
  }

  mutating func value(depth: Int) -> String {
    switch Int.random(in: 0..<20, using: &random) {
    case 0 where depth < 3:
      var items: [String] = []
      for _ in 0..<Int.random(in: 0...3, using: &random) { items.append(value(depth: depth + 1)) }
      return "(" + items.joined(separator: pick([",", ", ", " , "])) + (chance(30) ? "," : "") + ")"
    case 1 where depth < 3:
      var body = ""
      for _ in 0..<Int.random(in: 0...3, using: &random) { body += statement(depth: depth + 1) }
      return "{" + body + "}"
    case 2:
      return "<" + pick(["", "48 65", "4865 6c", "0a0B", "486", "zz", "48\u{2028}65"]) + ">"
    case 3, 4:
      return unquoted()
    default:
      return quoted()
    }
  }

  mutating func statement(depth: Int) -> String {
    let key = chance(80) ? quoted() : unquoted()
    if chance(5) { return key + trivia() + ";" + trivia() }
    return key + trivia() + pick([" = ", "=", " =\n"]) + value(depth: depth) + trivia() + ";" + trivia()
  }

  /// A table, encoded and possibly mutated.
  mutating func input() -> [UInt8] {
    var text = chance(10) ? "{" : ""
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      text += trivia() + statement(depth: 0)
    }
    if text.hasPrefix("{") { text += "}" }
    if chance(2) { text = pick(["<?xml", "<?xml encoding=\"latin1\" ", "<?xml version=\"1.0\"?>", "<?xml encoding='x"]) + text }
    var bytes = encode(text)
    if chance(60) { mutate(&bytes) }
    return bytes
  }

  mutating func encode(_ text: String) -> [UInt8] {
    switch Int.random(in: 0..<20, using: &random) {
    case 0: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    case 1: return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    case 2: return text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    case 3: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    case 4: return [0xFF, 0xFE, 0, 0] + text.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
    default: return Array(text.utf8)
    }
  }

  static let interestingBytes: [[UInt8]] = [
    [0x22], [0x27], [0x5C], [0x3B], [0x3D], [0x7B], [0x7D], [0x28], [0x29], [0x3C], [0x3E], [0x2F], [0x2A], [0x2C], [0x00],
    [0xA9], [0xE9], [0xE2, 0x80, 0xA8], [0xFF], [0xFE], [0x0A], [0x0D], [0x20], [0xEF, 0xBB, 0xBF], [0xC3], [0xED, 0xA0, 0x80],
    [0x55], [0x31],
  ]

  mutating func mutate(_ bytes: inout [UInt8]) {
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where !bytes.isEmpty:
        bytes.remove(at: min(position, bytes.count - 1))
      case 1:
        bytes.insert(contentsOf: pick(Self.interestingBytes), at: position)
      case 2 where !bytes.isEmpty:
        bytes[min(position, bytes.count - 1)] = UInt8.random(in: 0...255, using: &random)
      case 3:
        bytes.removeSubrange(min(position, bytes.count)...)
      default:
        bytes.insert(contentsOf: pick(Self.interestingBytes), at: position)
      }
    }
  }
}

/// Shrinks an input while `fails` stays true, by removing chunks of decreasing size.
func minimize(_ input: [UInt8], while fails: ([UInt8]) -> Bool) -> [UInt8] {
  var current = input
  var chunk = max(1, current.count / 2)
  while chunk >= 1 {
    var index = 0
    var shrunk = false
    while index < current.count {
      var candidate = current
      candidate.removeSubrange(index..<min(current.count, index + chunk))
      if fails(candidate) {
        current = candidate
        shrunk = true
      } else {
        index += chunk
      }
    }
    if !shrunk { chunk /= 2 }
  }
  return current
}

extension Array where Element == UInt8 {
  /// The bytes as a Swift string literal body, for failure messages.
  var escapedForMessage: String {
    map { byte in
      switch byte {
      case 0x20...0x7E where byte != 0x5C && byte != 0x22: String(UnicodeScalar(byte))
      default: "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
      }
    }.joined()
  }
}
