/// Where each entry of a `.strings` file sits in its text: its statement, the comment a reader
/// sees as belonging to it, and the whole lines the two occupy.
///
/// `diff` reads an entry's comment from here and `merge` edits around these spans, so both agree
/// on what "the comment of an entry" is: the last comment above the statement that starts its own
/// line and is separated from the statement by at most one line break (the genstrings layout). A
/// comment on the line of the previous statement (`"a" = "b"; // note`) belongs to that line, not
/// to the next entry; a comment followed by a blank line heads a section.
///
/// All offsets are byte offsets into `StringsFile.text`.
package struct FileLayout {
  /// One entry's place in the text.
  package struct EntrySpan {
    /// The entry's index in `StringsFile.items`.
    var itemIndex: Int
    package var key: StringsText
    package var value: StringsValue
    /// The statement, from the key's first byte through the `;`.
    package var statement: Range<Int>
    /// The comment above the entry (delimiters included), if it has one.
    package var comment: Range<Int>?
    package var commentKind: StringsTriviaPiece.Kind?
    /// The comment's text without delimiters and surrounding spaces.
    package var commentBody: String?
    /// Where the entry's lines begin: the start of the comment's line, else of the statement's.
    package var blockStart: Int
    /// Whether `blockStart` is at the start of a line (false for `"a" = "b"; "c" = "d";`).
    package var startsLine: Bool
    /// Just past the statement's line: its trailing spaces, a same-line comment, the line break.
    package var lineEnd: Int
    /// Whether `lineEnd` is just past a line break.
    package var endsLine: Bool
  }

  package let text: [UInt8]
  package private(set) var entries: [EntrySpan] = []
  /// Where each item starts in `text`, plus the end of the text as the last element.
  package private(set) var itemStarts: [Int] = []

  package init(_ file: StringsFile) {
    text = file.text
    var offset = 0
    for item in file.items {
      itemStarts.append(offset)
      offset += item.text.count
    }
    itemStarts.append(offset)
    for (index, item) in file.items.enumerated() {
      guard case .entry(let entry) = item else { continue }
      entries.append(span(of: entry, at: index, in: file.items))
    }
  }

  /// The line break the file uses (its first one), LF when it has none.
  package var lineBreak: [UInt8] {
    var i = 0
    while i < text.count {
      if text[i] == 0x0A { return [0x0A] }
      if text[i] == 0x0D {
        return i + 1 < text.count && text[i + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
      }
      i += 1
    }
    return [0x0A]
  }

  /// Whether most entries are separated by a blank line (genstrings' layout). True for files with
  /// fewer than two entries, so that new files get the genstrings layout.
  package var separatesEntriesWithBlankLines: Bool {
    guard entries.count >= 2 else { return true }
    var blank = 0
    for (previous, next) in zip(entries, entries.dropFirst())
    where previous.lineEnd < next.blockStart {
      if lineBreakCount(previous.lineEnd..<next.blockStart) > 0 { blank += 1 }
    }
    return blank * 2 >= entries.count - 1
  }

  // MARK: - Building spans

  private func span(of entry: StringsEntry, at index: Int, in items: [StringsFile.Item]) -> EntrySpan {
    let start = itemStarts[index]
    let statement = start..<(start + entry.text.count)
    var comment: (range: Range<Int>, piece: StringsTriviaPiece)?
    var lowerBound = start
    if index > 0, case .trivia(let trivia) = items[index - 1] {
      lowerBound = itemStarts[index - 1]
      comment = commentAbove(trivia, startingAt: lowerBound, atFileStart: index == 1)
    }
    let (blockStart, startsLine) = lineStart(
      of: comment?.range.lowerBound ?? statement.lowerBound, notBefore: lowerBound)
    var upperBound = statement.upperBound
    if index + 1 < items.count, case .trivia = items[index + 1] {
      upperBound = itemStarts[index + 2]
    }
    let (lineEnd, endsLine) = lineEnd(after: statement.upperBound, notAfter: upperBound)
    return EntrySpan(
      itemIndex: index, key: entry.key, value: entry.value, statement: statement,
      comment: comment?.range,
      commentKind: comment?.piece.kind, commentBody: comment?.piece.commentBody,
      blockStart: blockStart,
      startsLine: startsLine, lineEnd: lineEnd, endsLine: endsLine)
  }

  /// The comment of the entry that follows `trivia`, per the rule in the type's documentation.
  private func commentAbove(_ trivia: StringsTrivia, startingAt offset: Int, atFileStart: Bool) -> (
    range: Range<Int>, piece: StringsTriviaPiece
  )? {
    let pieces = trivia.pieces
    var index = pieces.count - 1
    if index >= 0, pieces[index].kind == .whitespace {
      guard pieces[index].lineBreakCount <= 1 else { return nil }
      index -= 1
    }
    guard index >= 0 else { return nil }
    let piece = pieces[index]
    guard piece.kind == .blockComment || piece.kind == .lineComment else { return nil }
    if index > 0 {
      guard pieces[index - 1].kind == .whitespace, pieces[index - 1].lineBreakCount > 0 else {
        return nil
      }
    } else if !atFileStart {
      return nil
    }
    let start = offset + pieces[..<index].reduce(0) { $0 + $1.text.count }
    return (start..<(start + piece.text.count), piece)
  }

  /// The start of the line holding `offset`, if only spaces and tabs precede it on that line.
  private func lineStart(of offset: Int, notBefore lowerBound: Int) -> (Int, Bool) {
    var i = offset
    while i > lowerBound, text[i - 1] == 0x20 || text[i - 1] == 0x09 { i -= 1 }
    if i == 0 || text[i - 1] == 0x0A || text[i - 1] == 0x0D { return (i, true) }
    return (offset, false)
  }

  /// Just past the line break that ends the line of a statement ending at `offset`, skipping
  /// spaces, tabs and one same-line comment.
  private func lineEnd(after offset: Int, notAfter upperBound: Int) -> (Int, Bool) {
    var i = offset
    func skipSpaces() { while i < upperBound, text[i] == 0x20 || text[i] == 0x09 { i += 1 } }
    skipSpaces()
    if i + 1 < upperBound, text[i] == 0x2F, text[i + 1] == 0x2F {
      while i < upperBound, text[i] != 0x0A, text[i] != 0x0D { i += 1 }
    } else if i + 1 < upperBound, text[i] == 0x2F, text[i + 1] == 0x2A {
      var j = i + 2
      while j + 1 < upperBound, !(text[j] == 0x2A && text[j + 1] == 0x2F), text[j] != 0x0A,
        text[j] != 0x0D
      { j += 1 }
      if j + 1 < upperBound, text[j] == 0x2A, text[j + 1] == 0x2F {
        i = j + 2
        skipSpaces()
      }
    }
    if i < upperBound, text[i] == 0x0D {
      return (i + 1 < upperBound && text[i + 1] == 0x0A ? i + 2 : i + 1, true)
    }
    if i < upperBound, text[i] == 0x0A { return (i + 1, true) }
    if i == text.count { return (i, false) }
    return (offset, false)
  }

  func lineBreakCount(_ range: Range<Int>) -> Int {
    StringsTriviaPiece(kind: .whitespace, text: text[range]).lineBreakCount
  }
}
