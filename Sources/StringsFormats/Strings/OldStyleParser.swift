import Foundation

// code-shape: long — the CoreFoundation mirror: one function per function of CF's
// CFOldStylePList.c, in its order, so that the two can be read side by side (issue 16 excepts it).

/// A byte-level re-implementation of CoreFoundation's old-style property-list parser
/// (`CFOldStylePList.c`), the parser behind `CFBundle`, `PropertyListSerialization` and `plutil`
/// for `.strings` tables.
///
/// The functions mirror CF's one for one — including its error state, which success paths clear
/// and later failures overwrite — so that the dictionary and the error message are CF's. It works
/// on generalized UTF-8 instead of UTF-16: every character CF tests is ASCII apart from U+2028 and
/// U+2029, so a byte test decides the same thing.
///
/// It never throws. It also records, at the top level, where each statement starts and ends, which
/// `StringsParser` turns into the lossless syntax model.
struct OldStyleParser {
  /// Why a dictionary's content ended without an error.
  enum ContentEnd: Equatable {
    /// Only whitespace and comments were left.
    case endOfText
    /// A character that cannot start a key, at this offset.
    case stop(at: Int)
    /// A quoted key that never closes (or ends in a backslash), starting at this offset.
    case unterminatedKey(at: Int)
  }

  /// A problem found while parsing (offsets, converted to locations later).
  struct Finding {
    var kind: DiagnosticKind
    var message: String
    var offset: Int
  }

  static let maximumDepth = 512

  let text: [UInt8]
  let p: UnsafeBufferPointer<UInt8>
  let end: Int
  /// Whether to build keys, values and statements (false: check the grammar only).
  let materializes: Bool
  /// Sorted offsets of stray `A9` bytes CF reads as U+FFFD.
  let replacedOffsets: [Int]

  var pos: Int
  /// CF's `pInfo->error`.
  var error: CFParseError?
  /// End of the last complete token, for locating "missing ';'" where the problem really is.
  var lastTokenEnd = 0
  /// Top-level statements (depth 0), recorded when materializing: already the model's entries, so
  /// that building the model does not copy them.
  var statements: [StringsEntry] = []
  /// When set, top-level statements are recorded here as offsets instead of in `statements`.
  var compact: EntryList.Compact?
  /// Where the last recorded statement ends.
  var lastStatementEnd: Int?
  /// How many top-level statements were read (recorded or not).
  var statementCount = 0
  /// Offset of the key of the top-level statement being read.
  var statementStart = 0
  var topLevelContentEnd: ContentEnd?
  var findings: [Finding] = []
  /// Where another parser reads on from (`parseTopLevelContentInHalves`): reaching a top-level
  /// key there ends this parse with `joined` set, and the other parser's statements follow.
  var joinAt: Int?
  var joined = false
  /// Whether `\U` escapes left a lone surrogate in a string: the only way a built key or value
  /// can hold one when the text holds none (`LoneSurrogateScan`).
  var escapedSurrogate = false

  init(text: [UInt8], buffer: UnsafeBufferPointer<UInt8>, materializes: Bool, replacedOffsets: [Int]) {
    self.text = text
    self.p = buffer
    self.end = buffer.count
    self.materializes = materializes
    self.replacedOffsets = replacedOffsets
    self.pos = 0
  }

  // MARK: - Error state

  @inline(__always) mutating func setError(_ kind: CFParseError.Kind, at offset: Int) {
    error = CFParseError(kind: kind, offset: offset)
  }

  @inline(__always) mutating func clearError() {
    error = nil
  }

  // MARK: - Whitespace and comments

  /// CF's `advanceToNonSpace`: skips whitespace and comments; false at the end of the text.
  @inline(__always)
  mutating func skipTrivia() -> Bool {
    while pos < end {
      let byte = p[pos]
      if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
        pos += 1
        continue
      }
      if byte == 0x2F {
        let next = pos + 1
        if next >= end { return true }
        if p[next] == 0x2F {
          pos = next + 1
          while pos < end, !ByteClass.isLineCommentEnd(p, at: pos) { pos += 1 }
          continue
        }
        if p[next] == 0x2A {
          skipBlockComment(from: next + 1)
          continue
        }
        return true
      }
      if byte == 0xE2, pos + 2 < end, p[pos + 1] == 0x80, p[pos + 2] == 0xA8 || p[pos + 2] == 0xA9 {
        pos += 3
        continue
      }
      return true
    }
    return false
  }

  /// Moves past the `*/` that closes a block comment whose text starts at `offset` (to the end
  /// when none does), jumping from one `*` to the next with `memchr`: comments are a third of a
  /// typical table, and this loop read them a byte at a time.
  @inline(__always)
  mutating func skipBlockComment(from offset: Int) {
    guard let base = p.baseAddress else { return }
    pos = offset
    while pos < end, let hit = memchr(base + pos, 0x2A, end - pos) {
      pos = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
      if pos < end, p[pos] == 0x2F {
        pos += 1
        return
      }
    }
    pos = end
  }

  // MARK: - Values

  enum ObjectResult {
    case value(StringsValue)
    /// Nothing that starts a value (no error set unless one was required).
    case none
    /// A value started and failed; `error` says why.
    case failed
  }

  /// CF's `parsePlistObject`.
  mutating func parseObject(required: Bool, depth: Int) -> ObjectResult {
    if depth > Self.maximumDepth {
      setError(.tooDeep, at: pos)
      return .failed
    }
    guard skipTrivia() else {
      if required { setError(.unexpectedEOF, at: pos) }
      return .none
    }
    let byte = p[pos]
    switch byte {
    case 0x7B:  // {
      pos += 1
      guard let pairs = parseDictionary(depth: depth) else { return .failed }
      return .value(.dictionary(pairs))
    case 0x28:  // (
      pos += 1
      guard let items = parseArray(depth: depth) else { return .failed }
      return .value(.array(items))
    case 0x3C:  // <
      pos += 1
      guard let bytes = parseData() else { return .failed }
      return .value(.data(bytes))
    case 0x22, 0x27:
      pos += 1
      guard let text = parseQuotedString(quote: byte) else { return .failed }
      return .value(.string(string(text)))
    default:
      if ByteClass.isUnquoted(byte) {
        return .value(.string(string(parseUnquotedString())))
      }
      if required { setError(.unexpectedCharacter(unit(at: pos)), at: pos) }
      return .none
    }
  }

  /// The UTF-16 code unit at `offset` (the high surrogate for a four-byte sequence).
  func unit(at offset: Int) -> UInt16 {
    let lead = p[offset]
    if lead == 0xA9, !replacedOffsets.isEmpty, isReplaced(offset) { return 0xFFFD }
    let length = ByteClass.sequenceLength(lead)
    if length == 1 || offset + length > end { return UInt16(lead) }
    var decoder = WTF8Decoder(UnsafeBufferPointer(rebasing: p[offset..<offset + length]))
    let scalar = decoder.next() ?? 0
    if scalar >= 0x10000 { return UInt16(0xD800 + ((scalar - 0x10000) >> 10)) }
    return UInt16(scalar)
  }

  /// CF's `parseUnquotedPlistString`; the cursor is at a valid first character.
  @inline(__always)
  mutating func parseUnquotedString() -> ParsedText {
    let start = pos
    let classes = ByteClass.table
    while pos < end, ByteClass.contains(classes, p[pos], ByteClass.unquoted) { pos += 1 }
    lastTokenEnd = pos
    return .slice(start..<pos)
  }

  /// The text of a string read (empty when not materializing).
  func string(_ parsed: ParsedText) -> StringsText {
    guard materializes else { return StringsText(wtf8: []) }
    switch parsed {
    case .slice(let range): return StringsText(wtf8: text[range])
    case .built(let bytes): return StringsText(wtf8: bytes)
    }
  }

  /// The value of a statement read.
  func value(_ parsed: ParsedValue) -> StringsValue {
    switch parsed {
    case .text(let text): .string(string(text))
    case .other(let value): value
    }
  }

  /// CF's `parseQuotedPlistString`; the cursor is just after the opening quote.
  ///
  /// On an unterminated string the cursor goes back to just after the opening quote, as in CF.
  mutating func parseQuotedString(quote: UInt8) -> ParsedText? {
    let start = pos
    var mark = pos
    var builder: WTF8Builder?
    var madeSurrogate = false
    while pos < end {
      let byte = p[pos]
      if byte == quote { break }
      if byte != 0x5C {
        pos += 1
        skipPlainRun(quote: quote)
        continue
      }
      if materializes {
        if builder == nil { builder = WTF8Builder(capacity: contentLength(from: start, quote: quote)) }
        appendRaw(&builder!, mark, pos)
      }
      pos += 1
      if pos == end {
        setError(.unterminatedBackslash, at: pos)
        return nil
      }
      let escaped = readEscape()
      if materializes {
        switch escaped {
        case .unit(let unit):
          if unit & 0xF800 == 0xD800 { madeSurrogate = true }
          builder!.append(unit: unit)
        case .raw(let range): appendRaw(&builder!, range.lowerBound, range.upperBound)
        }
      }
      mark = pos
    }
    if pos >= end {
      pos = start
      setError(.unterminatedQuotedString, at: pos)
      return nil
    }
    var result = ParsedText.slice(start..<pos)
    if materializes {
      // Taken, not copied: a copy shares the bytes, and the last append would copy them all.
      if var built = builder.take() {
        appendRaw(&built, mark, pos)
        // A pair of escapes makes one character: only a surrogate left alone counts.
        if madeSurrogate, LoneSurrogateScan.mayHoldSurrogate(built.bytes) { escapedSurrogate = true }
        result = .built(built.bytes)
      } else if !replacedOffsets.isEmpty, containsReplacedByte(start, pos) {
        var built = WTF8Builder(capacity: pos - start)
        appendRaw(&built, start, pos)
        result = .built(built.bytes)
      }
    }
    pos += 1
    lastTokenEnd = pos
    clearError()
    return result
  }

  /// How many bytes a quoted string starting at `start` holds before its closing quote (or the
  /// end of the text): the capacity its unescaped text needs, since escapes only shorten it. One
  /// allocation of the right size, where growing from 16 bytes was a fifth of the parse.
  func contentLength(from start: Int, quote: UInt8) -> Int {
    let quotes = UInt64(quote) &* 0x0101_0101_0101_0101
    let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C
    guard let address = p.baseAddress else { return 0 }
    let base = UnsafeRawPointer(address)
    var i = start
    while i < end {
      if i + 8 <= end {
        let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let found = Self.zeroBytes(word ^ quotes) | Self.zeroBytes(word ^ backslashes)
        i += found == 0 ? 8 : found.trailingZeroBitCount >> 3
        if found == 0 { continue }
      }
      let byte = p[i]
      if byte == quote { break }
      i += byte == 0x5C ? 2 : 1
    }
    return min(i, end) - start
  }

  /// Advances eight bytes at a time while none of them is the quote or a backslash.
  @inline(__always)
  ///
  /// A word that holds one stops the cursor exactly on the first of them (the lowest flagged
  /// byte), not eight bytes early for the byte loop to walk up to it.
  mutating func skipPlainRun(quote: UInt8) {
    let quotes = UInt64(quote) &* 0x0101_0101_0101_0101
    let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C
    guard let address = p.baseAddress else { return }
    let base = UnsafeRawPointer(address)
    while pos + 8 <= end {
      let word = base.loadUnaligned(fromByteOffset: pos, as: UInt64.self)
      let found = Self.zeroBytes(word ^ quotes) | Self.zeroBytes(word ^ backslashes)
      if found != 0 {
        pos += found.trailingZeroBitCount >> 3
        return
      }
      pos += 8
    }
  }

  /// The high bit of each zero byte of a little-endian word; a byte above a zero byte may be
  /// flagged too, but the lowest flag is always exact.
  @inline(__always)
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  enum Escaped {
    case unit(UInt16)
    /// A non-ASCII character after the backslash, kept as it is.
    case raw(Range<Int>)
  }

  /// CF's `getSlashedChar`; the cursor is just after the backslash, which is not the last unit.
  mutating func readEscape() -> Escaped {
    let byte = p[pos]
    if byte >= 0x80 {
      // A backslash before a non-BMP character consumes only its high surrogate; the pair
      // survives unchanged either way, so the whole sequence is kept.
      let length = min(ByteClass.sequenceLength(byte), end - pos)
      pos += length
      return .raw((pos - length)..<pos)
    }
    pos += 1
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      return .unit(NeXTSTEPEncoding.unit(for: CEscape.octalByte(first: byte, in: p, at: &pos, end: end)))
    case UInt8(ascii: "U"):
      return .unit(UInt16(truncatingIfNeeded: CEscape.hexNumber(in: p, at: &pos, end: end, maximumDigits: 4)))
    default:
      return .unit(UInt16(CEscape.controlCharacter(for: byte) ?? byte))
    }
  }

  /// Appends text bytes, turning stray `A9` bytes into U+FFFD as CF's decoding does.
  func appendRaw(_ builder: inout WTF8Builder, _ from: Int, _ to: Int) {
    guard from < to else { return }
    if replacedOffsets.isEmpty || !containsReplacedByte(from, to) {
      builder.append(wtf8: UnsafeBufferPointer(rebasing: p[from..<to]))
      return
    }
    var i = from
    while i < to {
      if p[i] == 0xA9, isReplaced(i) {
        builder.append(unit: 0xFFFD)
      } else {
        builder.append(wtf8: CollectionOfOne(p[i]))
      }
      i += 1
    }
  }

  func containsReplacedByte(_ from: Int, _ to: Int) -> Bool {
    let index = lowerBound(replacedOffsets, from)
    return index < replacedOffsets.count && replacedOffsets[index] < to
  }

  func isReplaced(_ offset: Int) -> Bool {
    let index = lowerBound(replacedOffsets, offset)
    return index < replacedOffsets.count && replacedOffsets[index] == offset
  }

  private func lowerBound(_ array: [Int], _ value: Int) -> Int {
    var low = 0, high = array.count
    while low < high {
      let mid = (low + high) / 2
      if array[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  // MARK: - Dictionaries

  enum KeyResult {
    case key(ParsedText, Range<Int>)
    case noKey(ContentEnd)
  }

  /// CF's `parsePlistString(pInfo, false)`, as used for keys.
  mutating func parseKey() -> KeyResult {
    guard skipTrivia() else { return .noKey(.endOfText) }
    let start = pos
    let byte = p[pos]
    if byte == 0x22 || byte == 0x27 {
      pos += 1
      guard let text = parseQuotedString(quote: byte) else { return .noKey(.unterminatedKey(at: start)) }
      return .key(text, start..<pos)
    }
    if ByteClass.isUnquoted(byte) {
      return .key(parseUnquotedString(), start..<pos)
    }
    return .noKey(.stop(at: start))
  }

  // code-shape: long — mirrors CF's parsePlistDictContent statement for statement.
  /// CF's `parsePlistDictContent`. At depth 0 it records each statement.
  ///
  /// Keys and string values stay `ParsedText` (a range, or built bytes) until something keeps
  /// them: lint's compact records take the range as it is, so no `StringsText` is made per
  /// statement, and the two halves of a table do not retain and release the one text buffer
  /// from two cores for every key and value.
  mutating func parseDictionaryContent(depth: Int) -> [(key: StringsText, value: StringsValue)]? {
    let records = depth == 0
    var pairs: [(key: StringsText, value: StringsValue)] = []
    var keyResult = parseKey()
    while case .key(let key, let keyRange) = keyResult {
      if records, let joinAt, keyRange.lowerBound >= joinAt {
        if keyRange.lowerBound == joinAt {
          joined = true
          return pairs
        }
        self.joinAt = nil
      }
      if records { statementStart = keyRange.lowerBound }
      guard skipTrivia() else {
        setError(.missingSemicolon, at: pos)
        return nil
      }
      let value: ParsedValue
      var valueRange: Range<Int>?
      if p[pos] == 0x3B {
        value = .text(key)
      } else if p[pos] == 0x3D {
        pos += 1
        guard let (parsed, valueStart) = parseStatementValue(depth: depth + 1) else { return nil }
        value = parsed
        if records, materializes || !parsed.isText { valueRange = valueStart..<pos }
      } else {
        setError(.expectedSemicolonOrEquals, at: pos)
        return nil
      }
      guard skipTrivia(), p[pos] == 0x3B else {
        setError(.missingSemicolon, at: pos)
        return nil
      }
      pos += 1
      if records {
        statementCount += 1
        if case .other(let other) = value, other.text == nil, let valueRange {
          findings.append(
            Finding(
              kind: .nonStringValue,
              message: ParserMessage.nonStringValue(other),
              offset: valueRange.lowerBound))
        }
        if materializes {
          lastStatementEnd = pos
          if compact != nil {
            compact?.append(key: key, value: value, keyRange: keyRange, valueRange: valueRange, end: pos)
          } else {
            let range = keyRange.lowerBound..<pos
            statements.append(
              StringsEntry(
                key: string(key), value: self.value(value), text: text[range], sourceRange: range,
                keyRange: keyRange, valueRange: valueRange))
          }
        }
      } else if materializes {
        pairs.append((string(key), self.value(value)))
      }
      keyResult = parseKey()
    }
    if records, case .noKey(let why) = keyResult { topLevelContentEnd = why }
    clearError()
    return pairs
  }

  /// A statement's value, as `parseObject(required: true, depth:)` reads it, and where it starts
  /// (after whitespace and comments); nil when it fails. Strings, nearly every value, are read
  /// here and left as `ParsedText`.
  mutating func parseStatementValue(depth: Int) -> (ParsedValue, start: Int)? {
    if depth <= Self.maximumDepth, skipTrivia() {
      let start = pos
      let byte = p[pos]
      if byte == 0x22 || byte == 0x27 {
        pos += 1
        guard let text = parseQuotedString(quote: byte) else { return nil }
        return (.text(text), start)
      }
      if ByteClass.isUnquoted(byte) { return (.text(parseUnquotedString()), start) }
    }
    let start = pos
    guard case .value(let parsed) = parseObject(required: true, depth: depth) else { return nil }
    return (.other(parsed), firstNonTrivia(from: start))
  }

  /// The first offset at or after `offset` that is not whitespace or a comment.
  ///
  /// Moves the cursor and puts it back (`skipTrivia` changes nothing else): copying the parser
  /// instead retained and released its five arrays for every value, 7 % of lint's instructions.
  mutating func firstNonTrivia(from offset: Int) -> Int {
    let saved = pos
    pos = offset
    _ = skipTrivia()
    let found = pos
    pos = saved
    return found
  }

  /// CF's `parsePlistDict`; the cursor is just after `{`.
  mutating func parseDictionary(depth: Int) -> [(key: StringsText, value: StringsValue)]? {
    guard let pairs = parseDictionaryContent(depth: depth) else { return nil }
    guard skipTrivia(), p[pos] == 0x7D else {
      setError(.expectedDictionaryTerminator, at: pos)
      return nil
    }
    pos += 1
    lastTokenEnd = pos
    return pairs
  }

  // MARK: - Arrays

  /// CF's `parsePlistArray`; the cursor is just after `(`.
  ///
  /// An element that fails is treated as "no element"; if `)` follows the failure point, CF
  /// forgives the error and returns the array without it. That loss is reported as a finding.
  mutating func parseArray(depth: Int) -> [StringsValue]? {
    var items: [StringsValue] = []
    var before = pos
    var element = parseObject(required: false, depth: depth + 1)
    while case .value(let value) = element {
      if materializes { items.append(value) }
      guard skipTrivia() else {
        setError(.expectedArrayComma, at: pos)
        return nil
      }
      if p[pos] != 0x2C {
        element = .none
      } else {
        pos += 1
        before = pos
        element = parseObject(required: false, depth: depth + 1)
      }
    }
    let failedAt = pos
    guard skipTrivia(), p[pos] == 0x29 else {
      setError(.expectedArrayTerminator, at: pos)
      return nil
    }
    if case .failed = element, failedAt != before {
      findings.append(
        Finding(
          kind: .droppedArrayElement,
          message: ParserMessage.droppedArrayElement,
          offset: firstNonTrivia(from: before)))
    }
    clearError()
    pos += 1
    lastTokenEnd = pos
    return items
  }

  // MARK: - Data

  /// CF's `parsePlistData`; the cursor is just after `<`. Works on UTF-16 code units, because a hex
  /// digit is recognised by the low byte of its code unit (U+0141 `Ł` reads as `A`).
  mutating func parseData() -> [UInt8]? {
    var bytes: [UInt8] = []
    var half = false  // at the low surrogate of a four-byte sequence
    func current(_ parser: OldStyleParser, _ half: Bool) -> UInt16 {
      let unit = parser.unit(at: parser.pos)
      if ByteClass.sequenceLength(parser.p[parser.pos]) == 4, parser.pos + 4 <= parser.end {
        if half {
          var decoder = WTF8Decoder(UnsafeBufferPointer(rebasing: parser.p[parser.pos..<parser.pos + 4]))
          let scalar = decoder.next() ?? 0
          return UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF))
        }
      }
      return unit
    }
    func advance(_ parser: inout OldStyleParser, _ half: inout Bool) {
      let length = ByteClass.sequenceLength(parser.p[parser.pos])
      if length == 4, !half {
        half = true
      } else {
        half = false
        parser.pos = min(parser.end, parser.pos + length)
      }
    }
    while pos < end {
      let first = current(self, half)
      if first == 0x3E { break }
      if let high = UInt8(truncatingIfNeeded: first).hexDigitValue {
        advance(&self, &half)
        guard pos < end else {
          setError(.dataUnevenLength, at: pos)
          return nil
        }
        guard let low = UInt8(truncatingIfNeeded: current(self, half)).hexDigitValue else {
          setError(.dataUnevenLength, at: pos)
          return nil
        }
        if materializes { bytes.append(UInt8(truncatingIfNeeded: high << 4 | low)) }
        advance(&self, &half)
      } else if first == 0x20 || first == 0x0A || first == 0x09 || first == 0x0D || first == 0x2028 || first == 0x2029 {
        advance(&self, &half)
      } else {
        setError(.dataInvalidHex, at: pos)
        return nil
      }
    }
    clearError()
    guard pos < end, p[pos] == 0x3E, !half else {
      setError(.expectedDataTerminator, at: pos)
      return nil
    }
    pos += 1
    lastTokenEnd = pos
    return bytes
  }
}

extension StringsEntry {
  /// Where a parsed statement starts and ends (every entry the parser records has a range).
  var parsedRange: Range<Int> { sourceRange ?? 0..<0 }
}
