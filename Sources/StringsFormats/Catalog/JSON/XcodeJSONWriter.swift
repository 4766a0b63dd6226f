/// Writes a `JSONNode` in exactly the bytes Xcode writes a String Catalog in, so that reading a
/// catalog and writing it back unchanged gives the same file (string-catalogs.md §2).
///
/// Xcode's bytes are Foundation's JSON writer with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` (swift-foundation `Sources/FoundationEssentials/JSON/JSONWriter.swift`,
/// `serializeStringContents`, `serializeObject`, `serializeArray`; the same bytes were checked from
/// `JSONSerialization` on Linux):
/// - UTF-8, no byte order mark, no line break at the end of the file.
/// - One member or element per line, indented two spaces per level, `"key" : value`, a `,` at the
///   end of every line but the last, the closing bracket on its own line at the parent's indent.
/// - An empty object is `{` LF LF indent `}`, an empty array `[` LF LF indent `]` (the writer
///   opens the line of the first element and, with none, closes it at once).
/// - Strings escape only `"` → `\"`, `\` → `\\`, and control characters: U+0008 `\b`, U+000C `\f`,
///   U+000A `\n`, U+000D `\r`, U+0009 `\t`, every other one below U+0020 as `\u00xx` with
///   **lowercase** hex digits (`\u001b`). `/` and U+007F are written as they are; non-ASCII is
///   written as UTF-8, never as `\u` escapes.
/// - Members of every object in `XcodeKeyOrder` (equal keys, i.e. duplicates, in file order).
/// - Numbers are written as they were read (`JSONNode` keeps their text; catalogs hold integers
///   only, which Foundation writes the same way).
///
/// Recursion follows the tree's depth; trees from `JSONReader` are at most
/// `JSONReader.maximumDepth` deep.
package enum XcodeJSONWriter {
  /// The file's bytes. `sizeHint` (the size of the file the tree was read from, say) saves a pass
  /// over the tree that estimates the size, so that the output is allocated once either way.
  public static func write(_ node: JSONNode, sizeHint: Int? = nil) -> [UInt8] {
    var output: [UInt8] = []
    let estimate = sizeHint ?? estimatedSize(of: node, level: 0)
    output.reserveCapacity(estimate + estimate / 16)
    writeValue(node, level: 0, into: &output)
    return output
  }

  /// Writes the file's bytes to `sink` in pieces of about `pieceSize` bytes (cut between the
  /// members of the top two levels, so a catalog's entries; a piece is larger when one entry is),
  /// so that the output never exists whole beside the tree: with `JSONReader.parse(file:)`, a
  /// 100 MB catalog's round trip peaks at 2.45× the file instead of 3.11× (bench `50-catalog.sh`).
  public static func write(_ node: JSONNode, pieceSize: Int = 1 << 20, to sink: ([UInt8]) throws -> Void) rethrows {
    var output: [UInt8] = []
    output.reserveCapacity(pieceSize + pieceSize / 4)
    func flush(_ output: inout [UInt8]) throws {
      guard output.count >= pieceSize else { return }
      try sink(output)
      output.removeAll(keepingCapacity: true)
    }
    if let members = node.members {
      try writeObject(keys: members.map(\.key), level: 0, into: &output) { index, output in
        guard let inner = members[index].value.members else {
          writeValue(members[index].value, level: 1, into: &output)
          return
        }
        try writeObject(keys: inner.map(\.key), level: 1, into: &output) { index, output in
          writeValue(inner[index].value, level: 2, into: &output)
          try flush(&output)
        }
      }
    } else {
      writeValue(node, level: 0, into: &output)
    }
    if !output.isEmpty { try sink(output) }
  }

  /// Bytes of the output without escapes, so that the buffer is allocated once.
  static func estimatedSize(of node: JSONNode, level: Int) -> Int {
    switch node.value {
    case .object(let members):
      var size = 4 + 2 * level
      for member in members {
        size += 2 * (level + 1) + member.key.utf8.count + 7 + estimatedSize(of: member.value, level: level + 1)
      }
      return size
    case .array(let elements):
      var size = 4 + 2 * level
      for element in elements { size += 2 * (level + 1) + 2 + estimatedSize(of: element, level: level + 1) }
      return size
    case .string(let text): return text.utf8.count + 2
    case .number(let text): return text.utf8.count
    case .bool(let value): return value ? 4 : 5
    case .null: return 4
    }
  }

  static func writeValue(_ node: JSONNode, level: Int, into output: inout [UInt8]) {
    switch node.value {
    case .object(let members):
      writeObject(keys: members.map(\.key), level: level, into: &output) { index, output in
        writeValue(members[index].value, level: level + 1, into: &output)
      }
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      output.append(0x0A)
      for (position, element) in elements.enumerated() {
        if position > 0 { appendCommaLine(into: &output) }
        writeIndent(level + 1, into: &output)
        writeValue(element, level: level + 1, into: &output)
      }
      output.append(0x0A)
      writeIndent(level, into: &output)
      output.append(UInt8(ascii: "]"))
    case .string(let text):
      writeString(text, into: &output)
    case .number(let text):
      output.append(contentsOf: text.utf8)
    case .bool(let value):
      output.append(contentsOf: value ? "true".utf8 : "false".utf8)
    case .null:
      output.append(contentsOf: "null".utf8)
    }
  }

  /// Writes an object at `level` whose member `index` has the name `keys[index]` and a value that
  /// `writeMemberValue(index, &output)` writes, at `level + 1`, when its turn comes in Xcode's order
  /// (so that `write(_:pieceSize:to:)` can hand the output over between members).
  static func writeObject(
    keys: [String], level: Int, into output: inout [UInt8], writeMemberValue: (Int, inout [UInt8]) throws -> Void
  ) rethrows {
    output.append(UInt8(ascii: "{"))
    output.append(0x0A)
    if let order = XcodeKeyOrder.sortedIndices(keys) {
      for (position, index) in order.enumerated() {
        writeMemberName(keys[index], first: position == 0, level: level + 1, into: &output)
        try writeMemberValue(index, &output)
      }
    } else {
      for index in keys.indices {
        writeMemberName(keys[index], first: index == 0, level: level + 1, into: &output)
        try writeMemberValue(index, &output)
      }
    }
    output.append(0x0A)
    writeIndent(level, into: &output)
    output.append(UInt8(ascii: "}"))
  }

  /// A member's line up to its value: `,` LF before all but the first, the indent, `"key" : `.
  private static func writeMemberName(_ key: String, first: Bool, level: Int, into output: inout [UInt8]) {
    if !first { appendCommaLine(into: &output) }
    writeIndent(level, into: &output)
    writeString(key, into: &output)
    output.append(0x20)
    output.append(UInt8(ascii: ":"))
    output.append(0x20)
  }

  @inline(__always)
  private static func appendCommaLine(into output: inout [UInt8]) {
    output.append(UInt8(ascii: ","))
    output.append(0x0A)
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 128)

  private static func writeIndent(_ level: Int, into output: inout [UInt8]) {
    var remaining = 2 * level
    spaces.withUnsafeBufferPointer { spaces in
      while remaining > 0 {
        let run = min(remaining, spaces.count)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[0..<run]))
        remaining -= run
      }
    }
  }

  /// For each byte: 0 written as is, else the letter of its two-character escape, or `u`.
  private static let escapes: [UInt8] = (0..<256).map { byte in
    switch byte {
    case 0x22: UInt8(ascii: "\"")
    case 0x5C: UInt8(ascii: "\\")
    case 0x08: UInt8(ascii: "b")
    case 0x0C: UInt8(ascii: "f")
    case 0x0A: UInt8(ascii: "n")
    case 0x0D: UInt8(ascii: "r")
    case 0x09: UInt8(ascii: "t")
    case ..<0x20: UInt8(ascii: "u")
    default: 0
    }
  }

  private static let lowercaseHex = Array("0123456789abcdef".utf8)

  static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      escapes.withUnsafeBufferPointer { escapes in
        var runStart = 0
        for index in 0..<bytes.count {
          let escape = escapes[Int(bytes[index])]
          if escape == 0 { continue }
          output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
          output.append(UInt8(ascii: "\\"))
          output.append(escape)
          if escape == UInt8(ascii: "u") {
            let byte = Int(bytes[index])
            output.append(UInt8(ascii: "0"))
            output.append(UInt8(ascii: "0"))
            output.append(lowercaseHex[byte >> 4])
            output.append(lowercaseHex[byte & 0xF])
          }
          runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
