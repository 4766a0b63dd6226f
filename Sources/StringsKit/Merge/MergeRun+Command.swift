extension MergeRun {
  /// What `lstrings merge` asks for (without `--into`): the keys the code at `fromSources` uses
  /// merged into the base folder `output`, and each of `translations` brought up to date with
  /// the base folder `base`, else `output`, else the one `MergePlan.chooseBase` picks.
  package struct Request: Sendable {
    package var fromSources: [String]
    package var output: String?
    package var translations: [String]
    package var base: String?

    package init(fromSources: [String], output: String?, translations: [String], base: String?) {
      self.fromSources = fromSources
      self.output = output
      self.translations = translations
      self.base = base
    }
  }

  /// What the run did: a report per file, and the base folder the translations were compared
  /// with when it was chosen here (nil when given, or when no translation was merged).
  package struct Outcome: Sendable {
    package var reports: [FileReport]
    package var chosenBase: (folder: String, choice: BaseLanguage)?
  }

  /// No base folder could be chosen for `translations`: none is or holds a folder of the
  /// development region, Base, en or English.
  package struct NoBase: Error {
    package var translations: [String]
  }

  /// `lstrings merge` in the library's order: the code read and its keys merged into `output`
  /// (its findings to `consumer` before anything else is decided), then the base chosen (the
  /// development region searched from the first translation), then the translations merged.
  /// Throws `FileEnumerator.MissingPath` for a source path that does not exist,
  /// `MergePlan.PlanError` for translations that cannot be paired with the base, ``NoBase``.
  package func run(_ request: Request, consumer: CommandConsumer) throws -> Outcome {
    var outcome = Outcome(reports: [], chosenBase: nil)
    if let output = request.output {
      let extracted = try StringsExtractor.extract(
        sources: request.fromSources, checkingNamedSources: true, scan: ScanOptions(),
        options: ExtractionOptions(isQuiet: true), consumer: consumer)
      consumer.diagnostics(extracted.diagnostics)
      outcome.reports += run(extracted: extracted.tables, into: output)
    }
    // With a dry run and code to read, the translations are compared with the base on disk.
    guard !request.translations.isEmpty else { return outcome }
    let base: String
    if let given = request.base ?? request.output {
      base = given
    } else {
      let translations = request.translations
      let region = DevelopmentRegion.search(
        from: translations[0], languages: MergePlan.languages(translations: translations), configuredBase: nil,
        consumer: consumer)
      guard let chosen = MergePlan.chooseBase(translations: translations, developmentRegion: region) else {
        throw NoBase(translations: translations)
      }
      outcome.chosenBase = chosen
      base = chosen.folder
    }
    let targets = try MergePlan.targets(base: base, translations: request.translations)
    outcome.reports += consumer.run(CommandStep("merging", targets.count, "table")) { run(targets) }
    return outcome
  }
}
