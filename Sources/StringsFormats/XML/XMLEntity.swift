/// A general entity declared in a document's internal DTD subset (`<!ENTITY name "…">`).
///
/// Only what cannot surprise is expanded: a value of plain text (character references resolved
/// when declared, as §4.5 says). A value holding markup or other references, and an external
/// entity (`SYSTEM "…"`), are an error where they are used: lstrings never loads other files, and
/// a value that nests entities is how "billion laughs" documents grow.
enum XMLEntity {
  case text([UInt8])
  case markup
  case external

  /// The five entities every document has (§4.6).
  static func predefined(_ name: UnsafeBufferPointer<UInt8>.SubSequence) -> UInt8? {
    switch name.count {
    case 2:
      if name.elementsEqual("lt".utf8) { return UInt8(ascii: "<") }
      if name.elementsEqual("gt".utf8) { return UInt8(ascii: ">") }
    case 3:
      if name.elementsEqual("amp".utf8) { return UInt8(ascii: "&") }
    case 4:
      if name.elementsEqual("quot".utf8) { return UInt8(ascii: "\"") }
      if name.elementsEqual("apos".utf8) { return UInt8(ascii: "'") }
    default:
      break
    }
    return nil
  }
}
