/// Names and calls typed from the file's hints and the project's declarations, with the reason
/// when they do not tell.
extension ExpressionTyper {
  /// The last member of `chain` (or a lone name): the file's own hints first (a local is nearer
  /// than any member elsewhere), then the project's declarations, then the members the standard
  /// library fixes.
  func member(_ chain: ArraySlice<Component>) -> Typing {
    guard let last = chain.last else { return .unknown(reason: "the interpolation is empty") }
    let name = last.name
    if let specifier = hints.specifier(of: Substring(name)) { return typing(ofSpecifier: specifier) }
    let declared = declarations?.memberTypes(named: name) ?? []
    if let agreed = agreeing(declared) { return .type(agreed) }
    if Self.integerMembers.contains(name) { return .type(Self.int) }
    if Self.textMembers.contains(name) { return .type(Self.string) }
    return .unknown(reason: reason(for: name, declared: declared))
  }

  /// A call `name(labels…)` at the end of `chain`.
  func call(_ name: String, labels: [String?], in chain: [Component]) -> Typing {
    if chain.count == 1, let specifier = InterpolationSpecifier.byType[name] {
      return typing(ofSpecifier: specifier, spelling: name)  // `Int(x)`, `Double(x)`, `Text(…)`
    }
    if chain.count > 1 {
      if Self.textMethods.contains(name) { return .type(Self.string) }
      if Self.sameTypeMethods.contains(name) { return member(chain.dropLast()[...]) }
      if Self.integerMethods.contains(name) { return .type(Self.int) }
    }
    let results = declarations?.resultTypes(callee: name, labels: labels) ?? []
    if let agreed = agreeing(results) { return .type(agreed) }
    if chain.count == 1, let first = name.unicodeScalars.first, first.properties.isUppercase {
      return .type(SwiftType(spelling: name))  // an initialiser: `Measurement(…)`
    }
    let signature = "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    return .unknown(reason: reason(for: signature, declared: results))
  }

  /// The one type `types` agree on, by specifier (`Int` and `Int?` agree; `Int` and `String`
  /// do not); nil when none or several.
  func agreeing(_ types: [SwiftType]) -> SwiftType? {
    guard let first = types.first else { return nil }
    let specifier = first.interpolationSpecifier
    return types.allSatisfy { $0.interpolationSpecifier == specifier } ? first.unwrapped : nil
  }

  /// Where lstrings looked for `name`, for the note.
  func reason(for name: String, declared: [SwiftType]) -> String {
    guard declarations != nil else { return "'\(name)' is not declared with a visible type in this file" }
    if declared.isEmpty {
      return "'\(name)' is declared in no file of the project (or without a type lstrings can read)"
    }
    let types = declared.map(\.spelling).joined(separator: ", ")
    return "'\(name)' has several declarations with different types (\(types))"
  }

  /// A typing from one of `TypeHints`' specifiers.
  func typing(ofSpecifier specifier: String, spelling: String? = nil) -> Typing {
    if let spelling { return .type(SwiftType(spelling: spelling)) }
    switch specifier {
    case "%lld": return .type(Self.int)
    case "%lf": return .type(Self.double)
    case "%@": return .type(Self.string)
    default:
      let name = InterpolationSpecifier.byType.first { $0.value == specifier }?.key ?? "String"
      return .type(SwiftType(spelling: name))
    }
  }
}
