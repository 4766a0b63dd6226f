import StringsKit

extension LintReport {
  /// What `lint --verbose` prints: for each table, the base language chosen, where that came
  /// from, and the languages compared with it; with `--base` where it helps to give one.
  func verboseComparisons(configuredBase: String?) -> String {
    comparisons.map { comparison in
      let name = comparison.group.description
      guard let base = comparison.base else {
        let reason =
          configuredBase.map { "it has no \($0).lproj (--base \($0))" }
          ?? "it has none of \(TableGroup.defaultBaseCandidates.map { $0 + ".lproj" }.joined(separator: ", ")); choose one with --base"
        return "\(name): no base language, \(reason); per-file checks only\n"
      }
      let how =
        comparison.baseSource?.commandLineDescription(configuredBy: "--base") ?? (configuredBase != nil ? "from --base" : "")
      let caution =
        comparison.possibleBaseBesideStaleBase.map {
          "; \($0).lproj also exists and no development region was found: if Base.lproj is stale, pass --base \($0)"
        } ?? ""
      let others =
        comparison.translations.isEmpty
        ? "no other language" : "compared with " + comparison.translations.joined(separator: ", ")
      return "\(name): base \(base.language ?? base.path) (\(how)\(caution)), \(others)\n"
    }.joined()
  }
}
