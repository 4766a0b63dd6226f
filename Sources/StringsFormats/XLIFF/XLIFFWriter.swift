/// Writes an `XLIFFDocument` as the bytes `xcodebuild -exportLocalizations` writes: the XML
/// declaration, the `<xliff>` envelope with Xcode's namespace and schema attributes, two spaces per
/// level, one `<file>` per table with its `<header><tool …/></header>`, and each unit's `<source>`,
/// `<target>` and `<note>`.
///
/// Byte-exact, not merely equivalent XML, because translators' deliveries are diffed and committed:
/// an export that rewrites every line would bury the one change a translator made. The details
/// (attribute orders, `<note/>` for an empty note, which characters are references in attributes
/// and which in text) are those of Xcode 27.0's exports (docs/xliff.md, `## Export`). Builds the
/// bytes directly: no Foundation XML, no `Character` walk.
public enum XLIFFWriter {
  /// The whole document, ending with `</xliff>` and a line feed.
  public static func write(_ document: XLIFFDocument) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(estimatedSize(of: document))
    append(Self.envelopeStart, to: &output)
    for file in document.files { write(file, into: &output) }
    append("</xliff>\n", to: &output)
    return output
  }

  private static let envelopeStart = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" \
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
    xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
    http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

    """

  private static func write(_ file: XLIFFFile, into output: inout [UInt8]) {
    append("  <file original=\"", to: &output)
    appendAttribute(file.original, to: &output)
    switch file.attributeOrder {
    case .languagesFirst:
      appendLanguages(of: file, to: &output)
      appendDatatype(file.datatype, to: &output)
    case .datatypeFirst:
      appendDatatype(file.datatype, to: &output)
      appendLanguages(of: file, to: &output)
    }
    append("\">\n", to: &output)
    if let tool = file.tool { write(tool, into: &output) }
    append("    <body>\n", to: &output)
    for unit in file.units { write(unit, into: &output) }
    append("    </body>\n  </file>\n", to: &output)
  }

  private static func appendLanguages(of file: XLIFFFile, to output: inout [UInt8]) {
    append("\" source-language=\"", to: &output)
    appendAttribute(file.sourceLanguage, to: &output)
    if let target = file.targetLanguage {
      append("\" target-language=\"", to: &output)
      appendAttribute(target, to: &output)
    }
  }

  private static func appendDatatype(_ datatype: String, to output: inout [UInt8]) {
    append("\" datatype=\"", to: &output)
    appendAttribute(datatype, to: &output)
  }

  private static func write(_ tool: XLIFFTool, into output: inout [UInt8]) {
    append("    <header>\n      <tool tool-id=\"", to: &output)
    appendAttribute(tool.id, to: &output)
    append("\" tool-name=\"", to: &output)
    appendAttribute(tool.name, to: &output)
    if let version = tool.version {
      append("\" tool-version=\"", to: &output)
      appendAttribute(version, to: &output)
    }
    if let build = tool.buildNumber {
      append("\" build-num=\"", to: &output)
      appendAttribute(build, to: &output)
    }
    append("\"/>\n    </header>\n", to: &output)
  }

  private static func write(_ unit: XLIFFUnit, into output: inout [UInt8]) {
    append("      <trans-unit id=\"", to: &output)
    appendAttribute(unit.id, to: &output)
    append(unit.translate ? "\" xml:space=\"preserve\">\n" : "\" translate=\"no\" xml:space=\"preserve\">\n", to: &output)
    write(unit.source, element: "source", attributes: [], into: &output)
    if let target = unit.target {
      var attributes: [(String, String)] = []
      if let state = target.state { attributes.append(("state", state.attributeValue)) }
      if let qualifier = target.stateQualifier { attributes.append(("state-qualifier", qualifier)) }
      write(target.text, element: "target", attributes: attributes, into: &output)
    }
    for note in unit.notes {
      write(.plain(note.text), element: "note", attributes: note.from.map { [("from", $0)] } ?? [], into: &output)
    }
    append("      </trans-unit>\n", to: &output)
  }

  /// `<name attributes>text</name>`, `<name attributes/>` when the text is empty, or for a phrase
  /// set one `<mrk mtype="x-set" mid="N">` per phrase on its own line, indented one level deeper.
  private static func write(
    _ text: XLIFFText, element: String, attributes: [(String, String)], into output: inout [UInt8]
  ) {
    append("        <", to: &output)
    append(element, to: &output)
    for (name, value) in attributes {
      output.append(ASCII.space)
      append(name, to: &output)
      append("=\"", to: &output)
      appendAttribute(value, to: &output)
      output.append(ASCII.quote)
    }
    switch text {
    case .plain(""), .phraseSet([]):
      append("/>\n", to: &output)
      return
    case .plain(let value):
      output.append(ASCII.greaterThan)
      appendText(value, to: &output)
    case .phraseSet(let phrases):
      append(">\n", to: &output)
      for (index, phrase) in phrases.enumerated() {
        append("          <mrk mtype=\"x-set\" mid=\"\(index)\">", to: &output)
        appendText(phrase, to: &output)
        append("</mrk>\n", to: &output)
      }
      append("        ", to: &output)
    }
    append("</", to: &output)
    append(element, to: &output)
    append(">\n", to: &output)
  }

  // MARK: - Escaping

  /// An attribute value: `&amp; &lt; &gt; &quot;`, and TAB, LF, CR as numeric references (an XML
  /// reader turns a literal one into a space when it normalises attribute values).
  static func appendAttribute(_ value: String, to output: inout [UInt8]) {
    appendEscaped(value, inAttribute: true, to: &output)
  }

  /// Element text: `&amp; &lt; &gt;`, and CR as `&#13;` (a reader turns a literal CR into LF);
  /// a `"`, TAB and LF stay as they are, as in Xcode's exports.
  static func appendText(_ value: String, to output: inout [UInt8]) {
    appendEscaped(value, inAttribute: false, to: &output)
  }

  private static func appendEscaped(_ value: String, inAttribute: Bool, to output: inout [UInt8]) {
    for byte in value.utf8 {
      switch byte {
      case ASCII.ampersand: append("&amp;", to: &output)
      case ASCII.lessThan: append("&lt;", to: &output)
      case ASCII.greaterThan: append("&gt;", to: &output)
      case ASCII.carriageReturn: append("&#13;", to: &output)
      case ASCII.quote where inAttribute: append("&quot;", to: &output)
      case ASCII.tab where inAttribute: append("&#9;", to: &output)
      case ASCII.lineFeed where inAttribute: append("&#10;", to: &output)
      default: output.append(byte)
      }
    }
  }

  private static func append(_ text: String, to output: inout [UInt8]) {
    output.append(contentsOf: text.utf8)
  }

  /// Room for the markup around each unit plus its texts, so the buffer grows once or twice.
  private static func estimatedSize(of document: XLIFFDocument) -> Int {
    var size = 512
    for file in document.files {
      size += 384 + file.original.utf8.count
      for unit in file.units {
        size += 160 + 2 * unit.id.utf8.count + unit.notes.reduce(0) { $0 + 20 + $1.text.utf8.count }
        if case .plain(let text) = unit.source { size += text.utf8.count }
        if case .plain(let text)? = unit.target?.text { size += 40 + text.utf8.count }
      }
    }
    return size
  }

  /// The bytes the writer treats specially.
  private enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let ampersand: UInt8 = 0x26
    static let lessThan: UInt8 = 0x3C
    static let greaterThan: UInt8 = 0x3E
  }
}
