extension StringsExtractor {
  /// The code below `sources` read as `extract` and `merge --from-sources` read it: the files
  /// found (directories walked; with `checkingNamedSources`, a named file that is not a source is
  /// refused), then read as one step of `consumer`. Throws `FileEnumerator.MissingPath` for a
  /// path that does not exist.
  package static func extract(
    sources: [String], checkingNamedSources: Bool, scan: ScanOptions, options: ExtractionOptions,
    consumer: CommandConsumer
  ) throws -> Report {
    let files = try FileEnumerator.files(
      in: sources, extensions: SourceLanguage.fileExtensions, checkingNamedSources: checkingNamedSources,
      bundles: scan.bundleExtensions)
    return try consumer.run(CommandStep("reading", files.count, "source file")) {
      try extract(files: files, scan: scan, options: options)
    }
  }
}
