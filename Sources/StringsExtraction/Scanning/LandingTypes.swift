/// Answers "is a literal landing here a localized key?" from the declarations extraction sees.
///
/// The rule is the compiler's, simplified: the literal is extracted when the type its landing has
/// is `LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue` or an App
/// Intents type a literal becomes through one (`DisplayRepresentation`, `IntentDialog`), and no
/// overload takes it as a plain `String`.
struct LandingTypes {
  let declarations: any DeclaredTypes
  /// The answers of `isLocalizable(memoizing:)`: they depend on the declarations alone, so a
  /// scanning worker keeps them from file to file (`FileScanner.landingAnswers`).
  private(set) var answers: [LiteralLanding: Bool]

  init(declarations: any DeclaredTypes, answers: [LiteralLanding: Bool] = [:]) {
    self.declarations = declarations
    self.answers = answers
  }

  /// The types the landing may have, one per declaration or overload that fits, and whether
  /// they were found by name (a property, not a call), when all of them must agree.
  func types(of landing: LiteralLanding) -> (types: [SwiftType], byName: Bool) {
    switch landing {
    case .argument(let callee, let labels, let position, _):
      let types = declarations.argumentTypes(callee: callee, labels: labels, position: position)
      // A memberwise initialiser the index did not list: `Row(title: "…")` sets `Row`'s `title`.
      // Only a member of that type: a type the project does not declare (`NSMenuItem(title:)`,
      // any framework class) is no memberwise initialiser, and some other type's `title` says
      // nothing about this call.
      guard types.isEmpty, let label = labels[position], callee.first?.isUppercase == true else { return (types, false) }
      return (declarations.memberTypes(named: label, owner: callee), true)
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

  /// Whether a literal landing there is a localized key: for a call, by the compiler's overload
  /// ranking for literals (`SwiftType.literalIsLocalizable(among:)`); for a name, when every
  /// property of that name agrees (a name is not resolved to one scope, so only agreement is
  /// safe: `text` is a `LocalizedStringKey` in one view and a `String` in a `UILabel`).
  func isLocalizable(_ landing: LiteralLanding) -> Bool {
    // A `defaultValue:` is the value of the key the same call gives, never a key itself:
    // `.init(localized: "person.1.displayName", defaultValue: "Flowertail", table: …)` in a
    // `String` slot is `String(localized:defaultValue:table:)`, whose `defaultValue` is a
    // `String.LocalizationValue` (Mlem's preview names were added to its catalog as keys).
    if case .argument(_, let labels, let position, _) = landing, labels[position] == "defaultValue" { return false }
    let (types, byName) = types(of: landing)
    return byName ? !types.isEmpty && types.allSatisfy(\.isLocalizable) : SwiftType.literalIsLocalizable(among: types)
  }

  /// `isLocalizable(landing)`, each question asked of the index once per worker: files ask the
  /// same ones again and again (`print("…")`, `.font(…)`, `-> String { "" }`).
  mutating func isLocalizable(memoizing landing: LiteralLanding) -> Bool {
    let question = landing.question
    if let known = answers[question] { return known }
    let answer = isLocalizable(landing)
    answers[question] = answer
    return answer
  }
}

extension LiteralLanding {
  /// The landing without the position of its call: what the index is asked.
  fileprivate var question: LiteralLanding {
    switch self {
    case .argument(let callee, let labels, let position, _):
      .argument(callee: callee, labels: labels, position: position, call: 0)
    case .declared, .member: self
    case .element(let inner): .element(of: inner.question)
    case .value(let inner): .value(of: inner.question)
    }
  }
}
