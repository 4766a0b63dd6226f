extension LocalizedBundle {
  /// One preference list per localization, `Base` left out (no user prefers it): what a lookup
  /// compares when no language is asked for.
  package var eachLocalizationAlone: [[String]] {
    localizations.filter { $0 != "Base" }.map { [$0] }
  }
}

extension FormatArguments {
  /// The arguments a lookup formats with, or nil when none is given (the string is shown as the
  /// table holds it, placeholders and all, rather than formatted with nothing).
  package init?(given numbers: [FormatNumber], texts: [String]) {
    guard !numbers.isEmpty || !texts.isEmpty else { return nil }
    self.init(numbers: numbers, texts: texts)
  }
}
