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
  private var position: Int
  private(set) var problem: XMLProblem?
  private var lines: XMLLineCounter
  /// Open elements, innermost last: name and line of the start tag (for "closes <a> of line 3").
  private var open: [(name: String, line: Int)] = []
  private var entities: [String: XMLEntity] = [:]
  private var sawRoot = false
  private var sawDoctype = false
  /// Text with references or line ends is decoded here; reused.
  private var scratch: [UInt8] = []
  /// Bytes added by declared entities so far; bounded so a small file cannot grow without end.
  private var expanded = 0

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

  private mutating func fail(_ message: String, at offset: Int) {
    guard problem == nil else { return }
    let (line, column) = lines.location(of: offset)
    problem = XMLProblem(offset: offset, line: line, column: column, message: message)
  }

  /// The text ran out inside a construct opened at `opener`: the byte that ended it when there is
  /// one, else `message` at the opener.
  private mutating func failAtEnd(_ message: String, opener: Int) {
    if let endProblem { fail(endProblem, at: end) } else { fail(message, at: opener) }
  }

  /// "expected …, found …" at `offset`.
  private mutating func expected(_ what: String, at offset: Int, opener: Int) {
    guard offset < end else { return failAtEnd("the document ends where \(what) was expected", opener: opener) }
    fail("expected \(what), found \(describe(at: offset))", at: offset)
  }

  /// The character at `offset`, for a message.
  private func describe(at offset: Int) -> String {
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

  private mutating func finish() {
    if let endProblem { return fail(endProblem, at: end) }
    if let last = open.last {
      return fail("the document ends before <\(last.name)> of line \(last.line) is closed", at: end)
    }
    if !sawRoot {
      fail(end == start ? "the document is empty" : "the document holds no element", at: end)
    }
  }

  // MARK: - Bytes

  private func has(_ pattern: StaticString, at offset: Int) -> Bool {
    let count = pattern.utf8CodeUnitCount
    guard offset + count <= end else { return false }
    let text = pattern.utf8Start
    for k in 0..<count where bytes[offset + k] != text[k] { return false }
    return true
  }

  /// The offset of the first `pattern` at or after `offset`, or nil.
  private func find(_ pattern: StaticString, from offset: Int) -> Int? {
    let count = pattern.utf8CodeUnitCount
    let first = pattern.utf8Start[0]
    var index = offset
    while index + count <= end {
      if bytes[index] == first, has(pattern, at: index) { return index }
      index += 1
    }
    return nil
  }

  private func skipSpace(_ index: inout Int) {
    while index < end, XMLCharacters.isSpace(bytes[index]) { index += 1 }
  }

  /// The name at `index` (its first byte is a name start) and moves past it.
  private func name(_ index: inout Int) -> String {
    let nameStart = index
    index += 1
    while index < end, XMLCharacters.isName(bytes[index]) { index += 1 }
    return String(decoding: bytes[nameStart..<index], as: UTF8.self)
  }

  // MARK: - Prolog

  /// `<?xml version="1.0" …?>` at the start (its encoding was applied before the parse).
  private mutating func declaration() -> Bool {
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
  private mutating func spaceOutsideRoot() {
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

  private var rootName: String?

  // MARK: - Markup

  private mutating func markup(_ handle: (XMLEvent) -> Void) {
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

  private mutating func startTag(_ handle: (XMLEvent) -> Void) {
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
  private mutating func attributeValue(_ index: inout Int, attribute: String) -> String? {
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

  private mutating func endTag(_ handle: (XMLEvent) -> Void) {
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

  private mutating func comment() {
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

  private mutating func cdata(_ handle: (XMLEvent) -> Void) {
    let opener = position
    guard !open.isEmpty else { return fail("a CDATA section outside the root element", at: opener) }
    guard let close = find("]]>", from: opener + 9) else {
      return failAtEnd("the CDATA section is not closed with ']]>'", opener: opener)
    }
    handle(.text(normalizedLineEnds(opener + 9, close)))
    position = close + 3
  }

  private mutating func normalizedLineEnds(_ from: Int, _ to: Int) -> String {
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

  private mutating func processingInstruction() {
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

  // MARK: - DOCTYPE

  private mutating func doctype() {
    let opener = position
    guard open.isEmpty, !sawRoot, !sawDoctype else {
      return fail("a DOCTYPE may stand only once, before the root element", at: opener)
    }
    sawDoctype = true
    var index = opener + 9
    while true {
      guard index < end else { return failAtEnd("the DOCTYPE is not closed with '>'", opener: opener) }
      switch bytes[index] {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        guard skipQuoted(&index, opener: opener) else { return }
      case UInt8(ascii: "["):
        guard internalSubset(&index) else { return }
      case UInt8(ascii: ">"):
        position = index + 1
        return
      default:
        index += 1
      }
    }
  }

  /// Moves past the quoted literal at `index`.
  private mutating func skipQuoted(_ index: inout Int, opener: Int) -> Bool {
    let quote = bytes[index]
    var i = index + 1
    while i < end, bytes[i] != quote { i += 1 }
    guard i < end else {
      failAtEnd("a quoted literal in the DOCTYPE has no closing quote", opener: index)
      return false
    }
    index = i + 1
    return true
  }

  /// Moves past a markup declaration (`<!ELEMENT …>`, `<!ATTLIST …>`…) to its `>`.
  private mutating func skipDeclaration(_ index: inout Int) -> Bool {
    let opener = index
    while index < end, bytes[index] != UInt8(ascii: ">") {
      if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
        guard skipQuoted(&index, opener: opener) else { return false }
      } else {
        index += 1
      }
    }
    guard index < end else {
      failAtEnd("a declaration in the DOCTYPE is not closed with '>'", opener: opener)
      return false
    }
    index += 1
    return true
  }

  /// `[ … ]`: entity declarations are kept; other declarations, comments and processing
  /// instructions are passed over.
  private mutating func internalSubset(_ index: inout Int) -> Bool {
    let opener = index
    index += 1
    while true {
      skipSpace(&index)
      guard index < end else {
        failAtEnd("the DOCTYPE's internal subset is not closed with ']'", opener: opener)
        return false
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return true
      }
      if has("<!--", at: index) {
        guard let close = find("-->", from: index + 4) else {
          failAtEnd("the comment is not closed with '-->'", opener: index)
          return false
        }
        index = close + 3
      } else if has("<?", at: index) {
        guard let close = find("?>", from: index + 2) else {
          failAtEnd("the processing instruction is not closed with '?>'", opener: index)
          return false
        }
        index = close + 2
      } else if has("<!ENTITY", at: index) {
        guard entityDeclaration(&index) else { return false }
      } else if has("<!", at: index) {
        guard skipDeclaration(&index) else { return false }
      } else if bytes[index] == UInt8(ascii: "%") {
        let reference = index
        index += 1
        while index < end, XMLCharacters.isName(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: ";"), index > reference + 1 else {
          expected("a parameter entity reference %name;", at: index, opener: reference)
          return false
        }
        index += 1
      } else {
        expected("a declaration or ']' in the DOCTYPE", at: index, opener: opener)
        return false
      }
    }
  }

  /// `<!ENTITY name "value">` (kept), `<!ENTITY name SYSTEM "…">` (kept as external) or
  /// `<!ENTITY % name …>` (a parameter entity: passed over).
  private mutating func entityDeclaration(_ index: inout Int) -> Bool {
    let opener = index
    var i = index + 8
    skipSpace(&i)
    guard i < end, bytes[i] != UInt8(ascii: "%") else { return skipDeclaration(&index) }
    guard XMLCharacters.isNameStart(bytes[i]) else {
      expected("an entity name in <!ENTITY", at: i, opener: opener)
      return false
    }
    let entity = name(&i)
    skipSpace(&i)
    guard i < end else {
      failAtEnd("the entity declaration is not closed with '>'", opener: opener)
      return false
    }
    let value: XMLEntity
    if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
      let quote = bytes[i]
      i += 1
      var text: [UInt8] = []
      var hasMarkup = false
      while i < end, bytes[i] != quote {
        let byte = bytes[i]
        if byte == UInt8(ascii: "&"), i + 1 < end, bytes[i + 1] == UInt8(ascii: "#") {
          scratch.removeAll(keepingCapacity: true)
          guard reference(&i) else { return false }
          text.append(contentsOf: scratch)
          continue
        }
        if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "<") { hasMarkup = true }
        text.append(byte)
        i += 1
      }
      guard i < end else {
        failAtEnd("the entity's value has no closing quote", opener: opener)
        return false
      }
      i += 1
      value = hasMarkup ? .markup : .text(text)
    } else {
      value = .external
    }
    index = i
    guard skipDeclaration(&index) else { return false }
    if entities[entity] == nil { entities[entity] = value }
    return true
  }

  // MARK: - Text

  private mutating func text(_ handle: (XMLEvent) -> Void) {
    let textStart = position
    var i = textStart
    while i < end {
      let byte = bytes[i]
      if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x0D || byte == UInt8(ascii: "]") { break }
      i += 1
    }
    if i >= end || bytes[i] == UInt8(ascii: "<") {
      position = i
      return handle(.text(String(decoding: bytes[textStart..<i], as: UTF8.self)))
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[textStart..<i])
    while i < end, bytes[i] != UInt8(ascii: "<") {
      let byte = bytes[i]
      switch byte {
      case UInt8(ascii: "&"):
        guard reference(&i) else { return }
      case 0x0D:
        scratch.append(0x0A)
        i += 1
        if i < end, bytes[i] == 0x0A { i += 1 }
      case UInt8(ascii: "]") where has("]]>", at: i):
        return fail("']]>' in text, where it may only end a CDATA section: write ]]&gt;", at: i)
      default:
        scratch.append(byte)
        i += 1
      }
    }
    position = i
    handle(.text(String(decoding: scratch, as: UTF8.self)))
  }

  /// The reference at `i` (on its `&`) appended to `scratch`; moves past its `;`.
  private mutating func reference(_ i: inout Int) -> Bool {
    let opener = i
    var index = i + 1
    guard index < end else {
      failAtEnd("'&' at the end of the document: write &amp; for a literal '&'", opener: opener)
      return false
    }
    if bytes[index] == UInt8(ascii: "#") {
      index += 1
      let isHex = index < end && bytes[index] == UInt8(ascii: "x")
      if isHex { index += 1 }
      let digitsStart = index
      var value: UInt32 = 0
      while index < end, let digit = isHex ? bytes[index].hexDigitValue : bytes[index].decimalDigitValue.map(UInt32.init) {
        value = min(value * (isHex ? 16 : 10) + digit, 0x11_0000)
        index += 1
      }
      guard index > digitsStart, index < end, bytes[index] == UInt8(ascii: ";") else {
        fail("a malformed character reference: write &#N; (decimal) or &#xH; (hexadecimal)", at: opener)
        return false
      }
      guard XMLCharacters.isCharacter(value) else {
        let shown = value > 0x10_FFFF ? "a value beyond U+10FFFF" : "U+" + String(value, radix: 16, uppercase: true)
        fail("the character reference names \(shown), which is not a character XML allows", at: opener)
        return false
      }
      UTF8Encoder.append(value, to: &scratch)
      i = index + 1
      return true
    }
    guard XMLCharacters.isNameStart(bytes[index]) else {
      fail("'&' that starts no reference: write &amp; for a literal '&'", at: opener)
      return false
    }
    let nameStart = index
    while index < end, XMLCharacters.isName(bytes[index]) { index += 1 }
    guard index < end, bytes[index] == UInt8(ascii: ";") else {
      fail("'&' starts a reference that ';' does not close: write &amp; for a literal '&'", at: opener)
      return false
    }
    let entityName = bytes[nameStart..<index]
    i = index + 1
    if let byte = XMLEntity.predefined(entityName) {
      scratch.append(byte)
      return true
    }
    let entity = String(decoding: entityName, as: UTF8.self)
    switch entities[entity] {
    case .text(let value)?:
      expanded += value.count
      guard expanded <= bytes.count * 4 + (1 << 20) else {
        fail("declared entities expand to more than four times the document: not read further", at: opener)
        return false
      }
      scratch.append(contentsOf: value)
      return true
    case .markup?:
      fail("the entity &\(entity); holds markup or references, which lstrings does not expand", at: opener)
    case .external?:
      fail("the entity &\(entity); is external: lstrings never reads other files", at: opener)
    case nil:
      fail(
        "an undeclared entity &\(entity); (XML has &lt; &gt; &amp; &quot; &apos;): write &amp; for a literal '&'", at: opener)
    }
    return false
  }
}
