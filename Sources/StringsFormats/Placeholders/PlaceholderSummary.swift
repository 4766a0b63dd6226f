import Foundation

/// What lint needs to know about a value's placeholders, gathered in one pass over the tokens of
/// the shared `FormatString` grammar (and without building strings: placeholders are spelled out
/// only for messages).
package struct PlaceholderSummary: Sendable {
  /// The argument each position reads, sorted by position (1-based); a position read twice keeps
  /// its first reader, as `FormatString.arguments` does.
  package var slots: [(position: Int, slot: Slot)] = []
  /// Whether the text looks like a format string (see `isEvidence`).
  package var hasEvidence = false
  var hasInvalid = false
  package var hasPositional = false
  package var hasSequential = false

  /// One argument read: by which family of type, and by which placeholder (nil: a `*` width or
  /// precision).
  package struct Slot: Sendable {
    package var family: Family
    var range: Range<Int>?
  }

  /// Whether `String(format:)` reads the text predictably: no malformed `%`, and not a mix of
  /// positional and sequential placeholders.
  package var isWellFormed: Bool { !hasInvalid && !(hasPositional && hasSequential) }

  /// A text without placeholders.
  init() {}

  /// - Parameter collectsSlots: false when only `isWellFormed` and `hasEvidence` are read
  ///   (`invalid-placeholder` on a table compared with nothing): no array is built.
  ///
  /// The scan starts at the first `%`, found by `memchr`: most of a value is prose, and reading
  /// it byte by byte twice (for a `%`, then for tokens) was half of `invalid-placeholder`.
  package init(_ text: StringsText, collectsSlots: Bool = true) {
    let bytes = text.utf8
    let first = bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, let hit = memchr(base, Int32(UInt8(ascii: "%")), buffer.count) else {
        return nil
      }
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
    guard let first else { return }
    var next = 1
    FormatString.scan(bytes[(bytes.startIndex + first)...]) { token in
      record(token, next: &next, collectsSlots: collectsSlots, shift: first)
    }
  }

  init(_ format: FormatString) {
    var next = 1
    for token in format.tokens { record(token, next: &next, collectsSlots: true) }
  }

  /// - Parameter shift: where the scanned bytes start in the text (token ranges are relative).
  private mutating func record(_ token: FormatString.Token, next: inout Int, collectsSlots: Bool, shift: Int = 0) {
    switch token {
    case .percent:
      hasEvidence = true
    case .invalid:
      hasInvalid = true
    case .specifier(let specifier):
      if specifier.position == nil { hasSequential = true } else { hasPositional = true }
      // "75% and 100%" holds `% a` (space flag, hex-float conversion): prose, not evidence.
      if !specifier.flags.contains(UInt8(ascii: " ")) { hasEvidence = true }
      guard collectsSlots else { return }
      take(specifier.width, next: &next)
      take(specifier.precision, next: &next)
      take(
        specifier.position,
        Slot(
          family: Family(specifier.argumentType),
          range: (specifier.range.lowerBound + shift)..<(specifier.range.upperBound + shift)),
        next: &next)
    }
  }

  /// Records the argument a `*` width or precision reads.
  private mutating func take(_ amount: FormatSpecifier.Amount?, next: inout Int) {
    switch amount {
    case .fromArgument: take(nil, Slot(family: .integer, range: nil), next: &next)
    case .fromPositionalArgument(let position):
      take(position, Slot(family: .integer, range: nil), next: &next)
    case .fixed, nil: break
    }
  }

  /// Records an argument read, keeping `slots` sorted by position and the first reader of each.
  private mutating func take(_ explicit: Int?, _ slot: Slot, next: inout Int) {
    let position: Int
    if let explicit {
      position = explicit
    } else {
      position = next
      next += 1
    }
    // Usually appended in order; a reordered positional placeholder is inserted.
    var index = slots.count
    while index > 0, slots[index - 1].position > position { index -= 1 }
    if index > 0, slots[index - 1].position == position { return }
    // `append` for the usual case: `insert` at the end takes the generic replaceSubrange path,
    // which cost invalid-placeholder a fifth of its time.
    if index == slots.count {
      slots.append((position, slot))
    } else {
      slots.insert((position, slot), at: index)
    }
  }

  /// A placeholder as written in `text` (`*` for a width or precision read from an argument).
  package static func spelling(_ slot: Slot, in text: StringsText) -> String {
    guard let range = slot.range else { return "*" }
    return String(
      decoding: text.utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
  }
}

/// What a conversion reads, at the granularity that matters: reading an argument as another
/// family crashes or prints garbage; within a family only the formatting differs (on 64-bit
/// platforms every integer argument fills a whole slot, so `%d` for an `Int` shows the low bits).
package enum Family: String, Sendable, CustomStringConvertible {
  case object = "an object"
  case integer = "an integer"
  case double = "a double"
  case longDouble = "a long double"
  case cString = "a C string"
  case unicharString = "a unichar string"
  case pointer = "a pointer"
  case count = "a count pointer (%n)"

  init(_ type: ArgumentType) {
    switch type {
    case .object: self = .object
    case .integer, .char, .unichar: self = .integer
    case .double: self = .double
    case .longDouble: self = .longDouble
    case .cString: self = .cString
    case .unicharString: self = .unicharString
    case .pointer: self = .pointer
    case .count: self = .count
    }
  }

  package var description: String { rawValue }
}
