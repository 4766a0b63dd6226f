import Foundation

/// Runs CoreFoundation's top-level algorithm over decoded text and assembles the `StringsParseResult`:
/// the outcome, the lossless items, and diagnostics — including those found by reading on past
/// the point where CF gives up, so that one run reports every problem.
struct ResultBuilder {
  let decoded: DecodedText
  let path: String
  let options: StringsParser.Options
  /// Built on first use: a checking-only parse of a clean file never needs one.
  private var lineTableStorage: LineTable?
  /// Whether BOM-less UTF-16 lost a line break with its first unit, so that CF's line numbers are
  /// one less than the file's.
  private let lostLineBreak: Bool
  var diagnostics: [StringsDiagnostic] = []
  /// The statements read, when `options.buildsItems` is off (see `StringsParseResult`).
  private var entryList: EntryList?

  init(decoded: DecodedText, path: String, options: StringsParser.Options) {
    self.decoded = decoded
    self.path = path
    self.options = options
    self.lostLineBreak =
      decoded.encoding == .utf16WithoutBOM && (decoded.prefix == [0x0A, 0x00] || decoded.prefix == [0x0D, 0x00])
  }

  /// Converts offsets in the decoded text to file locations.
  private mutating func lineTable() -> LineTable {
    if let lineTableStorage { return lineTableStorage }
    let table = LineTable(bytes: decoded.text, lineOffset: lostLineBreak ? 1 : 0)
    lineTableStorage = table
    return table
  }

  /// CF's line number for an offset (CF counts lines in the text it parsed).
  private mutating func coreFoundationLine(of offset: Int) -> Int {
    lineTable().lineAndColumn(of: offset).line - (lostLineBreak ? 1 : 0)
  }

  private mutating func location(of offset: Int) -> StringsSourceLocation {
    lineTable().location(of: offset, file: path)
  }

  mutating func build() -> StringsParseResult {
    let text = decoded.text
    let (outcome, items) = text.withUnsafeBufferPointer { buffer in
      parseTopLevel(text: text, buffer: buffer)
    }
    reportDecodingQuirks()
    var file = StringsFile(encoding: decoded.encoding, prefix: decoded.prefix, suffix: decoded.suffix, items: items)
    file.verbatimBytes = decoded.verbatimBytes
    if !options.buildsModel { file.items = [] }
    diagnostics.sort()
    // A checking-only parse keeps no model, and needs lines only for its diagnostics.
    // Lint's parse (no items) builds lines when it reports something, or later for its rules.
    let defersLines = options.buildsModel && !options.buildsItems && diagnostics.isEmpty && lineTableStorage == nil
    let lines =
      (options.buildsModel && !defersLines) || !diagnostics.isEmpty ? lineTable() : LineTable(bytes: [])
    var result = StringsParseResult(path: path, file: file, outcome: outcome, diagnostics: diagnostics, lineTable: lines)
    result.entryList = entryList
    if defersLines { result.deferredLines = (decoded.text, lostLineBreak ? 1 : 0) }
    return result
  }

  // MARK: - The top level (CF's __CFCreateOldStylePropertyListOrStringsFile)

  private mutating func parseTopLevel(
    text: [UInt8], buffer: UnsafeBufferPointer<UInt8>
  ) -> (StringsParseResult.Outcome, [StringsFile.Item]) {
    let end = buffer.count
    var parser = OldStyleParser(
      text: text, buffer: buffer, materializes: options.buildsModel, replacedOffsets: decoded.replacedByteOffsets)
    if options.buildsModel, !options.buildsItems, EntryList.Compact.fits(text) {
      parser.compact = EntryList.Compact(text: text, reservingFor: text.count)
    }
    guard parser.skipTrivia() else {
      return (.table([:]), [.trivia(StringsTrivia(text: text[0..<end], sourceRange: 0..<end))])
    }
    let valueStart = parser.pos
    let first = parser.parseObject(required: true, depth: 0)
    guard case .value(let value) = first else {
      return rejected(parser, buffer: buffer, text: text)
    }
    if parser.skipTrivia() {
      guard case .string = value else {
        parser.setError(.junkAfterPlist, at: parser.pos)
        return rejected(parser, buffer: buffer, text: text)
      }
      // The braces-less table: CF forgets the first string and re-reads from the start.
      parser.clearError()
      parser.pos = 0
      guard parser.parseTopLevelContentInHalves(minimumSize: options.halvesThreshold) else {
        return rejected(parser, buffer: buffer, text: text)
      }
      return accepted(parser, buffer: buffer, text: text)
    }
    if case .dictionary = value {
      // The `{ … }` form: its content ends at the closing brace, which is not ignored content.
      parser.topLevelContentEnd = .endOfText
      return accepted(parser, buffer: buffer, text: text)
    }
    report(.notATable, ParserMessage.notATable(value), at: valueStart)
    collectFindings(parser)
    return (
      .notATable(value),
      [
        .trivia(StringsTrivia(text: text[0..<valueStart], sourceRange: 0..<valueStart)),
        .unparsed(StringsUnparsed(text: text[valueStart..<end], sourceRange: valueStart..<end, reason: .notATable)),
      ]
      .filter { !$0.text.isEmpty }
    )
  }

  /// The items for the statements read so far, ending at `tailStart`.
  private func statementItems(_ parser: OldStyleParser, text: [UInt8], upTo tailStart: Int) -> ([StringsFile.Item], Int) {
    guard options.buildsModel, options.buildsItems else { return ([], 0) }
    var items: [StringsFile.Item] = []
    items.reserveCapacity(parser.statements.count * 2 + 1)
    var last = 0
    for statement in parser.statements {
      let range = statement.parsedRange
      if range.lowerBound > last {
        items.append(.trivia(StringsTrivia(text: text[last..<range.lowerBound], sourceRange: last..<range.lowerBound)))
      }
      items.append(.entry(statement))
      last = range.upperBound
    }
    if tailStart > last { items.append(.trivia(StringsTrivia(text: text[last..<tailStart], sourceRange: last..<tailStart))) }
    return (items, max(last, tailStart))
  }

  private mutating func accepted(
    _ parser: OldStyleParser, buffer: UnsafeBufferPointer<UInt8>, text: [UInt8]
  ) -> (StringsParseResult.Outcome, [StringsFile.Item]) {
    let end = buffer.count
    var table: [StringsText: StringsValue] = [:]
    if options.buildsModel, options.buildsItems {
      table.reserveCapacity(parser.statements.count)
      for statement in parser.statements { table[statement.key] = statement.value }
    }
    checkValues(Self.entries(parser), escapedSurrogate: parser.escapedSurrogate)
    collectFindings(parser)
    var stopOffset: Int?
    switch parser.topLevelContentEnd {
    case .stop(let offset), .unterminatedKey(let offset):
      stopOffset = offset
      reportIgnoredContent(at: offset, buffer: buffer, unterminatedKey: parser.topLevelContentEnd == .unterminatedKey(at: offset))
    case .endOfText, nil:
      break
    }
    var (items, tail) = statementItems(parser, text: text, upTo: stopOffset ?? end)
    if options.buildsModel, !options.buildsItems {
      entryList = Self.entries(parser)
      return (.table(table), [])
    }
    if let stopOffset, options.buildsModel {
      items.append(
        .unparsed(StringsUnparsed(text: text[stopOffset..<end], sourceRange: stopOffset..<end, reason: .ignoredAfterStop)))
    } else if tail < end, options.buildsModel {
      items.append(.trivia(StringsTrivia(text: text[tail..<end], sourceRange: tail..<end)))
    }
    return (.table(table), items)
  }

  private mutating func rejected(
    _ parser: OldStyleParser, buffer: UnsafeBufferPointer<UInt8>, text: [UInt8]
  ) -> (StringsParseResult.Outcome, [StringsFile.Item]) {
    let end = buffer.count
    let error = parser.error ?? CFParseError(kind: .unexpectedEOF, offset: end)
    let cfLine = coreFoundationLine(of: error.offset)
    let cfMessage = error.coreFoundationMessage(line: cfLine)
    let realOffset = reportError(error, parser: parser, buffer: buffer, coreFoundationMessage: cfMessage)
    collectFindings(parser)
    var failureStart = parser.lastStatementEnd ?? 0
    if parser.statementStart >= failureStart { failureStart = parser.statementStart }
    failureStart = min(failureStart, end)
    var (items, _) = statementItems(parser, text: text, upTo: failureStart)
    if options.buildsModel, !options.buildsItems { entryList = Self.entries(parser) }
    if options.buildsModel, options.buildsItems, failureStart < end {
      items.append(.unparsed(StringsUnparsed(text: text[failureStart..<end], sourceRange: failureStart..<end, reason: .error)))
    }
    _ = recover(from: nextLineStart(after: realOffset, buffer: buffer), buffer: buffer, text: text, reporting: true)
    return (.rejected(coreFoundationMessage: cfMessage), items)
  }

  // MARK: - Recovery

  /// Reads statements from `offset` on, as CF would if the text started there, resynchronising at
  /// the next line after each problem. Returns how many statements it read.
  private mutating func recover(from offset: Int, buffer: UnsafeBufferPointer<UInt8>, text: [UInt8], reporting: Bool) -> Int {
    var resume = offset
    var count = 0
    var errors = diagnostics.filter { $0.severity == .error }.count
    while resume < buffer.count, errors < options.maximumErrors {
      var parser = OldStyleParser(text: text, buffer: buffer, materializes: false, replacedOffsets: decoded.replacedByteOffsets)
      parser.pos = resume
      let succeeded = parser.parseDictionaryContent(depth: 0) != nil
      count += parser.statementCount
      if reporting { collectFindings(parser) }
      if succeeded {
        switch parser.topLevelContentEnd {
        case .stop(let stop), .unterminatedKey(let stop):
          if reporting {
            report(
              .ignoredContent,
              stopDescription(at: stop, buffer: buffer, unterminatedKey: parser.topLevelContentEnd == .unterminatedKey(at: stop))
                + " cannot start an entry", at: stop)
            errors += 1
          }
          resume = max(stop + 1, nextLineStart(after: stop, buffer: buffer))
          if case .stop = parser.topLevelContentEnd, buffer[stop] == 0x3B { resume = stop + 1 }
        case .endOfText, nil:
          return count
        }
      } else {
        let error = parser.error ?? CFParseError(kind: .unexpectedEOF, offset: buffer.count)
        let real = reporting ? reportError(error, parser: parser, buffer: buffer, coreFoundationMessage: nil) : error.offset
        errors += 1
        resume = max(resume + 1, nextLineStart(after: real, buffer: buffer))
      }
    }
    return count
  }

  private func nextLineStart(after offset: Int, buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var i = min(offset, buffer.count)
    while i < buffer.count, buffer[i] != 0x0A, buffer[i] != 0x0D { i += 1 }
    while i < buffer.count, buffer[i] == 0x0A || buffer[i] == 0x0D { i += 1 }
    return i
  }

  // MARK: - Messages

  /// Reports a CF error where the problem really is; returns that offset.
  private mutating func reportError(
    _ error: CFParseError, parser: OldStyleParser, buffer: UnsafeBufferPointer<UInt8>, coreFoundationMessage: String?
  ) -> Int {
    var offset = error.offset
    let message: String
    switch error.kind {
    case .missingSemicolon:
      offset = parser.lastTokenEnd
      if error.offset >= buffer.count {
        message = "expected ';' after this entry, but the file ends"
      } else {
        message = "expected ';' after this entry, found \(describe(at: error.offset, buffer: buffer))"
      }
    case .expectedSemicolonOrEquals:
      message = "expected '=' or ';' after the key, found \(describe(at: offset, buffer: buffer))"
    case .unexpectedCharacter:
      message = "expected a value (a quoted string), found \(describe(at: offset, buffer: buffer))"
    case .unexpectedEOF:
      offset = parser.lastTokenEnd
      message = "expected a value, but the file ends"
    case .unterminatedQuotedString:
      offset = max(0, error.offset - 1)
      message = "this quoted string is never closed: no matching quote before the end of the file"
    case .unterminatedBackslash:
      message = "the file ends inside an escape sequence (a '\\' is its last character)"
    case .expectedDictionaryTerminator:
      message =
        error.offset >= buffer.count
        ? "expected '}' to close the dictionary, but the file ends"
        : "expected '}' to close the dictionary, found \(describe(at: offset, buffer: buffer))"
    case .expectedArrayTerminator:
      message =
        error.offset >= buffer.count
        ? "expected ')' to close the array, but the file ends"
        : "expected ',' or ')' in the array, found \(describe(at: offset, buffer: buffer))"
    case .expectedArrayComma:
      message = "expected ',' or ')' in the array, but the file ends"
    case .dataUnevenLength:
      message = "malformed data: hex digits must come in pairs"
    case .dataInvalidHex:
      message = "malformed data: \(describe(at: offset, buffer: buffer)) is not a hex digit"
    case .expectedDataTerminator:
      message = "expected '>' to close the data, but the file ends"
    case .tooDeep:
      message = "arrays and dictionaries are nested more than \(OldStyleParser.maximumDepth) deep"
    case .junkAfterPlist:
      message = "unexpected text after the closing brace of the table"
    }
    var notes: [StringsDiagnostic.Note] = []
    if let coreFoundationMessage {
      notes.append(StringsDiagnostic.Note(message: "CoreFoundation rejects the whole file: \(coreFoundationMessage)"))
    }
    diagnostics.append(
      StringsDiagnostic(.parseError, message: message, location: location(of: offset), notes: notes))
    return offset
  }

  private mutating func reportIgnoredContent(at offset: Int, buffer: UnsafeBufferPointer<UInt8>, unterminatedKey: Bool) {
    // After an empty statement the text goes on right away; after anything else the rest of the
    // line is usually part of the same mistake (a smart-quoted entry), so resume on the next line.
    let resume = !unterminatedKey && buffer[offset] == 0x3B ? offset + 1 : nextLineStart(after: offset, buffer: buffer)
    let text = decoded.text
    let lost = recover(from: resume, buffer: buffer, text: text, reporting: false)
    let what = stopDescription(at: offset, buffer: buffer, unterminatedKey: unterminatedKey)
    report(
      .ignoredContent, ParserMessage.ignoredContent(what, lost: lost), at: offset,
      notes: [StringsDiagnostic.Note(message: ParserMessage.ignoredContentNote)])
    _ = recover(from: resume, buffer: buffer, text: text, reporting: true)
  }

  private func stopDescription(at offset: Int, buffer: UnsafeBufferPointer<UInt8>, unterminatedKey: Bool) -> String {
    if unterminatedKey { return "a quoted key that is never closed" }
    if buffer[offset] == 0x3B { return "an empty statement ';'" }
    return describe(at: offset, buffer: buffer).prefix(1).uppercased() + describe(at: offset, buffer: buffer).dropFirst()
  }

  /// `'x'`, or `'“' (U+201C LEFT DOUBLE QUOTATION MARK)` for anything unusual.
  private func describe(at offset: Int, buffer: UnsafeBufferPointer<UInt8>) -> String {
    guard offset < buffer.count else { return "the end of the file" }
    let length = min(ByteClass.sequenceLength(buffer[offset]), buffer.count - offset)
    var decoder = WTF8Decoder(UnsafeBufferPointer(rebasing: buffer[offset..<offset + length]))
    return Self.describe(scalar: decoder.next() ?? 0)
  }

  /// `'x'`, or `'“' (U+201C LEFT DOUBLE QUOTATION MARK)`, or `U+000A LINE FEED`.
  static func describe(scalar value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    guard let scalar = Unicode.Scalar(value) else { return "a lone surrogate (\(code))" }
    switch value {
    case 0x09: return "a tab (U+0009)"
    case 0x0A: return "a line feed (U+000A)"
    case 0x0D: return "a carriage return (U+000D)"
    case 0x00: return "a NUL character (U+0000)"
    default: break
    }
    if value >= 0x21 && value < 0x7F { return "'\(Character(scalar))'" }
    let name = scalar.properties.nameAlias ?? scalar.properties.name ?? "control character"
    if value < 0x20 || value == 0x7F || scalar.properties.generalCategory == .format {
      return "\(code) \(name)"
    }
    return "'\(Character(scalar))' (\(code) \(name))"
  }

  private mutating func report(
    _ kind: DiagnosticKind, _ message: String, at offset: Int, notes: [StringsDiagnostic.Note] = []
  ) {
    diagnostics.append(StringsDiagnostic(kind, message: message, location: location(of: offset), notes: notes))
  }

  private mutating func collectFindings(_ parser: OldStyleParser) {
    for finding in parser.findings {
      report(finding.kind, finding.message, at: finding.offset)
    }
  }

  // MARK: - What CF loads but the runtime mishandles

  /// The statements the parser recorded.
  private static func entries(_ parser: OldStyleParser) -> EntryList {
    parser.compact.map { EntryList(compact: $0) } ?? EntryList(parser.statements)
  }

  private mutating func checkValues(_ statements: EntryList, escapedSurrogate: Bool) {
    let found = LoneSurrogateScan.firstInEachEntry(statements, text: decoded.text, escapedSurrogate: escapedSurrogate)
    for (offset, unit) in found {
      report(.loneSurrogate, ParserMessage.loneSurrogate(unit), at: offset)
    }
  }

  private mutating func reportDecodingQuirks() {
    if decoded.encoding == .utf16WithoutBOM {
      let lost = decoded.prefix.count == 2 ? UInt16(decoded.prefix[1]) << 8 | UInt16(decoded.prefix[0]) : 0
      let character = Self.describe(scalar: UInt32(lost))
      diagnostics.append(
        StringsDiagnostic(.bomlessUTF16, message: ParserMessage.bomlessUTF16(dropping: character), file: path))
    }
    for offset in decoded.replacedByteOffsets {
      report(.invalidByte, ParserMessage.invalidByte, at: offset)
    }
  }
}
