/// A `.stringsdict` read with its keys in file order and the layout it is written in, so a
/// changed value can be written back the way the file was: its header and trailer, indentation,
/// line breaks and key order (what `merge-driver` needs to write a merged stringsdict in its own
/// form, as it keeps a table's bytes).
///
/// Only a file that `PropertyListWriter` writes back byte for byte in the detected style has a
/// layout: one with comments between elements, `<integer>` values, entities other than `&amp;`,
/// `&lt;` and `&gt;`, or another encoding than UTF-8 has none, and the caller must not rewrite it.
package struct StringsdictLayout: Sendable {
  /// The top-level dictionary, every dictionary's keys in file order.
  package let value: StringsValue
  private let prefix: [UInt8]
  private let suffix: [UInt8]
  private let style: PropertyListWriter.Style
  private let keys: XMLKeyIndex
  private let lines: LineTable

  /// Reads `bytes`; nil when CoreFoundation does not read them as a dictionary or when they are
  /// not in a layout `write` reproduces.
  package init?(_ bytes: [UInt8]) {
    guard let root = PropertyListReader.read(bytes), case .dictionary = root, let keys = XMLKeyIndex(scanning: bytes),
      let dictStart = Self.firstIndex(of: Array("<dict".utf8), in: bytes)
    else { return nil }
    var lineStart = dictStart
    while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    let margin = Array(bytes[lineStart..<dictStart])
    guard margin.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
    let lineBreak: [UInt8] = lineStart >= 2 && bytes[lineStart - 2] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    var indent: [UInt8] = [0x09]
    if let first = keys.members(of: nil).first {
      var keyLine = keys.keys[first].offset
      while keyLine > 0, bytes[keyLine - 1] != 0x0A { keyLine -= 1 }
      let leading = bytes[keyLine...].prefix { $0 == 0x20 || $0 == 0x09 }
      guard leading.starts(with: margin), leading.count > margin.count else { return nil }
      indent = Array(leading.dropFirst(margin.count))
    }
    let style = PropertyListWriter.Style(margin: margin, indent: indent, lineBreak: lineBreak, sortsKeys: false)
    let value = Self.ordered(root, owner: nil, keys: keys)
    let elements = PropertyListWriter.elements(value, style: style)
    guard bytes[lineStart...].starts(with: elements) else { return nil }
    self.value = value
    self.prefix = Array(bytes[..<lineStart])
    self.suffix = Array(bytes[(lineStart + elements.count)...])
    self.style = style
    self.keys = keys
    self.lines = LineTable(bytes: bytes)
  }

  /// `value` written in this file's layout (its keys in the order given).
  package func write(_ value: StringsValue) -> [UInt8] {
    prefix + PropertyListWriter.elements(value, style: style) + suffix
  }

  /// Where the key at `path` (entry, variable, form) is, or the deepest part of the path found.
  package func location(of path: [StringsText], file: String) -> StringsSourceLocation {
    var offset = 0
    var owner: Int?
    for name in path {
      guard let node = keys.members(of: owner).last(where: { keys.keys[$0].name == name }) else { break }
      offset = keys.keys[node].offset
      owner = node
    }
    return lines.location(of: offset, file: file)
  }

  /// `value` with the members of each recorded dictionary in file order (CoreFoundation gives
  /// them sorted); a repeated key at its last definition, the one CF keeps.
  private static func ordered(_ value: StringsValue, owner: Int?, keys: XMLKeyIndex) -> StringsValue {
    guard case .dictionary(let pairs) = value else { return value }
    var values = StringsValue.collapsed(pairs)
    let recorded = keys.members(of: owner)
    var last: [StringsText: Int] = [:]
    for node in recorded { last[keys.keys[node].name] = node }
    var members: [(key: StringsText, value: StringsValue)] = []
    for node in recorded where last[keys.keys[node].name] == node {
      let name = keys.keys[node].name
      guard let member = values.removeValue(forKey: name) else { continue }
      members.append((name, ordered(member, owner: node, keys: keys)))
    }
    for (name, member) in values.sorted(by: { $0.key < $1.key }) { members.append((name, member)) }
    return .dictionary(members)
  }

  private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
      if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return start }
    }
    return nil
  }
}
