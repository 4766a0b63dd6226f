/// A `.strings` file as written: entries, comments and the text between them, in order.
///
/// The items cover the file's text exactly, so `encoded()` of an unmodified file reproduces its
/// bytes (encoding, BOM and all). Edits replace, insert or remove items; every untouched item
/// keeps its bytes, which is what lets `merge` produce minimal diffs.
public struct StringsFile: Sendable {
  /// How the file's bytes became text.
  public var encoding: StringsEncoding
  /// The bytes before the text (the BOM, or the unit that BOM-less UTF-16 loses).
  public var prefix: [UInt8]
  /// Bytes after the text that CF ignores (an odd trailing byte of UTF-16).
  public var suffix: [UInt8]
  /// The file's content in order. Empty for tables stored as XML or binary property lists.
  public var items: [Item]
  /// Set when the file has no text model: an XML or binary property list, or bytes CF cannot
  /// decode. Such a file is written back from these, its original bytes.
  public var verbatimBytes: [UInt8]?

  /// A file made of parts already read; `encoded()` writes them back.
  public init(
    encoding: StringsEncoding = .utf8, prefix: [UInt8]? = nil, suffix: [UInt8] = [], items: [Item] = []
  ) {
    self.encoding = encoding
    self.prefix = prefix ?? encoding.byteOrderMark
    self.suffix = suffix
    self.items = items
  }

  /// One piece of the file.
  public enum Item: Sendable {
    /// Whitespace and comments between entries (and, in the rare `{ … }` form, the braces).
    case trivia(StringsTrivia)
    /// A `key = value;` or `key;` statement, from the key's first character to the `;`.
    case entry(StringsEntry)
    /// Text CoreFoundation does not load: what follows a silent stop, or a statement it rejects.
    case unparsed(StringsUnparsed)

    /// The item's text in generalized UTF-8.
    public var text: ArraySlice<UInt8> {
      switch self {
      case .trivia(let trivia): trivia.text
      case .entry(let entry): entry.text
      case .unparsed(let unparsed): unparsed.text
      }
    }
  }

  /// Whether edits to `items` can be written: false for property lists and for text in an
  /// encoding lstrings reads but does not write. Tools that rewrite files must check it.
  public var isRewritable: Bool { verbatimBytes == nil }

  /// The entries in file order (duplicates included).
  public var entries: [StringsEntry] {
    items.compactMap { if case .entry(let entry) = $0 { entry } else { nil } }
  }

  /// The whole text in generalized UTF-8.
  public var text: [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(items.reduce(0) { $0 + $1.text.count })
    for item in items { result.append(contentsOf: item.text) }
    return result
  }

  /// The file's bytes: prefix, the text in the file's encoding, suffix.
  public func encoded() -> [UInt8] {
    if let verbatimBytes { return verbatimBytes }
    var bytes = prefix
    switch encoding {
    case .utf8, .utf8WithBOM:
      for item in items { bytes.append(contentsOf: item.text) }
    default:
      bytes.append(contentsOf: encoding.encode(text))
    }
    bytes.append(contentsOf: suffix)
    return bytes
  }
}

/// Whitespace and comments between entries.
public struct StringsTrivia: Sendable {
  /// The bytes, in the decoded text.
  public var text: ArraySlice<UInt8>
  /// Byte range in the parsed text; nil for trivia made in memory.
  public var sourceRange: Range<Int>?

  /// Trivia of `text`, found at `sourceRange` of the decoded text when read from a file.
  public init(text: ArraySlice<UInt8>, sourceRange: Range<Int>? = nil) {
    self.text = text
    self.sourceRange = sourceRange
  }

  /// The trivia split into whitespace runs and comments.
  public var pieces: [StringsTriviaPiece] {
    StringsTriviaPiece.split(text)
  }

  /// The text of the last comment, without its delimiters and surrounding spaces, if the trivia
  /// ends with a comment followed only by whitespace (the genstrings layout: a comment right above
  /// its entry).
  public var trailingComment: String? {
    var lastComment: StringsTriviaPiece?
    for piece in pieces {
      switch piece.kind {
      case .blockComment, .lineComment: lastComment = piece
      case .whitespace:
        // A blank line separates a comment from the entry below it.
        if lastComment != nil, piece.lineBreakCount > 1 { lastComment = nil }
      case .other: lastComment = nil
      }
    }
    return lastComment?.commentBody
  }
}

/// One run inside trivia.
public struct StringsTriviaPiece: Sendable, Hashable {
  /// Spacing, a `/* */` comment, a `//` comment, or anything else between statements.
  public enum Kind: Sendable, Hashable { case whitespace, blockComment, lineComment, other }
  /// What the piece is.
  public var kind: Kind
  /// The piece's bytes.
  public var text: ArraySlice<UInt8>

  /// The number of line breaks in the piece (CR LF counts once).
  public var lineBreakCount: Int {
    var count = 0
    var previous: UInt8 = 0
    for byte in text {
      if byte == 0x0A, previous != 0x0D { count += 1 }
      if byte == 0x0D { count += 1 }
      previous = byte
    }
    return count
  }

  /// A comment's text without `/*`, `*/` or `//` and without surrounding whitespace.
  public var commentBody: String? {
    var body: ArraySlice<UInt8>
    switch kind {
    case .blockComment:
      body = text.dropFirst(2)
      if body.count >= 2, body.suffix(2).elementsEqual([0x2A, 0x2F]) { body = body.dropLast(2) }
    case .lineComment:
      body = text.dropFirst(2)
    case .whitespace, .other:
      return nil
    }
    return String(decoding: body, as: UTF8.self).trimmingASCIIWhitespace()
  }

  package static func split(_ text: ArraySlice<UInt8>) -> [StringsTriviaPiece] {
    var pieces: [StringsTriviaPiece] = []
    var i = text.startIndex
    let end = text.endIndex
    while i < end {
      let start = i
      if ByteClass.whitespaceLength(text, at: i) > 0 {
        while i < end, case let n = ByteClass.whitespaceLength(text, at: i), n > 0 { i += n }
        pieces.append(StringsTriviaPiece(kind: .whitespace, text: text[start..<i]))
      } else if text[i] == 0x2F, i + 1 < end, text[i + 1] == 0x2A {
        i += 2
        while i < end, !(text[i] == 0x2A && i + 1 < end && text[i + 1] == 0x2F) { i += 1 }
        i = min(end, i + 2)
        pieces.append(StringsTriviaPiece(kind: .blockComment, text: text[start..<i]))
      } else if text[i] == 0x2F, i + 1 < end, text[i + 1] == 0x2F {
        while i < end, !ByteClass.isLineCommentEnd(text, at: i) { i += 1 }
        pieces.append(StringsTriviaPiece(kind: .lineComment, text: text[start..<i]))
      } else {
        i += 1
        pieces.append(StringsTriviaPiece(kind: .other, text: text[start..<i]))
      }
    }
    return pieces
  }
}

/// A statement: `key = value;` or the `key;` shorthand.
public struct StringsEntry: Sendable {
  /// The key, exactly as CoreFoundation reads it.
  public var key: StringsText
  /// The value: a string, or what a property-list table holds.
  public var value: StringsValue
  /// The statement's text from the key's first character through the `;`.
  public var text: ArraySlice<UInt8>
  /// Byte range of the statement in the parsed text; nil for entries made in memory.
  public var sourceRange: Range<Int>?
  /// Byte range of the key token (quotes included).
  public var keyRange: Range<Int>?
  /// Byte range of the value token; nil for the `key;` shorthand.
  public var valueRange: Range<Int>?

  /// An entry with its key and value, and where each is when read from a file.
  public init(
    key: StringsText, value: StringsValue, text: ArraySlice<UInt8>, sourceRange: Range<Int>? = nil,
    keyRange: Range<Int>? = nil, valueRange: Range<Int>? = nil
  ) {
    self.key = key
    self.value = value
    self.text = text
    self.sourceRange = sourceRange
    self.keyRange = keyRange
    self.valueRange = valueRange
  }

  /// Whether the statement is the `"key";` shorthand (value = key).
  public var isShorthand: Bool { valueRange == nil }
}

/// Text CoreFoundation does not load.
public struct StringsUnparsed: Sendable {
  /// Why a part of the file was not read.
  public enum Reason: Sendable, Hashable {
    /// CF stopped silently before this text (a character that cannot start a key after a `;`).
    case ignoredAfterStop
    /// A statement CF rejects, up to where lstrings resumed reading.
    case error
    /// A top-level value that is not a table (a lone string, an array or data).
    case notATable
  }

  /// The bytes not read.
  public var text: ArraySlice<UInt8>
  /// Where they are in the decoded text.
  public var sourceRange: Range<Int>?
  /// Why they were not read.
  public var reason: Reason
}

extension String {
  func trimmingASCIIWhitespace() -> String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" {
      scalars.removeFirst()
    }
    while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
      scalars.removeLast()
    }
    return String(scalars)
  }
}
