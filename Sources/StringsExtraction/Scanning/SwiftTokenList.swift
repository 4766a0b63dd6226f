import Foundation

/// One Swift file's tokens in an array, with each bracket's partner and each token's enclosing
/// bracket, so that the landing of a literal can be read backwards and upwards in constant time
/// per step.
///
/// The call finder streams tokens and never looks back; working out where a literal lands
/// (`var title: LocalizedStringKey { "…" }`, `flag ? "On" : "Off"`) needs what came before it,
/// so the runtime mode lexes a Swift file once more into this list.
struct SwiftTokenList {
  let bytes: UnsafeBufferPointer<UInt8>
  private(set) var tokens: [SourceToken] = []
  /// For an opening bracket the index of its closing one and the reverse (`-1`: unbalanced).
  private(set) var partner: [Int] = []
  /// The index of the innermost opening bracket around each token (`-1`: top level).
  private(set) var enclosing: [Int] = []
  /// The indices of the Swift string literals, in order (the landing pass visits only them).
  private(set) var literals: [Int] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var lexer = SwiftLexer(bytes)
    var open: [Int] = []
    // About one token per six bytes in real Swift: one allocation per array for most files.
    let estimate = bytes.count / 6 + 16
    tokens.reserveCapacity(estimate)
    partner.reserveCapacity(estimate)
    enclosing.reserveCapacity(estimate)
    while let token = lexer.next() {
      let index = tokens.count
      tokens.append(token)
      partner.append(-1)
      enclosing.append(open.last ?? -1)
      switch token.kind {
      case .string(.swift):
        literals.append(index)
      case .openParen, .openBracket, .openBrace:
        open.append(index)
      case .closeParen, .closeBracket, .closeBrace:
        // A stray closer closes nothing; a closer of another kind closes up to its own kind, so
        // one missing brace does not shift the rest of the file.
        let match: Int
        if let last = open.last, Self.closes(token.kind, tokens[last].kind) {
          match = open.count - 1
        } else if let found = open.lastIndex(where: { Self.closes(token.kind, tokens[$0].kind) }) {
          match = found
        } else {
          continue
        }
        let opener = open[match]
        open.removeSubrange(match...)
        partner[index] = opener
        partner[opener] = index
        enclosing[index] = open.last ?? -1
      default:
        break
      }
    }
  }

  var count: Int { tokens.count }

  subscript(index: Int) -> SourceToken { tokens[index] }

  /// Whether token `index` exists and is the identifier `word`.
  func isWord(_ index: Int, _ word: StaticString) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
    return tokens[index].spells(word, in: bytes)
  }

  /// Whether token `index` exists and is the one-byte operator `byte` standing alone (`=` but not
  /// `==`, `<=` or `=>`; `?` but not `??` or `?.`).
  func isOperator(_ index: Int, _ byte: UInt8) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .other else { return false }
    let token = tokens[index]
    guard bytes[token.start] == byte else { return false }
    let before = token.start > 0 ? bytes[token.start - 1] : 0x20
    let after = token.end < bytes.count ? bytes[token.end] : 0x20
    return !Self.isOperatorByte(before) && !Self.isOperatorByte(after) && after != 0x2E
  }

  /// The text of token `index`.
  func text(_ index: Int) -> String {
    String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
  }

  /// Whether a line break separates token `index` from the one before it.
  func startsLine(_ index: Int) -> Bool {
    guard index > 0 else { return true }
    return bytes[tokens[index - 1].end..<tokens[index].start].contains { $0 == 0x0A || $0 == 0x0D }
  }

  /// The index before `index` at the same depth: a closing bracket steps back over its group.
  func stepBack(_ index: Int) -> Int {
    let previous = index - 1
    guard previous >= 0 else { return -1 }
    switch tokens[previous].kind {
    case .closeParen, .closeBracket, .closeBrace: return partner[previous] >= 0 ? partner[previous] : previous
    default: return previous
    }
  }

  /// The byte ranges of `#if false` blocks (up to their `#else`, `#elseif` or `#endif`): code the
  /// compiler never sees, so Xcode extracts nothing from it.
  func inactiveRanges() -> [Range<Int>] {
    // Most files have no `#if`: `memchr` says so without walking the tokens.
    guard hasConditionalCompilation else { return [] }
    var ranges: [Range<Int>] = []
    var depth = 0
    var inactive: (depth: Int, start: Int)?
    for k in tokens.indices.dropLast()
    where tokens[k].kind == .other && bytes[tokens[k].start] == UInt8(ascii: "#") && tokens[k + 1].start == tokens[k].end {
      switch text(k + 1) {
      case "if":
        depth += 1
        if inactive == nil, isWord(k + 2, "false") { inactive = (depth, tokens[k].start) }
      case "else", "elseif", "endif":
        if let block = inactive, block.depth == depth {
          ranges.append(block.start..<tokens[k].start)
          inactive = nil
        }
        if isWord(k + 1, "endif") { depth -= 1 }
      default:
        break
      }
    }
    if let block = inactive { ranges.append(block.start..<bytes.count) }
    return ranges
  }

  /// Whether the bytes hold `#if` anywhere (comments and strings included: a cheap first look).
  private var hasConditionalCompilation: Bool {
    guard let base = bytes.baseAddress else { return false }
    var offset = 0
    while offset < bytes.count, let hit = memchr(base + offset, Int32(UInt8(ascii: "#")), bytes.count - offset) {
      let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if at + 2 < bytes.count, bytes[at + 1] == UInt8(ascii: "i"), bytes[at + 2] == UInt8(ascii: "f") { return true }
      offset = at + 1
    }
    return false
  }

  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x3D, 0x21, 0x3C, 0x3E, 0x2B, 0x2D, 0x2A, 0x2F, 0x25, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
    default: false
    }
  }

  private static func closes(_ closer: SourceToken.Kind, _ opener: SourceToken.Kind) -> Bool {
    switch (opener, closer) {
    case (.openParen, .closeParen), (.openBracket, .closeBracket), (.openBrace, .closeBrace): true
    default: false
    }
  }
}
