extension LintReport.Comparison {
  /// The language folder that may be the real base when `Base.lproj` was taken only because
  /// nothing said otherwise (`en` or `English` beside it, no development region found): a
  /// `Base.lproj` left over from before a project moved to `en.lproj` is stale, and comparing
  /// with it reports most keys as obsolete. Nil when the base was chosen for a reason.
  package var possibleBaseBesideStaleBase: String? {
    guard baseSource == .fallbackOrder, base?.language == "Base" else { return nil }
    return translations.first { ["en", "English"].contains($0) }
  }
}
