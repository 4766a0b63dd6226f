import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Coverage: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Per localization: keys it translates, and what its users actually see after fallback.",
      discussion: """
        "own keys" counts the base language's keys present in a localization's own tables; "user \
        sees" counts the keys a user with that language sees translated once CFBundle's fallback \
        has run (a de-AT.lproj without tables: 0 own keys, everything via de). A key missing from \
        the table CFBundle picks shows the key itself; a table CoreFoundation rejects counts as \
        empty. A table's .stringsdict keys count with its .strings keys, and a String Catalog in \
        DIR is the table of its name in every language it holds, as compiled; each catalog is also \
        counted by state per language: translated, needs review, new (not compiled), missing.

        Examples:
          lstrings coverage Resources
          lstrings coverage --lang de-AT,pt-BR Resources     # users with no .lproj of their own
          lstrings coverage --format json Resources

        Exit status: 0, or 64 on a usage error.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(
      name: .customLong("lang"),
      help: "Extra languages to report, comma-separated (users without their own .lproj).")
    var languages: String?

    @Option(
      help: "The reference localization (default: the development region, else en, else Base).")
    var base: String?

    @Option(
      help: "CFBundleDevelopmentRegion (default: from an Info.plist in or beside DIR, else none).")
    var developmentRegion: String?

    @Option(help: "Output format.")
    var format: Format = .text

    @Argument(help: "A folder containing *.lproj directories.")
    var directory: String

    func run() throws {
      let bundle = try Terminal.openBundle(
        directory, developmentRegion: developmentRegion, policy: .apple)
      if let base, !bundle.localizations.contains(base) {
        throw ValidationError("no \(base).lproj in \(directory)")
      }
      let extra =
        languages?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        ?? []
      let coverage = LocalizationCoverage(bundle: bundle, base: base, languages: extra)
      Terminal.out(
        format == .json
          ? coverage.renderJSON(path: directory) : coverage.renderText(path: directory))
    }
  }
}
