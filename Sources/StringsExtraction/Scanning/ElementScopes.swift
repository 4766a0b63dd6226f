import Foundation

/// The names one Swift file binds to the elements of a sequence, with where they are visible:
/// `ForEach(0...3) { Text("\($0) d.p") }`, `ForEach(items.enumerated()) { index, item in … }`,
/// `for row in rows { … }`. The compiler types such a name as the sequence's element (an integer
/// literal range or array gives `Int`), so an interpolation of it gets `%lld`, not `%@`.
///
/// Built token by token in `TypeHints`' one pass (`consume`), with a stack of open brackets: no
/// second lexing, linear time, and unbalanced source only loses the scopes it garbles.
struct ElementScopes: Sendable {
  /// One name bound to a sequence's elements.
  struct Binding: Sendable, Equatable {
    var name: Substring
    /// Where the name is visible: the closure's or loop's body, braces included.
    var scope: Range<Int>
    /// The sequence expression (`0...3`, `Array(rules.enumerated())`).
    var sequence: Range<Int>
    /// Which of a tuple's names it is (`index, rule in`: 0 and 1).
    var position: Int
  }

  private(set) var bindings: [Binding] = []

  /// An open bracket, and what its closing tells.
  private struct Frame {
    var kind: SourceToken.Kind
    var start: Int
    /// `ForEach(`: where its first argument starts and ends (at its first top-level comma).
    var sequence: Range<Int>?
    /// A body brace that binds names to `sequence`.
    var names: [Substring] = []
  }

  private var stack: [Frame] = []
  private var previous: SourceToken?
  /// `ForEach(…)` just closed: its sequence, waiting for the trailing closure's `{`.
  private var closedSequence: Range<Int>?
  /// Inside a closure's header (`{ index, rule in`): the names read so far.
  private var header: (frame: Int, names: [Substring])?
  /// `for name in`: the names, then where the sequence starts.
  private var loop: (names: [Substring], sequenceStart: Int?)?

  /// Feeds the next token of `bytes` (the file).
  ///
  /// Called for every token of the file, so it allocates nothing unless it keeps a name (two
  /// closures over `bytes` here cost two heap boxes a token: 1.1 G of 9.2 G instructions on
  /// bench/40-extract's Swift tree).
  mutating func consume(_ token: SourceToken, in bytes: UnsafeBufferPointer<UInt8>) {
    defer { previous = token }
    let pending = closedSequence
    closedSequence = nil
    if readHeader(token, in: bytes) { return }
    switch token.kind {
    case .openParen, .openBracket:
      var frame = Frame(kind: token.kind, start: token.end)
      if token.kind == .openParen, let previous, previous.kind == .identifier, previous.spells("ForEach", in: bytes) {
        frame.sequence = token.end..<token.end
      }
      stack.append(frame)
    case .openBrace:
      var frame = Frame(kind: .openBrace, start: token.start)
      if let loop, let start = loop.sequenceStart, stack.count == loopDepth {
        frame.sequence = start..<token.start
        frame.names = loop.names
        self.loop = nil
      } else if let pending {
        frame.sequence = pending
        frame.names = ["$0", "$1"]
        header = (stack.count, [])
      }
      stack.append(frame)
    case .closeParen, .closeBracket, .closeBrace:
      guard let frame = stack.popLast() else { return }
      if loop != nil, stack.count < loopDepth { loop = nil }  // `f(for: x)`: no loop ever opened
      if frame.kind == .openParen, let sequence = frame.sequence {
        closedSequence = sequence.isEmpty ? frame.start..<token.start : sequence
      }
      if frame.kind == .openBrace, let sequence = frame.sequence {
        for (position, name) in frame.names.enumerated() {
          bindings.append(
            Binding(name: name, scope: frame.start..<token.end, sequence: sequence, position: position))
        }
      }
    case .comma:
      if let last = stack.last, last.kind == .openParen, let sequence = last.sequence, sequence.isEmpty {
        stack[stack.count - 1].sequence = last.start..<token.start
      }
    case .colon:
      if let loop, loop.sequenceStart == nil { self.loop = nil }  // `label(for: x)`: an argument label
    case .identifier:
      readLoop(token, in: bytes)
    default:
      break
    }
  }

  /// The depth a `for` loop's body brace opens at.
  private var loopDepth = 0

  /// `for a in`, `for (a, b) in`: the names, then the sequence's start.
  private mutating func readLoop(_ token: SourceToken, in bytes: UnsafeBufferPointer<UInt8>) {
    func isWord(_ token: SourceToken, _ word: StaticString) -> Bool { token.spells(word, in: bytes) }
    if isWord(token, "for") {
      loop = ([], nil)
      loopDepth = stack.count
    } else if var current = loop, current.sequenceStart == nil {
      if isWord(token, "in") {
        current.sequenceStart = token.end
      } else if !isWord(token, "case") && !isWord(token, "let") && !isWord(token, "var") {
        current.names.append(Self.text(token, in: bytes))
      }
      loop = current
    }
  }

  /// Reads a closure header's names (`{ index, rule in`); true when `token` belonged to it.
  private mutating func readHeader(_ token: SourceToken, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func isWord(_ token: SourceToken, _ word: StaticString) -> Bool { token.spells(word, in: bytes) }
    guard var current = header else { return false }
    switch token.kind {
    case .identifier where isWord(token, "in"):
      if !current.names.isEmpty, current.frame < stack.count { stack[current.frame].names = current.names }
      header = nil
      return true
    case .identifier where current.names.count < 4 && !isWord(token, "for") && !isWord(token, "if"):
      current.names.append(Self.text(token, in: bytes))
      header = current
      return true
    case .comma, .openParen, .closeParen:
      return false  // `{ (index, rule) in`: the pattern's punctuation, kept balanced by the stack
    default:
      header = nil  // `{ Text("\($0)") }`: no header, `$0` and `$1` stay
      return false
    }
  }

  /// The spelling of `token` (kept as a name).
  private static func text(_ token: SourceToken, in bytes: UnsafeBufferPointer<UInt8>) -> Substring {
    Substring(token.text(in: bytes))
  }

  /// The innermost binding of `name` visible at `offset`.
  func binding(of name: Substring, at offset: Int) -> Binding? {
    var best: Binding?
    for binding in bindings where binding.name == name && binding.scope.contains(offset) {
      if best.map({ binding.scope.lowerBound > $0.scope.lowerBound }) ?? true { best = binding }
    }
    return best
  }
}
