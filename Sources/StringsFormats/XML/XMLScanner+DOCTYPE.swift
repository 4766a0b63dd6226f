/// DOCTYPE declarations: the internal subset's entities of plain text are declared here and expanded
/// by `reference`; nothing external is ever loaded (see `XMLReader`).
extension XMLScanner {
  mutating func doctype() {
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
  mutating func skipQuoted(_ index: inout Int, opener: Int) -> Bool {
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
  mutating func skipDeclaration(_ index: inout Int) -> Bool {
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
  mutating func internalSubset(_ index: inout Int) -> Bool {
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
  mutating func entityDeclaration(_ index: inout Int) -> Bool {
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
}
