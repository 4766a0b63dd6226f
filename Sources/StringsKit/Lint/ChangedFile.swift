import Foundation

/// What a pre-commit hook's changed file stands for when linted: a table or plural table of an
/// `X.lproj` folder stands for its whole bundle (the folder holding the `.lproj` folders), so that
/// a key added to the English table is still checked against every translation, and a German table
/// against English, when only one of them changed. Catalogs and files outside `.lproj` folders
/// stand for themselves.
package enum ChangedFile {
  /// The bundle folder of a changed table, the file itself for a catalog or a loose table, nil for
  /// an argument that is not an existing localization file (an option, or its value).
  public static func lintPath(for argument: String) -> String? {
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

  /// Each distinct path `arguments` stand for, in order, and the arguments that are not
  /// localization files (lint's options), in order; a `--` separator is dropped.
  public static func partition(_ arguments: [String]) -> (options: [String], paths: [String]) {
    var options: [String] = []
    var paths: [String] = []
    for argument in arguments where argument != "--" {
      if let path = lintPath(for: argument) {
        if !paths.contains(path) { paths.append(path) }
      } else {
        options.append(argument)
      }
    }
    return (options, paths)
  }
}
