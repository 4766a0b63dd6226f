/// The messages of what the `.strings` parser reports, one per finding, declared together so that
/// their wording can be read (and kept consistent) in one place; the kind each goes with is named
/// beside it. Each says what CoreFoundation does with the text, since that is what users see.
enum ParserMessage {
  /// `not-a-table`, for an old-style property list whose top level is `value`; a string gets the
  /// likely fix (`"key";`, the shorthand for `"key" = "key";`).
  static func notATable(_ value: StringsValue) -> String {
    "the file's top level is \(value.kindPhrase), not a table of \"key\" = \"value\"; statements: CFBundle discards it and every lookup falls back to the key"
      + (value.text != nil ? " (add ';' after it if it is meant as a \"key\"; shorthand)" : "")
  }

  /// `not-a-table`, for an XML or binary property list.
  static func propertyListNotATable(_ value: StringsValue) -> String {
    "the property list's top level is \(value.kindPhrase), not a dictionary; CFBundle discards it and every lookup falls back to the key"
  }

  /// `non-string-value`.
  static func nonStringValue(_ value: StringsValue) -> String {
    "the value is \(value.kindPhrase), not a string: CFBundle returns it unchecked from a string lookup"
  }

  /// `dropped-array-element`.
  static let droppedArrayElement =
    "this array element is malformed; CoreFoundation silently drops it (and everything up to the ')') and loads the rest of the array"

  /// `ignored-content`, with how much of the file CoreFoundation then ignores (`lost` well-formed
  /// entries after it).
  static func ignoredContent(_ what: String, lost: Int) -> String {
    let tail =
      lost == 0
      ? "CoreFoundation stops reading here and ignores the rest of the file"
      : "CoreFoundation stops reading here: nothing after it is loaded, including \(lost) well-formed \(lost == 1 ? "entry" : "entries")"
    return "\(what) cannot start an entry; \(tail)"
  }

  /// The note on the first `ignored-content` of a file.
  static let ignoredContentNote =
    "older runtimes drop the rest of the file silently; the newest Foundation rejects the whole file"

  /// `lone-surrogate`, naming the first one.
  static func loneSurrogate(_ surrogate: UInt16) -> String {
    "this entry holds a lone surrogate (U+\(String(surrogate, radix: 16, uppercase: true))): CFBundle keeps it, but Swift's String turns it into U+FFFD, so Swift code never sees this exact text"
  }

  /// `bomless-utf16`, naming the character CoreFoundation drops.
  static func bomlessUTF16(dropping character: String) -> String {
    "UTF-16 without a byte-order mark: CoreFoundation drops the first character, \(character), and reads the rest as little-endian; save the file as UTF-8 or as UTF-16 with a BOM"
  }

  /// `invalid-byte`.
  static let invalidByte =
    "byte A9 is not valid UTF-8; CoreFoundation reads it as U+FFFD '\u{FFFD}' (was it a Latin-1 '©'?)"
}

extension StringsValue {
  /// The value's kind with its article, for messages: `a string`, `an array`, `data`.
  package var kindPhrase: String {
    switch self {
    case .string, .dictionary: "a \(kindName)"
    case .array: "an array"
    case .data: "data"
    }
  }
}
