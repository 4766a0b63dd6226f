import Foundation

/// The placeholders of a format string, parsed once over its bytes.
///
/// ```swift
/// let format = FormatString(StringsText("%2$@ has %1$lld new 100%% items"))
/// format.specifiers.map(\.position)   // [2, 1]
/// format.arguments                     // [1: .integer(.int64), 2: .object]
/// ```
package struct FormatString: Sendable {
  /// One piece of the text.
  package enum Token: Hashable, Sendable {
    case specifier(FormatSpecifier)
    /// `%%`, a literal percent sign.
    case percent(Range<Int>)
    /// A `%` that does not start a valid specifier.
    case invalid(Range<Int>, InvalidReason)
  }

  package enum InvalidReason: Hashable, Sendable, CustomStringConvertible {
    /// `%` is the last character.
    case endOfText
    /// The character after the flags, width, precision and length is not a conversion.
    case unknownConversion(UInt8?)
    /// `%0$@`: positions start at 1.
    case zeroPosition

    package var description: String {
      switch self {
      case .endOfText: "'%' at the end of the text starts no placeholder"
      case .unknownConversion(let byte?) where byte >= 0x21 && byte < 0x7F:
        "'\(Character(Unicode.Scalar(byte)))' is not a format conversion (write '%%' for a literal '%')"
      case .unknownConversion: "'%' is not followed by a format conversion (write '%%' for a literal '%')"
      case .zeroPosition: "argument positions start at 1 ('%1$@')"
      }
    }
  }

  package let tokens: [Token]

  package init(_ text: StringsText) {
    self.init(bytes: text.utf8)
  }

  package init<C: Collection>(bytes: C) where C.Element == UInt8, C.Index == Int {
    tokens = FormatString.tokenize(bytes)
  }

  /// The conversions, in text order.
  package var specifiers: [FormatSpecifier] {
    tokens.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
  }

  /// Malformed `%`s, in text order.
  package var invalidRanges: [(range: Range<Int>, reason: InvalidReason)] {
    tokens.compactMap { if case .invalid(let range, let reason) = $0 { (range, reason) } else { nil } }
  }

  /// Whether the string mixes positional (`%1$@`) and sequential (`%@`) placeholders, which
  /// `String(format:)` does not define.
  var mixesPositionalAndSequential: Bool {
    let specs = specifiers
    return specs.contains { $0.position != nil } && specs.contains { $0.position == nil }
  }

  /// The argument each position reads (1-based), honouring `n$` positions and `*` widths. When two
  /// conversions read the same position with different types, the first one is kept.
  var arguments: [Int: ArgumentType] {
    var result: [Int: ArgumentType] = [:]
    var next = 1
    func take(_ position: Int?, _ type: ArgumentType) {
      let index = position ?? next
      if position == nil { next += 1 }
      if result[index] == nil { result[index] = type }
    }
    for specifier in specifiers {
      for amount in [specifier.width, specifier.precision] {
        switch amount {
        case .fromArgument: take(nil, .integer(.int32))
        case .fromPositionalArgument(let position): take(position, .integer(.int32))
        case .fixed, nil: break
        }
      }
      take(specifier.position, specifier.argumentType)
    }
    return result
  }

  // MARK: - Tokenizing

  static func tokenize<C: Collection>(_ bytes: C) -> [Token] where C.Element == UInt8, C.Index == Int {
    var tokens: [Token] = []
    scan(bytes) { tokens.append($0) }
    return tokens
  }

  /// The index of the first `%` at or after `start` (the end when there is none), by `memchr`
  /// over contiguous bytes: the prose between placeholders read a byte at a time was most of
  /// what `lstrings lint` spent checking placeholders.
  static func nextPercent<C: Collection>(in bytes: C, from start: Int) -> Int where C.Element == UInt8, C.Index == Int {
    let found = bytes.withContiguousStorageIfAvailable { buffer -> Int in
      let offset = start - bytes.startIndex
      guard offset < buffer.count, let base = buffer.baseAddress,
        let hit = memchr(base + offset, Int32(UInt8(ascii: "%")), buffer.count - offset)
      else { return bytes.endIndex }
      return bytes.startIndex + base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
    if let found { return found }
    var i = start
    while i < bytes.endIndex, bytes[i] != UInt8(ascii: "%") { i += 1 }
    return i
  }

  /// Calls `visit` with each token in text order, without collecting them (lint reads the
  /// placeholders of every value of a table: the token arrays were a tenth of its time).
  static func scan<C: Collection>(_ bytes: C, _ visit: (Token) -> Void) where C.Element == UInt8, C.Index == Int {
    var i = bytes.startIndex
    let base = bytes.startIndex
    let end = bytes.endIndex
    while i < end {
      guard bytes[i] == UInt8(ascii: "%") else {
        i = nextPercent(in: bytes, from: i + 1)
        continue
      }
      let start = i
      i += 1
      guard i < end else {
        visit(.invalid((start - base)..<(i - base), .endOfText))
        break
      }
      if bytes[i] == UInt8(ascii: "%") {
        i += 1
        visit(.percent((start - base)..<(i - base)))
        continue
      }
      // Position: digits followed by `$`.
      var position: Int?
      var j = i
      let number = decimalNumber(bytes, &j)
      if j > i, j < end, bytes[j] == UInt8(ascii: "$") {
        if number == 0 {
          visit(.invalid((start - base)..<(j + 1 - base), .zeroPosition))
          i = j + 1
          continue
        }
        position = number
        i = j + 1
      }
      let flags = flags(bytes, &i)
      let width = amount(bytes, &i)
      var precision: FormatSpecifier.Amount?
      if i < end, bytes[i] == UInt8(ascii: ".") {
        i += 1
        precision = amount(bytes, &i) ?? .fixed(0)
      }
      let length = lengthModifier(bytes, &i)
      guard i < end else {
        visit(.invalid((start - base)..<(i - base), .endOfText))
        break
      }
      let conversion = bytes[i]
      guard isConversion(conversion) else {
        visit(.invalid((start - base)..<(i - base), .unknownConversion(conversion)))
        continue
      }
      i += 1
      visit(
        .specifier(
          FormatSpecifier(
            range: (start - base)..<(i - base), position: position, flags: flags, width: width, precision: precision,
            length: length, conversion: conversion)))
    }
  }

  /// The flags at `i` (`- + space # 0 '`), `i` moved past them.
  private static func flags<C: Collection>(_ bytes: C, _ i: inout Int) -> [UInt8] where C.Element == UInt8, C.Index == Int {
    var flags: [UInt8] = []
    while i < bytes.endIndex, isFlag(bytes[i]) {
      flags.append(bytes[i])
      i += 1
    }
    return flags
  }

  /// The length modifier at `i` (`hh h ll l q z t j L`), `i` moved past it.
  private static func lengthModifier<C: Collection>(_ bytes: C, _ i: inout Int) -> LengthModifier?
  where C.Element == UInt8, C.Index == Int {
    let end = bytes.endIndex
    guard i < end else { return nil }
    let length: LengthModifier
    switch bytes[i] {
    case UInt8(ascii: "h"): length = i + 1 < end && bytes[i + 1] == UInt8(ascii: "h") ? .hh : .h
    case UInt8(ascii: "l"): length = i + 1 < end && bytes[i + 1] == UInt8(ascii: "l") ? .ll : .l
    case UInt8(ascii: "q"): length = .q
    case UInt8(ascii: "z"): length = .z
    case UInt8(ascii: "t"): length = .t
    case UInt8(ascii: "j"): length = .j
    case UInt8(ascii: "L"): length = .L
    default: return nil
    }
    i += length == .hh || length == .ll ? 2 : 1
    return length
  }

  private static func amount<C: Collection>(_ bytes: C, _ i: inout Int) -> FormatSpecifier.Amount?
  where C.Element == UInt8, C.Index == Int {
    let end = bytes.endIndex
    if i < end, bytes[i] == UInt8(ascii: "*") {
      i += 1
      var j = i
      let number = decimalNumber(bytes, &j)
      if j > i, j < end, bytes[j] == UInt8(ascii: "$") {
        i = j + 1
        return .fromPositionalArgument(number)
      }
      return .fromArgument
    }
    let start = i
    let number = decimalNumber(bytes, &i)
    return i > start ? .fixed(number) : nil
  }

  @inline(__always)
  private static func isFlag(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): true
    default: false
    }
  }

  /// The decimal number at `i` (0 when no digit is there), `i` moved past its digits. Capped at a
  /// million, so that no digit run overflows; no position, width or precision is that large.
  private static func decimalNumber<C: Collection>(_ bytes: C, _ i: inout Int) -> Int
  where C.Element == UInt8, C.Index == Int {
    var number = 0
    while i < bytes.endIndex, let digit = bytes[i].decimalDigitValue {
      number = min(number * 10 + digit, 1_000_000)
      i += 1
    }
    return number
  }

  /// `d i o u x X D U O e E f F g G a A c C s S p n @`.
  static func isConversion(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"),
      UInt8(ascii: "F"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"),
      UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "n"), UInt8(ascii: "@"):
      true
    default:
      false
    }
  }
}
