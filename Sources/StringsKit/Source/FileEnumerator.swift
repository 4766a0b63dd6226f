import Foundation

/// Expands paths given on a command line into files, in a deterministic (sorted) order.
///
/// Directories are walked recursively; hidden folders and build products (`.build`, `Pods`,
/// `Carthage`, `DerivedData`, `node_modules`) are skipped.
public enum FileEnumerator {
  public static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

  /// Files under `paths` whose extension is in `extensions` (files named directly are always kept).
  /// Throws when a path does not exist.
  public static func files(in paths: [String], extensions: Set<String>) throws -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw MissingPath(path: path)
      }
      if !isDirectory.boolValue {
        result.append(path)
        continue
      }
      var found: [String] = []
      walk(path, extensions: extensions, into: &found)
      result.append(contentsOf: found.sorted())
    }
    return result
  }

  public struct MissingPath: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "no such file or directory: \(path)" }
  }

  private static func walk(_ directory: String, extensions: Set<String>, into found: inout [String]) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names.sorted() {
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        if name.hasPrefix(".") || skippedDirectories.contains(name) { continue }
        walk(path, extensions: extensions, into: &found)
      } else if let dot = name.lastIndex(of: "."), extensions.contains(String(name[name.index(after: dot)...])) {
        found.append(path)
      }
    }
  }
}
