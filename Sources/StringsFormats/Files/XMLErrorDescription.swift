/// Words for the errors `XMLParser` (libxml2) reports, shared by every reader of XML documents
/// (storyboards and xibs, Core Data models): on Linux the parser's own message is empty.
package enum XMLErrorDescription {
  /// Words for the libxml2 errors a hand-edited or truncated document meets (the parser's own
  /// message is empty on Linux).
  package static func describe(xmlErrorCode code: Int) -> String {
    switch code {
    case 4: "the document is empty"
    case 5: "content after the end of the document, or the document ends too early"
    case 26: "an undeclared entity"
    case 38, 39, 40, 41: "a malformed attribute"
    case 65: "an attribute without a value, or a space missing between attributes"
    case 73: "'>' expected"
    case 76, 77: "an element closed by the wrong end tag"
    case 111: "a document that is not UTF-8 as it claims, or not text"
    default: "libxml2 error \(code)"
    }
  }
}
