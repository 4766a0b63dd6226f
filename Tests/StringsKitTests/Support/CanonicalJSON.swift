import StringsExtraction
import StringsFormats
import StringsKit

/// The canonical JSON of `cforacle` and of the corpus' `*.expected.json` files: 2-space indent, keys
/// sorted by UTF-16 code units, printable ASCII raw, every other code unit as `\uXXXX`.
enum CanonicalJSON {
  static func render(_ result: StringsParseResult) -> String {
    switch result.outcome {
    case .table(let table):
      return render(.dictionary(table.map { (key: $0.key, value: $0.value) }), indent: 0, pretty: true)
    case .notATable(let value):
      return "ERROR: Top-level object was not a dictionary: " + render(value, indent: 0, pretty: false)
    case .rejected(let message):
      return "ERROR: " + message
    }
  }

  static func string(_ text: StringsText) -> String {
    var out = "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x08: out += "\\b"
      case 0x09: out += "\\t"
      case 0x0A: out += "\\n"
      case 0x0C: out += "\\f"
      case 0x0D: out += "\\r"
      case 0x20...0x7E: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default:
        let hex = String(unit, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return out + "\""
  }

  static func render(_ value: StringsValue, indent: Int, pretty: Bool) -> String {
    let pad = pretty ? String(repeating: " ", count: indent + 2) : ""
    let endPad = pretty ? String(repeating: " ", count: indent) : ""
    let newline = pretty ? "\n" : ""
    let separator = pretty ? ": " : ":"
    switch value {
    case .string(let text):
      return string(text)
    case .data(let bytes):
      let hex = bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
      return "{" + newline + pad + "\"$data\"" + separator + "\"" + hex + "\"" + newline + endPad + "}"
    case .array(let items):
      if items.isEmpty { return "[]" }
      return "[" + newline + items.map { pad + render($0, indent: indent + 2, pretty: pretty) }.joined(separator: "," + newline)
        + newline + endPad + "]"
    case .dictionary(let pairs):
      let table = StringsValue.collapsed(pairs)
      if table.isEmpty { return "{}" }
      let keys = table.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
      return "{" + newline
        + keys.map { pad + string($0) + separator + render(table[$0]!, indent: indent + 2, pretty: pretty) }
        .joined(separator: "," + newline) + newline + endPad + "}"
    }
  }
}
