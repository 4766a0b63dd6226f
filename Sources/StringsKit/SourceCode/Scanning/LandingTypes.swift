/// Answers "is a literal landing here a localized key?" from the declarations extraction sees.
///
/// The rule is the compiler's, simplified: the literal is extracted when one of the types its
/// landing may have is `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue`, or a type whose `init(stringLiteral:)` takes one
/// (`DisplayRepresentation`, `IntentDialog`). Overloads are not ranked: when a callee has both a
/// `String` and a `LocalizedStringKey` overload for the argument, Swift prefers the
/// `LocalizedStringKey` one for a literal, which "any overload" also picks.
struct LandingTypes {
  let declarations: any DeclaredTypes

  /// The types the landing may have, one per declaration or overload that fits, and whether
  /// they were found by name (a property, not a call), when all of them must agree.
  func types(of landing: LiteralLanding) -> (types: [SwiftType], byName: Bool) {
    switch landing {
    case .argument(let callee, let labels, let position, _):
      let types = declarations.argumentTypes(callee: callee, labels: labels, position: position)
      // A memberwise initialiser the index did not list: `Row(title: "…")` sets `title`.
      guard types.isEmpty, let label = labels[position], callee.first?.isUppercase == true else { return (types, false) }
      return (declarations.memberTypes(named: label), true)
    case .declared(let type):
      return ([type], false)
    case .member(let name):
      return (declarations.memberTypes(named: name), true)
    case .element(let collection):
      let outer = types(of: collection)
      return (outer.types.compactMap(\.arrayElement), outer.byName)
    case .value(let dictionary):
      let outer = types(of: dictionary)
      return (outer.types.compactMap(\.dictionaryValue), outer.byName)
    }
  }

  /// Whether a literal landing there is a localized key: any overload of a call that takes a
  /// localizable type, or every property of that name (a name is not resolved to one scope, so
  /// only agreement is safe: `text` is a `LocalizedStringKey` in one view and a `String` in a
  /// `UILabel`).
  func isLocalizable(_ landing: LiteralLanding) -> Bool {
    let (types, byName) = types(of: landing)
    return byName ? !types.isEmpty && types.allSatisfy(isLocalizable) : types.contains(where: isLocalizable)
  }

  /// `LocalizedStringKey` and its kin, or a type a literal initialises through one
  /// (`init(stringLiteral: LocalizedStringResource)`).
  private func isLocalizable(_ type: SwiftType) -> Bool {
    type.isLocalizable
      || declarations.argumentTypes(callee: type.unwrapped.spelling, labels: ["stringLiteral"], position: 0)
        .contains(where: \.isLocalizable)
  }
}
