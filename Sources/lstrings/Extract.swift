import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Extract: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write .strings tables from the localized strings in Swift, Objective-C and C sources (genstrings on Linux).",
      discussion: """
        Finds NSLocalizedString and its FromTable / FromTableInBundle / WithDefaultValue variants, \
        CFCopyLocalizedString*, Swift String(localized:), LocalizedStringResource and the SwiftUI \
        initialisers that take a LocalizedStringKey (Text, Button, Label, Toggle, .navigationTitle…), \
        and writes one <Table>.strings per table into the output directory, in genstrings' layout \
        and order, UTF-16LE with a BOM unless --encoding utf8. Directories are walked (sorted; \
        .build, Pods, Carthage and hidden folders skipped).

        By default the keys are the ones the app looks up at run time, as Xcode's compiler-based \
        extraction writes them: Text("Hello, \\(name)!") gives "Hello, %@!". --compat genstrings \
        reproduces genstrings byte for byte, quirks included, so you can diff against its old \
        output. genstrings' spellings -skipTable, -noPositionalParameters and -SwiftUI work too.

        Examples:
          lstrings extract -o en.lproj Sources
          lstrings extract --compat genstrings -SwiftUI -o en.lproj Sources/*.swift
          find Sources -name '*.m' | lstrings extract --files-from - -o Base.lproj
          lstrings extract --format json Sources > strings.json

        Exit status: 0 success (warnings included, as genstrings), 1 a file could not be read or \
        written, 64 usage error.
        """
    )

    enum Encoding: String, ExpressibleByArgument, CaseIterable { case utf16le, utf8 }
    enum Format: String, ExpressibleByArgument, CaseIterable { case strings, json }
    enum Compat: String, ExpressibleByArgument, CaseIterable { case genstrings }

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("Output directory (created if missing).", valueName: "dir"))
    var output: String = "."

    @Flag(name: .short, help: "Append to existing tables instead of replacing them (genstrings -a).")
    var a = false

    @Option(name: .short, help: ArgumentHelp("Also read ROUTINE(…) and its FromTable… variants like NSLocalizedString (repeatable).", valueName: "routine"))
    var s: [String] = []

    @Flag(name: .short, help: "Do not warn about keys used with several values or comments.")
    var q = false

    @Flag(name: .short, help: "With --compat genstrings: keep \\Uxxxx escapes in keys, characters in values (genstrings -u).")
    var u = false

    @Option(name: [.customLong("skip-table"), .customLong("skipTable", withSingleDash: true)], help: ArgumentHelp("Write no file for this table (repeatable).", valueName: "table"))
    var skipTable: [String] = []

    @Flag(name: [.customLong("no-positional-parameters"), .customLong("noPositionalParameters", withSingleDash: true)], help: "Do not number specifiers in values (%@ %@ stays, instead of %1$@ %2$@).")
    var noPositionalParameters = false

    @Flag(name: [.customLong("swiftui"), .customLong("SwiftUI", withSingleDash: true)], help: "With --compat genstrings: also read SwiftUI Text(…) (always read by default).")
    var swiftUI = false

    @Option(help: "Output encoding: utf16le (with BOM, as genstrings) or utf8.")
    var encoding: Encoding = .utf16le

    @Option(help: "strings: write tables; json: print every call site as JSON to standard output.")
    var format: Format = .strings

    @Option(help: ArgumentHelp("Reproduce genstrings exactly, quirks included.", valueName: "genstrings"))
    var compat: Compat?

    @Option(help: ArgumentHelp("Read more paths from FILE, one per line ('-' for standard input).", valueName: "file"))
    var filesFrom: String?

    @Argument(help: "Source files or directories.")
    var paths: [String] = []

    func validate() throws {
      if paths.isEmpty, filesFrom == nil { throw ValidationError("give source files or directories, or --files-from FILE") }
    }

    func run() throws {
      var all = paths
      if let filesFrom {
        let list = try Terminal.read(filesFrom)
        all += FileEnumerator.paths(inList: list)
      }
      // Named sources are opened by the scanner, which also walks a directory among them.
      let files = try Terminal.expand(all, extensions: SourceLanguage.fileExtensions, checkingNamedSources: false)
      let mode: ExtractionMode = compat == .genstrings ? .genstrings : .runtime
      let scan = ScanOptions(routines: s, mode: mode, swiftUI: swiftUI, keepsUnicodeEscapesInKeys: u)
      let options = ExtractionOptions(mode: mode, skippedTables: Set(skipTable), numbersPositions: !noPositionalParameters, isQuiet: q)
      let report: StringsExtractor.Report
      do {
        report = try Terminal.progress.run("reading \(ProgressLine.count(files.count, "source file"))") {
          try StringsExtractor.extract(files: files, scan: scan, options: options)
        }
      } catch let missing as FileEnumerator.MissingPath {
        throw ValidationError(missing.description)  // a usage error, exit 64
      }
      Terminal.err(XcodeReporter.render(report.diagnostics))
      switch format {
      case .json:
        Terminal.out(ExtractionJSON.render(report.strings))
      case .strings:
        do {
          try StringsExtractor.write(report.tables, to: output, encoding: encoding == .utf8 ? .utf8 : .utf16LittleEndian, appending: a)
        } catch {
          Terminal.err("error: \(error)\n")
          throw ExitCode.failure
        }
        if !q {
          let keys = report.tables.reduce(0) { $0 + $1.entries.count }
          let names = report.tables.filter { !$0.entries.isEmpty }.map { $0.name + ".strings" }.joined(separator: ", ")
          func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
          Terminal.err(
            "\(plural(report.stringCount, "string")), \(plural(keys, "key")) from \(plural(report.fileCount, "file"))"
              + (names.isEmpty ? "\n" : " → \(output): \(names)\n"))
        }
      }
      // Exit here: freeing tens of thousands of strings on the way out costs more than the
      // process teardown (compilers skip it the same way).
      Foundation.exit(report.diagnostics.contains(where: { $0.severity == .error }) ? 1 : 0)
    }
  }
}
