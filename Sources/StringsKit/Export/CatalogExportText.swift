import StringsFormats

/// The two rewrites Xcode makes to catalog text on export, so that each unit reads on its own:
/// a substitution reference `%#@NAME@` gains its argument number (`%1$#@NAME@`), and a
/// substitution form's `%arg` becomes that argument's specifier (`%2$lld`). Everything else,
/// positional or not, is exported as the catalog stores it (Murzav/xcstrings-mcp
/// `positive/catalog-matrix`: `EN substitution %#@COUNT@` → `EN substitution %1$#@COUNT@`,
/// `EN birds %arg single` → `EN birds %1$lld single`, `en %lld single` unchanged).
///
/// One pass over the bytes; text without a `%` is returned as it is.
enum CatalogExportText {
  /// `%#@NAME@` → `%N$#@NAME@`, N being `argNum` of the substitution NAME (1 when absent, as the
  /// catalog compiler reads it). A reference to a substitution the localization does not declare
  /// is left as written.
  static func numberingReferences(_ text: String, substitutions: [CatalogSubstitution]) -> String {
    guard !substitutions.isEmpty, text.utf8.contains(UInt8(ascii: "%")) else { return text }
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%"), index + 1 < bytes.count else {
        output.append(byte)
        index += 1
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "%") {
        output += [byte, byte]
        index += 2
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "#"), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "@"),
        let close = bytes[(index + 3)...].firstIndex(of: UInt8(ascii: "@"))
      {
        let name = String(decoding: bytes[(index + 3)..<close], as: UTF8.self)
        if let substitution = substitutions.last(where: { $0.name == name }) {
          output += Array("%\(substitution.argumentNumber ?? 1)$#@".utf8)
          output += bytes[(index + 3)...close]
          index = close + 1
          continue
        }
      }
      output.append(byte)
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `%arg` → `%N$spec` in a substitution's form (`%1$lld`); `spec` is the substitution's
  /// `formatSpecifier` (`lld` when absent).
  static func resolvingArgument(_ text: String, in substitution: CatalogSubstitution) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    let replacement = Array("%\(substitution.argumentNumber ?? 1)$\(substitution.formatSpecifier ?? "lld")".utf8)
    let bytes = Array(text.utf8)
    let pattern = Array("%arg".utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
        output += [bytes[index], bytes[index + 1]]
        index += 2
      } else if bytes[index] == UInt8(ascii: "%"), bytes[index...].starts(with: pattern) {
        output += replacement
        index += pattern.count
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
