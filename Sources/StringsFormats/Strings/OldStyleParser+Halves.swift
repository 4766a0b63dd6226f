import Dispatch

extension OldStyleParser {
  /// Tables at least this large (in decoded bytes) have their second half read on another core.
  static let halvesThreshold = 4 << 20

  /// CF's top-level `parsePlistDictContent` over the whole text (the braces-less table), with the
  /// second half read at the same time by a second parser on another core; returns what
  /// `parseDictionaryContent(depth: 0) != nil` returns, and leaves this parser in the state the
  /// sequential parse leaves it in.
  ///
  /// The second parser starts at a guessed statement start: the first line after the middle
  /// that begins with a quote, after the whitespace and comments CF would skip from there
  /// (`joinAt`). Reading from an offset depends on nothing but the offset, so when this parser
  /// reaches a key at exactly `joinAt` everything after it is what the second parser read, and
  /// the two are joined. When it does not (the guess was inside a comment or a string, or an
  /// error came first) the second half is thrown away and this parser reads on alone: the
  /// result is always the sequential one.
  ///
  /// Only for parsers that record statements compactly (lint's); `minimumSize` is for tests.
  ///
  /// What it pays: `lstrings lint` on gen-corpus's 100 MB UTF-8 table, whole process on an idle
  /// 2-core machine, 0.537 s with it vs 0.598 s without (9 alternating pairs of whole-process runs, median
  /// ratio 0.936); peak memory the same (191 MiB).
  mutating func parseTopLevelContentInHalves(minimumSize: Int = halvesThreshold) -> Bool {
    guard compact != nil, materializes, end >= minimumSize, let start = secondHalfStart() else {
      return parseDictionaryContent(depth: 0) != nil
    }
    var probe = self
    probe.compact = nil
    probe.pos = start
    guard probe.skipTrivia() else { return parseDictionaryContent(depth: 0) != nil }
    let join = probe.pos
    let second = SecondHalf(
      OldStyleParser(text: text, buffer: p, materializes: true, replacedOffsets: replacedOffsets), from: start)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { second.parse() }
    joinAt = join
    let succeeded = parseDictionaryContent(depth: 0) != nil
    joinAt = nil
    group.wait()
    guard succeeded, joined else { return succeeded }
    let outcome = second.succeeded
    adopt(second.take())
    return outcome
  }

  /// The first offset after the middle that starts a line with a quote; nil when none is near.
  private func secondHalfStart() -> Int? {
    var i = end / 2
    let limit = min(end - 1, i + (1 << 20))
    while i < limit {
      if p[i] == 0x0A, p[i + 1] == 0x22 { return i + 1 }
      i += 1
    }
    return nil
  }

  /// Takes over the state the second parser ended in, keeping what this parser read before it.
  private mutating func adopt(_ other: consuming OldStyleParser) {
    if let records = other.compact.take() { compact?.append(contentsOf: records) }
    findings += other.findings
    escapedSurrogate = escapedSurrogate || other.escapedSurrogate
    statementCount += other.statementCount
    lastStatementEnd = other.lastStatementEnd ?? lastStatementEnd
    statementStart = other.statementStart
    topLevelContentEnd = other.topLevelContentEnd
    error = other.error
    pos = other.pos
    lastTokenEnd = other.lastTokenEnd
  }
}

/// The parser of a table's second half and its outcome, handed between threads (the
/// `DispatchGroup` wait orders its writes before the reads).
private final class SecondHalf: @unchecked Sendable {
  var parser: OldStyleParser
  var succeeded = false

  init(_ parser: OldStyleParser, from start: Int) {
    self.parser = parser
    self.parser.pos = start
    self.parser.compact = EntryList.Compact(text: parser.text, reservingFor: parser.end - start)
  }

  func parse() {
    succeeded = parser.parseDictionaryContent(depth: 0) != nil
  }

  /// The parser, left to its new holder alone (its arrays are then changed in place, not copied).
  func take() -> OldStyleParser {
    let taken = parser
    parser.compact = nil
    parser.findings = []
    return taken
  }
}
