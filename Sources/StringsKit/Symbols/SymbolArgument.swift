/// One parameter of a generated symbol function: `_ arg1: String` for `%@`, `count: Int` for
/// `%(count)lld`, and how the `defaultValue` interpolates it (`\(arg1)`,
/// `\(count, specifier: "%lld")`).
package struct SymbolArgument: Hashable, Sendable {
  /// The argument label from a named placeholder (`count`); nil for a positional one (`_ arg1`).
  package var label: String?
  /// The parameter's name in the body: the label, or `argN` with N its position.
  package var name: String
  /// The Swift type (`String`, `Int`, `UInt`, `Double`…).
  package var type: String
  /// The `specifier:` of the interpolation (`%lld`, `%.1f`); nil for `%@`, which Xcode
  /// interpolates bare.
  package var specifier: String?
  /// Whether the runtime formats it as a number (else as text).
  package var isNumber: Bool { specifier != nil }

  /// The parameter as the function declares it.
  package var declaration: String {
    "\(label.map(SymbolName.spelled) ?? "_ \(name)"): \(type)"
  }

  /// The interpolation the `defaultValue` holds.
  package var interpolation: String {
    let reference = label.map(SymbolName.spelled) ?? name
    return specifier.map { "\\(\(reference), specifier: \"\($0)\")" } ?? "\\(\(reference))"
  }
}

/// Why a value's placeholders give no function Xcode would generate.
package enum SymbolArgumentProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// A `%` that starts no valid placeholder (`%(name` never closed).
  case invalidPlaceholder(String)
  /// `%(name)` beside `%1$@` or `%@`.
  case mixedNamedAndPositional
  /// `%(count)lld … %(count)@`.
  case nameWithTwoTypes(String)
  /// `%1$@ … %1$lld`.
  case positionWithTwoTypes(Int)
  /// `%s`, `%c`, `%p`, `%n`, `%Lf`, `*` widths: no Swift type Xcode is known to generate.
  case unsupported(String)
  /// `%1$@ %3$@`: argument 2 is read by nothing, so no type can be given to it.
  case missingPosition(Int)

  package var description: String {
    switch self {
    case .invalidPlaceholder(let text): "'\(text)' starts no valid placeholder"
    case .mixedNamedAndPositional: "it mixes named ('%(name)') and unnamed placeholders"
    case .nameWithTwoTypes(let name): "it reads the argument named '\(name)' as two types"
    case .positionWithTwoTypes(let position): "it reads argument \(position) as two types"
    case .unsupported(let text): "'\(text)' has no Swift type Xcode is known to generate a parameter for"
    case .missingPosition(let position): "no placeholder reads argument \(position)"
    }
  }
}

extension SymbolArgument {
  /// The parameters of the symbol for a source-language `value`, in the order the code passes
  /// them: positions for unnamed placeholders, the order names first appear for named ones.
  /// `substitutions` gives each `%#@name@` its argument (number and format specifier).
  package static func arguments(
    of value: String, substitutions: [CatalogSubstitution] = []
  ) -> Result<[SymbolArgument], SymbolArgumentProblem> {
    let bytes = Array(value.utf8)
    guard bytes.contains(UInt8(ascii: "%")) else { return .success([]) }
    let format = FormatString(bytes: bytes)
    if let invalid = format.invalidRanges.first {
      return .failure(.invalidPlaceholder(String(decoding: bytes[invalid.range], as: UTF8.self)))
    }
    var byPosition: [Int: SymbolArgument] = [:]
    var named: [SymbolArgument] = []
    var sequential = 0
    var sawUnnamed = false
    for specifier in format.specifiers {
      var spelled = String(decoding: bytes[specifier.range], as: UTF8.self)
      var source = specifier
      var position: Int? = specifier.position
      if let substitution = substitution(for: specifier, in: bytes, substitutions) {
        // `%#@items@`: the substitution's own specifier reads the argument.
        guard let formatSpecifier = substitution.formatSpecifier,
          let parsed = FormatString(bytes: Array("%\(formatSpecifier)".utf8)).specifiers.first
        else { return .failure(.unsupported(spelled)) }
        spelled = "%\(formatSpecifier)"
        source = parsed
        position = substitution.argumentNumber ?? specifier.position
      }
      guard let (type, specifierText) = swiftType(of: source, spelled: spelled) else {
        return .failure(.unsupported(spelled))
      }
      if let name = specifier.name {
        let label = String(decoding: bytes[name], as: UTF8.self)
        let argument = SymbolArgument(label: label, name: label, type: type, specifier: specifierText)
        if let existing = named.first(where: { $0.label == label }) {
          if existing.type != type { return .failure(.nameWithTwoTypes(label)) }
        } else {
          named.append(argument)
        }
        continue
      }
      sawUnnamed = true
      let index: Int
      if let position {
        index = position
      } else {
        sequential += 1
        index = sequential
      }
      let argument = SymbolArgument(label: nil, name: "arg\(index)", type: type, specifier: specifierText)
      if let existing = byPosition[index], existing.type != type { return .failure(.positionWithTwoTypes(index)) }
      byPosition[index] = argument
    }
    if !named.isEmpty {
      return sawUnnamed ? .failure(.mixedNamedAndPositional) : .success(named)
    }
    let count = byPosition.keys.max() ?? 0
    var result: [SymbolArgument] = []
    for index in stride(from: 1, through: count, by: 1) {
      guard let argument = byPosition[index] else { return .failure(.missingPosition(index)) }
      result.append(argument)
    }
    return .success(result)
  }

  /// The substitution a `%#@name@` refers to, when `specifier` is one.
  private static func substitution(
    for specifier: FormatSpecifier, in bytes: [UInt8], _ substitutions: [CatalogSubstitution]
  ) -> CatalogSubstitution? {
    guard !substitutions.isEmpty, specifier.conversion == UInt8(ascii: "@"),
      specifier.flags.contains(UInt8(ascii: "#")),
      let close = bytes[specifier.range.upperBound...].firstIndex(of: UInt8(ascii: "@"))
    else { return nil }
    let name = String(decoding: bytes[specifier.range.upperBound..<close], as: UTF8.self)
    return substitutions.first { $0.name == name }
  }

  /// The Swift type and interpolation specifier of a conversion; nil for one Xcode is not known
  /// to generate (`%s`, `%c`, `%p`, `%n`, `%Lf`, a `*` width or precision).
  static func swiftType(of specifier: FormatSpecifier, spelled: String) -> (type: String, specifier: String?)? {
    if specifier.width == .fromArgument || specifier.precision == .fromArgument { return nil }
    if case .fromPositionalArgument = specifier.width { return nil }
    if case .fromPositionalArgument = specifier.precision { return nil }
    let unsigned: Bool
    switch specifier.conversion {
    case UInt8(ascii: "@"):
      return specifier.flags.contains(UInt8(ascii: "#")) ? nil : ("String", nil)
    case UInt8(ascii: "d"), UInt8(ascii: "i"): unsigned = false
    case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"): unsigned = true
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      return specifier.length == .L ? nil : ("Double", interpolationSpecifier(spelled))
    default: return nil
    }
    let bits: String
    switch specifier.length {
    case .l, .ll, .q, .z, .t, .j: bits = ""
    case nil: bits = "32"
    case .h: bits = "16"
    case .hh: bits = "8"
    case .L: return nil
    }
    return ((unsigned ? "UInt" : "Int") + bits, interpolationSpecifier(spelled))
  }

  /// `%1$lld` → `%lld`, `%(count)lld` → `%lld`: the specifier without its position or name.
  static func interpolationSpecifier(_ spelled: String) -> String {
    var bytes = Array(spelled.utf8.dropFirst())
    if bytes.first == UInt8(ascii: "("), let close = bytes.firstIndex(of: UInt8(ascii: ")")) {
      bytes.removeSubrange(0...close)
    } else if let dollar = bytes.firstIndex(of: UInt8(ascii: "$")),
      bytes[..<dollar].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    {
      bytes.removeSubrange(0...dollar)
    }
    return "%" + String(decoding: bytes, as: UTF8.self)
  }
}
