extension FormatString {
  /// The byte ranges of the placeholders of a text, in order: every token `tokenize` finds
  /// (conversions, `%%`, a malformed `%`), a variable (`%#@name@`, `%1$#@name@`) through its
  /// closing `@`, and a catalog substitution form's `%arg`. What lies between them is text a
  /// translator (or `lstrings pseudo`) may change; these must stay byte for byte.
  package static func placeholderRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for token in tokenize(bytes) {
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
}
