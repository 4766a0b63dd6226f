import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "merge",
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
          lstrings merge --base Base.lproj/Main.storyboard de.lproj fr.lproj
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

        --into merges a translator's returned work into a String Catalog: a .strings (and \
        .stringsdict) of one language (from its .lproj folder, or --language), an .lproj folder, or \
        another catalog of the table. Returned values for keys the catalog lacks or has not reviewed \
        (new, needs_review) become translated; a value that differs from a translated one is a \
        conflict, kept unless --prefer source; keys the catalog lacks are reported, not added; \
        shouldTranslate: false entries and the source language are left alone. The catalog is \
        written in Xcode's exact bytes, only if it changes.

          lstrings merge --into Localizable.xcstrings de.lproj/Localizable.strings
          lstrings merge --into Localizable.xcstrings --dry-run returned/fr.lproj returned/ja.lproj
          lstrings merge --into Localizable.xcstrings --language de --prefer source Returned.xcstrings

        Exit status: 0 done, 1 a file was skipped (parse errors) or could not be written, or a \
        conflict was kept, 64 usage error.
        """
    )

    @Option(
      help:
        "The base table (or a storyboard or xib), or the base language's .lproj folder (default: among the translations' folders, the project's development region, else Base, en, English)."
    )
    var base: String?

    @OptionGroup var verbosity: VerboseOption
    var verbose: Bool { verbosity.verbose }

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

    @Option(
      help: ArgumentHelp(
        "Merge the returned tables or catalogs given as arguments into this String Catalog.",
        valueName: "catalog"))
    var into: String?

    @Option(help: "With --into: which side wins a conflict with a reviewed (translated) value.")
    var prefer: CatalogMergeOptions.Preference = .catalog

    @Option(
      help: ArgumentHelp(
        "With --into: the returned tables' language (else their .lproj folder's); only it is merged.",
        valueName: "lang"))
    var language: String?

    @Flag(help: "With --into: merge values for the catalog's source language too.")
    var includeSourceLanguage = false

    @Argument(
      help:
        "Translation tables, .lproj folders, or folders holding .lproj folders (with --into: returned tables, .lproj folders or catalogs)."
    )
    var translations: [String] = []

    func validate() throws {
      if let into {
        guard base == nil, fromSources.isEmpty, output == nil else {
          throw ValidationError(
            "--into merges returned translations into a catalog; --base, --from-sources and -o do not go with it")
        }
        guard obsolete == .keep, !markNew else {
          throw ValidationError("--obsolete and --mark-new are for .strings translations, not --into")
        }
        guard into.hasSuffix(".xcstrings") else { throw ValidationError("--into takes a String Catalog (.xcstrings): \(into)") }
        guard !translations.isEmpty else { throw ValidationError("give the returned tables or catalogs to merge into \(into)") }
        return
      }
      guard prefer == .catalog, language == nil, !includeSourceLanguage else {
        throw ValidationError("--prefer, --language and --include-source-language go with --into")
      }
      if fromSources.isEmpty {
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
      if let into { return try mergeIntoCatalog(into) }
      let options = MergeOptions(obsolete: obsolete, newEntryMarker: markNew ? marker : nil, advice: .commandLine)
      let merge = MergeRun(merger: Merger(options: options), isDryRun: dryRun)
      let request = MergeRun.Request(fromSources: fromSources, output: output, translations: translations, base: base)
      var consumer = Terminal.consumer(baseChosenWith: "--base")
      consumer.diagnostics = { Terminal.err(XcodeReporter.render($0)) }
      let outcome = try Terminal.usage([FileEnumerator.MissingPath.self, MergePlan.PlanError.self]) {
        do {
          return try merge.run(request, consumer: consumer)
        } catch let error as MergeRun.NoBase {
          throw ValidationError(
            "no base: none of \(error.translations.joined(separator: ", ")) is or holds a folder of the development region, Base, en or English; give --base"
          )
        }
      }
      if verbose, !translations.isEmpty, output == nil {
        let source = outcome.chosenBase.map { $0.choice.source.commandLineDescription(configuredBy: "--base") }
        Terminal.err("base: \(outcome.chosenBase?.folder ?? base ?? "") (\(source ?? "from --base"))\n")
      }
      let reports = outcome.reports
      let renderer = MergeReportRenderer(usesColor: Terminal.stdoutUsesColor)
      Terminal.out(renderer.render(reports, isDryRun: dryRun))
      let diagnostics = renderer.diagnostics(reports)
      Terminal.err(XcodeReporter.render(diagnostics))
      if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
  }
}

extension MergeOptions.ObsoletePolicy: ExpressibleByArgument {}
extension CatalogMergeOptions.Preference: ExpressibleByArgument {}
extension LStrings.Merge {
  /// `merge --into CATALOG SOURCE…`: the library merges and checks; this only prints.
  func mergeIntoCatalog(_ catalog: String) throws {
    let options = CatalogMergeOptions(
      prefer: prefer, includesSourceLanguage: includeSourceLanguage, advice: .commandLine)
    let run = CatalogMergeRun(merge: CatalogMerge(options: options), isDryRun: dryRun, language: language)
    let report: CatalogMergeRun.Report
    do {
      report = try run.run(catalog: catalog, sources: translations)
    } catch {
      throw ValidationError(error.withFlagAdvice)
    }
    Terminal.out(CatalogMergeRenderer(usesColor: Terminal.stdoutIsTerminal).render(report, isDryRun: dryRun))
    Terminal.err(XcodeReporter.render(report.diagnostics))
    if report.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
  }
}
