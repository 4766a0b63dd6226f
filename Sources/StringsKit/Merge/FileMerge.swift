/// The edits that bring one file up to date with a base (the rules are in `Merger`'s documentation),
/// computed from the file's layout and applied in one pass, so every untouched item is kept.
struct FileMerge {
  let base: [BaseEntry]
  /// Keys the base has without a copyable value: never obsolete, never added.
  let alsoInBase: Set<StringsText>
  let file: StringsFile
  let options: MergeOptions
  let layout: FileLayout
  let lineBreak: [UInt8]
  let blankLines: Bool
  var edits: [TextEdit] = []
  var added: [StringsText] = []
  var commentsUpdated: [StringsText] = []
  var obsolete: [StringsText] = []
  var obsoleteOffsets: [(StringsText, Int)] = []
  var removed: [StringsText] = []
  var commentedOut: [StringsText] = []
  private(set) var output: StringsFile

  init(base: [BaseEntry], file: StringsFile, options: MergeOptions, alsoInBase: Set<StringsText>) {
    self.base = base
    self.alsoInBase = alsoInBase
    self.file = file
    self.options = options
    layout = FileLayout(file)
    lineBreak = layout.lineBreak
    blankLines = layout.separatesEntriesWithBlankLines
    output = file
  }

  mutating func run() {
    var baseByKey: [StringsText: BaseEntry] = [:]
    baseByKey.reserveCapacity(base.count)
    for entry in base { baseByKey[entry.key] = entry }
    let present = Set(layout.entries.map(\.key))
    // New entries first: where one goes in front of an entry that also gets a comment, the
    // insertions share an offset, and the new block must come before the comment.
    var new: [BaseEntry] = []
    var newKeys = Set<StringsText>()
    for entry in base where !present.contains(entry.key) && newKeys.insert(entry.key).inserted {
      new.append(entry)
    }
    if !new.isEmpty { insert(new) }
    var seen = Set<StringsText>(minimumCapacity: layout.entries.count)
    for span in layout.entries {
      let isFirst = seen.insert(span.key).inserted
      if let entry = baseByKey[span.key] {
        if let comment = entry.comment, comment != BaseEntry.placeholderComment,
          let edit = commentEdit(span, comment)
        {
          edits.append(edit)
          if isFirst { commentsUpdated.append(span.key) }
        }
        continue
      }
      if alsoInBase.contains(span.key) { continue }
      switch options.obsolete {
      case .keep:
        if isFirst {
          obsolete.append(span.key)
          obsoleteOffsets.append((span.key, span.statement.lowerBound))
        }
      case .remove:
        edits.append(removal(span))
        if isFirst { removed.append(span.key) }
      case .comment:
        edits.append(.replacement(span.statement, commentedOutText(span)))
        if isFirst { commentedOut.append(span.key) }
      }
    }
    output = file.applying(edits, itemStarts: layout.itemStarts)
    if output.items.allSatisfy({ $0.text.isEmpty }) {
      // Removing the last entry must not leave zero bytes of text: CF rejects an empty file.
      output.items = [.trivia(StringsTrivia(text: lineBreak[...]))]
    }
  }

  func report(into result: inout MergeResult) {
    result.added = added
    result.commentsUpdated = commentsUpdated
    result.obsolete = obsolete
    result.removed = removed
    result.commentedOut = commentedOut
  }

  // MARK: - Comments

  /// Replaces or adds the comment above `span` when it differs from the base's.
  private func commentEdit(_ span: FileLayout.EntrySpan, _ comment: String) -> TextEdit? {
    let block = commentText(comment)
    let expectedBody = StringsTriviaPiece.split(Array(block.utf8)[...]).first?.commentBody
    guard span.commentBody != expectedBody else { return nil }
    if let range = span.comment {
      let keepsLineStyle = span.commentKind == .lineComment && !comment.contains(where: \.isNewline)
      return .replacement(range, Array((keepsLineStyle ? "// " + comment : block).utf8))
    }
    if span.startsLine {
      return .replacement(span.blockStart..<span.blockStart, Array(block.utf8) + lineBreak)
    }
    return .replacement(
      span.statement.lowerBound..<span.statement.lowerBound,
      lineBreak + Array(block.utf8) + lineBreak)
  }

  /// `/* comment */`, with the line breaks of a multi-line comment in the file's style, so a base
  /// with CRLF lines does not give an LF file mixed line breaks (and back).
  private func commentText(_ comment: String) -> String {
    guard comment.contains(where: \.isNewline) else { return StringsWriter.commentText(comment) }
    let lines = comment.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    return StringsWriter.commentText(lines.joined(separator: String(decoding: lineBreak, as: UTF8.self)))
  }

  // MARK: - Obsolete entries

  /// Deletes the entry's lines (comment and statement); and one blank line after them when one
  /// precedes them too, so that removals do not leave growing gaps.
  private func removal(_ span: FileLayout.EntrySpan) -> TextEdit {
    guard span.startsLine, span.endsLine else { return .deletion(span.statement) }
    var end = span.lineEnd
    let text = layout.text
    if end < text.count, text[end] == 0x0A || text[end] == 0x0D,
      isBlankLine(before: span.blockStart)
    {
      end += text[end] == 0x0D && end + 1 < text.count && text[end + 1] == 0x0A ? 2 : 1
    }
    return .deletion(span.blockStart..<end)
  }

  /// Whether the line before the one starting at `offset` is empty (or `offset` starts the file).
  private func isBlankLine(before offset: Int) -> Bool {
    let text = layout.text
    guard offset > 0 else { return true }
    var i = offset - 1
    if text[i] == 0x0A, i > 0, text[i - 1] == 0x0D { i -= 1 }
    guard i > 0 else { return true }
    return text[i - 1] == 0x0A || text[i - 1] == 0x0D
  }

  /// The statement as a comment: a block comment, or `//` lines when the statement holds `*/`.
  private func commentedOutText(_ span: FileLayout.EntrySpan) -> [UInt8] {
    let statement = layout.text[span.statement]
    let label = Array("Obsolete: ".utf8)
    if !containsCommentEnd(statement) {
      return Array("/* ".utf8) + label + statement + Array(" */".utf8)
    }
    var out = Array("// ".utf8) + label
    var i = statement.startIndex
    while i < statement.endIndex {
      if ByteClass.isLineCommentEnd(statement, at: i) {
        let length =
          statement[i] < 0x80
          ? (statement[i] == 0x0D && i + 1 < statement.endIndex && statement[i + 1] == 0x0A ? 2 : 1)
          : 3
        out += statement[i..<(i + length)]
        out += Array("// ".utf8)
        i += length
      } else {
        out.append(statement[i])
        i += 1
      }
    }
    return out
  }

  private func containsCommentEnd(_ bytes: ArraySlice<UInt8>) -> Bool {
    var i = bytes.startIndex
    while i + 1 < bytes.endIndex {
      if bytes[i] == 0x2A, bytes[i + 1] == 0x2F { return true }
      i += 1
    }
    return false
  }

  // MARK: - New entries

  private mutating func insert(_ new: [BaseEntry]) {
    let spans = layout.entries
    guard let order = KeyOrder.detect(spans.map(\.key)) else {
      insertAtEnd(new)
      return
    }
    var groups: [Int: [BaseEntry]] = [:]
    var atEnd: [BaseEntry] = []
    for entry in new.sorted(by: { order.precedes($0.key, $1.key) }) {
      // The first entry whose key sorts after the new one.
      var low = 0
      var high = spans.count
      while low < high {
        let mid = (low + high) / 2
        if order.precedes(entry.key, spans[mid].key) { high = mid } else { low = mid + 1 }
      }
      if low == spans.count { atEnd.append(entry) } else { groups[low, default: []].append(entry) }
    }
    for (index, entries) in groups.sorted(by: { $0.key < $1.key }) {
      let span = spans[index]
      var items = ItemsBuilder()
      if !span.startsLine { items.append(lineBreak) }
      for entry in entries {
        append(entry, to: &items)
        if blankLines { items.append(lineBreak) }
      }
      let offset = span.startsLine ? span.blockStart : span.statement.lowerBound
      edits.append(TextEdit.insertion(at: offset, items.finish()))
      added += entries.map(\.key)
    }
    if !atEnd.isEmpty { insertAtEnd(atEnd) }
  }

  private mutating func insertAtEnd(_ entries: [BaseEntry]) {
    var items = ItemsBuilder()
    let offset: Int
    if let last = layout.entries.last {
      offset = last.lineEnd
      if !last.endsLine { items.append(lineBreak) }
      for entry in entries {
        if blankLines { items.append(lineBreak) }
        append(entry, to: &items)
      }
    } else {
      offset = layout.text.count
      if let final = layout.text.last, final != 0x0A, final != 0x0D { items.append(lineBreak) }
      if !layout.text.isEmpty, blankLines { items.append(lineBreak) }
      for entry in entries {
        append(entry, to: &items)
        if blankLines { items.append(lineBreak) }
      }
    }
    edits.append(TextEdit.insertion(at: offset, items.finish()))
    added += entries.map(\.key)
  }

  /// `/* comment */`, the statement and its marker, one line each.
  private func append(_ entry: BaseEntry, to items: inout ItemsBuilder) {
    if let comment = entry.comment {
      items.append(Array(commentText(comment).utf8) + lineBreak)
    }
    items.append(StringsWriter.makeEntry(key: entry.key, value: entry.value))
    if let marker = options.newEntryMarker {
      items.append(Array(" // \(marker.filter { !$0.isNewline })".utf8))
    }
    items.append(lineBreak)
  }
}

/// Collects inserted text as model items: entries as entries, the text between them as trivia.
struct ItemsBuilder {
  private var items: [StringsFile.Item] = []
  private var trivia: [UInt8] = []

  mutating func append(_ bytes: [UInt8]) {
    trivia += bytes
  }

  mutating func append(_ entry: StringsEntry) {
    flush()
    items.append(.entry(entry))
  }

  mutating func finish() -> [StringsFile.Item] {
    flush()
    return items
  }

  private mutating func flush() {
    guard !trivia.isEmpty else { return }
    items.append(.trivia(StringsTrivia(text: trivia[...])))
    trivia = []
  }
}
