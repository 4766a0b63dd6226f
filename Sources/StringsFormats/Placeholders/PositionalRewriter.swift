/// genstrings' positional rewriting of values: when a value holds two or more format specifiers,
/// each gets `N$` after its `%`, numbered from 1 left to right (`%@ and %@` → `%1$@ and %2$@`), so
/// that translators can reorder them. Keys are never changed. Values that already number their
/// specifiers (or mix both styles) are left alone; `%%` is not a specifier. Uses the shared
/// `FormatString` grammar.
package enum PositionalRewriter {
  /// How faithfully to copy genstrings.
  package enum Style {
    /// Keep flags and width (`%010d` → `%1$010d`): the value keeps its meaning.
    case keepingFlagsAndWidth
    /// genstrings' quirk: flags and width are dropped, precision and length kept
    /// (`%010d and %03.f` → `%1$d and %2$.f`, as genstrings writes them).
    case genstrings
  }

  package static func rewrite(_ text: [UInt8], style: Style) -> [UInt8] {
    // Fewer than two `%` signs cannot make two specifiers: no need to parse.
    guard let first = text.firstIndex(of: 0x25), text[(first + 1)...].contains(0x25) else { return text }
    let specifiers = FormatString(bytes: text).specifiers
    guard specifiers.count >= 2, specifiers.allSatisfy({ $0.position == nil }) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.count + specifiers.count * 2)
    var copied = 0
    for (index, specifier) in specifiers.enumerated() {
      out += text[copied..<specifier.range.lowerBound]
      out.append(0x25)  // %
      out += Array(String(index + 1).utf8)
      out.append(0x24)  // $
      let body = text[(specifier.range.lowerBound + 1)..<specifier.range.upperBound]
      switch style {
      case .keepingFlagsAndWidth:
        out += body
      case .genstrings:
        // Skip flags and width: everything before the precision, the length or the conversion.
        var i = body.startIndex
        while i < body.endIndex, body[i] != 0x2E, !isLengthOrConversion(body[i]) { i += 1 }
        out += body[i...]
      }
      copied = specifier.range.upperBound
    }
    out += text[copied...]
    return out
  }

  private static func isLengthOrConversion(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"),
      UInt8(ascii: "j"), UInt8(ascii: "L"):
      return true
    default:
      return FormatString.isConversion(byte)
    }
  }
}
