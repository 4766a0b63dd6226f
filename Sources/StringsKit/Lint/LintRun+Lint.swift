extension LintRun {
  /// What `lint(_:allowsEmpty:consumer:)` found: the report, and the project it read.
  package struct Outcome: Sendable {
    package var report: LintReport
    package var project: LocalizationProject
  }

  /// `lstrings lint` over `paths`, the whole run in the library's order: the code scanned (when
  /// a rule compares with it), the tables found, the project's development region searched from
  /// the first path (unless a base is configured), its deployment targets read, then every table
  /// checked. Nil when no table is found and `allowsEmpty` is false: nothing was checked, which
  /// must not read as a pass. Throws `FileEnumerator.MissingPath` for a path that does not exist.
  package mutating func lint(_ paths: [String], allowsEmpty: Bool, consumer: CommandConsumer) throws -> Outcome? {
    let usage = try codeUsage()
    let project = try LocalizationProject.discover(paths)
    if project.isEmpty, !allowsEmpty { return nil }
    linter.developmentRegion = DevelopmentRegion.search(
      from: paths[0], languages: project.languages, configuredBase: settings.base, consumer: consumer)
    linter.deploymentTargets = DeploymentTargets.find(from: paths[0])
    let report = consumer.run(CommandStep("checking", project.allPaths.count, "file")) { [linter] in
      linter.lint(project, usage: usage)
    }
    return Outcome(report: report, project: project)
  }
}
