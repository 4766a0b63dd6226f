import Foundation

/// Where a legacy table's translations live: `App/en.lproj/Localizable.strings` is the development
/// language's table, and `App/fr.lproj/Localizable.strings` the French one, each `.lproj` folder
/// named after its language. An export takes the development language's tables as sources and
/// looks up each target language's table beside them.
enum LprojTables {
  /// The language a table's folder names (`fr` for `App/fr.lproj/Localizable.strings`), nil when
  /// the table is not directly inside an `.lproj` folder.
  static func language(ofTableAt path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (folder as NSString).lastPathComponent
    guard name.hasSuffix(".lproj"), name.count > ".lproj".count else { return nil }
    return String(name.dropLast(".lproj".count))
  }

  /// The same table in every other `.lproj` folder beside the one holding `path`, by language
  /// (`Base.lproj` included: it is a folder like the others). Sorted by language, so the result
  /// does not depend on the order the file system lists folders in.
  static func translations(of path: String) -> [(language: String, path: String)] {
    let folder = (path as NSString).deletingLastPathComponent
    let parent = (folder as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let own = (folder as NSString).lastPathComponent
    let listed = (try? FileManager.default.contentsOfDirectory(atPath: parent.isEmpty ? "." : parent)) ?? []
    return listed.sorted().compactMap { entry in
      guard entry.hasSuffix(".lproj"), entry != own else { return nil }
      let candidate = (parent.isEmpty ? "" : parent + "/") + entry + "/" + name
      guard FileManager.default.fileExists(atPath: candidate) else { return nil }
      return (String(entry.dropLast(".lproj".count)), candidate)
    }
  }
}
