extension LandingTypes {
  /// The declared types of a landing found by name when they disagree on whether a literal there
  /// is a key (`title = "…"` where one type's `title` is a `LocalizedStringKey` and another's a
  /// `String`): the compiler knows which one the code assigns, lstrings does not. Nil when the
  /// declarations decide (they agree, or the landing is a call's, ranked as the compiler ranks
  /// overloads).
  func undecidedTypes(_ landing: LiteralLanding) -> [SwiftType]? {
    // Only a name can have several declarations that disagree; a call's overloads are ranked.
    switch landing {
    case .member: break
    case .argument(let callee, let labels, let position, _) where callee == LandingFinder.unseenInitializer:
      // `.init("…")` of a type lstrings cannot see: undecided when some initialiser takes the
      // literal as a key (the compiler knows the type; any initialiser would be a guess).
      let types = declarations.argumentTypes(callee: "init", labels: labels, position: position)
      guard SwiftType.literalIsLocalizable(among: types) else { return nil }
      var seen = Set<String>()
      return types.filter { seen.insert($0.unwrapped.spelling).inserted }
    case .argument(let callee, let labels, let position, _):
      guard labels[position] != nil, callee.first?.isUppercase == true else { return nil }
    case .declared, .element, .value: return nil
    }
    let (types, byName) = types(of: landing)
    guard byName, types.contains(where: \.isLocalizable), !types.allSatisfy(\.isLocalizable) else { return nil }
    return types
  }
}

extension FileScanner {
  /// A literal whose landing the declarations do not decide: not extracted (a guess would add a
  /// key, or leave one out and let a sync mark its entry stale), and said at its line with the
  /// key, so that a catalog sync leaves that key's entry as it is (`CodeCatalogSync`).
  mutating func warnUndecided(_ token: SourceToken, landing: LiteralLanding, types: [SwiftType]) {
    guard case .literal(let literal) = CallArgument.read([token], in: bytes) else { return }
    let key = literal.isInterpolated ? formatKey(literal, notes: false) : literal.verbatimText(bytes).runtime
    let name = Self.routineName(landing)
    diagnostics.append(
      StringsDiagnostic(
        severity: .warning, ruleID: DiagnosticKind.undecidedKey.id,
        message: ExtractMessage.undecided(name, types: types.map(\.spelling)), location: location(token.start),
        key: String(decoding: key, as: UTF8.self)))
  }
}
