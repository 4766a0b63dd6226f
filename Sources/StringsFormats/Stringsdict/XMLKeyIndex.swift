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
/// The scan is linear: it jumps between `<` with `memchr`, and a plain key name is a slice of the
/// file's bytes, not a copy (5 MB: about 10 ms in a release build, a third of CF's own parse).
struct XMLKeyIndex: Sendable {
  /// One recorded `<key>`.
  struct Key: Sendable {
    /// The key text, with entities and CDATA decoded as CF decodes them (usually a slice of the
    /// file's bytes, not a copy).
    var name: StringsText
    /// Byte offset of the key text (just after `<key>`).
    var offset: Int
    /// The key whose value is the dictionary holding this key; nil for the top-level dictionary.
    var parent: Int?
    /// The element that follows the key (its value), e.g. `string`, `dict`, `integer`; nil when
    /// none was seen.
    var valueElement: ValueElement?
    /// The next key of the same dictionary, and the first key of this key's dictionary value.
    var nextSibling: Int?
    var firstChild: Int?
  }

  /// The value elements of a property list.
  enum ValueElement: Sendable, Hashable {
    case string, dictionary, array, data, date, integer, real, boolean
    case other
  }

  /// Keys in file order.
  private(set) var keys: [Key] = []
  /// The file, which plain key names are slices of.
  let bytes: [UInt8]
  private var firstTopLevel: Int?
  /// The last key recorded in each dictionary so far (nil: the top level), to link siblings.
  private var lastTopLevel: Int?
  private var lastChild: [Int: Int] = [:]

  /// Dictionaries nested deeper than this (the top level is depth 1) are followed but their keys
  /// not recorded: a `.stringsdict` needs three levels (entry, variable, form).
  static let recordedDepth = 3

  /// The keys of the dictionary that is the value of `key` (nil: the top-level dictionary), in
  /// file order.
  func members(of key: Int?) -> [Int] {
    var result: [Int] = []
    var next = key.map { keys[$0].firstChild } ?? firstTopLevel
    while let current = next {
      result.append(current)
      next = keys[current].nextSibling
    }
    return result
  }

  /// Scans `bytes`; returns nil when they are not XML in an ASCII-compatible encoding (UTF-16, a
  /// binary or old-style property list).
  init?(scanning bytes: [UInt8]) {
    self.bytes = bytes
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count, Self.isSpace(bytes[start]) { start += 1 }
    guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return nil }
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = XMLKeyScanner(bytes: buffer, index: start)
      scanner.run(into: &self)
    }
    lastChild = [:]
  }

  mutating func record(_ key: Key) -> Int {
    let index = keys.count
    keys.append(key)
    if let parent = key.parent {
      if let previous = lastChild[parent] { keys[previous].nextSibling = index } else { keys[parent].firstChild = index }
      lastChild[parent] = index
    } else {
      if let previous = lastTopLevel { keys[previous].nextSibling = index } else { firstTopLevel = index }
      lastTopLevel = index
    }
    return index
  }

  mutating func setValueElement(_ element: ValueElement, of key: Int) {
    keys[key].valueElement = element
  }

  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
