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

  /// The types the landing may have, one per declaration or overload that fits.
  func types(of landing: LiteralLanding) -> [SwiftType] {
    switch landing {
    case .argument(let callee, let labels, let position, _):
      let types = declarations.argumentTypes(callee: callee, labels: labels, position: position)
      // A memberwise initialiser the index did not list: `Row(title: "…")` sets `title`.
      guard types.isEmpty, let label = labels[position], callee.first?.isUppercase == true else { return types }
      return declarations.memberTypes(named: label)
    case .declared(let type):
      return [type]
    case .member(let name):
      return declarations.memberTypes(named: name)
    case .element(let collection):
      return types(of: collection).compactMap(\.arrayElement)
    case .value(let dictionary):
      return types(of: dictionary).compactMap(\.dictionaryValue)
    }
  }

  /// Whether a literal landing there is a localized key.
  func isLocalizable(_ landing: LiteralLanding) -> Bool {
    types(of: landing).contains { type in
      type.isLocalizable
        || declarations.argumentTypes(callee: type.unwrapped.spelling, labels: ["stringLiteral"], position: 0)
          .contains(where: \.isLocalizable)
    }
  }
}
