/// The reading machine behind `XMLReader`: one forward pass over UTF-8 bytes that hands out
/// start tags, end tags and text, and stops at the first well-formedness error with its offset.
///
/// Iterative throughout (open elements are an array, not recursion), so no nesting depth can
/// exhaust the stack; every loop moves forward, so no input can hang it; text and attribute values
/// without references or line ends become strings straight from the bytes.
struct XMLScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the document starts (after a byte order mark).
  let start: Int
  /// The first byte not read: the end of the text, or the first byte that is not an XML character.
  let end: Int
  /// Why the text ends at `end` before its last byte, reported when the parse gets there.
  let endProblem: String?
  var position: Int
  private(set) var problem: XMLProblem?
  var lines: XMLLineCounter
  /// Open elements, innermost last: name and line of the start tag (for "closes <a> of line 3").
  var open: [(name: String, line: Int)] = []
  var entities: [String: XMLEntity] = [:]
  var sawRoot = false
  var sawDoctype = false
  /// Text with references or line ends is decoded here; reused.
  var scratch: [UInt8] = []
  /// Bytes added by declared entities so far; bounded so a small file cannot grow without end.
  var expanded = 0

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, endProblem: String?) {
    self.bytes = bytes
    self.start = start
    self.end = end
    self.endProblem = endProblem
    self.position = start
    self.lines = XMLLineCounter(bytes: bytes)
  }

  mutating func run(_ handle: (XMLEvent) -> Void) {
    if has("<?xml", at: start), start + 5 < end, XMLCharacters.isSpace(bytes[start + 5]) || bytes[start + 5] == UInt8(ascii: "?")
    {
      guard declaration() else { return }
    }
    while problem == nil {
      guard position < end else { return finish() }
      if bytes[position] == UInt8(ascii: "<") {
        markup(handle)
      } else if open.isEmpty {
        spaceOutsideRoot()
      } else {
        text(handle)
      }
    }
  }

  // MARK: - Problems

  mutating func fail(_ message: String, at offset: Int) {
    guard problem == nil else { return }
    let (line, column) = lines.location(of: offset)
    problem = XMLProblem(offset: offset, line: line, column: column, message: message)
  }

  /// The text ran out inside a construct opened at `opener`: the byte that ended it when there is
  /// one, else `message` at the opener.
  mutating func failAtEnd(_ message: String, opener: Int) {
    if let endProblem { fail(endProblem, at: end) } else { fail(message, at: opener) }
  }

  /// "expected …, found …" at `offset`.
  mutating func expected(_ what: String, at offset: Int, opener: Int) {
    guard offset < end else { return failAtEnd("the document ends where \(what) was expected", opener: opener) }
    fail("expected \(what), found \(describe(at: offset))", at: offset)
  }

  /// The character at `offset`, for a message.
  func describe(at offset: Int) -> String {
    let byte = bytes[offset]
    switch byte {
    case 0x0A, 0x0D: return "a line end"
    case 0x09: return "a tab"
    case 0x20: return "a space"
    case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
    default:
      var length = 1
      while offset + length < end, length < 4, bytes[offset + length] & 0xC0 == 0x80 { length += 1 }
      let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
      let scalar = text.unicodeScalars.first.map { String($0.value, radix: 16, uppercase: true) } ?? "?"
      return "'\(text)' (U+\(String(repeating: "0", count: max(0, 4 - scalar.count)) + scalar))"
    }
  }

  mutating func finish() {
    if let endProblem { return fail(endProblem, at: end) }
    if let last = open.last {
      return fail("the document ends before <\(last.name)> of line \(last.line) is closed", at: end)
    }
    if !sawRoot {
      fail(end == start ? "the document is empty" : "the document holds no element", at: end)
    }
  }

  // MARK: - Bytes

  func has(_ pattern: StaticString, at offset: Int) -> Bool {
    let count = pattern.utf8CodeUnitCount
    guard offset + count <= end else { return false }
    let text = pattern.utf8Start
    for k in 0..<count where bytes[offset + k] != text[k] { return false }
    return true
  }

  /// The offset of the first `pattern` at or after `offset`, or nil.
  func find(_ pattern: StaticString, from offset: Int) -> Int? {
    let count = pattern.utf8CodeUnitCount
    let first = pattern.utf8Start[0]
    var index = offset
    while index + count <= end {
      if bytes[index] == first, has(pattern, at: index) { return index }
      index += 1
    }
    return nil
  }

  func skipSpace(_ index: inout Int) {
    while index < end, XMLCharacters.isSpace(bytes[index]) { index += 1 }
  }

  /// The name at `index` (its first byte is a name start) and moves past it.
  func name(_ index: inout Int) -> String {
    let nameStart = index
    index += 1
    while index < end, XMLCharacters.isName(bytes[index]) { index += 1 }
    return String(decoding: bytes[nameStart..<index], as: UTF8.self)
  }

  // MARK: - Prolog

  /// `<?xml version="1.0" …?>` at the start (its encoding was applied before the parse).
  mutating func declaration() -> Bool {
    guard let close = find("?>", from: start + 5) else {
      failAtEnd("the XML declaration is not closed with '?>'", opener: start)
      return false
    }
    guard find("version", from: start + 5).map({ $0 < close }) == true else {
      fail("the XML declaration has no version: write <?xml version=\"1.0\" encoding=\"UTF-8\"?>", at: start)
      return false
    }
    position = close + 2
    return true
  }

  /// Only white space, comments, processing instructions and one DOCTYPE may stand outside the
  /// root element.
  mutating func spaceOutsideRoot() {
    var index = position
    while index < end, bytes[index] != UInt8(ascii: "<") {
      guard XMLCharacters.isSpace(bytes[index]) else {
        let place = sawRoot ? "after the root element <\(rootName ?? "")> ends" : "before the root element"
        return fail("text \(place): a document is one element, with only comments around it", at: index)
      }
      index += 1
    }
    position = index
  }

  var rootName: String?

  // MARK: - Markup

  mutating func markup(_ handle: (XMLEvent) -> Void) {
    let opener = position
    guard opener + 1 < end else { return failAtEnd("the document ends after '<'", opener: opener) }
    switch bytes[opener + 1] {
    case UInt8(ascii: "/"): endTag(handle)
    case UInt8(ascii: "?"): processingInstruction()
    case UInt8(ascii: "!"):
      if has("<!--", at: opener) {
        comment()
      } else if has("<![CDATA[", at: opener) {
        cdata(handle)
      } else if has("<!DOCTYPE", at: opener) {
        doctype()
      } else {
        fail("'<!' starts neither a comment (<!--), a CDATA section (<![CDATA[) nor a DOCTYPE", at: opener)
      }
    default: startTag(handle)
    }
  }

  mutating func startTag(_ handle: (XMLEvent) -> Void) {
    let opener = position
    var index = opener + 1
    guard XMLCharacters.isNameStart(bytes[index]) else {
      return expected("an element name after '<' (write &lt; for a literal '<')", at: index, opener: opener)
    }
    let element = name(&index)
    if open.isEmpty, sawRoot {
      return fail("a second root element <\(element)>: a document is one element (<\(rootName ?? "")>)", at: opener)
    }
    var attributes = XMLAttributes()
    var isEmpty = false
    while true {
      let spaceStart = index
      skipSpace(&index)
      guard index < end else { return failAtEnd("the start tag <\(element)> is not closed with '>'", opener: opener) }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        index += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ">") else {
          return expected("'>' after '/' in <\(element)>", at: index + 1, opener: opener)
        }
        index += 2
        isEmpty = true
        break
      }
      guard XMLCharacters.isNameStart(byte) else {
        return expected("an attribute name, '>' or '/>' in <\(element)>", at: index, opener: opener)
      }
      guard index > spaceStart else {
        return expected("a space between the attributes of <\(element)>", at: index, opener: opener)
      }
      let attributeOffset = index
      let attribute = name(&index)
      skipSpace(&index)
      guard index < end, bytes[index] == UInt8(ascii: "=") else {
        return expected("'=' after the attribute name '\(attribute)'", at: index, opener: opener)
      }
      index += 1
      skipSpace(&index)
      guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
        return expected("a quoted value for the attribute '\(attribute)'", at: index, opener: opener)
      }
      guard let value = attributeValue(&index, attribute: attribute) else { return }
      if attributes[attribute] != nil {
        return fail("the attribute '\(attribute)' appears twice in <\(element)>", at: attributeOffset)
      }
      attributes.append(attribute, value)
    }
    position = index
    let (line, column) = lines.location(of: opener)
    if open.isEmpty { rootName = element }
    sawRoot = true
    handle(.start(XMLStartTag(name: element, attributes: attributes, offset: opener, line: line, column: column)))
    if isEmpty {
      handle(.end(name: element, offset: opener))
    } else {
      open.append((element, line))
    }
  }

  /// The quoted value at `index` (on its quote), normalized; moves past the closing quote.
  mutating func attributeValue(_ index: inout Int, attribute: String) -> String? {
    let quote = bytes[index]
    let opener = index
    let valueStart = index + 1
    var i = valueStart
    while i < end {
      let byte = bytes[i]
      if byte == quote || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte < 0x20 { break }
      i += 1
    }
    if i < end, bytes[i] == quote {
      index = i + 1
      return String(decoding: bytes[valueStart..<i], as: UTF8.self)
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[valueStart..<i])
    while true {
      guard i < end else {
        failAtEnd("the value of the attribute '\(attribute)' has no closing quote", opener: opener)
        return nil
      }
      let byte = bytes[i]
      switch byte {
      case quote:
        index = i + 1
        return String(decoding: scratch, as: UTF8.self)
      case UInt8(ascii: "<"):
        fail("'<' in the value of the attribute '\(attribute)': write &lt;", at: i)
        return nil
      case UInt8(ascii: "&"):
        guard reference(&i) else { return nil }
      case 0x0D:
        scratch.append(0x20)
        i += 1
        if i < end, bytes[i] == 0x0A { i += 1 }
      case 0x09, 0x0A:
        scratch.append(0x20)
        i += 1
      default:
        scratch.append(byte)
        i += 1
      }
    }
  }

  mutating func endTag(_ handle: (XMLEvent) -> Void) {
    let opener = position
    var index = opener + 2
    guard index < end, XMLCharacters.isNameStart(bytes[index]) else {
      return expected("an element name after '</'", at: index, opener: opener)
    }
    let element = name(&index)
    skipSpace(&index)
    guard index < end, bytes[index] == UInt8(ascii: ">") else {
      return expected("'>' to end </\(element)", at: index, opener: opener)
    }
    guard let last = open.last else {
      return fail("</\(element)> closes no open element", at: opener)
    }
    guard last.name == element else {
      return fail("</\(element)> closes <\(last.name)> of line \(last.line): an element is closed by its own end tag", at: opener)
    }
    open.removeLast()
    position = index + 1
    handle(.end(name: element, offset: opener))
  }

  mutating func comment() {
    let opener = position
    var index = opener + 4
    while true {
      guard index + 1 < end else { return failAtEnd("the comment is not closed with '-->'", opener: opener) }
      if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
        guard index + 2 < end else { return failAtEnd("the comment is not closed with '-->'", opener: opener) }
        guard bytes[index + 2] == UInt8(ascii: ">") else {
          return fail("'--' inside a comment: XML allows it only in the closing '-->'", at: index)
        }
        position = index + 3
        return
      }
      index += 1
    }
  }

  mutating func cdata(_ handle: (XMLEvent) -> Void) {
    let opener = position
    guard !open.isEmpty else { return fail("a CDATA section outside the root element", at: opener) }
    guard let close = find("]]>", from: opener + 9) else {
      return failAtEnd("the CDATA section is not closed with ']]>'", opener: opener)
    }
    handle(.text(normalizedLineEnds(opener + 9, close)))
    position = close + 3
  }

  mutating func normalizedLineEnds(_ from: Int, _ to: Int) -> String {
    var i = from
    while i < to, bytes[i] != 0x0D { i += 1 }
    if i == to { return String(decoding: bytes[from..<to], as: UTF8.self) }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[from..<i])
    while i < to {
      if bytes[i] == 0x0D {
        scratch.append(0x0A)
        if i + 1 < to, bytes[i + 1] == 0x0A { i += 1 }
      } else {
        scratch.append(bytes[i])
      }
      i += 1
    }
    return String(decoding: scratch, as: UTF8.self)
  }

  mutating func processingInstruction() {
    let opener = position
    var index = opener + 2
    guard index < end, XMLCharacters.isNameStart(bytes[index]) else {
      return expected("the processing instruction's target name after '<?'", at: index, opener: opener)
    }
    let target = name(&index)
    if target.utf8.count == 3, target.lowercased() == "xml" {
      return fail("an XML declaration (<?xml …?>) may only stand at the very start of the document", at: opener)
    }
    guard let close = find("?>", from: index) else {
      return failAtEnd("the processing instruction <?\(target) is not closed with '?>'", opener: opener)
    }
    guard close == index || XMLCharacters.isSpace(bytes[index]) else {
      return expected("a space or '?>' after <?\(target)", at: index, opener: opener)
    }
    position = close + 2
  }
}
