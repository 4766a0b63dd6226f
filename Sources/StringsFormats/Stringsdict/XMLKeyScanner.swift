/// The forward scan behind `XMLKeyIndex`; a separate type so the buffer is borrowed once for the whole file.
struct XMLKeyScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int

  /// An open container element (a plain struct: matching a multi-payload enum per tag cost more
  /// than the rest of the scan).
  private struct Frame {
    enum Kind { case dictionary, array, plist }
    var kind: Kind
    /// Nesting depth of a dictionary (the top level is 1).
    var depth = 0
    /// The key that owns a dictionary (nil: top level or not recorded).
    var owner: Int?
    /// Whether a dictionary's keys are recorded.
    var isRecorded = false
    /// The last recorded key whose value has not started yet.
    var pendingKey: Int?
  }

  private var frames: [Frame] = []
  private var hasTopLevel = false

  init(bytes: UnsafeBufferPointer<UInt8>, index: Int) {
    self.bytes = bytes
    self.index = index
  }

  mutating func run(into index: inout XMLKeyIndex) {
    while let tagStart = nextByte(UInt8(ascii: "<")) {
      self.index = tagStart + 1
      guard let first = peek() else { return }
      switch first {
      case UInt8(ascii: "!"):
        skipDeclarationOrComment()
      case UInt8(ascii: "?"):
        skip(past: Pattern.processingInstructionEnd)
      case UInt8(ascii: "/"):
        self.index += 1
        let name = readName()
        skip(past: UInt8(ascii: ">"))
        if name == .dict || name == .array || name == .plist, !frames.isEmpty { frames.removeLast() }
      default:
        let name = readName()
        let isEmpty = skipTagRest()
        open(name, tagStart: tagStart, isEmpty: isEmpty, into: &index)
      }
    }
  }

  /// Handles a start tag (or an empty element) named `name`.
  private mutating func open(_ name: TagName, tagStart: Int, isEmpty: Bool, into keyIndex: inout XMLKeyIndex) {
    if name == .plist {
      if !isEmpty { frames.append(Frame(kind: .plist)) }
      return
    }
    let last = frames.count - 1
    if name == .key {
      let textStart = index
      let text = isEmpty ? StringsText("") : readKeyText(in: keyIndex.bytes)
      guard last >= 0, frames[last].kind == .dictionary else { return }
      frames[last].pendingKey = nil
      if frames[last].isRecorded {
        frames[last].pendingKey = keyIndex.record(
          XMLKeyIndex.Key(name: text, offset: isEmpty ? tagStart : textStart, parent: frames[last].owner))
      }
      return
    }
    // A value: it belongs to the pending key of the enclosing dictionary, if any.
    var valueOwner: Int?
    var depth = 1
    if last >= 0 {
      switch frames[last].kind {
      case .dictionary:
        valueOwner = frames[last].pendingKey
        depth = frames[last].depth + 1
        frames[last].pendingKey = nil
      case .array:
        depth = XMLKeyIndex.recordedDepth + 1  // keys inside arrays are never recorded
      case .plist:
        depth = 1
      }
    }
    if let valueOwner { keyIndex.setValueElement(name.valueElement, of: valueOwner) }
    switch name {
    case .dict:
      guard !isEmpty else { return }
      if depth == 1 {
        // Only the first top-level object is the property list; CF rejects a second one.
        frames.append(Frame(kind: .dictionary, depth: 1, owner: nil, isRecorded: !hasTopLevel))
        hasTopLevel = true
      } else {
        let isRecorded = valueOwner != nil && depth <= XMLKeyIndex.recordedDepth
        frames.append(Frame(kind: .dictionary, depth: depth, owner: valueOwner, isRecorded: isRecorded))
      }
    case .array:
      if depth == 1 { hasTopLevel = true }
      if !isEmpty { frames.append(Frame(kind: .array)) }
    default:
      if depth == 1 { hasTopLevel = true }
    }
  }

  // MARK: - Key text

  /// Reads the text up to `</key>`, decoding entities and CDATA; leaves the index after the end tag.
  private mutating func readKeyText(in file: [UInt8]) -> StringsText {
    let start = index
    guard let end = nextByte(UInt8(ascii: "<")) else {
      index = bytes.count
      return StringsText(wtf8: Array(bytes[start...]))
    }
    // The usual case: plain text, no entity, ended by the end tag.
    if !bytes[start..<end].contains(UInt8(ascii: "&")), !isCDATA(at: end) {
      index = end
      skip(past: UInt8(ascii: ">"))
      return StringsText(wtf8: file[start..<end])
    }
    var builder = WTF8Builder()
    index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if isCDATA(at: index) {
          let contentStart = index + 9
          index = contentStart
          let contentEnd = find(Pattern.cdataEnd) ?? bytes.count
          appendBytes(bytes[contentStart..<contentEnd], to: &builder)
          index = min(contentEnd + 3, bytes.count)
          continue
        }
        skip(past: UInt8(ascii: ">"))
        break
      }
      if byte == UInt8(ascii: "&") {
        appendEntity(to: &builder)
        continue
      }
      var run = index
      while run < bytes.count, bytes[run] != UInt8(ascii: "<"), bytes[run] != UInt8(ascii: "&") { run += 1 }
      appendBytes(bytes[index..<run], to: &builder)
      index = run
    }
    return StringsText(wtf8: builder.bytes)
  }

  /// Appends UTF-8 bytes as code units (so a lone surrogate stays as CF would hold it).
  private func appendBytes(_ slice: Slice<UnsafeBufferPointer<UInt8>>, to builder: inout WTF8Builder) {
    for unit in String(decoding: slice, as: UTF8.self).utf16 { builder.append(unit: unit) }
  }

  /// `&amp; &lt; &gt; &quot; &apos; &#N; &#xH;`; anything else is kept as written.
  private mutating func appendEntity(to builder: inout WTF8Builder) {
    let start = index
    var end = index + 1
    while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
      builder.append(unit: UInt16(UInt8(ascii: "&")))
      index += 1
      return
    }
    let name = Array(bytes[(start + 1)..<end])
    index = end + 1
    switch name {
    case Array("amp".utf8): builder.append(unit: UInt16(UInt8(ascii: "&")))
    case Array("lt".utf8): builder.append(unit: UInt16(UInt8(ascii: "<")))
    case Array("gt".utf8): builder.append(unit: UInt16(UInt8(ascii: ">")))
    case Array("quot".utf8): builder.append(unit: UInt16(UInt8(ascii: "\"")))
    case Array("apos".utf8): builder.append(unit: UInt16(UInt8(ascii: "'")))
    default:
      guard name.first == UInt8(ascii: "#"), let scalar = Self.characterReference(name.dropFirst()) else {
        appendBytes(bytes[start..<index], to: &builder)
        return
      }
      if scalar < 0x10000 { builder.append(unit: UInt16(scalar)) } else { builder.append(scalar: scalar) }
    }
  }

  /// The code point of `N` or `xH` (the part of `&#…;` after `#`).
  private static func characterReference(_ digits: ArraySlice<UInt8>) -> UInt32? {
    var value: UInt32 = 0
    var rest = digits
    let isHex = rest.first == UInt8(ascii: "x")
    if isHex { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return nil }
    for byte in rest {
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
      value = value * (isHex ? 16 : 10) + digit
      if value > 0x10FFFF { return nil }
    }
    return value
  }

  // MARK: - Cursor

  @inline(__always)
  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  /// The offset of the next `byte` at or after `start` (default: the index), found with `memchr`.
  private func nextByte(_ byte: UInt8, from start: Int? = nil) -> Int? {
    let from = start ?? index
    guard from < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + from, Int32(byte), bytes.count - from) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// The offset of the next occurrence of `pattern` at or after the index.
  private func find(_ pattern: [UInt8]) -> Int? {
    guard let first = pattern.first else { return index }
    var from = index
    while let candidate = nextByte(first, from: from) {
      if candidate + pattern.count <= bytes.count,
        bytes[candidate..<(candidate + pattern.count)].elementsEqual(pattern)
      {
        return candidate
      }
      from = candidate + 1
    }
    return nil
  }

  /// Moves past the next `pattern`, or to the end.
  private mutating func skip(past pattern: [UInt8]) {
    index = find(pattern).map { $0 + pattern.count } ?? bytes.count
  }

  /// Moves past the next `byte`, or to the end.
  private mutating func skip(past byte: UInt8) {
    index = nextByte(byte).map { $0 + 1 } ?? bytes.count
  }

  private func isCDATA(at offset: Int) -> Bool {
    let marker = Pattern.cdataStart
    return offset + marker.count <= bytes.count && bytes[offset..<(offset + marker.count)].elementsEqual(marker)
  }

  /// After `<!`: a comment, a CDATA section (outside a key: skipped) or a declaration such as
  /// `<!DOCTYPE …>` (with an optional `[…]` internal subset).
  private mutating func skipDeclarationOrComment() {
    if isCDATA(at: index - 1) {
      skip(past: Pattern.cdataEnd)
    } else if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: "-") {
      skip(past: Pattern.commentEnd)
    } else {
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        if bytes[index] == UInt8(ascii: "[") { skip(past: UInt8(ascii: "]")) } else { index += 1 }
      }
      index = min(index + 1, bytes.count)
    }
  }

  /// Reads an element name; leaves the index after it.
  private mutating func readName() -> TagName {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if XMLKeyIndex.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { break }
      index += 1
    }
    return TagName(bytes[start..<index])
  }

  /// Skips attributes (quoted values may hold `>`) to the end of the tag; returns whether the
  /// element is empty (`<dict/>`).
  private mutating func skipTagRest() -> Bool {
    var previous: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: ">"): return previous == UInt8(ascii: "/")
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        skip(past: byte)
        previous = byte
      default: previous = byte
      }
    }
    return false
  }
}

/// The fixed byte sequences the scan looks for, built once.
private enum Pattern {
  static let processingInstructionEnd = Array("?>".utf8)
  static let commentEnd = Array("-->".utf8)
  static let cdataStart = Array("<![CDATA[".utf8)
  static let cdataEnd = Array("]]>".utf8)
}

/// The element names the scan tells apart.
private enum TagName: Equatable {
  case plist, dict, array, key, string, data, date, integer, real, boolean, other

  init(_ name: Slice<UnsafeBufferPointer<UInt8>>) {
    self = .other
    guard let first = name.first else { return }
    for candidate in Self.byFirstByte[Int(first)] where candidate.spelling.count == name.count {
      if name.elementsEqual(candidate.spelling) {
        self = candidate.name
        return
      }
    }
  }

  /// The names, grouped by their first byte so a tag is compared with at most three of them.
  private static let byFirstByte: [[(spelling: [UInt8], name: TagName)]] = {
    let all: [(String, TagName)] = [
      ("plist", .plist), ("dict", .dict), ("array", .array), ("key", .key), ("string", .string), ("data", .data),
      ("date", .date), ("integer", .integer), ("real", .real), ("true", .boolean), ("false", .boolean),
    ]
    var table = [[(spelling: [UInt8], name: TagName)]](repeating: [], count: 256)
    for (spelling, name) in all { table[Int(spelling.utf8.first ?? 0)].append((Array(spelling.utf8), name)) }
    return table
  }()

  var valueElement: XMLKeyIndex.ValueElement {
    switch self {
    case .string: .string
    case .dict: .dictionary
    case .array: .array
    case .data: .data
    case .date: .date
    case .integer: .integer
    case .real: .real
    case .boolean: .boolean
    case .plist, .key, .other: .other
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
