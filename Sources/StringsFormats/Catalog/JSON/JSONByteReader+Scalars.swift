/// Strings, numbers and the literals `true` `false` `null`, and how a byte is named in a message.
extension JSONByteReader {
  // MARK: - Strings

  /// Bytes that end the plain run of a string: `"`, `\`, control characters and non-ASCII (which
  /// is validated). One table load per byte on the hottest loop.
  private static let stringStops: [Bool] = (0..<256).map { byte in
    byte < 0x20 || byte >= 0x80 || byte == 0x22 || byte == 0x5C
  }

  /// Reads the string whose opening quote is at the cursor. Returns nil only when it is not closed
  /// before the end of the file; every other problem is reported and read past.
  mutating func readString() -> String? {
    position += 1
    var segmentStart = position
    var escaped = false
    let count = bytes.count
    while true {
      Self.stringStops.withUnsafeBufferPointer { stops in
        while position < count, !stops[Int(bytes[position])] { position += 1 }
      }
      guard position < count else {
        report("unterminated string: expected '\"' to close it, found end of file", at: position)
        return nil
      }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        let text = escaped ? finishScratch(from: segmentStart) : makeString(segmentStart..<position)
        position += 1
        return text
      case UInt8(ascii: "\\"):
        if !escaped {
          scratch.removeAll(keepingCapacity: true)
          escaped = true
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<position]))
        readEscape()
        segmentStart = position
      case 0x0A, 0x0D:
        report("unterminated string: expected '\"' before the end of the line", at: position)
        return escaped ? finishScratch(from: segmentStart) : makeString(segmentStart..<position)
      case ..<0x20:
        report(
          "control character \(Self.scalarName(UInt32(byte))) in a string: it must be escaped (\\u\(Self.hex4(UInt32(byte))))",
          at: position)
        position += 1
      default:
        let length = validUTF8Length(at: position)
        if length == 0 {
          report("invalid UTF-8 byte 0x\(Self.hex2(byte)) in a string (read as U+FFFD)", at: position)
          position += 1
        } else {
          position += length
        }
      }
    }
  }

  private func makeString(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private mutating func finishScratch(from segmentStart: Int) -> String {
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<position]))
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Decodes the escape whose backslash is at the cursor into `scratch`. An invalid escape is
  /// reported and kept as written.
  private mutating func readEscape() {
    let start = position
    position += 1
    guard position < bytes.count else { return }  // The unterminated string is reported.
    let letter = bytes[position]
    let decoded: UInt8
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = letter
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"):
      readUnicodeEscape(at: start)
      return
    default:
      report(
        "invalid escape '\\\(describeBare(at: position))' in a string; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
        at: start)
      scratch.append(UInt8(ascii: "\\"))
      return  // The character after the backslash is read as text.
    }
    scratch.append(decoded)
    position += 1
  }

  /// The value of four hexadecimal digits at `offset`, or nil.
  private func hexQuad(at offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for i in offset..<offset + 4 {
      let byte = bytes[i]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// `\uXXXX` at `start` (the cursor is on the `u`), with a following `\uXXXX` for a surrogate pair.
  private mutating func readUnicodeEscape(at start: Int) {
    guard let unit = hexQuad(at: position + 1) else {
      report("invalid \\u escape: expected four hexadecimal digits after '\\u'", at: start)
      scratch.append(UInt8(ascii: "\\"))
      return  // Kept as written.
    }
    position += 5
    var scalar = unit
    switch unit {
    case 0xD800...0xDBFF:
      if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
        let low = hexQuad(at: position + 2), (0xDC00...0xDFFF).contains(low)
      {
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        position += 6
      } else {
        report(
          "lone surrogate \\u\(Self.hex4(unit)): a high surrogate must be followed by a \\u escape of a low surrogate (read as U+FFFD)",
          at: start)
        scalar = 0xFFFD
      }
    case 0xDC00...0xDFFF:
      report(
        "lone surrogate \\u\(Self.hex4(unit)): a low surrogate without a high surrogate before it (read as U+FFFD)", at: start)
      scalar = 0xFFFD
    default:
      break
    }
    appendUTF8(scalar)
  }

  private mutating func appendUTF8(_ scalar: UInt32) {
    UTF8Encoder.append(scalar, to: &scratch)
  }

  /// The length of the well-formed UTF-8 sequence at `offset` (Unicode table 3-7: no overlong
  /// forms, no surrogates, nothing above U+10FFFF), or 0.
  func validUTF8Length(at offset: Int) -> Int {
    let lead = bytes[offset]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; high = 0x9F
    case 0xF0: length = 4; low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; high = 0x8F
    default: return 0
    }
    guard offset + length <= bytes.count else { return 0 }
    let second = bytes[offset + 1]
    guard second >= low, second <= high else { return 0 }
    for i in offset + 2..<offset + length where bytes[i] & 0xC0 != 0x80 { return 0 }
    return length
  }

  // MARK: - Numbers and literals

  private func isDigit(at offset: Int) -> Bool {
    offset < bytes.count && bytes[offset].isDigit
  }

  /// Reads a number at the cursor (`-` or a digit), keeping its text. A malformed number is
  /// reported once, at its start, and kept as written.
  mutating func readNumber() -> JSONNode {
    let start = position
    var problem: String?
    if bytes[position] == UInt8(ascii: "-") {
      position += 1
      if !isDigit(at: position) { problem = "expected a digit after '-'" }
    }
    if isDigit(at: position) {
      if bytes[position] == UInt8(ascii: "0"), isDigit(at: position + 1) { problem = "leading zeros are not allowed" }
      while isDigit(at: position) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "."), problem == nil {
      position += 1
      if !isDigit(at: position) { problem = "expected a digit after '.'" }
      while isDigit(at: position) { position += 1 }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e"), problem == nil {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
      if !isDigit(at: position) { problem = "expected a digit in the exponent" }
      while isDigit(at: position) { position += 1 }
    }
    // Whatever still looks like part of the number (`1.2.3`, `0x1F`, `1e5e5`) is part of the problem.
    var extended = false
    while position < bytes.count,
      Self.isWordByte(bytes[position]) || bytes[position] == UInt8(ascii: ".")
        || bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
    {
      position += 1
      extended = true
    }
    if extended, problem == nil { problem = "not a JSON number" }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    if let problem {
      report("invalid number '\(text)': \(problem)", at: start)
    } else if text.utf8.count > 300 || text.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }),
      Double(text)?.isFinite != true
    {
      // Valid JSON (RFC 8259 leaves the range to implementations), but no Double holds it.
      report(
        "number '\(text)' is out of the range of a double; Foundation's JSONSerialization rejects it", at: start,
        severity: .warning)
    }
    return JSONNode(.number(text), offset: start)
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte.isDigit || byte == 0x5F
  }

  /// Reads `true`, `false` or `null` at the cursor; another word is reported and skipped.
  mutating func readLiteral() -> JSONNode? {
    let start = position
    while position < bytes.count, Self.isWordByte(bytes[position]) { position += 1 }
    let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
    if word.elementsEqual("true".utf8) { return JSONNode(.bool(true), offset: start) }
    if word.elementsEqual("false".utf8) { return JSONNode(.bool(false), offset: start) }
    if word.elementsEqual("null".utf8) { return JSONNode(.null, offset: start) }
    report("expected a value, found '\(String(decoding: word, as: UTF8.self))'", at: start)
    return nil
  }

  // MARK: - Naming bytes in messages

  /// What is at `offset`, for "found …": `'x'`, `a line break`, `end of file`, a character's name.
  func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    let byte = bytes[offset]
    switch byte {
    case 0x0A, 0x0D: return "a line break"
    case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    default: return describeBare(at: offset)
    }
  }

  /// The character at `offset` without quotes for ASCII, else its name (`U+00E9 'é'`, `byte 0xFF`).
  func describeBare(at offset: Int) -> String {
    let byte = bytes[offset]
    if byte >= 0x20 && byte <= 0x7E { return String(Character(Unicode.Scalar(byte))) }
    if byte < 0x80 { return "control character \(Self.scalarName(UInt32(byte)))" }
    let length = validUTF8Length(at: offset)
    guard length > 0 else { return "byte 0x\(Self.hex2(byte)) (not UTF-8)" }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    let scalar = text.unicodeScalars.first?.value ?? 0xFFFD
    return "\(Self.scalarName(scalar)) '\(text)'"
  }

  static func scalarName(_ scalar: UInt32) -> String { "U+\(hex4(scalar))" }

  static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  static func hex2(_ value: UInt8) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
