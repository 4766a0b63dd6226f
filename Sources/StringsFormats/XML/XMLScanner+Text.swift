/// Character data and references: text runs, `&…;` character and entity references.
extension XMLScanner {
  mutating func text(_ handle: (XMLEvent) -> Void) {
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
  mutating func reference(_ i: inout Int) -> Bool {
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
