import StringsExtraction
import StringsFormats
import StringsKit

/// Generates a base table and a translation of it, as real projects have them: the translation
/// lacks some keys, keeps some the base dropped, orders and spaces its entries its own way, has
/// its own comments, line breaks and encoding. Every generated translation is a valid table, so a
/// merge must accept it; the values use escapes, quotes, `*/` and non-ASCII text to catch a
/// merge that rewrites what it should copy.
struct TablePairGenerator {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  struct Pair {
    var base: [UInt8]
    var translation: [UInt8]
    var encoding: StringsEncoding
    var description: String
  }

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
  mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &random)]
  }

  static let keyStems = [
    "title", "Hello, %@!", "schlüssel", "caf\u{E9}", "cafe\u{301}", "日本", "a.b-c", "quote \"x\"",
    "tab\there", "new\nline", "😀",
  ]
  static let valueParts = [
    "Wert", "\\\"quoted\\\"", "\\n", "\\t", "\\\\", "\\U00e9", "é", "e\u{301}", "日本語", "😀", "*/",
    "/*", "//", ";", "=", " ", "%1$@", "100%%",
  ]

  /// A key written in `.strings` syntax (quoted, or unquoted when it can be).
  mutating func keySyntax(_ key: String) -> String {
    if key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_.-".contains($0)) }),
      chance(30)
    {
      return key
    }
    return StringsEscaping.quoted(StringsText(key))
  }

  mutating func value() -> String {
    "\"" + (0..<Int.random(in: 0...4, using: &random)).map { _ in pick(Self.valueParts) }.joined()
      + "\""
  }

  mutating func comment() -> String? {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<3: nil
    case 3: BaseEntry.placeholderComment
    case 4: "Line \(Int.random(in: 0..<5, using: &random))"
    default: "Comment \(Int.random(in: 0..<1000, using: &random)) — für Übersetzer"
    }
  }

  mutating func make(keyCount: Int) -> Pair {
    let pool = (0..<keyCount).map { "\(pick(Self.keyStems)).\($0)" }
    let baseKeys = pool.filter { _ in chance(80) }
    let baseKeySet = Set(baseKeys)
    var baseText = ""
    for key in chance(50)
      ? baseKeys.sorted(by: { StringsText($0) < StringsText($1) })
      : baseKeys.shuffled(using: &random)
    {
      if let comment = comment() {
        baseText += chance(80) ? "/* \(comment) */\n" : "// \(comment)\n"
      }
      baseText += "\(keySyntax(key)) = \(value());\n" + (chance(70) ? "\n" : "")
    }

    if baseText.isEmpty { baseText = "/* No strings yet */\n" }  // CF rejects a zero-byte file

    // The translation: most base keys, a few keys the base no longer has, its own layout.
    var keys =
      baseKeys.filter { _ in chance(70) } + pool.filter { !baseKeySet.contains($0) && chance(60) }
    let sorted = chance(50)
    if sorted {
      keys.sort { StringsText($0) < StringsText($1) }
    } else {
      keys.shuffle(using: &random)
    }
    let lineBreak = chance(20) ? "\r\n" : "\n"
    let blankLines = chance(60)
    var text = chance(30) ? "/* Header of the file */\n\n" : ""
    for key in keys {
      if chance(10) { text += "// MARK: section\n\n" }
      if let comment = comment() { text += chance(80) ? "/* \(comment) */\n" : "// \(comment)\n" }
      let spacing = chance(80) ? " = " : pick(["=", "  =\t", " =\n  "])
      text += keySyntax(key) + spacing + value() + ";"
      if chance(10) { text += pick([" // same-line note", " /* same-line */", "  "]) }
      text += "\n" + (blankLines ? "\n" : "")
      if chance(3) {  // a key defined twice: CF keeps the last value
        text += keySyntax(key) + " = " + value() + ";\n"
      }
    }
    if chance(20) { text += "/* footer */\n" }
    if chance(10), text.hasSuffix("\n") { text.removeLast() }
    if text.isEmpty { text = "\n" }
    text = text.replacingLineBreaks(with: lineBreak)
    let encoding = pick([
      StringsEncoding.utf8, .utf8, .utf8WithBOM, .utf16LittleEndian, .utf16BigEndian,
    ])
    let bytes = encoding.byteOrderMark + encoding.encode(Array(text.utf8))
    return Pair(
      base: Array(baseText.utf8), translation: bytes, encoding: encoding,
      description:
        "\(keys.count) keys, \(sorted ? "sorted" : "unsorted"), \(encoding.name), \(lineBreak == "\n" ? "LF" : "CRLF")"
    )
  }
}

extension String {
  /// LF line breaks outside quoted strings are what the generator writes; a raw LF inside a value
  /// never occurs (values use `\n`), so replacing every LF is safe.
  fileprivate func replacingLineBreaks(with lineBreak: String) -> String {
    lineBreak == "\n"
      ? self : split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
  }
}
