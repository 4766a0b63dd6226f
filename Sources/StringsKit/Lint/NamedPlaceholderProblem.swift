/// What `invalid-placeholder` says about a value's named placeholders (`%(count)lld`): mixed
/// with unnamed ones, or one name read as two types. A `%(` never closed is an invalid token of
/// the scanner, reported with the other malformed `%`s.
enum NamedPlaceholderProblem: Sendable, Hashable, CustomStringConvertible {
  /// `%(count)lld of %1$@`: no argument order serves both.
  case mixed(named: String, unnamed: String)
  /// `%(n)lld … %(n)@`: the code passes one argument, which cannot be both.
  case twoTypes(name: String, first: String, second: String)

  var description: String {
    switch self {
    case .mixed(let named, let unnamed):
      "mixes named ('\(named)') and unnamed ('\(unnamed)') placeholders: Xcode passes the arguments of a named format by name only; name them all"
    case .twoTypes(let name, let first, let second):
      "reads the argument named '\(name)' as two types ('\(first)' and '\(second)'); the code passes one value"
    }
  }

  /// The problems of a scanned value, in text order.
  static func problems(of summary: PlaceholderSummary, in text: StringsText) -> [NamedPlaceholderProblem] {
    guard !summary.named.isEmpty else { return [] }
    var result: [NamedPlaceholderProblem] = []
    if summary.mixesNamedAndUnnamed {
      let unnamed = FormatString(text).specifiers.first { $0.name == nil }
      result.append(
        .mixed(
          named: PlaceholderSummary.spelling(summary.named[0].slot, in: text),
          unnamed: unnamed.map {
            String(decoding: text.utf8.dropFirst($0.range.lowerBound).prefix($0.range.count), as: UTF8.self)
          } ?? "*"))
    }
    var first: [String: PlaceholderSummary.Slot] = [:]
    var reported: Set<String> = []
    for named in summary.named {
      guard let earlier = first[named.name] else {
        first[named.name] = named.slot
        continue
      }
      if earlier.family != named.slot.family, reported.insert(named.name).inserted {
        result.append(
          .twoTypes(
            name: named.name, first: PlaceholderSummary.spelling(earlier, in: text),
            second: PlaceholderSummary.spelling(named.slot, in: text)))
      }
    }
    return result
  }
}
