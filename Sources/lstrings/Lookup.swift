import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Lookup: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "lookup",
      abstract: "Print the string a user sees for a key, after Apple's language fallback.",
      discussion: """
        Resolves keys through a folder of *.lproj directories exactly as NSLocalizedString does on \
        Apple platforms: Apple's language matching (de-AT falls back to de, en-AU to en-GB then en, \
        zh-HK to zh-Hant, legacy English.lproj, Base.lproj), one table per lookup (a key missing \
        from the chosen language shows the key, not English), rejected tables load as empty.

        --lang takes a preference list, most preferred first (de-AT,en); repeat it to compare \
        users. Without --lang, each localization of the folder is looked up in turn.

        A table's .stringsdict entries win over its .strings entries, as CFBundle merges them, and \
        a String Catalog in DIR (Localizable.xcstrings) is the table of its name in every language \
        it holds, as compiled. --count N formats the string as String.localizedStringWithFormat \
        would: each plural variable takes the form CLDR gives N in the serving language (a zero \
        form is used for 0 in every language; a missing category falls back to other). Repeat \
        --count for several numbers and --arg for %@ arguments, each in argument order: numbers go \
        to the placeholders that read a number, texts to those that read %@. --explain says which \
        form was chosen and why.

        Examples:
          lstrings lookup --lang de Resources Welcome
          lstrings lookup --lang de-AT,en --lang zh-Hans --explain Resources Welcome
          lstrings lookup --table Settings --format json Resources Language
          lstrings lookup --policy exact --lang en-GB Resources Welcome
          lstrings lookup --lang ru --count 21 --explain Resources "%lld files"
          lstrings lookup --lang de --count 3 --arg Alice Resources "%1$@ and %2$lld others"
          lstrings lookup --device mac Resources "Tap to continue"

        Exit status: 0 every key is found somewhere; 1 a key resolves to nothing but itself under \
        every preference list; 64 usage error (a --count that is not a number).
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
      help:
        "CFBundleDevelopmentRegion (default: from an Info.plist in or beside DIR, else the project's, found as lint finds it: .xcodeproj, Package.swift above DIR)."
    )
    var developmentRegion: String?

    @Option(help: "The value NSLocalizedString returns for a missing key (default: the key).")
    var value: String?

    @Option(
      name: .customLong("count"),
      help: "A number to format in (1, 21, 1.5); repeatable, in argument order. Chooses plural forms.")
    var counts: [String] = []

    @Option(
      name: .customLong("arg"),
      help: "A text for a %@ placeholder; repeatable, in argument order.")
    var texts: [String] = []

    @Option(help: "The device device variations choose for: iphone, ipad, mac, watch, tv, vision (default: other).")
    var device: Device?

    @Flag(
      help:
        "Print each step: the chosen .lproj and why, the file, the value's line:column or the fallback, the plural or device form and why."
    )
    var explain = false

    @Option(help: "Output format.")
    var format: Format = .text

    @Argument(help: "A folder containing *.lproj directories.")
    var directory: String

    @Argument(help: "Keys to look up.")
    var keys: [String]

    func run() throws {
      let bundle = try Terminal.openBundle(directory, developmentRegion: developmentRegion, policy: policy)
      for problem in bundle.catalogProblems {
        Terminal.err("warning: \(problem.location.file): \(problem.message) (the catalog serves no table)\n")
      }
      let arguments = FormatArguments(given: counts.compactMap(FormatNumber.init), texts: texts)
      let report = LookupReport(
        bundle: bundle, keys: keys, preferenceLists: preferenceLists(in: bundle), table: table, value: value,
        arguments: arguments, device: device)
      Terminal.out(
        format == .json
          ? report.renderJSON(describe: \.withFlagAdvice)
          : report.renderText(explain: explain, describe: \.withFlagAdvice))
      let missing = report.untranslatedKeys
      guard missing.isEmpty else {
        Terminal.err(
          "error: not found in any requested language: \(missing.map { StringsEscaping.quoted($0) }.joined(separator: ", "))\n"
        )
        throw ExitCode.failure
      }
    }

    /// The --lang lists, each split at its commas; without one, each localization in turn.
    private func preferenceLists(in bundle: LocalizedBundle) -> [[String]] {
      guard !languageLists.isEmpty else { return bundle.eachLocalizationAlone }
      return languageLists.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
    }

    func validate() throws {
      if keys.isEmpty { throw ValidationError("give at least one KEY after DIR") }
      if let count = counts.first(where: { FormatNumber($0) == nil }) {
        throw ValidationError("--count needs a number such as 3, -1 or 1.5, not '\(count)'")
      }
      if languageLists.contains(where: { $0.split(separator: ",").isEmpty }) {
        throw ValidationError("--lang needs a language, e.g. --lang de-AT,en")
      }
    }
  }
}

extension LanguageMatcher.Policy: ExpressibleByArgument {}

extension Device: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(name: argument)
  }

  public static var allValueStrings: [String] { ["iphone", "ipad", "mac", "watch", "tv", "vision", "ipod"] }
}
