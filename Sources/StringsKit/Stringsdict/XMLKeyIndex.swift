/// Where each `<key>` of an XML property list sits, found by one forward scan over the bytes.
///
/// CoreFoundation gives values but no positions, so this index supplies the positions: it records
/// every key of the top-level dictionary and of the dictionaries nested up to `recordedDepth`
/// levels under it, each with the dictionary it belongs to, so a key can be matched to CF's value
/// by its path. It is deliberately not a parser: it trusts CF to have accepted the file and only
/// follows `<dict>`, `<array>`, `<key>`, comments, CDATA and processing instructions. Where it
/// cannot read a key the way CF does (an ASCII-incompatible encoding, an unusual entity), the
/// key simply has no recorded position and the caller falls back to the enclosing one.
///
/// The scan is linear: it jumps between `<` with `memchr` and allocates once per recorded key.
struct XMLKeyIndex: Sendable {
  /// One recorded `<key>`.
  struct Key: Sendable {
    /// The key text, with entities and CDATA decoded as CF decodes them.
    var name: StringsText
    /// Byte offset of the key text (just after `<key>`).
    var offset: Int
    /// The key whose value is the dictionary holding this key; nil for the top-level dictionary.
    var parent: Int?
    /// The element that follows the key (its value), e.g. `string`, `dict`, `integer`; nil when
    /// none was seen.
    var valueElement: ValueElement?
  }

  /// The value elements of a property list.
  enum ValueElement: Sendable, Hashable {
    case string, dictionary, array, data, date, integer, real, boolean
    case other
  }

  /// Keys in file order.
  private(set) var keys: [Key] = []
  /// The keys directly in the top-level dictionary, and in each recorded key's dictionary value,
  /// in file order (indexes into `keys`).
  private(set) var topLevel: [Int] = []
  private(set) var children: [Int: [Int]] = [:]

  /// Dictionaries nested deeper than this (the top level is depth 1) are followed but their keys
  /// not recorded: a `.stringsdict` needs three levels (entry, variable, form).
  static let recordedDepth = 3

  /// The keys of the dictionary that is the value of `key` (nil: the top-level dictionary).
  func members(of key: Int?) -> [Int] {
    guard let key else { return topLevel }
    return children[key] ?? []
  }

  /// Scans `bytes`; returns nil when they are not XML in an ASCII-compatible encoding (UTF-16, a
  /// binary or old-style property list).
  init?(scanning bytes: [UInt8]) {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count, Self.isSpace(bytes[start]) { start += 1 }
    guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return nil }
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(bytes: buffer, index: start)
      scanner.run(into: &self)
    }
  }

  fileprivate mutating func record(_ key: Key) -> Int {
    let index = keys.count
    keys.append(key)
    if let parent = key.parent {
      children[parent, default: []].append(index)
    } else {
      topLevel.append(index)
    }
    return index
  }

  fileprivate mutating func setValueElement(_ element: ValueElement, of key: Int) {
    keys[key].valueElement = element
  }

  @inline(__always)
  fileprivate static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

// MARK: - The scan

/// The forward scan; a separate type so the buffer is borrowed once for the whole file.
private struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int

  /// An open container element.
  private enum Frame {
    /// A dictionary: its depth (top level 1), the key that owns it (nil: top level or not
    /// recorded), whether its keys are recorded, and the last key whose value has not started.
    case dictionary(depth: Int, owner: Int?, isRecorded: Bool, pendingKey: Int?)
    case array
    case plist
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
        skip(past: Array("?>".utf8))
      case UInt8(ascii: "/"):
        self.index += 1
        let name = readName()
        skip(past: [UInt8(ascii: ">")])
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
      if !isEmpty { frames.append(.plist) }
      return
    }
    if name == .key {
      let textStart = index
      let text = isEmpty ? StringsText("") : readKeyText()
      guard case .dictionary(let depth, let owner, let isRecorded, _) = frames.last else { return }
      var pending: Int?
      if isRecorded {
        pending = keyIndex.record(XMLKeyIndex.Key(name: text, offset: isEmpty ? tagStart : textStart, parent: owner))
      }
      frames[frames.count - 1] = .dictionary(depth: depth, owner: owner, isRecorded: isRecorded, pendingKey: pending)
      return
    }
    // A value: it belongs to the pending key of the enclosing dictionary, if any.
    var valueOwner: Int?
    var depth = 0
    switch frames.last {
    case .dictionary(let parentDepth, let owner, let isRecorded, let pendingKey):
      valueOwner = pendingKey
      depth = parentDepth + 1
      frames[frames.count - 1] = .dictionary(depth: parentDepth, owner: owner, isRecorded: isRecorded, pendingKey: nil)
    case .array:
      depth = XMLKeyIndex.recordedDepth + 1  // keys inside arrays are never recorded
    case .plist, nil:
      depth = 1
    }
    if let valueOwner { keyIndex.setValueElement(name.valueElement, of: valueOwner) }
    switch name {
    case .dict:
      guard !isEmpty else { return }
      if depth == 1 {
        // Only the first top-level object is the property list; CF rejects a second one.
        let isTop = !hasTopLevel
        hasTopLevel = true
        frames.append(.dictionary(depth: 1, owner: nil, isRecorded: isTop, pendingKey: nil))
      } else {
        let isRecorded = valueOwner != nil && depth <= XMLKeyIndex.recordedDepth
        frames.append(.dictionary(depth: depth, owner: valueOwner, isRecorded: isRecorded, pendingKey: nil))
      }
    case .array:
      if depth == 1 { hasTopLevel = true }
      if !isEmpty { frames.append(.array) }
    default:
      if depth == 1 { hasTopLevel = true }
    }
  }

  // MARK: - Key text

  /// Reads the text up to `</key>`, decoding entities and CDATA; leaves the index after the end tag.
  private mutating func readKeyText() -> StringsText {
    let start = index
    guard let end = nextByte(UInt8(ascii: "<")) else {
      index = bytes.count
      return StringsText(wtf8: Array(bytes[start...]))
    }
    // The usual case: plain text, no entity, ended by the end tag.
    if !bytes[start..<end].contains(UInt8(ascii: "&")), !isCDATA(at: end) {
      index = end
      skip(past: [UInt8(ascii: ">")])
      return StringsText(wtf8: Array(bytes[start..<end]))
    }
    var builder = WTF8Builder()
    index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if isCDATA(at: index) {
          let contentStart = index + 9
          index = contentStart
          let contentEnd = find(Array("]]>".utf8)) ?? bytes.count
          appendBytes(bytes[contentStart..<contentEnd], to: &builder)
          index = min(contentEnd + 3, bytes.count)
          continue
        }
        skip(past: [UInt8(ascii: ">")])
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

  private func isCDATA(at offset: Int) -> Bool {
    let marker = Array("<![CDATA[".utf8)
    return offset + marker.count <= bytes.count && bytes[offset..<(offset + marker.count)].elementsEqual(marker)
  }

  /// After `<!`: a comment, a CDATA section (outside a key: skipped) or a declaration such as
  /// `<!DOCTYPE …>` (with an optional `[…]` internal subset).
  private mutating func skipDeclarationOrComment() {
    if isCDATA(at: index - 1) {
      skip(past: Array("]]>".utf8))
    } else if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: "-") {
      skip(past: Array("-->".utf8))
    } else {
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        if bytes[index] == UInt8(ascii: "[") { skip(past: [UInt8(ascii: "]")]) } else { index += 1 }
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
        skip(past: [byte])
        previous = byte
      default: previous = byte
      }
    }
    return false
  }
}

/// The element names the scan tells apart.
private enum TagName: Equatable {
  case plist, dict, array, key, string, data, date, integer, real, boolean, other

  init(_ name: Slice<UnsafeBufferPointer<UInt8>>) {
    switch name.count {
    case 3: self = name.elementsEqual("key".utf8) ? .key : .other
    case 4:
      if name.elementsEqual("dict".utf8) { self = .dict }
      else if name.elementsEqual("real".utf8) { self = .real }
      else if name.elementsEqual("data".utf8) { self = .data }
      else if name.elementsEqual("date".utf8) { self = .date }
      else if name.elementsEqual("true".utf8) { self = .boolean }
      else { self = .other }
    case 5:
      if name.elementsEqual("array".utf8) { self = .array }
      else if name.elementsEqual("plist".utf8) { self = .plist }
      else if name.elementsEqual("false".utf8) { self = .boolean }
      else { self = .other }
    case 6: self = name.elementsEqual("string".utf8) ? .string : .other
    case 7: self = name.elementsEqual("integer".utf8) ? .integer : .other
    default: self = .other
    }
  }

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
