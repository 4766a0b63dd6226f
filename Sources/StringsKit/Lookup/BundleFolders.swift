import Foundation

extension LocalizedBundle {
  /// The folders `lookup` and `coverage` read as bundles for `path`: `path` itself when it holds
  /// a `*.lproj` folder or a String Catalog; otherwise every folder below it that does (an app's
  /// `Resources`, a widget's, a package's `Sources/X/Resources`), sorted — so that a project's
  /// root finds its tables instead of an empty bundle. A `.lproj` counts when it holds a table
  /// (`.strings` or `.stringsdict`), not only storyboards. Build output, dependencies and hidden
  /// folders are not searched. Empty when there is nothing to read.
  package static func folders(at path: String) -> [String] {
    if holdsTables(path) { return [path] }
    var found: [String] = []
    var pending = [path]
    while let folder = pending.popLast() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where !skipped(name) {
        let child = folder + "/" + name
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue,
          !name.hasSuffix(".lproj")
        else { continue }
        if holdsTables(child) { found.append(child) }
        pending.append(child)
      }
    }
    return found.sorted()
  }

  /// Whether `folder` has a String Catalog, or a `.lproj` with a table, directly inside.
  static func holdsTables(_ folder: String) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.contains { name in
      if name.hasSuffix(".xcstrings") { return true }
      guard name.hasSuffix(".lproj") else { return false }
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + name)) ?? []
      return files.contains { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
    }
  }

  /// Folders that hold no app's own tables: hidden ones, build output, dependencies, bundles.
  private static func skipped(_ name: String) -> Bool {
    name.hasPrefix(".") || ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules"].contains(name)
      || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name.hasSuffix(".xcassets")
      || name.hasSuffix(".app") || name.hasSuffix(".framework") || name.hasSuffix(".bundle")
  }
}
