/// A format text cut into the pieces the formatter handles, with the argument position each
/// placeholder reads.
///
/// Positions follow Foundation: a sequential placeholder (or `*` width) reads the next position,
/// starting at `base`; an explicit `%2$d` reads 2 and leaves the sequence alone. A `%#@name@`
/// variable reads a position like any placeholder; the text of the form it chooses is formatted
/// with `base` set to that position, so the form's sequential placeholders read the variable's
/// argument and those after it (`VariablePlaceholders` describes the same rule for lint).
struct FormatPieces {
  enum Piece {
    /// Text copied as it is (also a `%` that starts no valid placeholder).
    case literal(Range<Int>)
    /// `%%`.
    case percent
    /// `%#@name@` or `%3$#@name@`; `range` runs through the closing `@`.
    case variable(name: StringsText, position: Int, range: Range<Int>)
    /// An ordinary conversion and the positions of its argument and of any `*` width or precision.
    case placeholder(FormatSpecifier, position: Int, widthPosition: Int?, precisionPosition: Int?)
  }

  let bytes: [UInt8]
  private(set) var pieces: [Piece] = []

  init(_ text: StringsText, base: Int) {
    bytes = Array(text.utf8)
    var next = base
    func take(_ explicit: Int?) -> Int {
      if let explicit { return explicit }
      defer { next += 1 }
      return next
    }
    func amountPosition(_ amount: FormatSpecifier.Amount?) -> Int? {
      switch amount {
      case .fromArgument: take(nil)
      case .fromPositionalArgument(let position): position
      case .fixed, nil: nil
      }
    }
    var cursor = 0
    for token in FormatString(bytes: bytes).tokens {
      let range: Range<Int>
      switch token {
      case .specifier(let specifier): range = specifier.range
      case .percent(let span): range = span
      case .invalid(let span, _): range = span
      }
      guard range.lowerBound >= cursor else { continue }  // inside a variable's name
      if range.lowerBound > cursor { pieces.append(.literal(cursor..<range.lowerBound)) }
      cursor = range.upperBound
      switch token {
      case .percent: pieces.append(.percent)
      case .invalid: pieces.append(.literal(range))
      case .specifier(let specifier):
        if specifier.conversion == UInt8(ascii: "@"), specifier.flags.contains(UInt8(ascii: "#")),
          let nameEnd = bytes[range.upperBound...].firstIndex(of: UInt8(ascii: "@"))
        {
          let name = StringsText(String(decoding: bytes[range.upperBound..<nameEnd], as: UTF8.self))
          pieces.append(.variable(name: name, position: take(specifier.position), range: range.lowerBound..<(nameEnd + 1)))
          cursor = nameEnd + 1
        } else {
          let width = amountPosition(specifier.width)
          let precision = amountPosition(specifier.precision)
          pieces.append(
            .placeholder(specifier, position: take(specifier.position), widthPosition: width, precisionPosition: precision))
        }
      }
    }
    if cursor < bytes.count { pieces.append(.literal(cursor..<bytes.count)) }
  }
}
