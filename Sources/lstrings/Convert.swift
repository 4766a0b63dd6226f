import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "convert",
      abstract: "Convert tables: .strings to JSON or .strings, .lproj tables to a String Catalog, a catalog to JSON.",
      discussion: """
        --to xcstrings writes one String Catalog (.xcstrings). From a catalog, it rewrites it \
        in exactly the bytes Xcode writes (another tool's spacing, a hand-edited file). From \
        .lproj folders, .strings/.stringsdict files inside them, or a folder holding *.lproj \
        folders, it migrates ONE table (choose with --table when there are several) as Xcode's \
        "Migrate to String Catalog" does: every unit translated, every entry "migrated", \
        comments kept (not genstrings' "No comment provided by engineer."), stringsdict \
        entries as plural variations or substitutions, device rules as device variations, \
        Base.lproj as the source language (--source-language, default en), English.lproj as \
        en. Positional placeholders (%1$@, %2$#@x@) keep the \
        argument they read: the variables get argNum and every other placeholder of such a \
        value its position. Whatever a catalog cannot hold (a value that is not a string, a \
        variable-width rule, a variable nested in a form, a table that does not parse) is \
        reported with its location [\(DiagnosticKind.reported(by: .migration).map(\.id).joined(separator: ", "))], the exit \
        status is 1 and nothing is written; --force writes the rest anyway (still exiting 1).

        --to json prints exactly the dictionary CoreFoundation loads from a .strings file, as \
        one JSON object with keys sorted (what `plutil -convert json -o - FILE` prints, \
        sorted). On a file CF rejects, the error goes to stderr and the exit status is 1. \
        Content CF silently ignores is reported on stderr, and the output is still CF's \
        (truncated) table. For a catalog it prints what the runtime reads in each language, \
        { "de": { key: value, ... }, ... }, stringsdict entries as nested objects.

        --to strings rewrites a .strings table in another encoding, keeping every byte of its \
        text (comments, order, spacing); with --canonical it writes CF's dictionary afresh, \
        sorted, one "key" = "value"; per line.

        Output goes to standard output unless -o names a file, which is written atomically \
        (never half-written). Exit codes: 0 converted; 1 something could not be converted or \
        an input does not parse; 64 usage (unknown file kind, missing path, several tables).

        Examples:
          lstrings convert --to xcstrings Resources -o Localizable.xcstrings
          lstrings convert --to xcstrings --table InfoPlist Resources -o InfoPlist.xcstrings
          lstrings convert --to xcstrings -o Main.xcstrings Main.xcstrings
          lstrings convert --to json Localizable.xcstrings
          lstrings convert --to json de.lproj/Localizable.strings
          lstrings convert --to strings --encoding utf8 -o de.strings de.strings
        """
    )

    enum Target: String, ExpressibleByArgument, CaseIterable { case json, strings, xcstrings }
    enum Encoding: String, ExpressibleByArgument, CaseIterable { case utf8, utf16le, utf16be }

    @Option(help: "Output format: \(Target.allCases.map(\.rawValue).joined(separator: ", ")).")
    var to: Target

    @Option(
      help: "Encoding for --to strings: \(Encoding.allCases.map(\.rawValue).joined(separator: ", ")) (default: the input's).")
    var encoding: Encoding?

    @Flag(help: "With --to strings: write the loaded dictionary sorted, instead of keeping the text.")
    var canonical = false

    @Option(help: "With --to xcstrings: the table to migrate when the input holds several (Localizable).")
    var table: String?

    @Option(help: "With --to xcstrings: the catalog's source language, which Base.lproj becomes (default: en).")
    var sourceLanguage: String?

    @Flag(help: "With --to xcstrings: write the catalog even when something could not be converted.")
    var force = false

    @Option(name: .shortAndLong, help: "Write here (atomically) instead of standard output ('-': standard output).")
    var output: String?

    @Argument(help: "A .strings file ('-' for standard input), a catalog, or for --to xcstrings .lproj folders and their files.")
    var inputs: [String]

    func validate() throws {
      guard !inputs.isEmpty else { throw ValidationError("name the file to convert") }
      if inputs.count > 1, to != .xcstrings || inputs.contains(where: Self.isCatalog) {
        throw ValidationError("convert one file at a time (several inputs are only for .lproj tables with --to xcstrings)")
      }
    }

    func run() throws {
      let converted: Converted
      switch to {
      case .xcstrings where Self.isCatalog(inputs[0]): converted = Converted(bytes: try normalizedCatalog(inputs[0]))
      case .xcstrings: converted = try migratedCatalog()
      case .json where Self.isCatalog(inputs[0]): converted = try catalogJSON(inputs[0])
      case .json, .strings: converted = Converted(bytes: try convertedStrings(inputs[0]))
      }
      if let output, output != "-" {
        try AtomicFile.write(converted.bytes, to: output)
      } else {
        Terminal.out(bytes: converted.bytes)
      }
      if !converted.isComplete { throw ExitCode.failure }
    }

    /// The output, and whether anything was left out of it (exit status 1 after writing).
    private struct Converted {
      var bytes: [UInt8]
      var isComplete = true
    }

    private static func isCatalog(_ path: String) -> Bool { path.hasSuffix(".xcstrings") }

    /// A catalog in Xcode's bytes; fails when its JSON is broken.
    private func normalizedCatalog(_ path: String) throws -> [UInt8] {
      let result = StringCatalog.parse(try Terminal.read(path), path: path)
      Terminal.err(XcodeReporter.render(result.diagnostics))
      guard let catalog = result.catalog, !result.hasSyntaxErrors else { throw ExitCode.failure }
      return catalog.encoded()
    }

    /// The catalog of the `.lproj` tables; fails (writing nothing unless forced) on any loss.
    private func migratedCatalog() throws -> Converted {
      let source: MigrationSource
      do {
        source = try MigrationSource.discover(inputs, table: table)
      } catch {
        throw ValidationError(error.withFlagAdvice)
      }
      let result = CatalogMigration.migrate(source, sourceLanguage: sourceLanguage)
      Terminal.err(XcodeReporter.render(result.diagnostics))
      if result.hasLosses {
        let losses = result.diagnostics.filter { $0.severity == .error }.count
        guard force else {
          Terminal.err("error: \(losses) problem(s) above: nothing written (--force writes the rest)\n")
          throw ExitCode.failure
        }
        Terminal.err("warning: written without the \(losses) problem(s) above (--force)\n")
      }
      return Converted(bytes: result.catalog.encoded(), isComplete: !result.hasLosses)
    }

    /// Each language's compiled table as JSON.
    private func catalogJSON(_ path: String) throws -> Converted {
      let result = StringCatalog.parse(try Terminal.read(path), path: path)
      Terminal.err(XcodeReporter.render(result.diagnostics))
      guard result.catalog != nil, !result.hasSyntaxErrors else { throw ExitCode.failure }
      let (json, problems) = CompiledTablesJSON.encode(result)
      Terminal.err(XcodeReporter.render(problems))
      return Converted(bytes: Array((json + "\n").utf8), isComplete: problems.isEmpty)
    }

    /// A `.strings` table as JSON or re-encoded `.strings`.
    private func convertedStrings(_ file: String) throws -> [UInt8] {
      let bytes = try Terminal.read(file)
      let result = StringsParser.parse(bytes, path: file)
      Terminal.err(XcodeReporter.render(result.diagnostics))
      guard case .table(let table) = result.outcome else {
        if case .rejected(let message) = result.outcome {
          Terminal.err("error: CoreFoundation cannot read \(file): \(message)\n")
        }
        throw ExitCode.failure
      }
      guard to == .json else {
        return StringsConversion.convert(result, to: encoding.map(\.stringsEncoding), canonical: canonical)
      }
      guard let json = JSONText.encode(table: table) else {
        Terminal.err("error: \(file) holds data values, which have no JSON form\n")
        throw ExitCode.failure
      }
      return Array((json + "\n").utf8)
    }
  }
}

extension LStrings.Convert.Encoding {
  var stringsEncoding: StringsEncoding {
    switch self {
    case .utf8: .utf8
    case .utf16le: .utf16LittleEndian
    case .utf16be: .utf16BigEndian
    }
  }
}
