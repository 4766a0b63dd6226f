/// JSON text for tables, in the style of `plutil -convert json` (Foundation's JSONSerialization):
/// `/` written as `\/`, short escapes for `\b \f \n \r \t`, other control characters as `\u00XX`,
/// everything else as UTF-8. A lone surrogate, which UTF-8 cannot hold, is written as a `\uXXXX`
/// escape so nothing is lost.
package enum JSONText {
  public static func quote(_ text: StringsText) -> String {
    var out = "\""
    var decoder = WTF8Decoder(text.utf8)
    while let value = decoder.next() {
      switch value {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x2F: out += "\\/"
      case 0x08: out += "\\b"
      case 0x0C: out += "\\f"
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += "\\t"
      case 0..<0x20, 0xD800...0xDFFF:
        let hex = String(value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        // Every value but a surrogate (escaped above) is a scalar.
        if let scalar = Unicode.Scalar(value) { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }

  /// A value as compact JSON with keys sorted by UTF-16 code units. Data has no JSON form (as in
  /// plutil), so it returns nil.
  public static func encode(_ value: StringsValue) -> String? {
    switch value {
    case .string(let text):
      return quote(text)
    case .data:
      return nil
    case .array(let items):
      var parts: [String] = []
      for item in items {
        guard let part = encode(item) else { return nil }
        parts.append(part)
      }
      return "[" + parts.joined(separator: ",") + "]"
    case .dictionary(let pairs):
      return encode(table: StringsValue.collapsed(pairs))
    }
  }

  /// A table as one compact JSON object with keys sorted by UTF-16 code units.
  public static func encode(table: [StringsText: StringsValue]) -> String? {
    var parts: [String] = []
    parts.reserveCapacity(table.count)
    for (key, value) in table.sorted(by: { $0.key < $1.key }) {
      guard let value = encode(value) else { return nil }
      parts.append(quote(key) + ":" + value)
    }
    return "{" + parts.joined(separator: ",") + "}"
  }
}
