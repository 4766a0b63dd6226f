/// Turns a string into its pseudo-language form, leaving every placeholder exactly as it is:
/// printf conversions (`%@`, `%1$lld`, `%.2f`), `%%`, a stringsdict or catalog variable
/// (`%#@files@`, `%1$#@files@`) and a substitution form's `%arg`. Only the text between them
/// changes, so the pseudo-language formats with the same arguments as the source.
@_spi(LStringsCLI) public struct PseudoText: Sendable {
  public let styles: [PseudoStyle]

  public init(styles: [PseudoStyle]) {
    self.styles = styles
  }

  public func transform(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var pieces: [(text: String, isPlaceholder: Bool)] = []
    var literalStart = 0
    for range in Self.placeholderRanges(bytes) {
      if range.lowerBound > literalStart {
        pieces.append((String(decoding: bytes[literalStart..<range.lowerBound], as: UTF8.self), false))
      }
      pieces.append((String(decoding: bytes[range], as: UTF8.self), true))
      literalStart = range.upperBound
    }
    if literalStart < bytes.count { pieces.append((String(decoding: bytes[literalStart...], as: UTF8.self), false)) }
    var out = ""
    for piece in pieces {
      guard !piece.isPlaceholder else {
        out += piece.text
        continue
      }
      var literal = piece.text
      if styles.contains(.accented) { literal = Self.accented(literal) }
      if styles.contains(.doubleLength) { literal += literal }
      out += literal
    }
    if styles.contains(.bounded) { out = "[# " + out + " #]" }
    if styles.contains(.rtl) { out = "\u{202E}" + out + "\u{202C}" }
    return out
  }

  /// The byte ranges of the placeholders, in order.
  static func placeholderRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for token in FormatString.tokenize(bytes) {
      var range: Range<Int>
      switch token {
      case .specifier(let specifier): range = specifier.range
      case .percent(let percent): range = percent
      case .invalid(let invalid, _): range = invalid
      }
      let end = range.upperBound
      if bytes[range.upperBound - 1] == UInt8(ascii: "@"), bytes[range].contains(UInt8(ascii: "#")),
        let close = bytes[end...].firstIndex(of: UInt8(ascii: "@"))
      {
        // `%#@name@`: the variable's name and closing `@` belong to it.
        range = range.lowerBound..<(close + 1)
      } else if bytes[range.lowerBound..<end] == [0x25, 0x61][...], end + 2 <= bytes.count,
        bytes[end] == UInt8(ascii: "r"), bytes[end + 1] == UInt8(ascii: "g")
      {
        range = range.lowerBound..<(end + 2)  // a substitution form's `%arg`
      }
      if let last = ranges.last, range.lowerBound < last.upperBound { continue }
      ranges.append(range)
    }
    return ranges
  }

  /// ASCII letters with a diacritic (a letter that has none stays as it is).
  static func accented(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let index = Self.plain.firstIndex(of: scalar) { out.append(Self.marked[index]) } else { out.append(scalar) }
    }
    return String(out)
  }

  private static let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
  private static let marked = Array("áƀçđéƒĝĥîĵķĺɱñöƥǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖƤǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
}
