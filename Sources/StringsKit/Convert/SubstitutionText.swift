/// Rewrites `.stringsdict` texts into a catalog's substitution form, keeping every placeholder
/// reading the argument it read before.
///
/// A catalog value names a variable as `%#@name@` and says which argument it reads in the
/// substitution's `argNum`; a form writes the variable's own argument as `%arg`. Foundation reads
/// a stringsdict's placeholders the `VariablePlaceholders` way: a reference reads the argument at
/// its position, and a form's sequential placeholders carry on from the reference's position.
/// When a value's variables carry `argNum` (several variables, or a positional `%2$#@x@`), the
/// compiled value is positional, so every other sequential placeholder is given its position
/// here (`%@` → `%1$@`): mixing the two styles is what breaks Xcode's own migration of
/// positional specifiers.
enum SubstitutionText {
  /// A `%#@name@` of a format, and the argument it reads.
  struct Reference: Hashable {
    var name: String
    var position: Int
    /// Written `%2$#@name@`.
    var isPositional: Bool
  }

  /// The references of a format, in order (nil when one cannot be read: `%#@name` unclosed).
  static func references(in format: [UInt8]) -> [Reference]? {
    var references: [Reference] = []
    var failed = false
    _ = rewrite(format, base: 1) { specifier, position, bytes in
      guard isReference(specifier) else { return nil }
      guard let name = referenceName(after: specifier, in: bytes) else {
        failed = true
        return nil
      }
      references.append(Reference(name: name.text, position: position, isPositional: specifier.position != nil))
      return nil
    }
    return failed ? nil : references
  }

  /// The catalog value of a format: references written `%#@name@`, and, when `positional`, every
  /// other sequential placeholder given its position.
  static func value(of format: [UInt8], positional: Bool) -> String {
    rewrite(format, base: 1) { specifier, position, bytes in
      if isReference(specifier) {
        guard let name = referenceName(after: specifier, in: bytes) else { return nil }
        return (specifier.range.lowerBound..<name.end, Array("%#@\(name.text)@".utf8))
      }
      guard positional, specifier.position == nil else { return nil }
      return (specifier.range, Array(("%\(position)$" + spelling(of: specifier, in: bytes)).utf8))
    }
  }

  /// A form of the variable reading argument `argument`: its placeholders of that argument that
  /// are spelled `formatSpecifier` become `%arg`; when `positional`, other sequential placeholders
  /// get their position.
  static func form(_ text: [UInt8], argument: Int, formatSpecifier: String?, positional: Bool) -> String {
    rewrite(text, base: argument) { specifier, position, bytes in
      let spelled = spelling(of: specifier, in: bytes)
      if position == argument, spelled == formatSpecifier { return (specifier.range, Array("%arg".utf8)) }
      guard positional, specifier.position == nil else { return nil }
      return (specifier.range, Array("%\(position)$\(spelled)".utf8))
    }
  }

  /// The specifier reading `argument` in a form (counting from `argument`), spelled without `%`
  /// and position (`lld`, `.1f`).
  static func ownSpecifier(in text: [UInt8], argument: Int) -> String? {
    var found: String?
    _ = rewrite(text, base: argument) { specifier, position, bytes in
      if found == nil, position == argument, !isReference(specifier) { found = spelling(of: specifier, in: bytes) }
      return nil
    }
    return found
  }

  /// Whether a text references a variable (`%#@x@`) anywhere.
  static func hasReference(_ text: [UInt8]) -> Bool {
    FormatString(bytes: text).specifiers.contains(where: isReference)
  }

  // MARK: - The walk

  /// Walks the specifiers in order, numbering sequential ones from `base` (a `*` width or
  /// precision takes a number too), and replaces the ranges `replacement` returns.
  private static func rewrite(
    _ bytes: [UInt8], base: Int,
    _ replacement: (FormatSpecifier, Int, [UInt8]) -> (range: Range<Int>, bytes: [UInt8])?
  ) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 8)
    var copied = 0
    var next = base
    for token in FormatString(bytes: bytes).tokens {
      guard case .specifier(let specifier) = token else { continue }
      for amount in [specifier.width, specifier.precision] where amount == .fromArgument { next += 1 }
      let position: Int
      if let explicit = specifier.position {
        position = explicit
      } else {
        position = next
        next += 1
      }
      guard let (range, replaced) = replacement(specifier, position, bytes), range.lowerBound >= copied else { continue }
      out += bytes[copied..<range.lowerBound]
      out += replaced
      copied = range.upperBound
    }
    out += bytes[copied...]
    return String(decoding: out, as: UTF8.self)
  }

  private static func isReference(_ specifier: FormatSpecifier) -> Bool {
    specifier.conversion == UInt8(ascii: "@") && specifier.flags.contains(UInt8(ascii: "#"))
  }

  /// The variable name after `%#@`, and the offset just past its closing `@`.
  private static func referenceName(after specifier: FormatSpecifier, in bytes: [UInt8]) -> (text: String, end: Int)? {
    let start = specifier.range.upperBound
    guard start <= bytes.count, let end = bytes[start...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
    return (String(decoding: bytes[start..<end], as: UTF8.self), end + 1)
  }

  /// The specifier's text without `%` and without its `n$` position (`%2$-5.1f` → `-5.1f`).
  static func spelling(of specifier: FormatSpecifier, in bytes: [UInt8]) -> String {
    var index = specifier.range.lowerBound + 1
    if specifier.position != nil {
      while index < specifier.range.upperBound, bytes[index] != UInt8(ascii: "$") { index += 1 }
      index += 1
    }
    return String(decoding: bytes[min(index, specifier.range.upperBound)..<specifier.range.upperBound], as: UTF8.self)
  }
}
