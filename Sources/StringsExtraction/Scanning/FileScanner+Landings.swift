/// The runtime mode's second look at a Swift file: every literal no call form took is extracted
/// when the type it lands in is localizable (`LandingFinder`, `LandingTypes`).
extension FileScanner {
  /// Extracts the literals that land in localizable types, then puts all strings back in source
  /// order.
  mutating func extractLandedLiterals(declarations: any DeclaredTypes, list: SwiftTokenList) {
    let finder = LandingFinder(list: list)
    var types = LandingTypes(declarations: declarations, answers: landingAnswers)
    landingAnswers = [:]  // the only reference is now `types`': grown in place
    defer { landingAnswers = types.answers }
    let inactive = list.inactiveRanges()
    if !inactive.isEmpty { dropStrings(in: inactive) }
    let before = strings.count
    // Tokens come in source order: one walk along the sorted offsets the call forms took.
    let taken = self.taken.sorted()
    var nextTaken = 0
    for index in list.literals {
      let start = list[index].start
      while nextTaken < taken.count, taken[nextTaken] < start { nextTaken += 1 }
      guard nextTaken == taken.count || taken[nextTaken] != start,
        !inactive.contains(where: { $0.contains(start) }),
        let landing = finder.landing(ofLiteralAt: index), types.isLocalizable(memoizing: landing)
      else { continue }
      extractLanded(list[index], landing: landing, list: list)
    }
    if strings.count > before {
      strings.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
  }

  /// Removes the strings the call forms found in code the compiler never sees (`#if false`).
  private mutating func dropStrings(in ranges: [Range<Int>]) {
    let lines = ranges.map { location($0.lowerBound).line...location(max($0.lowerBound, $0.upperBound - 1)).line }
    strings.removeAll { string in lines.contains { $0.contains(string.location.line) } }
  }

  /// Adds the literal `token` that lands in `landing` as a key of `Localizable`.
  private mutating func extractLanded(_ token: SourceToken, landing: LiteralLanding, list: SwiftTokenList) {
    guard case .literal(let literal) = CallArgument.read([token], in: bytes) else { return }
    var key: [UInt8]
    var keySpelling: [UInt8]
    if literal.isInterpolated {
      key = formatKey(literal, notes: true)
      keySpelling = StringsEscaping.escapedBytes(StringsText(wtf8: key))
    } else {
      key = validated(literal.verbatimText(bytes).runtime, at: literal.offset)
      keySpelling = StringsEscaping.escaping(key)
    }
    // An empty key is kept: Xcode extracts `""` landing in a localizable type too.
    let keyText = StringsText(wtf8: key)
    let location = location(token.start)
    MalformedFormatCheck.check(key: keyText, value: nil, isInterpolated: literal.isInterpolated, at: location, into: &diagnostics)
    let comment = landingComment(landing, list: list)
    strings.append(
      ExtractedString(
        key: keyText, comment: comment, location: location, isInterpolated: literal.isInterpolated,
        routine: Self.routineName(landing), keySpelling: String(decoding: keySpelling, as: UTF8.self)))
  }

  /// The `comment:` literal of the call an argument lands in, if it has one.
  private func landingComment(_ landing: LiteralLanding, list: SwiftTokenList) -> String? {
    guard case .argument(_, _, _, let open) = landing, list.partner[open] > open else { return nil }
    var k = open + 1
    while k + 2 < list.partner[open] {
      if list.enclosing[k] == open, list.isWord(k, "comment"), list[k + 1].kind == .colon,
        case .literal(let literal) = CallArgument.read(list.tokens[(k + 2)...(k + 2)], in: bytes)
      {
        let text = literal.verbatimText(bytes).runtime
        return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
      }
      k += 1
    }
    return nil
  }

  /// How results name what took the literal (`SettingsRow`, `LocalizedStringKey`, `title`).
  static func routineName(_ landing: LiteralLanding) -> String {
    switch landing {
    case .argument(let callee, _, _, _): callee
    case .declared(let type): type.spelling
    case .member(let name): name
    case .element(let inner), .value(let inner): routineName(inner)
    }
  }
}
