/// The placeholders of a `.stringsdict` text: the `%#@name@` variable references and the ordinary
/// printf conversions, with the argument each one reads.
///
/// Foundation replaces each `%#@x@` by the chosen form of `x` and then formats the whole text, so
/// a reference reads the argument at its own position and a form's sequential placeholders carry
/// on from there: in `%@ has %#@files@` the reference reads argument 2, and a form `%d files`
/// reads argument 2 as well. `base` is the first sequential position (1 in a format, the rule's
/// position in a form). The grammar is the shared `FormatString` one: `%#@` is its `@` conversion
/// with the `#` flag.
package struct VariablePlaceholders {
  /// A `%#@name@`.
  struct Reference {
    var name: String
    /// The argument whose value chooses the form (1-based).
    var position: Int
  }

  /// An argument read by an ordinary conversion (or a `*` width or precision).
  package struct Read {
    package var position: Int
    package var family: Family
    /// The placeholder's byte range in the text (nil: a `*` width or precision).
    var range: Range<Int>?
  }

  var references: [Reference] = []
  package var reads: [Read] = []

  package init(_ text: StringsText, base: Int) {
    let bytes = text.utf8
    var next = base
    func position(_ explicit: Int?) -> Int {
      if let explicit { return explicit }
      defer { next += 1 }
      return next
    }
    for token in FormatString(text).tokens {
      guard case .specifier(let specifier) = token else { continue }
      for amount in [specifier.width, specifier.precision] {
        switch amount {
        case .fromArgument: reads.append(Read(position: position(nil), family: .integer, range: nil))
        case .fromPositionalArgument(let explicit):
          reads.append(Read(position: position(explicit), family: .integer, range: nil))
        case .fixed, nil: break
        }
      }
      if specifier.conversion == UInt8(ascii: "@"), specifier.flags.contains(UInt8(ascii: "#")) {
        let nameStart = bytes.startIndex + specifier.range.upperBound
        guard let nameEnd = bytes[nameStart...].firstIndex(of: UInt8(ascii: "@")) else { continue }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        references.append(Reference(name: name, position: position(specifier.position)))
      } else {
        reads.append(
          Read(position: position(specifier.position), family: Family(specifier.argumentType), range: specifier.range))
      }
    }
  }

  /// The first read of `position`, if any.
  func read(at position: Int) -> Read? {
    reads.first { $0.position == position }
  }

  /// A read as written in `text` (`*` for a width or precision).
  static func spelling(_ read: Read, in text: StringsText) -> String {
    guard let range = read.range else { return "*" }
    return String(decoding: text.utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
  }
}

extension FormRule {
  /// What a `NSStringFormatValueTypeKey` such as `d`, `lld` or `@` reads (a leading `%` is
  /// accepted); nil when it is not exactly one printf conversion.
  package static func argumentType(ofValueType valueType: String) -> ArgumentType? {
    var text = Array(valueType.utf8)
    if text.first != UInt8(ascii: "%") { text.insert(UInt8(ascii: "%"), at: 0) }
    let tokens = FormatString(bytes: text).tokens
    guard tokens.count == 1, case .specifier(let specifier) = tokens[0], specifier.range == 0..<text.count,
      specifier.position == nil, specifier.width == nil, specifier.precision == nil
    else { return nil }
    return specifier.argumentType
  }
}
