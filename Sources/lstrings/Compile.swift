import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compile",
      abstract: "Compile String Catalogs (.xcstrings) into the .strings and .stringsdict the runtime reads.",
      discussion: """
        Does on any platform what Xcode's `xcstringstool compile` does at build time: for each \
        catalog, writes DIR/<language>.lproj/<Table>.strings (XML property list, keys sorted) \
        and, for entries with plural or device variations or substitutions, <Table>.stringsdict. \
        Units in state `new` are not compiled; `needs_review` and `stale` ones are. Translations \
        of `shouldTranslate: false` entries are not compiled. A source-language key with no unit \
        of its own is not written (the runtime shows the key). Every file is written atomically, \
        and a file that already holds the same bytes is not touched (make sees no change).

        Nothing is written when any catalog has an error: a JSON or shape error, a catalog inside \
        an .lproj other than mul.lproj (as in Xcode), a value referring to an undefined \
        substitution (%#@name@ with no substitution "name"), a substitution with no forms, or a \
        control character a property list cannot hold. A substitution nothing refers to is a \
        warning. A summary per catalog goes to standard error (-q silences it).

        On Linux, Foundation implements no plural rules and `Bundle.localizedString` crashes \
        looking up a key of a .stringsdict (seen with Swift 6.3): --no-stringsdict writes each \
        plural, device or substitution entry into the .strings as its `other` forms instead \
        ("%1$@ added %2$lld photos"), which keeps the format's placeholders.

        Examples:
          lstrings compile -o .build/Resources Sources/App/Localizable.xcstrings
          lstrings compile -o Resources --language de,fr --language ja Localizable.xcstrings InfoPlist.xcstrings
          lstrings compile --no-stringsdict -o Sources/App/Compiled Sources/App/Resources/*.xcstrings

        A Makefile rule for a Swift package on Linux (no xcstringstool there): compile the \
        catalogs into a folder the target copies as a resource.
          CATALOGS := $(wildcard Sources/App/Resources/*.xcstrings)
          .build/catalogs.stamp: $(CATALOGS)
          \tlstrings compile --no-stringsdict -o Sources/App/Compiled $(CATALOGS)
          \t@mkdir -p $(@D) && touch $@
        with, in Package.swift, `.process("Compiled")` as the target's resources on Linux \
        (`#if os(Linux)`) and `.process("Resources")` elsewhere, each excluding the other folder.

        Exit status: 0 written; 1 a catalog has errors (nothing written) or a file cannot be \
        written; 64 usage error (a missing file, not a .xcstrings).
        """
    )

    @Option(name: .shortAndLong, help: "The folder that receives the <language>.lproj folders.")
    var output: String

    @Option(
      name: .customLong("language"),
      help: "Compile only these languages (comma-separated; repeatable). A language a catalog lacks is a warning.")
    var languageLists: [String] = []

    @Flag(
      name: .customLong("no-stringsdict"),
      help: "Write each plural/device entry's `other` forms into the .strings, and no .stringsdict (for Linux).")
    var withoutStringsdict = false

    @Flag(name: .shortAndLong, help: "Do not print the summary.")
    var quiet = false

    @Argument(help: "The .xcstrings files.")
    var catalogs: [String]

    func validate() throws {
      try CatalogPaths.validate(catalogs) { "compile to the same table \($0)" }
    }

    func run() throws {
      let languages =
        languageLists.isEmpty
        ? nil
        : Set(
          languageLists.flatMap { $0.split(separator: ",") }.map {
            $0.trimmingCharacters(in: .whitespaces)
          }.filter { !$0.isEmpty })
      let compilations = try catalogs.map {
        CatalogCompilation(file: try StringCatalog.parse(file: $0), languages: languages, stringsdict: !withoutStringsdict)
      }
      Terminal.err(XcodeReporter.render(compilations.flatMap(\.diagnostics)))
      for compilation in compilations where !compilation.missingLanguages.isEmpty {
        Terminal.err("warning: \(compilation.path) has no language \(compilation.missingLanguages.joined(separator: ", "))\n")
      }
      if compilations.contains(where: \.hasErrors) {
        Terminal.err("error: nothing written: fix the errors above\n")
        throw ExitCode.failure
      }
      for compilation in compilations {
        let files = try compilation.write(to: output)
        if !quiet { Terminal.err(compilation.summary(files: files) + "\n") }
      }
    }
  }
}
