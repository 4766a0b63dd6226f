import ArgumentParser
import Foundation

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
      var options: [String] = []
      var paths: [String] = []
      for argument in arguments where argument != "--" {
        if let path = Self.lintPath(forChangedFile: argument) {
          if !paths.contains(path) { paths.append(path) }
        } else {
          options.append(argument)
        }
      }
      guard !paths.isEmpty else { return }
      try Lint.parse(options + paths).run()
    }

    /// The bundle folder of a changed table, the file itself for a catalog or a loose table, nil
    /// for an argument that is not a localization file (an option, or its value).
    static func lintPath(forChangedFile argument: String) -> String? {
      let extensions = ["strings", "stringsdict", "xcstrings"]
      let url = URL(fileURLWithPath: argument)
      guard extensions.contains(url.pathExtension), FileManager.default.fileExists(atPath: argument) else {
        return nil
      }
      let components = argument.split(separator: "/", omittingEmptySubsequences: false)
      guard url.pathExtension != "xcstrings", components.count >= 2,
        components[components.count - 2].hasSuffix(".lproj")
      else { return argument }
      let bundle = components.dropLast(2).joined(separator: "/")
      return bundle.isEmpty ? "." : bundle
    }
  }
}
