import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Bring translations up to date with the base table, never losing a translation.",
      discussion: """
        For each translation: keys new in the base are added with the base text and comment (in \
        sorted position if the file is sorted, else at the end); existing translations keep every \
        byte; comments are refreshed from the base; keys the base no longer has are kept and \
        reported (--obsolete comment|remove retires them). The file keeps its encoding, BOM and \
        line breaks. Writes are atomic, and a file whose content would not change is not touched. \
        A translation that does not parse cleanly is reported (path:line:column) and skipped.

        Examples:
          lstrings merge --base en.lproj/Localizable.strings de.lproj/Localizable.strings
          lstrings merge --base en.lproj de.lproj fr.lproj     # every table of en.lproj
          lstrings merge --base Resources/en.lproj Resources   # every other *.lproj there
          lstrings merge --dry-run --mark-new --base en.lproj de.lproj
          lstrings merge --obsolete remove --base en.lproj de.lproj

        Exit status: 0 done, 1 a file was skipped (parse errors) or could not be written, 64 usage error.
        """
    )

    @Option(help: "The base table, or the base language's .lproj folder.")
    var base: String

    @Option(help: "Keys the base no longer has: keep (report them), comment (turn into comments), remove.")
    var obsolete: MergeOptions.ObsoletePolicy = .keep

    @Flag(help: "Mark added entries with a comment translators can search for.")
    var markNew = false

    @Option(help: "The marker --mark-new writes after each added statement.")
    var marker: String = MergeOptions.defaultMarker

    @Flag(help: "Print the changes each translation would get; write nothing.")
    var dryRun = false

    @Argument(help: "Translation tables, .lproj folders, or folders holding .lproj folders.")
    var translations: [String]

    func run() throws {
      let targets: [MergeTarget]
      do {
        targets = try MergePlan.targets(base: base, translations: translations)
      } catch let error as CustomStringConvertible & Error {
        throw ValidationError(error.description)
      }
      let options = MergeOptions(obsolete: obsolete, newEntryMarker: markNew ? marker : nil)
      let reports = MergeRun(merger: Merger(options: options), isDryRun: dryRun).run(targets)
      let renderer = MergeReportRenderer(usesColor: Terminal.stdoutIsTerminal)
      Terminal.out(renderer.render(reports, isDryRun: dryRun))
      let diagnostics = renderer.diagnostics(reports)
      Terminal.err(XcodeReporter.render(diagnostics))
      if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
  }
}

extension MergeOptions.ObsoletePolicy: ExpressibleByArgument {}
