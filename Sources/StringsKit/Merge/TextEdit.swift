/// A replacement of a byte range of a file's text by new items: the one way `merge` changes a
/// file, so that every byte outside the edited ranges stays in its original item, untouched.
struct TextEdit {
  /// The bytes replaced, as offsets into `StringsFile.text`; empty for an insertion.
  var range: Range<Int>
  var replacement: [StringsFile.Item]

  static func insertion(at offset: Int, _ items: [StringsFile.Item]) -> TextEdit {
    TextEdit(range: offset..<offset, replacement: items)
  }

  static func deletion(_ range: Range<Int>) -> TextEdit {
    TextEdit(range: range, replacement: [])
  }

  static func replacement(_ range: Range<Int>, _ bytes: [UInt8]) -> TextEdit {
    TextEdit(range: range, replacement: [.trivia(StringsTrivia(text: bytes[...]))])
  }
}

extension StringsFile {
  /// The file with `edits` applied. Items wholly outside every edit are kept as they are; an item
  /// an edit cuts through is kept in pieces, as trivia with the same bytes.
  ///
  /// Insertions at an offset come before a deletion or replacement starting there, in the order
  /// given. A range that overlaps an earlier edit is clipped to start where that one ends.
  func applying(_ edits: [TextEdit], itemStarts: [Int]) -> StringsFile {
    let sorted = edits.enumerated().sorted { lhs, rhs in
      let (a, b) = (lhs.element.range, rhs.element.range)
      if a.lowerBound != b.lowerBound { return a.lowerBound < b.lowerBound }
      if a.isEmpty != b.isEmpty { return a.isEmpty }
      return lhs.offset < rhs.offset
    }.map(\.element)
    var result = self
    result.items = []
    result.items.reserveCapacity(items.count + edits.count * 2)
    var position = 0
    var itemIndex = 0
    func copy(upTo end: Int) {
      while position < end, itemIndex < items.count {
        let itemStart = itemStarts[itemIndex]
        let itemEnd = itemStarts[itemIndex + 1]
        if itemEnd <= position {
          itemIndex += 1
          continue
        }
        let upper = min(end, itemEnd)
        if position == itemStart, upper == itemEnd {
          result.items.append(items[itemIndex])
        } else {
          let text = items[itemIndex].text
          let base = text.startIndex - itemStart
          result.items.append(.trivia(StringsTrivia(text: text[(base + position)..<(base + upper)])))
        }
        position = upper
      }
    }
    let end = itemStarts.last ?? 0
    for edit in sorted {
      let lower = max(edit.range.lowerBound, position)
      copy(upTo: lower)
      result.items += edit.replacement
      position = max(position, edit.range.upperBound)
      while itemIndex < items.count, itemStarts[itemIndex + 1] <= position { itemIndex += 1 }
    }
    copy(upTo: end)
    return result
  }
}
