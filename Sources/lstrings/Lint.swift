import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check .strings files: every parse error and warning, as path:line:column.",
      discussion: """
        Reads files exactly as CoreFoundation does and reports everything that makes the runtime \
        load something other than what the file says: syntax errors (CF rejects the whole file), \
        content CF silently ignores (a stray ';' or smart quote stops the table), BOM-less UTF-16, \
        invalid bytes.

        Examples:
          lstrings lint en.lproj/Localizable.strings
          lstrings lint Resources            # every *.strings below Resources
          lstrings lint --strict Resources   # warnings fail the run too

        Exit status: 0 clean, 1 errors found (or warnings, with --strict), 64 usage error.
        """
    )

    @Argument(help: "Files or directories (searched recursively for *.strings).")
    var paths: [String] = ["."]

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only the diagnostics, no summary.")
    var quiet = false

    func run() throws {
      let files = try Terminal.expand(paths, extensions: ["strings"])
      let report = FileLinter().lint(files: files)
      Terminal.out(XcodeReporter.render(report.diagnostics))
      if !quiet { Terminal.err(Terminal.summary(report)) }
      if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCode.failure }
    }
  }
}
