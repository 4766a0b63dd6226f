import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Extract: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "extract",
      abstract: "Write .strings tables from the localized strings in Swift, Objective-C and C sources (genstrings on Linux).",
      discussion: """
        Finds NSLocalizedString and its FromTable / FromTableInBundle / WithDefaultValue variants, \
        CFCopyLocalizedString*, Swift String(localized:), LocalizedStringResource and the SwiftUI \
        initialisers that take a LocalizedStringKey (Text, Button, Label, Toggle, .navigationTitle…), \
        and writes one <Table>.strings per table into the output directory, in genstrings' layout \
        and order, UTF-16LE with a BOM unless --encoding utf8. Directories are walked (sorted; \
        .build, Pods, Carthage and hidden folders skipped).

        By default the keys are the ones the app looks up at run time, as Xcode's compiler-based \
        extraction writes them: Text("Hello, \\(name)!") gives "Hello, %@!". Like Xcode, any Swift \
        literal is a key when the type it lands in is LocalizedStringKey, LocalizedStringResource or \
        String.LocalizationValue: an argument of the project's own functions and initialisers, a \
        typed property, a computed property's or function's result, a case of a switch there, an \
        array or dictionary of such values, both branches of a ternary (the declarations of every \
        Swift file given, and of SwiftUI, App Intents and WidgetKit, say which). --compat genstrings \
        reproduces genstrings byte for byte, quirks included, so you can diff against its old \
        output. genstrings' spellings -skipTable, -noPositionalParameters and -SwiftUI work too.

        With -o PATH/Table.xcstrings, or -o DIR when DIR holds .xcstrings files (or --catalogs), \
        the String Catalogs are kept in sync with the code as Xcode does: new keys added, keys no \
        longer used deleted (or marked stale when they have translations), stale keys used again \
        un-staled, comments following the code, translations of a changed default value marked \
        needs_review, manual entries untouched, no translation ever lost. Each table the code uses \
        goes to DIR/<Table>.xcstrings (created when missing, with --source-language). A catalog is \
        written in Xcode's exact bytes, and only when something changed, so \
        `lstrings extract -o Localizable.xcstrings Sources && git diff --exit-code` checks it in CI. \
        --dry-run prints every change, by table, and writes nothing.

        Storyboards and xibs named on the command line give a table named after the document in \
        ibtool's format (Main.storyboard → Main.strings); an Info.plist, project.pbxproj or \
        .xcodeproj gives InfoPlist.strings (the user-facing keys, INFOPLIST_KEY_… build settings \
        of --target or of every target).

        Examples:
          lstrings extract -o en.lproj Sources
          lstrings extract -o Resources/Localizable.xcstrings Sources
          lstrings extract --dry-run -o Resources Sources
          lstrings extract -o Base.lproj Main.storyboard
          lstrings extract -o en.lproj Info.plist
          lstrings extract --compat genstrings -SwiftUI -o en.lproj Sources/*.swift
          find Sources -name '*.m' | lstrings extract --files-from - -o Base.lproj
          lstrings extract --format json Sources > strings.json

        Exit status: 0 success (warnings included, as genstrings), 1 a file could not be read or \
        written, or a catalog could not be read (it is never rewritten then), 64 usage error.
        """
    )

    enum Encoding: String, ExpressibleByArgument, CaseIterable { case utf16le, utf8 }
    enum Format: String, ExpressibleByArgument, CaseIterable { case strings, json }
    enum Compat: String, ExpressibleByArgument, CaseIterable { case genstrings }

    @Option(
      name: [.customShort("o"), .customLong("output")],
      help: ArgumentHelp(
        "Output directory (created if missing; default .), a catalog PATH.xcstrings, or a folder of catalogs.", valueName: "dir"))
    var outputOption: String?

    /// The output directory or catalog (`.` when not given).
    var output: String { outputOption ?? "." }

    @Flag(name: .short, help: "Append to existing tables instead of replacing them (genstrings -a).")
    var a = false

    @Option(
      name: .short,
      help: ArgumentHelp(
        "Also read ROUTINE(…) and its FromTable… variants like NSLocalizedString, and (default mode) \"key\".ROUTINE, \"key\".ROUTINE(…), .ROUTINE(\"key\") (repeatable; a routine no call uses is a warning).",
        valueName: "routine"))
    var s: [String] = []

    @Flag(name: .short, help: "Do not warn about keys used with several values or comments.")
    var q = false

    @Flag(name: .short, help: "With --compat genstrings: keep \\Uxxxx escapes in keys, characters in values (genstrings -u).")
    var u = false

    @Option(
      name: [.customLong("skip-table"), .customLong("skipTable", withSingleDash: true)],
      help: ArgumentHelp("Write no file for this table (repeatable).", valueName: "table"))
    var skipTable: [String] = []

    @Flag(
      name: [.customLong("no-positional-parameters"), .customLong("noPositionalParameters", withSingleDash: true)],
      help: "Do not number specifiers in values (%@ %@ stays, instead of %1$@ %2$@).")
    var noPositionalParameters = false

    @Flag(
      name: [.customLong("swiftui"), .customLong("SwiftUI", withSingleDash: true)],
      help: "With --compat genstrings: also read SwiftUI Text(…) (always read by default).")
    var swiftUI = false

    @Option(help: "Output encoding: utf16le (with BOM, as genstrings) or utf8.")
    var encoding: Encoding = .utf16le

    @Option(help: "strings: write tables; json: print every call site as JSON to standard output.")
    var format: Format = .strings

    @Option(help: ArgumentHelp("Reproduce genstrings exactly, quirks included.", valueName: "genstrings"))
    var compat: Compat?

    @Option(help: ArgumentHelp("Read more paths from FILE, one per line ('-' for standard input).", valueName: "file"))
    var filesFrom: String?

    @Flag(help: "Treat -o DIR as a folder of String Catalogs even if it holds none yet.")
    var catalogs = false

    @Flag(help: "With catalogs: print what would change, by table, and write nothing.")
    var dryRun = false

    @Option(
      help: ArgumentHelp(
        "The sourceLanguage of a catalog that has to be created (default: the project's development region, else en).",
        valueName: "tag"))
    var sourceLanguage: String?

    @OptionGroup var verbosity: VerboseOption
    var verbose: Bool { verbosity.verbose }

    @Option(help: ArgumentHelp("With a project: the target whose INFOPLIST_KEY_ build settings to read.", valueName: "name"))
    var target: String?

    @Argument(help: "Source files or directories; storyboards, xibs, Info.plist or project files.")
    var paths: [String] = []

    func validate() throws {
      if paths.isEmpty, filesFrom == nil { throw ValidationError("give source files or directories, or --files-from FILE") }
      guard catalogDestination != nil else {
        if dryRun {
          throw ValidationError("--dry-run applies to String Catalogs: give -o PATH.xcstrings, or a folder of .xcstrings files")
        }
        return
      }
      if compat != nil {
        throw ValidationError(
          "--compat genstrings writes .strings tables; a catalog holds the keys the app looks up (the default mode)")
      }
      if a { throw ValidationError("-a appends to .strings tables; a catalog is synced, not appended to") }
    }

    /// Where catalogs are synced, when `-o` names a catalog or a folder of them.
    var catalogDestination: CatalogFileSync.Destination? {
      CatalogFileSync.Destination(output: outputOption, isCatalogFolder: catalogs)
    }

    func run() throws {
      let named = try paths + (filesFrom.map { FileEnumerator.paths(inList: try Terminal.read($0)) } ?? [])
      // Storyboards, xibs and Info.plists named here are not code: they give tables of their own.
      let (resources, sources) = ResourceTableExtraction.partition(named)
      let resourceFailed = format == .strings ? try extractResources(resources) : false
      if sources.isEmpty, !resources.isEmpty { Foundation.exit(resourceFailed ? 1 : 0) }
      let report = try extract(sources)
      if format == .strings, let destination = catalogDestination {
        Foundation.exit(syncCatalogs(report, destination: destination))
      }
      Terminal.err(XcodeReporter.render(format == .json ? report.callSiteDiagnostics : report.diagnostics))
      switch format {
      case .json: Terminal.out(ExtractionJSON.render(report.strings))
      case .strings: try writeTables(report)
      }
      // Exit here: freeing tens of thousands of strings on the way out costs more than the
      // process teardown (compilers skip it the same way). Measured on the 10,000-file tree of
      // bench/40-extract.sh: returning instead took 7.6 % more CPU (median of 9 paired runs).
      Foundation.exit(report.hasErrors ? 1 : 0)
    }

    /// The encoding `--encoding` names.
    private var stringsEncoding: StringsEncoding { encoding == .utf8 ? .utf8 : .utf16LittleEndian }

    /// Scans the sources (a directory among them is walked by the scanner) and builds the tables;
    /// warns about each `-s` routine no call used.
    private func extract(_ sources: [String]) throws -> StringsExtractor.Report {
      let mode: ExtractionMode = compat == .genstrings ? .genstrings : .runtime
      let scan = ScanOptions(routines: s, mode: mode, swiftUI: swiftUI, keepsUnicodeEscapesInKeys: u)
      // The runtime mode also reads Core Data models (the classes Xcode generates), found in the same walk.
      let options = ExtractionOptions(
        mode: mode, skippedTables: Set(skipTable), numbersPositions: !noPositionalParameters, isQuiet: q)
      let report = try Terminal.missingPathIsUsage {
        try StringsExtractor.extract(
          sources: sources, checkingNamedSources: false, scan: scan, options: options,
          consumer: Terminal.consumer(baseChosenWith: "--base"))
      }
      for routine in report.unmatchedRoutines {
        Terminal.err("warning: -s \(routine) matched no call in \(plural(report.fileCount, "file")): is the name right?\n")
      }
      return report
    }

    /// Writes the `.strings` tables into `-o`, then says what was written (unless -q).
    private func writeTables(_ report: StringsExtractor.Report) throws {
      do {
        try StringsExtractor.write(report.tables, to: output, encoding: stringsEncoding, appending: a)
      } catch {
        Terminal.err("error: \(error)\n")
        throw ExitCode.failure
      }
      if !q { Terminal.err(report.summary(writtenTo: output)) }
    }

    /// Syncs the catalogs with the keys found; returns the exit status.
    private func syncCatalogs(_ report: StringsExtractor.Report, destination: CatalogFileSync.Destination) -> Int32 {
      var consumer = Terminal.consumer(baseChosenWith: "--source-language")
      consumer.diagnostics = { Terminal.err(XcodeReporter.render($0)) }
      consumer.warning = { Terminal.err("warning: \($0)\n") }
      let outcome = CodeCatalogSync.run(
        report, skippedTables: Set(skipTable), to: destination, sourceLanguage: sourceLanguage, isDryRun: dryRun,
        consumer: consumer)
      if verbose {
        Terminal.err(
          "source language of new catalogs: \(outcome.sourceLanguage.commandLineDescription(configuredBy: "--source-language"))\n"
        )
      }
      let (sync, result) = (outcome.sync, outcome.result)
      for (table, keyCount) in result.unsyncedTables {
        Terminal.err(
          "note: \(plural(keyCount, "key")) of the table \"\(table)\" not synced: -o names one catalog (give a folder to sync every table)\n"
        )
      }
      for outcome in result.outcomes {
        if case .unparsable(let problems) = outcome.status { Terminal.err(XcodeReporter.render(problems)) }
      }
      if !q || dryRun { Terminal.err(sync.summary + "\n") }
      for outcome in result.outcomes { printOutcome(outcome) }
      return result.failed ? 1 : 0
    }

    /// One catalog's summary: on standard output with every change in a dry run, else on
    /// standard error (a failure even with -q).
    private func printOutcome(_ outcome: CatalogFileSync.Outcome) {
      let summary = CatalogSyncReport.summary(outcome, isDryRun: dryRun)
      if dryRun {
        Terminal.out(summary)
        if case .synced(let result, _, _) = outcome.status { Terminal.out(CatalogSyncReport.details(result)) }
      } else if outcome.isFailure || !q {
        Terminal.err(summary)
      }
    }

    /// Writes the tables of storyboards, xibs and Info.plists; true when one could not be read.
    private func extractResources(_ paths: [String]) throws -> Bool {
      guard !paths.isEmpty else { return false }
      let (tables, diagnostics) = ResourceTableExtraction.tables(for: paths, target: target)
      Terminal.err(XcodeReporter.render(diagnostics))
      do {
        try ResourceTableExtraction.write(tables, to: output, encoding: stringsEncoding)
      } catch {
        Terminal.err("error: \(error)\n")
        throw ExitCode.failure
      }
      if !q { Terminal.err(ResourceTableExtraction.summary(tables, fileCount: paths.count, writtenTo: output)) }
      return diagnostics.contains { $0.severity == .error }
    }
  }
}

/// "1 key", "2 keys".
private func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
