/// Writes a value as an XML property list in the layout Apple's tools use (`plutil -convert xml1`,
/// Xcode's `.stringsdict` template): the XML and DOCTYPE header, one element per line, a tab per
/// level, dictionary keys in code-unit order. CoreFoundation reads the result back to the same value.
package enum PropertyListWriter {
  /// The property list, ending with a line feed.
  package static func xml(_ value: StringsValue) -> [UInt8] {
    var out: [UInt8] = []
    out += Array(header.utf8)
    write(value, depth: 0, style: .apple, into: &out)
    out += Array("</plist>\n".utf8)
    return out
  }

  /// How the elements are laid out: `apple` is `plutil`'s; a file written by hand may indent with
  /// spaces, end lines with CRLF, or keep its keys in its own order (`PropertyListLayout`).
  package struct Style: Sendable, Equatable {
    /// Before every element, once: the indentation of the top-level element itself.
    var margin: [UInt8] = []
    /// One level of indentation.
    var indent: [UInt8] = [0x09]
    var lineBreak: [UInt8] = [0x0A]
    /// Whether dictionary keys are sorted (else written in the order given).
    var sortsKeys = true

    static let apple = Style()
  }

  /// `value`'s elements only (no header), in `style`.
  package static func elements(_ value: StringsValue, style: Style) -> [UInt8] {
    var out: [UInt8] = []
    write(value, depth: 0, style: style, into: &out)
    return out
  }

  /// Whether CoreFoundation's XML reader can hold the text: XML 1.0 has no way to write most C0
  /// control characters, U+FFFE/U+FFFF or a lone surrogate.
  package static func canWrite(_ text: StringsText) -> Bool {
    let units = text.utf16
    for (index, unit) in units.enumerated() {
      switch unit {
      case 0x09, 0x0A, 0x0D: continue
      case 0x00..<0x20, 0xFFFE, 0xFFFF: return false
      case 0xD800..<0xDC00:
        guard index + 1 < units.count, (0xDC00..<0xE000).contains(units[index + 1]) else { return false }
      case 0xDC00..<0xE000:
        guard index > 0, (0xD800..<0xDC00).contains(units[index - 1]) else { return false }
      default: continue
      }
    }
    return true
  }

  private static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  private static func write(_ value: StringsValue, depth: Int, style: Style, into out: inout [UInt8]) {
    var indent = style.margin
    for _ in 0..<depth { indent += style.indent }
    let lineBreak = style.lineBreak
    switch value {
    case .string(let text):
      out += indent
      element("string", text, into: &out)
      out += lineBreak
    case .dictionary(let pairs):
      let collapsed = StringsValue.collapsed(pairs)
      var members: [(key: StringsText, value: StringsValue)]
      if style.sortsKeys {
        members = collapsed.sorted { $0.key < $1.key }
      } else {
        var seen: Set<StringsText> = []
        members = pairs.reversed().filter { seen.insert($0.key).inserted }.reversed().map { ($0.key, collapsed[$0.key]!) }
      }
      guard !members.isEmpty else {
        out += indent + Array("<dict/>".utf8) + lineBreak
        return
      }
      out += indent + Array("<dict>".utf8) + lineBreak
      for (key, value) in members {
        out += indent + style.indent
        element("key", key, into: &out)
        out += lineBreak
        write(value, depth: depth + 1, style: style, into: &out)
      }
      out += indent + Array("</dict>".utf8) + lineBreak
    case .array(let items):
      guard !items.isEmpty else {
        out += indent + Array("<array/>".utf8) + lineBreak
        return
      }
      out += indent + Array("<array>".utf8) + lineBreak
      for item in items { write(item, depth: depth + 1, style: style, into: &out) }
      out += indent + Array("</array>".utf8) + lineBreak
    case .data(let bytes):
      out += indent + Array("<data>\(base64(bytes))</data>".utf8) + lineBreak
    }
  }

  private static func element(_ name: String, _ text: StringsText, into out: inout [UInt8]) {
    out += Array("<\(name)>".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): out += Array("&amp;".utf8)
      case UInt8(ascii: "<"): out += Array("&lt;".utf8)
      case UInt8(ascii: ">"): out += Array("&gt;".utf8)
      default: out.append(byte)
      }
    }
    out += Array("</\(name)>".utf8)
  }

  private static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(0) { $0 | (Int($1.element) << (16 - 8 * $1.offset)) }
      for position in 0..<4 {
        out.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 0x3F] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
