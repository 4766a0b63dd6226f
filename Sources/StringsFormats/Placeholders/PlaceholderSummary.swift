import Foundation

/// What lint needs to know about a value's placeholders, gathered in one pass over the tokens of
/// the shared `FormatString` grammar (and without building strings: placeholders are spelled out
/// only for messages).
///
/// Public (its members are not) so that lint's per-value calls inline: Swift 6.3's cross-module
/// optimisation inlines no code of a `package` type, not even `@inlinable` code.
public struct PlaceholderSummary: Sendable {
  /// The argument each position reads, sorted by position (1-based); a position read twice keeps
  /// its first reader, as `FormatString.arguments` does.
  @usableFromInline package var slots: [(position: Int, slot: Slot)] = []
  /// Whether the text looks like a format string (see `isEvidence`).
  @usableFromInline package var hasEvidence = false
  @usableFromInline package var hasInvalid = false
  @usableFromInline package var hasPositional = false
  @usableFromInline package var hasSequential = false
  /// The named placeholders (`%(count)lld`), in text order: compared by name, not by position.
  @usableFromInline package var named: [NamedSlot] = []
  /// A name read as two families of type (`%(n)lld … %(n)@`).
  @usableFromInline package var hasNameConflict = false

  /// A named placeholder: its name and what it reads.
  @usableFromInline package struct NamedSlot: Sendable {
    package var name: String
    /// The name's bytes in the text (without the parentheses).
    package var nameRange: Range<Int>
    package var slot: Slot
  }

  /// One argument read: by which family of type, and by which placeholder (nil: a `*` width or
  /// precision).
  @usableFromInline package struct Slot: Sendable {
    package var family: Family
    package var range: Range<Int>?
  }

  /// Whether `String(format:)` reads the text predictably: no malformed `%`, and not a mix of
  /// positional and sequential placeholders.
  @inlinable package var isWellFormed: Bool {
    !hasInvalid && !(hasPositional && hasSequential) && !mixesNamedAndUnnamed && !hasNameConflict
  }

  /// Whether named placeholders (`%(count)lld`) share the text with unnamed ones (`%1$@`, `%@`),
  /// which no argument order serves: Xcode's symbol passes named arguments only.
  @inlinable package var mixesNamedAndUnnamed: Bool { !named.isEmpty && (hasPositional || hasSequential) }

  /// A text without placeholders (inlinable, so that a caller in another module sees its arrays
  /// are empty and releases nothing).
  @inlinable init() {}

  /// - Parameter collectsSlots: false when only `isWellFormed` and `hasEvidence` are read
  ///   (`invalid-placeholder` on a table compared with nothing): no array is built.
  ///
  /// The scan starts at the first `%`, found by `memchr`: most of a value is prose, and reading
  /// it byte by byte twice (for a `%`, then for tokens) was half of `invalid-placeholder`. That
  /// search is inlinable: lint (another module) asks it of every value, and most have no `%`.
  @inlinable package init(_ text: StringsText, collectsSlots: Bool = true) {
    let bytes = text.utf8
    let first = bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, let hit = memchr(base, Int32(UInt8(ascii: "%")), buffer.count) else {
        return nil
      }
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
    guard let first else {
      self.init()
      return
    }
    self.init(bytes, scanningFrom: first, collectsSlots: collectsSlots)
  }

  /// The placeholders of `bytes` from `first`, its first `%`.
  @usableFromInline init(_ bytes: ArraySlice<UInt8>, scanningFrom first: Int, collectsSlots: Bool) {
    var next = 1
    FormatString.scan(bytes[(bytes.startIndex + first)...]) { token in
      record(token, next: &next, collectsSlots: collectsSlots, shift: first)
    }
    resolveNames(in: bytes)
  }

  init(_ format: FormatString) {
    var next = 1
    for token in format.tokens { record(token, next: &next, collectsSlots: true) }
  }

  /// The placeholders of `text`, scanned as `format` (its tokens), with named placeholders' names.
  init(_ format: FormatString, text: StringsText) {
    self.init(format)
    resolveNames(in: text.utf8)
  }

  /// - Parameter shift: where the scanned bytes start in the text (token ranges are relative).
  private mutating func record(_ token: FormatString.Token, next: inout Int, collectsSlots: Bool, shift: Int = 0) {
    switch token {
    case .percent:
      hasEvidence = true
    case .invalid:
      hasInvalid = true
    case .specifier(let specifier) where specifier.name != nil:
      hasEvidence = true
      recordNamed(specifier, shift: shift)
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

  /// Records a named placeholder; always, whatever `collectsSlots` says, because a name read as
  /// two types makes the text malformed. Its name is spelled by `resolveNames(in:)`, once the
  /// scan is over (named placeholders are rare: the `String` costs nothing on the usual table).
  private mutating func recordNamed(_ specifier: FormatSpecifier, shift: Int) {
    guard let nameRange = specifier.name else { return }
    let slot = Slot(
      family: Family(specifier.argumentType),
      range: (specifier.range.lowerBound + shift)..<(specifier.range.upperBound + shift))
    named.append(
      NamedSlot(name: "", nameRange: (nameRange.lowerBound + shift)..<(nameRange.upperBound + shift), slot: slot))
  }

  /// Spells the names of `named` from the text's bytes and notes a name read as two types.
  private mutating func resolveNames(in bytes: some Collection<UInt8>) {
    guard !named.isEmpty else { return }
    var families: [String: Family] = [:]
    for index in named.indices {
      let range = named[index].nameRange
      let name = String(decoding: bytes.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
      named[index].name = name
      if let family = families[name], family != named[index].slot.family { hasNameConflict = true }
      families[name] = families[name] ?? named[index].slot.family
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
