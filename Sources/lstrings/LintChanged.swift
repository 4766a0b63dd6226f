import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  /// `lint` for a pre-commit hook, which passes the files that changed: each table or plural table
  /// of an `X.lproj` folder stands for its whole bundle (the folder holding the `.lproj` folders),
  /// so that a key added to the English table is still checked against every translation, and a
  /// German table against English, when only one of them changed. Catalogs and files outside
  /// `.lproj` folders are linted as they are.
  struct LintChanged: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "lint-changed",
      abstract: "Lint the bundles the given files belong to (used by the lstrings-lint pre-commit hook).",
      shouldDisplay: false
    )

    @Argument(parsing: .captureForPassthrough, help: "lint's options, then the changed files.")
    var arguments: [String] = []

    func run() throws {
      let (options, paths) = ChangedFile.partition(arguments)
      guard !paths.isEmpty else { return }
      try Lint.parse(options + paths).run()
    }
  }
}
