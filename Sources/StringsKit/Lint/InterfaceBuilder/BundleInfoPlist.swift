import Foundation

/// A bundle's Info.plist keys, for the rules that compare `InfoPlist.strings` with them.
///
/// An app keeps them in one of two places: an `Info.plist` file beside its language folders (or in
/// the folder above them, an app's `Resources/`), or — the default for projects Xcode 13 and later
/// create (`GENERATE_INFOPLIST_FILE = YES`) — `INFOPLIST_KEY_…` build settings in its
/// `project.pbxproj`. Without the second, an app whose camera prompt is a build setting was never
/// checked: lint said nothing where App Review rejects the app.
enum BundleInfoPlist {
  /// The keys for the bundle whose language folders are in `folder`: its `Info.plist` when there
  /// is one, else the build settings of the nearest `.xcodeproj` above it — of the target named
  /// like a folder on the way up when there is one (`App/` for target `App`), else of every
  /// target; nil when neither exists.
  static func read(near folder: String) -> InfoPlistStrings? {
    if let path = file(near: folder) { return InfoPlistStrings.read(infoPlistAt: path) }
    return buildSettings(near: folder)
  }

  /// The `Info.plist` beside the folder, or in the folder above it.
  static func file(near folder: String) -> String? {
    let above = folder.isEmpty ? ".." : (folder as NSString).deletingLastPathComponent
    let candidates = [
      folder.isEmpty ? "Info.plist" : folder + "/Info.plist", above.isEmpty ? "Info.plist" : above + "/Info.plist",
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0) }
  }

  /// The `INFOPLIST_KEY_…` settings of the nearest project above `folder` that has any.
  private static func buildSettings(near folder: String) -> InfoPlistStrings? {
    let folders = DevelopmentRegion.folders(from: folder.isEmpty ? "." : folder)
    // The folders on the way up, nearest first: one may be named like its target.
    let names = folders.first.map { $0.split(separator: "/").map(String.init).reversed() } ?? []
    for directory in folders {
      let projects = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        .filter { $0.hasSuffix(".xcodeproj") }.sorted()
      for project in projects {
        let path = directory + "/" + project + "/project.pbxproj"
        guard let bytes = try? FileReader.read(path) else { continue }
        for target in names {
          let settings = InfoPlistStrings.read(project: bytes, path: path, target: target)
          if !settings.entries.isEmpty { return settings }
        }
        let settings = InfoPlistStrings.read(project: bytes, path: path)
        if !settings.entries.isEmpty { return settings }
      }
      if !projects.isEmpty { return nil }
    }
    return nil
  }
}
