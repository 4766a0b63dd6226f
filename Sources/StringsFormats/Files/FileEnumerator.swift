import Foundation

/// Expands paths given on a command line into files, in a deterministic (sorted) order.
///
/// Directories are walked recursively; hidden folders, build products (`.build`, `Pods`,
/// `Carthage`, `DerivedData`, `node_modules`) and `.framework` bundles (vendored third-party code,
/// whose `Versions/Current` links show each file up to three times) are skipped unless named. Links
/// are followed, but each real file and folder is walked once (`SeenFiles`), so a link to a parent
/// folder or a cycle of links neither loops nor repeats a table. The walk uses `stat` and `readdir`
/// directly (with the entry type `readdir` already knows): a `FileManager` call per path costs
/// more than scanning a small source file, and trees have tens of thousands of them.
package enum FileEnumerator {
  public static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

  /// Files under `paths` whose extension is in `extensions` (files named directly are always kept).
  /// Throws when a path does not exist.
  ///
  /// With `checkingNamedSources: false`, a named path that has one of `extensions` is taken as a
  /// file without asking the file system (a system call costs microseconds, and lists name
  /// thousands of files); the caller must then handle a directory or a missing path there itself,
  /// as `SourceScanner.scan(files:)` does.
  ///
  /// A folder whose extension is in `bundles` (a Core Data model, `.xcdatamodeld`) is reported
  /// as one path and not walked into, so one walk finds sources and models together.
  public static func files(
    in paths: [String], extensions: Set<String>, checkingNamedSources: Bool = true, bundles: Set<String> = []
  ) throws -> [String] {
    var result: [String] = []
    result.reserveCapacity(paths.count)
    // A `--files-from` list names thousands of files: they are looked at on every core.
    let parts = paths.count >= 1024 ? 8 : 1
    let kinds = Parallel.map(parts) { part in
      paths[(part * paths.count / parts)..<((part + 1) * paths.count / parts)].map { path in
        checkingNamedSources || !hasExtension(path, in: extensions) ? kind(of: path) : .other
      }
    }
    var seen = SeenFiles()
    for (path, kind) in zip(paths, kinds.joined()) {
      switch kind {
      case nil:
        throw MissingPath(path: path)
      case .directory? where !bundles.isEmpty && hasExtension(path, in: bundles):
        result.append(path)
      case .directory?:
        var info = stat()
        guard stat(path, &info) == 0, seen.insert(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) else { continue }
        var found: [String] = []
        walk(path, device: UInt64(info.st_dev), extensions: extensions, bundles: bundles, seen: &seen, into: &found)
        result.append(contentsOf: found.sorted())
      case .other?:
        result.append(path)
      }
    }
    return result
  }

  /// The folders under `paths` that a walk skips (hidden folders and build products), sorted, so
  /// that `--verbose` can say what was not looked at. Walks only folders; not for hot paths.
  public static func skippedFolders(in paths: [String]) -> [String] {
    var skipped: [String] = []
    var pending = paths.filter { kind(of: $0) == .directory }
    while let directory = pending.popLast() {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
      let prefix = directory.hasSuffix("/") ? directory : directory + "/"
      for name in names where kind(of: prefix + name) == .directory {
        if isSkipped(folder: name) {
          skipped.append(prefix + name)
        } else {
          pending.append(prefix + name)
        }
      }
    }
    return skipped.sorted()
  }

  /// The paths of a `--files-from` list: one per line (LF, CR LF or CR), empty lines skipped.
  /// Split on bytes: lists hold tens of thousands of paths.
  public static func paths(inList list: [UInt8]) -> [String] {
    var paths: [String] = []
    var start = 0
    for index in list.indices where list[index] == 0x0A || list[index] == 0x0D {
      if index > start { paths.append(String(decoding: list[start..<index], as: UTF8.self)) }
      start = index + 1
    }
    if list.count > start { paths.append(String(decoding: list[start...], as: UTF8.self)) }
    return paths
  }

  public struct MissingPath: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "no such file or directory: \(path)" }

    package init(path: String) { self.path = path }
  }

  private enum Kind { case directory, other }

  /// Whether the last component of `path` ends with `.ext` for one of `extensions`.
  static func hasExtension(_ path: String, in extensions: Set<String>) -> Bool {
    let utf8 = path.utf8
    guard let dot = utf8.lastIndex(of: 0x2E), !utf8[dot...].contains(0x2F) else { return false }
    return extensions.contains(String(Substring(utf8[utf8.index(after: dot)...])))
  }

  /// What `path` is (following symbolic links, as `FileManager.fileExists` does); nil when it
  /// does not exist.
  private static func kind(of path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT == S_IFDIR ? .directory : .other
  }

  /// Whether a walk passes over a folder of this name (one named on the command line is walked).
  static func isSkipped(folder name: String) -> Bool {
    name.hasPrefix(".") || skippedDirectories.contains(name) || name.hasSuffix(".framework")
  }

  /// Walks `directory` (on `device`), adding the files it has not seen yet to `found`.
  private static func walk(
    _ directory: String, device: UInt64, extensions: Set<String>, bundles: Set<String>, seen: inout SeenFiles,
    into found: inout [String]
  ) {
    guard let stream = opendir(directory) else { return }
    var entries: [(name: String, type: UInt8, inode: UInt64)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      entries.append((name, entry.pointee.d_type, UInt64(entry.pointee.d_ino)))
    }
    closedir(stream)
    entries.sort { $0.name < $1.name }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    for (name, type, inode) in entries {
      let path = prefix + name
      var isDirectory = Int32(type) == Int32(DT_DIR)
      // A regular file is known by its folder's device and the inode readdir gave; a folder, a
      // link or a file system that does not say is asked (a dangling link is skipped).
      var info = stat()
      if Int32(type) != Int32(DT_REG) {
        guard stat(path, &info) == 0 else { continue }
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
      }
      if isDirectory {
        if isSkipped(folder: name) { continue }
        if !bundles.isEmpty, hasExtension(name, in: bundles) {
          if seen.insert(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) { found.append(path) }
          continue
        }
        guard seen.insert(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) else { continue }
        walk(path, device: UInt64(info.st_dev), extensions: extensions, bundles: bundles, seen: &seen, into: &found)
      } else if hasExtension(name, in: extensions) {
        let isNew =
          Int32(type) == Int32(DT_REG)
          ? seen.insert(device: device, inode: inode) : seen.insert(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        if isNew { found.append(path) }
      }
    }
  }
}
