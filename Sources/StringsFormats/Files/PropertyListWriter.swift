/// Writes a value as an XML property list in the layout Apple's tools use (`plutil -convert xml1`,
/// Xcode's `.stringsdict` template): the XML and DOCTYPE header, one element per line, a tab per
/// level, dictionary keys in code-unit order. CoreFoundation reads the result back to the same value.
package enum PropertyListWriter {
  /// The property list, ending with a line feed.
  package static func xml(_ value: StringsValue) -> [UInt8] {
    var out: [UInt8] = []
    out += Array(header.utf8)
    write(value, depth: 0, into: &out)
    out += Array("</plist>\n".utf8)
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

  private static func write(_ value: StringsValue, depth: Int, into out: inout [UInt8]) {
    let indent = [UInt8](repeating: 0x09, count: depth)
    switch value {
    case .string(let text):
      out += indent
      element("string", text, into: &out)
    case .dictionary(let pairs):
      let sorted = StringsValue.collapsed(pairs).sorted { $0.key < $1.key }
      guard !sorted.isEmpty else {
        out += indent + Array("<dict/>\n".utf8)
        return
      }
      out += indent + Array("<dict>\n".utf8)
      for (key, value) in sorted {
        out += indent + [0x09]
        element("key", key, into: &out)
        write(value, depth: depth + 1, into: &out)
      }
      out += indent + Array("</dict>\n".utf8)
    case .array(let items):
      guard !items.isEmpty else {
        out += indent + Array("<array/>\n".utf8)
        return
      }
      out += indent + Array("<array>\n".utf8)
      for item in items { write(item, depth: depth + 1, into: &out) }
      out += indent + Array("</array>\n".utf8)
    case .data(let bytes):
      out += indent + Array("<data>\(base64(bytes))</data>\n".utf8)
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
    out += Array("</\(name)>\n".utf8)
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
