import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "lint",
      abstract:
        "Check an app's strings: .strings, .stringsdict and String Catalogs, each language against the base.",
      discussion: """
        Reads files exactly as the runtime does. Finds every *.lproj folder and every \
        *.xcstrings String Catalog below PATH. .lproj tables are grouped by bundle and name and \
        each language is compared with the base language: --base; otherwise the project's \
        development region (developmentRegion in the nearest .xcodeproj above PATH, else \
        CFBundleDevelopmentRegion in an Info.plist, else defaultLocalization in Package.swift) \
        when the table has it; otherwise Base, then en, then English. A catalog's languages are compared with its sourceLanguage. Checks: missing and \
        obsolete keys, placeholders that differ (a crash in String(format:)), duplicates, empty \
        values; in catalogs also units that need review, stale entries and substitutions; in \
        catalogs and .stringsdict files, plural forms against CLDR's rules for the language (a \
        Russian entry without 'few' shows "2 файлов"). Files outside .lproj folders get the \
        per-file checks. `lstrings lint --list-rules` shows every rule; docs/lint-rules.md \
        explains them.

        Settings can also live in .lstrings.json (the nearest one above the first PATH, or \
        --config FILE), with the fields enable, disable, strict, base, reporter, sources, \
        baseline; flags win.

        Examples:
          lstrings lint                          # the app in this directory
          lstrings lint Resources --strict       # warnings fail the build
          lstrings lint Localizable.xcstrings    # one String Catalog
          lstrings lint --reporter github .      # GitHub Actions annotations
          lstrings lint --sources Sources .      # unused and undefined keys
          lstrings lint --enable untranslated --disable obsolete-key .
          lstrings lint --reporter json . | jq '.[] | .rule' | sort | uniq -c
          lstrings lint --write-baseline lstrings-baseline.json .   # accept today's findings
          lstrings lint --baseline lstrings-baseline.json .         # then fail only on new ones

        Exit status: 0 clean, 1 errors found (or warnings, with --strict, or no table found \
        without --allow-empty), 64 usage error.
        """
    )

    @Argument(help: "Folders to search for *.lproj tables and *.xcstrings catalogs, or such files.")
    var paths: [String] = ["."]

    @Option(help: "Output format (default: xcode).")
    var reporter: ReportFormat?

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(
      name: .customLong("enable"),
      help: ArgumentHelp("Also run this rule (repeatable, or comma-separated).", valueName: "rule"))
    var enabled: [String] = []

    @Option(
      name: .customLong("disable"),
      help: ArgumentHelp(
        "Do not run this rule (repeatable, or comma-separated).", valueName: "rule"))
    var disabled: [String] = []

    @Option(
      help: ArgumentHelp(
        "The language the others are compared with (default: the project's development region, else Base, then en, then English).",
        valueName: "lang"))
    var base: String?

    @Option(
      name: .customLong("sources"),
      help: ArgumentHelp(
        "Swift/Objective-C sources to compare the base tables with: unused-key, undefined-key (repeatable).",
        valueName: "path"))
    var sources: [String] = []

    @Option(
      help: ArgumentHelp(
        "Settings file (default: the nearest .lstrings.json above the first path).",
        valueName: "file"))
    var config: String?

    @Flag(name: .shortAndLong, help: "Print only the findings, no summary.")
    var quiet = false

    @Flag(
      name: .shortAndLong,
      help: "Also say which settings file and base language each table used (stderr).")
    var verbose = false

    @Flag(help: "Exit 0 when no table is found (by default that is an error: nothing was checked).")
    var allowEmpty = false

    @Flag(
      help: "List the rules with their ids, severities and whether they run by default, then exit.")
    var listRules = false

    @Option(
      help: ArgumentHelp(
        "Report only findings this baseline does not hold; the ones it holds that are gone are noted as fixed (docs/lint.md).",
        valueName: "file"))
    var baseline: String?

    @Option(
      help: ArgumentHelp(
        "Record every finding of this run in a baseline file (by rule, file, key, language and form; not by line).",
        valueName: "file"))
    var writeBaseline: String?

    /// The baseline `validate()` read.
    var acceptedFindings: LintBaseline?

    /// The settings `validate()` resolved, so that `run()` does not read them again.
    var resolved: LintRun?

    /// The arguments: `resolved` is not one.
    private enum CodingKeys: String, CodingKey {
      case paths, reporter, strict, enabled, disabled, base, sources, config, quiet, verbose, allowEmpty, listRules
      case baseline, writeBaseline
    }

    mutating func validate() throws {
      // Unknown rules and reporters, here or in the settings file, are usage errors (exit 64).
      guard !listRules else { return }
      for path in paths where !FileManager.default.fileExists(atPath: path) {
        throw ValidationError("no such file or directory: \(path)")
      }
      resolved = try resolve()
      acceptedFindings = try readBaseline()
    }

    /// The settings file with the flags on top, and what they select (a problem is a usage error).
    private func resolve() throws -> LintRun {
      try Terminal.usage { () throws(LintConfiguration.Problem) in
        try LintRun(paths: paths, settingsFile: config, commandLine: commandLineSettings, reporter: reporter)
      }
    }

    /// The base language the run compares with when the settings name one (`--base` or the
    /// settings file's `base`); known once the command is parsed.
    var configuredBase: String? { resolved?.settings.base }

    func run() throws {
      if listRules { return Terminal.out(RuleCatalog.list(sourcesOption: "--sources")) }
      var run = try resolved ?? resolve()
      let consumer = Terminal.consumer(baseChosenWith: "--base")
      guard let outcome = try Terminal.missingPathIsUsage({ try run.lint(paths, allowsEmpty: allowEmpty, consumer: consumer) })
      else {
        Terminal.err(
          "error: no .strings, .stringsdict or .xcstrings file under \(paths.joined(separator: ", ")): nothing was checked (--allow-empty accepts this)\n"
        )
        throw ExitCode.failure
      }
      let (report, project) = (outcome.report, outcome.project)
      let (shown, baselineSummary) = try applyBaseline(to: report, settings: run.settings)
      let workspace = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"]
      Terminal.out(Terminal.colored(run.format.render(shown.diagnostics, workspace: workspace)))
      if verbose { Terminal.err(verboseText(report, run: run, project: project)) }
      if !quiet { Terminal.err(shown.summary + (baselineSummary.map { "; " + $0 } ?? "") + "\n") }
      if shown.fails(strict: run.settings.strict) { throw ExitCode.failure }
    }

    /// What `--verbose` adds: the settings file, each table's base, what was not fully checked.
    private func verboseText(_ report: LintReport, run: LintRun, project: LocalizationProject) -> String {
      "settings: \(run.settingsFile ?? "none (no \(LintConfiguration.fileName) found)")\n"
        + report.verboseComparisons(configuredBase: run.settings.base)
        + project.skipDescription(skippedFolders: FileEnumerator.skippedFolders(in: paths))
    }

    /// The flags as settings, to put over the settings file's.
    var commandLineSettings: LintConfiguration {
      var settings = LintConfiguration()
      let split = { (values: [String]) in
        values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
      }
      settings.enable = split(enabled)
      settings.disable = split(disabled)
      settings.strict = strict
      settings.base = base
      settings.sources = sources
      settings.baseline = baseline
      return settings
    }
  }
}

extension ReportFormat: ExpressibleByArgument {}
