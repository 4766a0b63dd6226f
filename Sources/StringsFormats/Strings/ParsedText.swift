/// A string the parser read, before anything keeps it: where it is in the text, or the bytes
/// escapes made (or a replaced byte).
enum ParsedText {
  case slice(Range<Int>)
  case built([UInt8])
}

/// A statement's value as the parser read it: a string, or anything else (CF's dictionaries,
/// arrays and data, and strings read past the depth limit's check).
enum ParsedValue {
  case text(ParsedText)
  case other(StringsValue)

  var isText: Bool {
    if case .text = self { return true }
    if case .other(let value) = self { return value.text != nil }
    return false
  }
}
