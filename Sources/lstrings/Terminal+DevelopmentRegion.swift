import StringsKit

extension Terminal {
  /// The consumer of a library command run from the command line: its long steps shown on the
  /// progress line, and each development-region search's warnings on standard error, naming
  /// `flag`, which chooses a base instead, when the search falls back, so that the base is never
  /// chosen silently.
  static func consumer(baseChosenWith flag: String) -> CommandConsumer {
    CommandConsumer(
      step: { step, body in progress.run("\(step.verb) \(ProgressLine.count(step.count, step.noun))", body) },
      regionSearched: { err($0.commandLineWarnings(chosenWith: flag)) })
  }

  /// The project's development region, searched from `path` when no base is configured; every
  /// file that could not be used is a warning on standard error (see `consumer(baseChosenWith:)`).
  static func developmentRegion(
    from path: String, languages: Set<String>, configuredBase: String?, chosenWith flag: String = "--base"
  ) -> DevelopmentRegion? {
    DevelopmentRegion.search(
      from: path, languages: languages, configuredBase: configuredBase, consumer: consumer(baseChosenWith: flag))
  }
}
