/// `lstrings lint` as the library runs it: the settings resolved once (settings file, the front
/// end's settings on top, the rules and the reporter they select), and the code scanned only when
/// an enabled rule compares the tables with it. The front end prints the results and names its
/// own flags; nothing here does.
package struct LintRun: Sendable {
  /// The settings file's settings with the front end's on top.
  public var settings: LintConfiguration
  /// The settings file read; nil when none was found or given.
  public var settingsFile: String?
  /// The linter the settings select (its development region is the caller's to set).
  public var linter: Linter
  /// The reporter: the front end's when it names one, else the settings file's, else xcode.
  public var format: ReportFormat

  /// Resolves the settings of a run over `paths`: `settingsFile` (else the nearest
  /// `.lstrings.json` above the first path), `commandLine` on top, `reporter` over both. The
  /// reporter is a value, not a name: a front end that parsed one never spells it back.
  /// Throws for a malformed settings file, an unknown rule or an unknown reporter name.
  public init(
    paths: [String], settingsFile: String?, commandLine: LintConfiguration, reporter: ReportFormat? = nil
  ) throws(LintConfiguration.Problem) {
    (settings, self.settingsFile) = try LintConfiguration.resolve(
      paths: paths, settingsFile: settingsFile, commandLine: commandLine)
    linter = try Linter(configuration: settings)
    if let reporter {
      format = reporter
    } else {
      format = try settings.reportFormat()
    }
  }

  /// Whether a rule that compares the base tables with the code runs: only then is a scan of
  /// the sources worth its cost (on a large tree it costs more than the lint itself).
  public var comparesWithCode: Bool {
    !settings.sources.isEmpty
      && LintRules.all.contains { $0.description.scope == .sources && linter.enabledRules.contains($0.description.id) }
  }

  /// The keys the code uses, when `comparesWithCode`; else nil, and no file is read. Throws
  /// `FileEnumerator.MissingPath` for a source path that does not exist.
  public func codeUsage() throws -> CodeUsage? {
    comparesWithCode ? try CodeUsage.scan(settings.sources) : nil
  }
}
