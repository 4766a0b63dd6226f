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
        A translation CoreFoundation does not load whole is reported (path:line:column) and skipped.

        Examples:
          lstrings merge --base en.lproj/Main.strings de.lproj/Main.strings
          lstrings merge --base en.lproj de.lproj fr.lproj
          lstrings merge --base Resources/en.lproj Resources    # every other *.lproj
          lstrings merge --dry-run --mark-new --base en.lproj de.lproj
          lstrings merge --obsolete remove --base en.lproj de.lproj
          lstrings merge --from-sources Sources -o en.lproj
          lstrings merge --from-sources Sources -o Resources/en.lproj Resources

        --from-sources is genstrings -a done right: keys found in the code are added to the base \
        tables (created when missing, UTF-8), entries already there keep their bytes, and keys no \
        longer in the code are obsolete (kept and reported by default). With translations after \
        it, the updated base is then merged into them.

        Exit status: 0 done, 1 a file was skipped (parse errors) or could not be written, 64 usage error.
        """
    )

    @Option(help: "The base table, or the base language's .lproj folder.")
    var base: String?

    @Option(
      help: ArgumentHelp(
        "Extract the base from these sources (files or folders; repeatable) into -o.",
        valueName: "path"))
    var fromSources: [String] = []

    @Option(
      name: [.customShort("o"), .customLong("output")],
      help: ArgumentHelp("With --from-sources: the base language's folder.", valueName: "dir"))
    var output: String?

    @Option(
      help: "Keys the base no longer has: keep (report them), comment (turn into comments), remove."
    )
    var obsolete: MergeOptions.ObsoletePolicy = .keep

    @Flag(help: "Mark added entries with a comment translators can search for.")
    var markNew = false

    @Option(help: "The marker --mark-new writes after each added statement.")
    var marker: String = MergeOptions.defaultMarker

    @Flag(help: "Print the changes each translation would get; write nothing.")
    var dryRun = false

    @Argument(help: "Translation tables, .lproj folders, or folders holding .lproj folders.")
    var translations: [String] = []

    func validate() throws {
      if fromSources.isEmpty {
        guard base != nil else {
          throw ValidationError("give --base (a table or .lproj folder), or --from-sources with -o")
        }
        guard output == nil else { throw ValidationError("-o goes with --from-sources") }
        guard !translations.isEmpty else {
          throw ValidationError("give the translations to bring up to date")
        }
      } else {
        guard base == nil else {
          throw ValidationError("--from-sources replaces --base; give one of them")
        }
        guard output != nil else {
          throw ValidationError("--from-sources needs -o, the base language's folder (en.lproj)")
        }
      }
    }

    func run() throws {
      let options = MergeOptions(obsolete: obsolete, newEntryMarker: markNew ? marker : nil)
      let merge = MergeRun(merger: Merger(options: options), isDryRun: dryRun)
      var reports: [MergeRun.FileReport] = []
      var baseFolder = base
      if let output {
        let files = try Terminal.expand(fromSources, extensions: SourceLanguage.fileExtensions)
        let extracted = try Terminal.progress.run("reading \(ProgressLine.count(files.count, "source file"))") {
          try StringsExtractor.extract(files: files, scan: ScanOptions(), options: ExtractionOptions(isQuiet: true))
        }
        Terminal.err(XcodeReporter.render(extracted.diagnostics))
        reports += merge.run(extracted: extracted.tables, into: output)
        baseFolder = output
      }
      if let baseFolder, !translations.isEmpty {
        // With --dry-run and --from-sources, the translations are compared with the base on disk.
        do {
          let targets = try MergePlan.targets(base: baseFolder, translations: translations)
          reports += Terminal.progress.run("merging \(ProgressLine.count(targets.count, "table"))") { merge.run(targets) }
        } catch let error as CustomStringConvertible & Error {
          throw ValidationError(error.description)
        }
      }
      let renderer = MergeReportRenderer(usesColor: Terminal.stdoutUsesColor)
      Terminal.out(renderer.render(reports, isDryRun: dryRun))
      let diagnostics = renderer.diagnostics(reports)
      Terminal.err(XcodeReporter.render(diagnostics))
      if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
  }
}

extension MergeOptions.ObsoletePolicy: ExpressibleByArgument {}
