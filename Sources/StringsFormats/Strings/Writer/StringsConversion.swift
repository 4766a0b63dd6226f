/// Re-encodes a parsed table.
package enum StringsConversion {
  /// The file's text in `encoding` (the original one when nil), with that encoding's BOM.
  ///
  /// Without `canonical` every byte of the text is kept; only the encoding changes. With it, the
  /// dictionary CF loaded is written afresh, sorted by key, one statement per line.
  public static func convert(_ result: StringsParseResult, to encoding: StringsEncoding?, canonical: Bool) -> [UInt8] {
    var target = encoding ?? result.file.encoding
    if target == .utf16WithoutBOM { target = .utf16LittleEndian }
    let text: [UInt8]
    if canonical || result.file.verbatimBytes != nil {
      let table = result.table ?? [:]
      var lines = ""
      for key in table.keys.sorted() {
        if let value = table[key]?.text { lines += StringsWriter.statement(key: key, value: value) + "\n" }
      }
      text = Array(lines.utf8)
    } else {
      text = result.file.text
    }
    if encoding == nil, !canonical, result.file.verbatimBytes == nil, result.file.encoding != .utf16WithoutBOM {
      return result.file.encoded()
    }
    return target.byteOrderMark + target.encode(text)
  }
}
