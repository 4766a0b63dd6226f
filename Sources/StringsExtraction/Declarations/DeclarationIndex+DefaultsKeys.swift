/// The Defaults package's keys (`extension Defaults.Keys { static let count = Key<Int>(…) }`) and
/// the `@Default(.count)` properties that read them: the value a view interpolates is the key's
/// `Value` (`%lld` for `Key<Int>`), never the key itself.
extension DeclarationIndex {
  /// The type a name declared by `declaration` has as a value: its declared type; for a
  /// `@Default(.key)` property without one, the `Value` its keys agree on; nil for a key itself
  /// (`Key<Int>` is not a value a text shows, so it does not compete with the wrapped property
  /// of the same name) and when nothing is known.
  func valueType(of declaration: Declaration) -> SwiftType? {
    if let type = declaration.type { return Self.defaultsKeyValue(type) == nil ? type : nil }
    guard let key = declaration.defaultsKey else { return nil }
    let values = references(named: key).compactMap { $0.type.flatMap(Self.defaultsKeyValue) }
    guard let value = values.first, values.allSatisfy({ $0 == value }) else { return nil }
    return value
  }

  /// `Value` of `Key<Value>` or `Defaults.Key<Value>`; nil for any other type.
  static func defaultsKeyValue(_ type: SwiftType) -> SwiftType? {
    let spelling = type.spelling
    for prefix in ["Key<", "Defaults.Key<"] where spelling.hasPrefix(prefix) && spelling.hasSuffix(">") {
      let inner = spelling.dropFirst(prefix.count).dropLast()
      return inner.isEmpty ? nil : SwiftType(spelling: String(inner))
    }
    return nil
  }
}
