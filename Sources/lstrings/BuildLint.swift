import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  /// `lint` as lstrings' SwiftPM plugins run it: the same command, with two additions a plugin
  /// cannot make itself. The package's `defaultLocalization` is the base unless the settings file
  /// (which the plugin does not read: it may appear after the build was planned) names one; and a
  /// stamp file is written when lint passes, the build command's declared output, so the build
  /// system runs lint again only when a table, a settings file or the arguments change.
  struct BuildLint: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "build-lint",
      abstract: "Run lint for LStringsLintPlugin: a default base language, a stamp file on success.",
      shouldDisplay: false
    )

    @Option(help: ArgumentHelp("The file to write when lint passes.", valueName: "file"))
    var stamp: String?

    @Option(
      help: ArgumentHelp(
        "The base language when neither --base nor the settings file names one.",
        valueName: "lang"))
    var defaultBase: String?

    @Argument(parsing: .captureForPassthrough, help: "lint's arguments, after --.")
    var lintArguments: [String] = []

    func run() throws {
      let arguments = lintArguments.first == "--" ? Array(lintArguments.dropFirst()) : lintArguments
      var lint = try Lint.parse(arguments)
      if let defaultBase, lint.configuredBase == nil {
        lint = try Lint.parse(["--base", defaultBase] + arguments)
      }
      try lint.run()
      if let stamp, !FileManager.default.createFile(atPath: stamp, contents: Data("lstrings lint passed\n".utf8)) {
        throw ValidationError("cannot write \(stamp)")
      }
    }
  }
}
