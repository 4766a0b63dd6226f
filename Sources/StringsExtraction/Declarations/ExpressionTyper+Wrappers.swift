/// Values read through a property wrapper's projection or a binding: `$count.wrappedValue` and
/// `binding.wrappedValue` are the wrapped value, `Int` for a `@State var count: Int` or a
/// `Binding<Int>`, so `%lld`, not the `%@` an unknown member would get.
extension ExpressionTyper {
  /// Wrapper types whose `wrappedValue` is their generic argument.
  static let valueWrappers = ["Binding", "State", "Published", "ObservedObject", "FocusState", "SceneStorage", "AppStorage"]

  /// The typing of `receiver.wrappedValue` (the last component of `chain`); nil when the chain
  /// is not one, or the receiver's type is not known.
  func wrappedValueTyping(_ chain: ArraySlice<Component>) -> Typing? {
    guard chain.count >= 2, let last = chain.last, last.name == "wrappedValue", last.callLabels == nil,
      !last.isSubscript
    else { return nil }
    var receiver = chain.dropLast()
    let projected = receiver[receiver.endIndex - 1]
    if projected.name.hasPrefix("$"), projected.name.count > 1, projected.callLabels == nil {
      // `$count` projects `count`'s storage: its wrapped value is what `count` reads.
      receiver[receiver.endIndex - 1].name = String(projected.name.dropFirst())
      let typing = member(receiver)
      if case .unknown = typing { return nil }
      return typing
    }
    guard case .type(let type) = member(receiver), let value = Self.wrappedValue(of: type) else { return nil }
    return .type(value)
  }

  /// Whether a typing is a Defaults key (`static let count = Key<Int>(…)` in the same file as the
  /// `@Default(.count) var count` a view interpolates): the key is never the value shown, so the
  /// declarations decide (`DeclarationIndex.valueType(of:)`).
  static func isDefaultsKey(_ typing: Typing) -> Bool {
    guard case .type(let type) = typing else { return false }
    return DeclarationIndex.defaultsKeyValue(type) != nil
  }

  /// `T` of `Binding<T>` (and the other wrappers of `valueWrappers`); nil for any other type.
  static func wrappedValue(of type: SwiftType) -> SwiftType? {
    let spelling = type.unwrapped.spelling
    for wrapper in valueWrappers where spelling.hasPrefix(wrapper + "<") && spelling.hasSuffix(">") {
      let inner = spelling.dropFirst(wrapper.count + 1).dropLast()
      return inner.isEmpty ? nil : SwiftType(spelling: String(inner))
    }
    return nil
  }
}
