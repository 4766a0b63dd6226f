import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Coverage: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "coverage",
      abstract:
        "Per localization: keys it translates, and what its users actually see after fallback.",
      discussion: """
        "own keys" counts the base language's keys present in a localization's own tables; "user \
        sees" counts the keys a user with that language sees translated once CFBundle's fallback \
        has run (a de-AT.lproj without tables: 0 own keys, everything via de). A key missing from \
        the table CFBundle picks shows the key itself; a table CoreFoundation rejects counts as \
        empty. A table's .stringsdict keys count with its .strings keys, and a String Catalog in \
        DIR is the table of its name in every language it holds, as compiled; each catalog is also \
        counted by state per language: translated, needs review, new (not compiled), missing. A \
        catalog's keys are the reference for its table: a source-language key with no unit of its \
        own shows the key itself, as the runtime does, and counts as the base's.

        DIR may be a project's root: when it holds no *.lproj with a table and no String Catalog \
        itself, every folder below it that does is measured, each under its own heading (with \
        --format json, an array of their reports).

        Examples:
          lstrings coverage Resources
          lstrings coverage --lang de-AT,pt-BR Resources     # users with no .lproj of their own
          lstrings coverage --format json Resources
          lstrings coverage .                                  # every bundle of the project

        Exit status: 0; 1 when DIR holds no table at all; 64 on a usage error.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(
      name: .customLong("lang"),
      help: "Extra languages to report, comma-separated (users without their own .lproj).")
    var languages: String?

    @Option(
      help: "The reference localization (default: the project's development region, else Base, then en, then English; as lint).")
    var base: String?

    @Option(
      help:
        "CFBundleDevelopmentRegion (default: the project's, found as lint finds it: .xcodeproj, Info.plist, Package.swift above DIR)."
    )
    var developmentRegion: String?

    @OptionGroup var verbosity: VerboseOption
    var verbose: Bool { verbosity.verbose }

    @Option(help: "Output format.")
    var format: Format = .text

    @Argument(help: "A folder containing *.lproj directories.")
    var directory: String

    func run() throws {
      let folders = try Terminal.bundleFolders(directory, looking: "to measure")
      let reports = try folders.map { try measure($0) }
      if format == .json {
        Terminal.out(folders.count == 1 ? reports[0] : "[\n" + reports.joined(separator: ",\n") + "\n]\n")
      } else {
        Terminal.out(folders.count == 1 ? reports[0] : zip(folders, reports).map { "== \($0)\n\($1)" }.joined(separator: "\n"))
      }
    }

    /// One bundle folder's report, rendered.
    private func measure(_ directory: String) throws -> String {
      let extra =
        languages?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        ?? []
      let coverage = try Terminal.usage([LocalizedBundle.OpenError.self, LocalizationCoverage.MissingBase.self]) {
        try LocalizationCoverage.measure(
          folder: directory, base: base, developmentRegion: developmentRegion, languages: extra,
          consumer: Terminal.consumer(baseChosenWith: "--base"))
      }
      if verbose {
        Terminal.err(
          "base \(coverage.base): \(coverage.baseSource?.commandLineDescription(configuredBy: "--base") ?? "the first localization")\n"
        )
      }
      return format == .json ? coverage.renderJSON(path: directory) : coverage.renderText(path: directory)
    }
  }
}
