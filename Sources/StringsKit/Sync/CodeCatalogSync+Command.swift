extension CodeCatalogSync {
  /// What `run(_:skippedTables:to:sourceLanguage:isDryRun:consumer:)` did.
  package struct Outcome: Sendable {
    /// The keys the code gives each table, and the summary of the extraction.
    package var sync: CodeCatalogSync
    /// What became of each catalog.
    package var result: Result
    /// The sourceLanguage of a catalog the run creates, and where it came from.
    package var sourceLanguage: BaseLanguage
  }

  /// `extract -o X.xcstrings` once the code is read: the keys of `report` (but `skippedTables`)
  /// synced into the catalogs of `destination`. The extraction's findings, and a warning when a
  /// source could not be read (then nothing is deleted), go to `consumer` first; a catalog the
  /// run creates gets `sourceLanguage`, else the project's development region (searched from the
  /// destination, the search to `consumer`), else the default.
  package static func run(
    _ report: StringsExtractor.Report, skippedTables: Set<String>, to destination: CatalogFileSync.Destination,
    sourceLanguage: String?, isDryRun: Bool, consumer: CommandConsumer
  ) -> Outcome {
    let sync = CodeCatalogSync(report, skippedTables: skippedTables)
    consumer.diagnostics(sync.diagnostics)
    if let warning = sync.unreadableSourcesWarning { consumer.warning(warning) }
    let region =
      sourceLanguage == nil
      ? DevelopmentRegion.search(from: destination.path, languages: [], configuredBase: nil, consumer: consumer) : nil
    let choice = BaseLanguage.newCatalogSourceLanguage(configured: sourceLanguage, developmentRegion: region)
    let result = sync.run(destination, sourceLanguage: choice.language, isDryRun: isDryRun)
    return Outcome(sync: sync, result: result, sourceLanguage: choice)
  }
}
