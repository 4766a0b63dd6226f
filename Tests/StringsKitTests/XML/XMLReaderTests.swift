import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// lstrings' XML reader on documents written for each rule of XML 1.0 it applies: what it hands
/// out, and the first error at its exact line and column (counted by hand on each input).
@Suite struct XMLReaderTests {
  /// The events of `text` as short strings (`<a x=1>`, `</a>`, `"text"`), texts merged, and the
  /// first problem as `line:column: message`.
  private func read(_ bytes: [UInt8]) -> (events: [String], problem: String?) {
    var events: [String] = []
    let problem = XMLReader.read(bytes) { event in
      switch event {
      case .start(let tag):
        events.append("<" + ([tag.name] + tag.attributes.pairs.map { "\($0.name)=\($0.value)" }).joined(separator: " ") + ">")
      case .end(let name, _):
        events.append("</\(name)>")
      case .text(let text):
        if let last = events.last, last.hasPrefix("\"") {
          events[events.count - 1] = String(last.dropLast()) + text + "\""
        } else {
          events.append("\"\(text)\"")
        }
      }
    }
    return (events, problem.map { "\($0.line):\($0.column): \($0.message)" })
  }

  private func read(_ text: String) -> (events: [String], problem: String?) {
    read(Array(text.utf8))
  }

  // MARK: - What it reads

  @Test func elementsAttributesAndText() {
    let result = read(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<a x=\"1\" y='two'><b/>hi<c>there</c></a>\n")
    #expect(result.problem == nil)
    #expect(result.events == ["<a x=1 y=two>", "<b>", "</b>", "\"hi\"", "<c>", "\"there\"", "</c>", "</a>"])
  }

  @Test func referencesInTextAndAttributes() {
    let result = read(#"<a t="&lt;&amp;&gt;&quot;&apos;&#65;&#x1F600;">&lt;b&gt; &#233;&#xE9;</a>"#)
    #expect(result.problem == nil)
    #expect(result.events == ["<a t=<&>\"'A😀>", "\"<b> éé\"", "</a>"])
  }

  /// §3.3.3: a literal tab or line end in an attribute is a space; a reference keeps it. §2.11:
  /// CR LF and a lone CR are read as LF in text.
  @Test func whiteSpaceNormalization() {
    let result = read("<a t=\"1\t2\r\n3\n4&#10;5\">x\r\ny\rz</a>")
    #expect(result.problem == nil)
    #expect(result.events == ["<a t=1 2 3 4\n5>", "\"x\ny\nz\"", "</a>"])
  }

  @Test func cdataCommentsAndProcessingInstructions() {
    let result = read("<!-- before --><?app data?><a><![CDATA[<b>&amp;]]><!-- in - side --><?pi?>t</a><!-- after -->")
    #expect(result.problem == nil)
    #expect(result.events == ["<a>", "\"<b>&amp;t\"", "</a>"])
  }

  /// A DOCTYPE is passed over; an internal entity of plain text is expanded (its character
  /// references resolved when declared).
  @Test func doctypeAndInternalEntities() {
    let result = read(
      """
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [
        <!ELEMENT a ANY> <!-- a comment -->
        <!ENTITY app "Mail&#33;"> <!ENTITY app "second, ignored">
        <!ENTITY % p "x">
      ]>
      <a t="&app;">&app;</a>
      """)
    #expect(result.problem == nil)
    #expect(result.events == ["<a t=Mail!>", "\"Mail!\"", "</a>"])
  }

  @Test func utf16WithAndWithoutByteOrderMark() {
    let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a t=\"é😀\">ü</a>"
    let units = Array(text.utf16)
    let littleEndian = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [[0xFF, 0xFE] + littleEndian, [0xFE, 0xFF] + bigEndian, littleEndian, bigEndian] {
      let result = read(bytes)
      #expect(result.problem == nil)
      #expect(result.events == ["<a t=é😀>", "\"ü\"", "</a>"])
    }
    // A lone surrogate: the text ends there, reported on its line.
    let head: [UInt8] = Array("<a>\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let lone: [UInt8] = [0xFF, 0xFE] + head + [0x00, 0xD8, 0x41, 0x00]
    #expect(read(lone).problem == "2:1: a lone UTF-16 surrogate (0xD800): not text")
  }

  @Test func declaredEightBitEncodings() {
    let latin1: [UInt8] = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><a t=""#.utf8) + [0xE9] + Array(#""/>"#.utf8)
    #expect(read(latin1).events == ["<a t=é>", "</a>"])
    let windows: [UInt8] = Array(#"<?xml version="1.0" encoding="windows-1252"?><a>"#.utf8) + [0x80] + Array("</a>".utf8)
    #expect(read(windows).events == ["<a>", "\"€\"", "</a>"])
    #expect(
      read(#"<?xml version="1.0" encoding="klingon-9"?><a/>"#).problem
        == "1:31: unknown encoding 'klingon-9' in the XML declaration")
    #expect(
      read(#"<?xml version="1.0" encoding="UTF-16"?><a/>"#).problem?.hasPrefix(
        "1:31: the declaration says UTF-16, but the document is 8-bit text") == true)
    let ascii: [UInt8] = Array(#"<?xml version="1.0" encoding="US-ASCII"?><a>"#.utf8) + [0xC3, 0xA9] + Array("</a>".utf8)
    #expect(read(ascii).problem == "1:45: a byte above 0x7F (0xC3) in a document declared US-ASCII")
  }

  @Test func utf8ByteOrderMarkIsNotContent() {
    #expect(read([0xEF, 0xBB, 0xBF] + Array("<a/>".utf8)).events == ["<a>", "</a>"])
  }

  // MARK: - Errors, each at its place

  @Test(arguments: [
    ("<a>\n<b></a>", "2:4: </a> closes <b> of line 2: an element is closed by its own end tag"),
    ("<a>\n  <b>", "2:6: the document ends before <b> of line 2 is closed"),
    ("<a x=\"1\" x=\"2\"/>", "1:10: the attribute 'x' appears twice in <a>"),
    ("<a x=1/>", "1:6: expected a quoted value for the attribute 'x', found '1'"),
    ("<a x=\"1\"y=\"2\"/>", "1:9: expected a space between the attributes of <a>, found 'y'"),
    ("<a x/>", "1:5: expected '=' after the attribute name 'x', found '/'"),
    ("<a x=\"<\"/>", "1:7: '<' in the value of the attribute 'x': write &lt;"),
    ("<a x=\"1/>", "1:6: the value of the attribute 'x' has no closing quote"),
    ("<a>Tom & Jerry</a>", "1:8: '&' that starts no reference: write &amp; for a literal '&'"),
    ("<a>&nbsp;</a>", "1:4: an undeclared entity &nbsp; (XML has &lt; &gt; &amp; &quot; &apos;): write &amp; for a literal '&'"),
    ("<a>&amp</a>", "1:4: '&' starts a reference that ';' does not close: write &amp; for a literal '&'"),
    ("<a>&#0;</a>", "1:4: the character reference names U+0, which is not a character XML allows"),
    ("<a>&#xD800;</a>", "1:4: the character reference names U+D800, which is not a character XML allows"),
    ("<a>&#99999999999;</a>", "1:4: the character reference names a value beyond U+10FFFF, which is not a character XML allows"),
    ("<a>&#x;</a>", "1:4: a malformed character reference: write &#N; (decimal) or &#xH; (hexadecimal)"),
    ("<a>]]></a>", "1:4: ']]>' in text, where it may only end a CDATA section: write ]]&gt;"),
    ("<a><!-- a -- b --></a>", "1:11: '--' inside a comment: XML allows it only in the closing '-->'"),
    ("<a><!-- open</a>", "1:4: the comment is not closed with '-->'"),
    ("<a><![CDATA[x</a>", "1:4: the CDATA section is not closed with ']]>'"),
    ("<![CDATA[x]]><a/>", "1:1: a CDATA section outside the root element"),
    ("<a/><b/>", "1:5: a second root element <b>: a document is one element (<a>)"),
    ("<a/>text", "1:5: text after the root element <a> ends: a document is one element, with only comments around it"),
    ("x<a/>", "1:1: text before the root element: a document is one element, with only comments around it"),
    ("", "1:1: the document is empty"),
    ("  \n<!-- only -->", "2:14: the document holds no element"),
    ("<a>< b/></a>", "1:5: expected an element name after '<' (write &lt; for a literal '<'), found a space"),
    ("<a></ a>", "1:6: expected an element name after '</', found a space"),
    ("</a>", "1:1: </a> closes no open element"),
    ("<a/>\n<?xml version=\"1.0\"?>", "2:1: an XML declaration (<?xml …?>) may only stand at the very start of the document"),
    (
      "<?xml encoding=\"UTF-8\"?><a/>",
      "1:1: the XML declaration has no version: write <?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    ),
    ("<!ELEMENT a><a/>", "1:1: '<!' starts neither a comment (<!--), a CDATA section (<![CDATA[) nor a DOCTYPE"),
    ("<a/><!DOCTYPE a>", "1:5: a DOCTYPE may stand only once, before the root element"),
    (
      "<!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><a>&e;</a>",
      "1:58: the entity &e; is external: lstrings never reads other files"
    ),
    (
      "<!DOCTYPE a [<!ENTITY e \"<b/>\">]><a>&e;</a>",
      "1:37: the entity &e; holds markup or references, which lstrings does not expand"
    ),
    ("<a", "1:1: the start tag <a> is not closed with '>'"),
    ("<", "1:1: the document ends after '<'"),
    ("<a>\n\u{7}</a>", "2:1: a control character (0x07) that XML does not allow, not even as &#…;"),
    ("<a>\u{FFFE}</a>", "1:4: U+FFFE, which is not a character XML allows"),
  ])
  func locatedError(input: String, expected: String) {
    #expect(read(input).problem == expected)
  }

  /// Invalid UTF-8 anywhere — in a name, an attribute, a comment, text — is an error at the byte,
  /// never a trap (FoundationXML's parser stopped lstrings with SIGILL on the first of these).
  @Test func invalidUTF8IsLocated() {
    let cases: [([UInt8], String)] = [
      (Array("<a k".utf8) + [0xF8] + Array("y=\"x\"/>".utf8), "1:5"),
      (Array("<a t=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8), "1:7"),
      (Array("<a><!-- ".utf8) + [0xFF] + Array(" --></a>".utf8), "1:9"),
      (Array("<a>\nab".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8), "2:3"),
      (Array("<a>".utf8) + [0xE2, 0x82], "1:4"),
    ]
    for (bytes, place) in cases {
      let problem = read(bytes).problem
      #expect(problem?.hasPrefix(place + ": ") == true, "\(problem ?? "no problem")")
    }
  }

  /// What was read before the error has been handed out; nothing after it is.
  @Test func eventsStopAtTheFirstError() {
    let result = read("<a><b x=\"1\"/><c x=\"2\" x=\"3\"/><d/></a>")
    #expect(result.events == ["<a>", "<b x=1>", "</b>"])
    #expect(result.problem == "1:23: the attribute 'x' appears twice in <c>")
  }

  /// Start tags carry the line and column of their `<`, counted across LF, CR LF and CR.
  @Test func startTagLocations() {
    var places: [String] = []
    XMLReader.read(Array("<a>\r\n  <b/>\r<c\n/>\n\t<d/></a>".utf8)) { event in
      if case .start(let tag) = event { places.append("\(tag.name)@\(tag.line):\(tag.column)") }
    }
    #expect(places == ["a@1:1", "b@2:3", "c@3:1", "d@5:2"])
  }

  /// Deep nesting is a loop, not recursion; a billion-laughs document is stopped, not expanded.
  @Test func deepNestingAndEntityExpansionAreBounded() {
    let depth = 200_000
    let deep = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    var starts = 0
    #expect(XMLReader.read(Array(deep.utf8)) { if case .start = $0 { starts += 1 } } == nil)
    #expect(starts == depth)
    let value = String(repeating: "x", count: 10_000)
    let laughs = "<!DOCTYPE a [<!ENTITY l \"\(value)\">]><a>" + String(repeating: "&l;", count: 10_000) + "</a>"
    #expect(read(laughs).problem?.contains("expand to more than four times the document") == true)
  }
}
