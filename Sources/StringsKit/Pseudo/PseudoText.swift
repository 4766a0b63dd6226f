/// Turns a string into its pseudo-language form, leaving every placeholder exactly as it is:
/// printf conversions (`%@`, `%1$lld`, `%.2f`), `%%`, a stringsdict or catalog variable
/// (`%#@files@`, `%1$#@files@`) and a substitution form's `%arg`. Only the text between them
/// changes, so the pseudo-language formats with the same arguments as the source.
package struct PseudoText: Sendable {
  package let styles: [PseudoStyle]

  package init(styles: [PseudoStyle]) {
    self.styles = styles
  }

  package func transform(_ text: String) -> String {
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

  /// The byte ranges of the placeholders, in order (`FormatString.placeholderRanges`).
  static func placeholderRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    FormatString.placeholderRanges(bytes)
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
