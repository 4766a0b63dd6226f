/// Writes `GeneratedStringSymbols_<Table>.swift` as Xcode does, byte for byte: the header, the
/// bundle preamble, one `static var` per key without arguments and one `static func` per key
/// with arguments, each with its doc comment; tables other than `Localizable` nested in an
/// `enum` named after the table. docs/symbols.md shows the file and where each detail was seen.
package struct SymbolFileWriter: Sendable {
  package var options: SymbolFileOptions

  package init(options: SymbolFileOptions) {
    self.options = options
  }

  /// The file's name: `GeneratedStringSymbols_Localizable.swift`.
  package static func fileName(table: String) -> String {
    "GeneratedStringSymbols_\(table).swift"
  }

  /// The file for `symbols`.
  package func file(for symbols: CatalogSymbols) -> String {
    let table = symbols.table
    let apple = options.runtime == .apple
    let type = apple ? "LocalizedStringResource" : "LocalizedSymbol"
    var out = """
      // \n// \(Self.fileName(table: table))
      // Auto-Generated symbols for localized strings defined in “\(table).xcstrings”.
      // \n\n
      """
    out += apple ? applePreamble : "import StringsKit\n\n"
    if apple { out += "@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)\n" }
    out += (apple && options.form != .plain ? "nonisolated " : "") + "extension \(type) {\n"
    var indent = "    "
    let nested = table != "Localizable"
    if nested {
      out += "\(indent)/// Namespace for strings in file “\(table).xcstrings”.\n"
      out += "\(indent)\(accessPrefix)enum \(SymbolName.typeName(ofTable: table)) {\n"
      indent += "    "
    }
    for (index, symbol) in symbols.symbols.enumerated() {
      if index > 0 { out += "\n" }
      out += member(symbol, table: table, type: type, indent: indent)
    }
    if nested { out += "    }\n" }
    out += "}"
    return out
  }

  private var accessPrefix: String {
    options.access == .internal ? "" : "\(options.access.rawValue) "
  }

  /// The globals that say which bundle the table is in (Apple's runtime only).
  private var applePreamble: String {
    let bundle = options.form == .nonisolated ? "private nonisolated let" : "private let"
    let description = options.form == .plain ? "private let" : "private nonisolated let"
    return """
      import Foundation

      #if SWIFT_PACKAGE
      \(bundle) resourceBundle = Foundation.Bundle.module
      @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
      \(description) resourceBundleDescription = LocalizedStringResource.BundleDescription.atURL(resourceBundle.bundleURL)
      #else

      private class ResourceBundleClass {}
      @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
      \(description) resourceBundleDescription = LocalizedStringResource.BundleDescription.forClass(ResourceBundleClass.self)
      #endif


      """
  }

  private func member(_ symbol: GeneratedSymbol, table: String, type: String, indent: String) -> String {
    var out = "\(indent)/**\n"
    if let comment = symbol.comment, !comment.isEmpty {
      for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
        out += "\(indent) \(line)\n"
      }
      out += "\(indent) \n"
    }
    out += "\(indent) Localized string for key “\(symbol.key)” in table “\(table).xcstrings”.\n"
    out += "\(indent) */\n"
    let name = SymbolName.spelled(symbol.name)
    let key = Self.literal(symbol.key)
    let body = indent + "    "
    if symbol.arguments.isEmpty {
      out += "\(indent)\(accessPrefix)static var \(name): \(type) {\n"
      if options.runtime == .apple {
        out += "\(body)LocalizedStringResource(\(key), table: \(Self.literal(table)), bundle: resourceBundleDescription)\n"
      } else {
        out += "\(body)LocalizedSymbol(\(key), table: \(Self.literal(table)))\n"
      }
    } else {
      let parameters = symbol.arguments.map(\.declaration).joined(separator: ", ")
      out += "\(indent)\(accessPrefix)static func \(name)(\(parameters)) -> \(type) {\n"
      if options.runtime == .apple {
        let defaultValue = symbol.arguments.map(\.interpolation).joined()
        out +=
          "\(body)LocalizedStringResource(\(key), defaultValue: \"\(defaultValue)\", table: \(Self.literal(table)), bundle: resourceBundleDescription)\n"
      } else {
        let arguments = symbol.arguments.map { argument in
          let reference = argument.label.map(SymbolName.spelled) ?? argument.name
          switch argument.type {
          case "String": return ".text(\(reference))"
          case "Double": return ".double(\(reference))"
          default: return ".integer(\(reference))"
          }
        }
        out +=
          "\(body)LocalizedSymbol(\(key), table: \(Self.literal(table)), arguments: [\(arguments.joined(separator: ", "))])\n"
      }
    }
    out += "\(indent)}\n"
    return out
  }

  /// `text` as a Swift string literal: quotes, backslashes and control characters escaped.
  /// (How Xcode escapes them is *unconfirmed*: no committed file has such a key.)
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
