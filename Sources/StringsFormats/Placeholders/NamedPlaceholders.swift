/// Xcode 26's *expressive format specifiers*: `%(count)lld`, a placeholder that names its
/// argument. Xcode writes them in String Catalogs and derives the generated symbol's argument
/// labels from them (`"%(count)lld landmarks"` → `LocalizedStringResource.landmarks(count:)`, Xcode
/// 26 release notes), so a translation refers to an argument by name, in any order.
///
/// `String(format:)` knows no `%(name)` form: the runtime's tables must hold positions instead.
/// The symbol passes its arguments in the order their names first appear in the source
/// language's value, so `%(name)spec` becomes `%N$spec`, N being that order (see
/// `positional(_:order:)`; docs/catalogs.md says what is confirmed about Xcode's own output).
package enum NamedPlaceholders {
  /// The index of the `)` that closes a name starting at `start`, or nil when the name is empty
  /// or a byte a name cannot hold (anything but ASCII letters, digits, `_` and non-ASCII bytes,
  /// which Swift identifiers allow) comes first.
  package static func nameEnd<C: Collection>(_ bytes: C, from start: Int) -> Int? where C.Element == UInt8, C.Index == Int {
    let stop = nameStop(bytes, from: start)
    return stop > start && stop < bytes.endIndex && bytes[stop] == UInt8(ascii: ")") ? stop : nil
  }

  /// Where the name bytes starting at `start` end: at its `)`, or at the byte that cannot be part
  /// of a name (what an unclosed `%(` is reported up to).
  package static func nameStop<C: Collection>(_ bytes: C, from start: Int) -> Int where C.Element == UInt8, C.Index == Int {
    var i = start
    while i < bytes.endIndex, isNameByte(bytes[i]) { i += 1 }
    return i
  }

  @inline(__always)
  package static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      true
    default: false
    }
  }

  /// The distinct names of `text`'s named placeholders, in the order they first appear: the
  /// argument order of the symbol Xcode generates when `text` is the source language's value.
  package static func order(of text: String) -> [String] {
    let bytes = Array(text.utf8)
    var names: [String] = []
    FormatString.scan(bytes) { token in
      guard case .specifier(let specifier) = token, let name = specifier.name else { return }
      let spelled = String(decoding: bytes[name], as: UTF8.self)
      if !names.contains(spelled) { names.append(spelled) }
    }
    return names
  }

  /// `text` with each `%(name)spec` written `%N$spec`, N the name's 1-based place in `order`;
  /// nil when `text` names an argument `order` lacks (the code passes no such argument), and
  /// `text` itself when it has no named placeholder.
  package static func positional(_ text: String, order: [String]) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.contains(UInt8(ascii: "(")) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 4)
    var cursor = 0
    var unknown = false
    FormatString.scan(bytes) { token in
      guard case .specifier(let specifier) = token, let name = specifier.name else { return }
      let spelled = String(decoding: bytes[name], as: UTF8.self)
      guard let index = order.firstIndex(of: spelled) else {
        unknown = true
        return
      }
      out += bytes[cursor..<specifier.range.lowerBound]
      out += Array("%\(index + 1)$".utf8)
      // What follows the name: flags, width, precision, length and conversion, as written.
      out += bytes[(name.upperBound + 1)..<specifier.range.upperBound]
      cursor = specifier.range.upperBound
    }
    guard !unknown else { return nil }
    if cursor == 0 { return text }
    out += bytes[cursor...]
    return String(decoding: out, as: UTF8.self)
  }
}
