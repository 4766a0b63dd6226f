/// How a translation's named placeholders (`%(count)lld`) differ from the base's, for
/// `placeholder-mismatch`: Xcode passes their arguments by name, so the names must be the same
/// (in any order) and each read as the same family of type.
enum NamedPlaceholderDifference {
  static func differences(
    _ format: PlaceholderSummary, in text: StringsText, base: PlaceholderSummary,
    in baseText: StringsText, baseLanguage: String
  ) -> [String] {
    guard !format.named.isEmpty || !base.named.isEmpty else { return [] }
    var baseSlots: [String: PlaceholderSummary.Slot] = [:]
    for named in base.named where baseSlots[named.name] == nil { baseSlots[named.name] = named.slot }
    var result: [String] = []
    var seen: Set<String> = []
    for named in format.named where seen.insert(named.name).inserted {
      let spelling = PlaceholderSummary.spelling(named.slot, in: text)
      guard let expected = baseSlots[named.name] else {
        result.append(
          "'\(spelling)' names an argument '\(named.name)' that \(baseLanguage) does not have (the code passes no such argument)")
        continue
      }
      if expected.family != named.slot.family {
        result.append(
          "'\(spelling)' reads '\(named.name)' as \(named.slot.family) where \(baseLanguage)'s '\(PlaceholderSummary.spelling(expected, in: baseText))' reads \(expected.family)"
        )
      }
    }
    for named in base.named where !seen.contains(named.name) {
      seen.insert(named.name)
      result.append(
        "\(baseLanguage)'s argument '\(named.name)' ('\(PlaceholderSummary.spelling(named.slot, in: baseText))') is not shown")
    }
    return result
  }
}
