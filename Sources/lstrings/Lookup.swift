import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Lookup: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the string a user sees for a key, after Apple's language fallback.",
      discussion: """
        Resolves keys through a folder of *.lproj directories exactly as NSLocalizedString does on \
        Apple platforms: Apple's language matching (de-AT falls back to de, en-AU to en-GB then en, \
        zh-HK to zh-Hant, legacy English.lproj, Base.lproj), one table per lookup (a key missing \
        from the chosen language shows the key, not English), rejected tables load as empty.

        --lang takes a preference list, most preferred first (de-AT,en); repeat it to compare \
        users. Without --lang, each localization of the folder is looked up in turn.

        Examples:
          lstrings lookup --lang de Resources Welcome
          lstrings lookup --lang de-AT,en --lang zh-Hans --explain Resources Welcome
          lstrings lookup --table Settings --format json Resources Language
          lstrings lookup --policy exact --lang en-GB Resources Welcome

        Exit status: 0 every key is found somewhere; 1 a key resolves to nothing but itself under \
        every preference list; 64 usage error.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(
      name: .customLong("lang"),
      help: "Preferred languages, comma-separated, most preferred first; repeatable.")
    var languageLists: [String] = []

    @Option(help: "Table name without .strings (default: Localizable).")
    var table: String?

    @Option(help: "How preferences choose a localization: Apple's algorithm, or a stricter policy.")
    var policy: LanguageMatcher.Policy = .apple

    @Option(
      help: "CFBundleDevelopmentRegion (default: from an Info.plist in or beside DIR, else none).")
    var developmentRegion: String?

    @Option(help: "The value NSLocalizedString returns for a missing key (default: the key).")
    var value: String?

    @Flag(
      help:
        "Print each step: the chosen .lproj and why, the file, the value's line:column or the fallback."
    )
    var explain = false

    @Option(help: "Output format.")
    var format: Format = .text

    @Argument(help: "A folder containing *.lproj directories.")
    var directory: String

    @Argument(help: "Keys to look up.")
    var keys: [String]

    func run() throws {
      let bundle = try Terminal.openBundle(
        directory, developmentRegion: developmentRegion, policy: policy)
      var lists = languageLists.map {
        $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
      }
      if lists.isEmpty { lists = bundle.localizations.filter { $0 != "Base" }.map { [$0] } }
      let report = LookupReport(
        bundle: bundle, keys: keys, preferenceLists: lists, table: table, value: value)
      Terminal.out(format == .json ? report.renderJSON() : report.renderText(explain: explain))
      let missing = report.untranslatedKeys
      if !missing.isEmpty {
        Terminal.err(
          "error: not found in any requested language: \(missing.map { StringsEscaping.quoted($0) }.joined(separator: ", "))\n"
        )
        throw ExitCode.failure
      }
    }

    func validate() throws {
      if keys.isEmpty { throw ValidationError("give at least one KEY after DIR") }
      if languageLists.contains(where: { $0.split(separator: ",").isEmpty }) {
        throw ValidationError("--lang needs a language, e.g. --lang de-AT,en")
      }
    }
  }
}

extension LanguageMatcher.Policy: ExpressibleByArgument {}
