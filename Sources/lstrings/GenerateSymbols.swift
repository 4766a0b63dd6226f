import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct GenerateSymbols: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "generate-symbols",
      abstract: "Write the Swift symbols Xcode 26 generates for String Catalog keys, on any platform.",
      discussion: """
        Writes DIR/GeneratedStringSymbols_<Table>.swift for each catalog, as Xcode's build does \
        with STRING_CATALOG_GENERATE_SYMBOLS (byte for byte): a `static var` on \
        LocalizedStringResource for each manually managed key without placeholders \
        (`"action.copy_link"` → `.actionCopyLink`), a `static func` for each key with them \
        (`"%(count)lld landmarks"` → `.landmarks(count:)`, `"%@ left"` → `.left(_ arg1: String)`), \
        with the entry's comment as documentation; the symbols of a table other than Localizable \
        are nested in an enum named after it (`LocalizedStringResource.Paywall.title`). Entries \
        get a symbol when their extractionState is manual, or when "generatesSymbol" is true; \
        "generatesSymbol" : false opts out. How names are made: docs/symbols.md.

        Nothing is written when a catalog has an error: a key that gives no symbol (`""`, \
        `"%lld"`, punctuation only) or the same symbol as another key, the errors Xcode's build \
        stops on (lint reports them too: symbol-invalid-key, symbol-collision). Files are \
        written atomically; one that already holds the bytes is not touched.

        --xcode-version picks the form of the file (26.0 and 26.1 write `private let` and a plain \
        `extension`, later versions `nonisolated`); the newest by default. --access public or \
        package lets other modules use the symbols (Xcode's are internal). --runtime stringskit \
        writes LocalizedSymbol members instead, which StringsKit's LocalizedBundle resolves on \
        any platform (LocalizedStringResource exists on Apple platforms only).

        Examples:
          lstrings generate-symbols -o Generated Sources/App/Resources/Localizable.xcstrings
          lstrings generate-symbols --xcode-version 26.1 -o Generated Localizable.xcstrings Paywall.xcstrings
          lstrings generate-symbols --runtime stringskit --access public -o Sources/L10n/Generated Resources/*.xcstrings

        Exit status: 0 written; 1 a catalog has errors (nothing written) or a file cannot be \
        written; 64 usage error (a missing file, not a .xcstrings, an unknown version).
        """
    )

    @Option(name: .shortAndLong, help: "The folder that receives the GeneratedStringSymbols_<Table>.swift files.")
    var output: String

    @Option(help: "The Xcode version whose file to write (26.0 or later; default: the newest form).")
    var xcodeVersion: String?

    @Option(help: "The access of the symbols: internal (Xcode's), package or public.")
    var access: SymbolFileOptions.Access = .internal

    @Option(help: "apple: LocalizedStringResource (Xcode's file); stringskit: LocalizedSymbol, for StringsKit's LocalizedBundle.")
    var runtime: SymbolFileOptions.Runtime = .apple

    @Flag(name: .shortAndLong, help: "Do not print the summary.")
    var quiet = false

    @Argument(help: "The .xcstrings files.")
    var catalogs: [String]

    func validate() throws {
      try CatalogPaths.validate(catalogs) { "generate the same file GeneratedStringSymbols_\($0).swift" }
      if let xcodeVersion, SymbolFileOptions.XcodeForm(xcodeVersion: xcodeVersion) == nil {
        throw ValidationError(
          "--xcode-version \(xcodeVersion): Xcode generates symbols from 26.0 on (give a version such as 26.1)")
      }
    }

    func run() throws {
      let form = xcodeVersion.flatMap(SymbolFileOptions.XcodeForm.init(xcodeVersion:)) ?? .nonisolated
      let options = SymbolFileOptions(form: form, access: access, runtime: runtime)
      let generations = try catalogs.map { SymbolGeneration(file: try StringCatalog.parse(file: $0), options: options) }
      Terminal.err(XcodeReporter.render(generations.flatMap(\.diagnostics)))
      if generations.contains(where: \.hasErrors) {
        Terminal.err("error: nothing written: fix the errors above\n")
        throw ExitCode.failure
      }
      for generation in generations {
        let written = try generation.write(to: output)
        if !quiet {
          Terminal.err(
            "\(generation.path): \(generation.symbolCount) symbol\(generation.symbolCount == 1 ? "" : "s") in \(generation.fileName) (\(written ? "written" : "unchanged"))\n"
          )
        }
      }
    }
  }
}

extension SymbolFileOptions.Access: ExpressibleByArgument {}
extension SymbolFileOptions.Runtime: ExpressibleByArgument {}
