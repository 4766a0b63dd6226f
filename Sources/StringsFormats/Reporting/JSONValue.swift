/// A JSON document built in memory and written with a fixed field order, for the JSON and SARIF
/// reporters (Foundation's encoders sort keys alphabetically or not at all; reporters need the
/// documented order so that diffs of reports stay small).
package enum JSONValue: Sendable, Equatable {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case int(Int)
  case bool(Bool)
  case null

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// Pretty-printed with two-space indentation and a final newline.
  package func rendered() -> String {
    var out = ""
    write(into: &out, indent: 0)
    return out + "\n"
  }

  private func write(into out: inout String, indent: Int) {
    switch self {
    case .string(let text): Self.quote(text, into: &out)
    case .int(let value): out += String(value)
    case .bool(let value): out += value ? "true" : "false"
    case .null: out += "null"
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        item.write(into: &out, indent: indent + 2)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let fields):
      guard !fields.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, (name, value)) in fields.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        Self.quote(name, into: &out)
        out += ": "
        value.write(into: &out, indent: indent + 2)
        out += index == fields.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }

  /// RFC 8259 string escaping: `"`, `\` and control characters; everything else as UTF-8.
  static func quote(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
