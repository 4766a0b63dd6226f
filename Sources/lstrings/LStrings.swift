import ArgumentParser
import StringsKit

@main
struct LStrings: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lstrings",
    abstract:
      "Check, extract, merge and compile Apple localizations (.strings, .stringsdict, String Catalogs, storyboards) on Linux and macOS.",
    discussion: """
      Examples:
        lstrings extract -o Resources/en.lproj Sources
        lstrings lint Resources
        lstrings merge --base Resources/en.lproj Resources
        lstrings lookup --lang de-AT,en Resources "Welcome"
        lstrings convert --to json Resources/de.lproj/Localizable.strings

      Exit codes: 0 success; 1 problems found (errors, or warnings with --strict) or a failed \
      operation; 64 usage error.
      """,
    version: StringsKitVersion.current,
    subcommands: [
      Extract.self, Lint.self, Diff.self, Merge.self, MergeDriver.self, Pseudo.self, Lookup.self, Coverage.self,
      Convert.self,
      Compile.self,
      GenerateSymbols.self, BuildLint.self,
      LintChanged.self, GenerateManual.self,
      Export.self, Import.self,
    ]
  )
}
