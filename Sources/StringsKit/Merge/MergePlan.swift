import Foundation

/// One translation to bring up to date, and the base table it follows.
package struct MergeTarget: Hashable, Sendable {
  public var base: String
  public var translation: String

  public init(base: String, translation: String) {
    self.base = base
    self.translation = translation
  }
}

/// Pairs a base (a table or a `.lproj` folder) with the translations named on the command line.
///
/// - `--base en.lproj/Localizable.strings de.lproj/Localizable.strings`: file to file (the
///   translation may not exist yet; it is then created).
/// - `--base en.lproj/Localizable.strings de.lproj`: the table of the same name in that folder.
/// - `--base en.lproj de.lproj fr.lproj`: every table of the base folder, in each language folder
///   (a language folder that does not exist yet is created, with every table).
/// - `--base en.lproj Resources`: every `*.lproj` folder in `Resources` except the base itself and
///   `Base.lproj` (Interface Builder's tables, which are not translations of the base language).
package enum MergePlan {
  public struct PlanError: Error, CustomStringConvertible {
    public var description: String
  }

  public static func targets(base: String, translations: [String]) throws -> [MergeTarget] {
    let baseIsFolder = try isFolder(base)
    let tables =
      baseIsFolder
      ? try TableComparison.relativeTables(in: base) : [IBDocumentMerge.tableFileName(ofBase: base)]
    var targets: [MergeTarget] = []
    for translation in translations {
      let folders: [String]
      let exists = FileManager.default.fileExists(atPath: translation)
      if exists, try isFolder(translation) {
        folders =
          translation.trimmingSlashes.hasSuffix(".lproj")
          ? [translation] : try languageFolders(in: translation, excluding: base)
      } else if !exists, translation.trimmingSlashes.hasSuffix(".lproj") {
        // A new language: its folder and tables are created.
        try requireParent(of: translation.trimmingSlashes)
        folders = [translation]
      } else {
        guard !baseIsFolder else {
          throw PlanError(
            description:
              "with a base folder (\(base)), give translation folders (de.lproj) or a folder that holds them, not \(translation)"
          )
        }
        try requireParent(of: translation)
        targets.append(MergeTarget(base: base, translation: translation))
        continue
      }
      for folder in folders {
        for table in tables {
          targets.append(
            MergeTarget(
              base: baseIsFolder ? TableComparison.join(base, table) : base,
              translation: TableComparison.join(folder, table)))
        }
      }
    }
    let baseFiles = Set(targets.map { standardized($0.base) })
    return targets.filter { !baseFiles.contains(standardized($0.translation)) }
  }

  private static func requireParent(of path: String) throws {
    let parent = (path as NSString).deletingLastPathComponent
    guard parent.isEmpty || FileManager.default.fileExists(atPath: parent) else {
      throw FileEnumerator.MissingPath(path: parent)
    }
  }

  /// The `*.lproj` folders directly inside `folder`, sorted, without the base and `Base.lproj`.
  private static func languageFolders(in folder: String, excluding base: String) throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let baseFolder = standardized(
      try isFolder(base) ? base : (base as NSString).deletingLastPathComponent)
    return names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }
      .map { TableComparison.join(folder, $0) }
      .filter { standardized($0) != baseFolder }
  }

  private static func isFolder(_ path: String) throws -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw FileEnumerator.MissingPath(path: path)
    }
    return isDirectory.boolValue
  }

  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}

extension String {
  fileprivate var trimmingSlashes: String {
    var result = self
    while result.count > 1, result.hasSuffix("/") { result.removeLast() }
    return result
  }
}
