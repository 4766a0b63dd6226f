import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract:
        "Compare two tables, two .lproj folders or two String Catalogs by key: added, removed, changed.",
      discussion: """
        The comparison is semantic: order, spacing, escaping style and encoding do not count. A \
        UTF-16 table and its UTF-8 copy are equal; a changed comment above an entry is a change.

        Examples:
          lstrings diff old/en.lproj/Localizable.strings en.lproj/Localizable.strings
          lstrings diff --exit-code build/en.lproj en.lproj   # 1 when they differ
          lstrings diff --keys en.lproj de.lproj     # keys one side lacks
          lstrings diff --format json en.lproj de.lproj
          lstrings diff old/Localizable.xcstrings Localizable.xcstrings
          lstrings diff Localizable.xcstrings build/Resources   # vs the .lproj tables

        Git (UTF-16 tables otherwise diff as "Binary files differ"):
          echo '*.strings diff=strings' >> .gitattributes
          git config diff.strings.textconv 'lstrings diff --textconv'

        String Catalogs compare by key, language, form (plural, device, substitution) and state; a \
        catalog and a folder compare as the runtime reads them (the compiled catalog against each \
        <lang>.lproj/<Table>.strings with its .stringsdict).

        Exit status: 0 (or 1 with --exit-code when the tables differ), 1 when a table or catalog \
        cannot be loaded (errors as path:line:column on stderr), 64 usage error.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Flag(help: "Only list keys one side has and the other lacks.")
    var keys = false

    @Flag(help: "Exit with status 1 when the tables differ (like git diff --exit-code).")
    var exitCode = false

    @Flag(help: "Print FILE as UTF-8 text, for a git textconv driver (takes one file).")
    var textconv = false

    @Argument(
      help: """
        OLD and NEW: two .strings files, two folders, two .xcstrings, or a .xcstrings and a folder \
        of .lproj (one file with --textconv).
        """)
    var paths: [String]

    func validate() throws {
      if textconv {
        guard paths.count == 1 else { throw ValidationError("--textconv takes exactly one file") }
      } else if paths.count != 2 {
        throw ValidationError("give two tables or two folders to compare")
      }
    }

    func run() throws {
      if textconv {
        Terminal.out(bytes: GitTextConversion.text(of: try Terminal.read(paths[0]), path: paths[0]))
        return
      }
      if CatalogComparison.isCatalog(paths[0]) || CatalogComparison.isCatalog(paths[1]) {
        try runCatalogs()
        return
      }
      let comparisons: [TableComparison]
      do {
        comparisons = try TableComparison.compare(old: paths[0], new: paths[1])
      } catch let error as CustomStringConvertible & Error {
        throw ValidationError(error.description)
      }
      switch format {
      case .text:
        Terminal.out(
          DiffTextRenderer(usesColor: Terminal.stdoutUsesColor, keysOnly: keys).render(comparisons)
        )
      case .json: Terminal.out(DiffJSONRenderer(keysOnly: keys).render(comparisons))
      }
      let differ = comparisons.contains { keys ? !$0.diff.keyChanges.isEmpty : !$0.diff.isEmpty }
      try finish(errors: comparisons.flatMap(\.errors), differ: differ)
    }

    /// Two catalogs, or a catalog and a folder of .lproj tables.
    private func runCatalogs() throws {
      let comparison: CatalogComparison
      do {
        comparison = try CatalogComparison.compare(old: paths[0], new: paths[1])
      } catch let error as CustomStringConvertible & Error {
        throw ValidationError(error.description)
      }
      switch format {
      case .text:
        Terminal.out(
          DiffTextRenderer(usesColor: Terminal.stdoutIsTerminal, keysOnly: keys).render([comparison]))
      case .json: Terminal.out(DiffJSONRenderer(keysOnly: keys).render([comparison]))
      }
      let diff = keys ? comparison.diff.keyChanges : comparison.diff
      try finish(errors: comparison.errors, differ: !diff.isEmpty)
    }

    /// Errors on stderr and exit 1; else exit 1 with --exit-code when the sides differ.
    private func finish(errors: [StringsDiagnostic], differ: Bool) throws {
      Terminal.err(XcodeReporter.render(errors))
      if !errors.isEmpty { throw ExitCode.failure }
      if exitCode, differ { throw ExitCode.failure }
    }
  }
}
