/// The Swift name Xcode gives the symbol of a String Catalog key (`STRING_CATALOG_GENERATE_SYMBOLS`):
/// `"action.copy_link"` → `actionCopyLink`, `"Retro Green CRT"` → `retroGreenCrt`,
/// `"%lld active"` → `active`.
///
/// The rules were read off the `GeneratedStringSymbols_*.swift` files that public repositories
/// commit (docs/symbols.md lists each rule with its evidence): placeholders are dropped,
/// apostrophes join (`Snap’s` → `Snaps`), every other character that is not a letter or a digit
/// separates words, and so does a capital after a small letter (`SwiftData`, `iCloud`,
/// `CFBundleName` → `CFBundle` `Name`); the first word is lowercased, every other word
/// capitalised, and a word that starts with two capitals is an acronym, lowercased first (`JSON` →
/// `Json`, `CKAsset` → `Ckasset`, `CFBundleName` → `cfbundleName`, but `iCloud` → `ICloud`).
package enum SymbolName {
  /// What a key gives: a name, or why it gives none.
  package enum Derivation: Hashable, Sendable {
    case name(String)
    case invalid(InvalidReason)
  }

  /// Why a key yields no symbol.
  package enum InvalidReason: Hashable, Sendable, CustomStringConvertible {
    /// `""`, `"%lld"`, `"…"`: nothing but placeholders, punctuation and spaces.
    case noWords
    /// `"2 items"`: a Swift identifier cannot start with a digit; what Xcode does is unconfirmed.
    case startsWithDigit(String)
    /// `"self"`: `.self` names the type itself, not a member.
    case reserved(String)

    package var description: String {
      switch self {
      case .noWords:
        "it has no letter or digit outside its placeholders, so it gives no Swift name"
      case .startsWithDigit(let name):
        "its name would start with a digit ('\(name)'), which no Swift identifier can"
      case .reserved(let name):
        "its name would be '\(name)', which Swift reserves (`.\(name)` is the type itself)"
      }
    }
  }

  /// The symbol name of `key`.
  package static func derive(fromKey key: String) -> Derivation {
    let words = words(of: key)
    guard !words.isEmpty else { return .invalid(.noWords) }
    var name = ""
    for (index, word) in words.enumerated() {
      name += index == 0 ? lowerFirst(word) : upperFirst(word)
    }
    if let first = name.unicodeScalars.first, first.properties.numericType != nil {
      return .invalid(.startsWithDigit(name))
    }
    if reserved.contains(name) { return .invalid(.reserved(name)) }
    return .name(name)
  }

  /// The type Xcode nests a table's symbols in (`Paywall.xcstrings` → `enum Paywall`): the words
  /// of the table name, each capitalised.
  package static func typeName(ofTable table: String) -> String {
    let joined = words(of: table).map(upperFirst).joined()
    return joined.isEmpty ? "Table" : joined
  }

  /// `name` as a declaration can spell it: a Swift keyword in backticks.
  package static func spelled(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// The words of `text`: its runs of letters and digits, split before a capital that follows a
  /// small letter; placeholders left out, apostrophes dropped without separating.
  static func words(of text: String) -> [String] {
    let bytes = Array(text.utf8)
    // Placeholders (`%lld`, `%1$@`, `%(count)lld`) separate words and give none.
    var skipped: [Range<Int>] = []
    if bytes.contains(UInt8(ascii: "%")) {
      for token in FormatString(bytes: bytes).tokens {
        switch token {
        case .specifier(let specifier): skipped.append(specifier.range)
        case .percent(let range), .invalid(let range, _): skipped.append(range)
        }
      }
    }
    var words: [String] = []
    var word = String.UnicodeScalarView()
    var skip = skipped.makeIterator()
    var nextSkip = skip.next()
    var offset = 0
    for scalar in text.unicodeScalars {
      let start = offset
      offset += UTF8.width(scalar)
      while let range = nextSkip, range.upperBound <= start { nextSkip = skip.next() }
      if let range = nextSkip, range.contains(start) {
        flush(&word, into: &words)
        continue
      }
      if scalar == "'" || scalar == "\u{2019}" { continue }
      if isLetterOrDigit(scalar) {
        // A capital after a small letter starts a word: `openYouTube` is `open` `You` `Tube`.
        if isUppercase(scalar), let last = word.last, isLowercase(last) {
          flush(&word, into: &words)
        }
        word.append(scalar)
      } else {
        flush(&word, into: &words)
      }
    }
    flush(&word, into: &words)
    return words
  }

  private static func flush(_ word: inout String.UnicodeScalarView, into words: inout [String]) {
    guard !word.isEmpty else { return }
    words.append(String(word))
    word = String.UnicodeScalarView()
  }

  /// Whether a word starts with two capitals: an acronym (`CRT`, `JSON`, `CKAsset`).
  private static func isAcronym(_ word: String) -> Bool {
    var scalars = word.unicodeScalars.makeIterator()
    guard let first = scalars.next(), let second = scalars.next() else { return false }
    return isUppercase(first) && isUppercase(second)
  }

  // ASCII answered by comparison: Unicode's property tables cost a quarter of a 100,000-key
  // catalog's generation (perf), and keys are mostly ASCII.
  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case ..<0x80: false
    default: scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
  }

  private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x80 ? (0x41...0x5A).contains(scalar.value) : scalar.properties.isUppercase
  }

  private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x80 ? (0x61...0x7A).contains(scalar.value) : scalar.properties.isLowercase
  }

  private static func lowerFirst(_ word: String) -> String {
    if isAcronym(word) { return word.lowercased() }
    return word.prefix(1).lowercased() + word.dropFirst()
  }

  private static func upperFirst(_ word: String) -> String {
    let word = isAcronym(word) ? word.lowercased() : word
    return word.prefix(1).uppercased() + word.dropFirst()
  }

  /// Names no static member can have.
  static let reserved: Set<String> = ["self", "init", "deinit", "subscript"]

  /// Swift's keywords, which a declaration writes in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "any", "as", "await", "false", "is", "nil",
    "self", "super", "throws", "true", "try",
  ]
}
