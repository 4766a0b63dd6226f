/// lstrings' own XML reader, for every XML format it reads: storyboards and xibs, Core Data
/// models, and what comes next (XLIFF).
///
/// Byte level, like the `.strings` and JSON readers: it cannot trap on any input (Foundation's XML
/// parser on Linux force-unwraps what libxml2 hands it, so one byte that is not UTF-8 in an
/// attribute name stopped lstrings with SIGILL), it reports the first well-formedness error at its
/// line and column, and it is faster than that parser on real storyboards (`make bench`).
/// It reads XML 1.0 as the files lstrings meets are written: the declaration's encoding (UTF-8,
/// UTF-16 with or without a byte order mark, ISO-8859-1, and what CoreFoundation converts),
/// character and entity references, CDATA, comments, processing instructions, and a DOCTYPE whose
/// internal entities of plain text are expanded. It never loads an external entity or DTD, and
/// does not validate against one. docs/parsing.md says what each message means.
package enum XMLReader {
  /// Reads `bytes`, handing each start tag, end tag and text to `handle` in document order, and
  /// returns the first well-formedness error (nothing is handed out after it), or nil.
  @discardableResult
  package static func read(_ bytes: [UInt8], _ handle: (XMLEvent) -> Void) -> XMLProblem? {
    let text = XMLDocumentText(bytes)
    return text.bytes.withUnsafeBufferPointer { buffer in
      var end = buffer.count
      var endProblem: String?
      if let problem = text.problem {
        end = min(problem.offset, end)
        endProblem = problem.message
      }
      if let invalid = XMLCharacters.firstInvalid(
        UnsafeBufferPointer(rebasing: buffer[..<end]), from: min(text.start, end), asciiOnly: text.isASCIIOnly)
      {
        end = invalid.offset
        endProblem = invalid.message
      }
      var scanner = XMLScanner(bytes: buffer, start: min(text.start, end), end: end, endProblem: endProblem)
      scanner.run(handle)
      return scanner.problem
    }
  }
}
