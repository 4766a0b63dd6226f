import Foundation

/// The Xcode project or workspace an export names in `contents.json` (`"project" :
/// "App.xcodeproj"` or `"workspace" : "App.xcworkspace"`): what `xcodebuild -exportLocalizations`
/// was given, found here as the one beside the exported files.
package enum XcodeContainer: Sendable, Hashable {
  case project(String)
  case workspace(String)

  /// The `.xcworkspace` directly in `folder`, else its `.xcodeproj` (the first by name of each);
  /// nil for a folder with neither (a Swift package, loose tables). A workspace wins because a
  /// project that has one (CocoaPods, several projects) is built, and exported, through it.
  package static func find(in folder: String) -> XcodeContainer? {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    if let workspace = names.first(where: { $0.hasSuffix(".xcworkspace") }) { return .workspace(workspace) }
    if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) { return .project(project) }
    return nil
  }

  /// The `contents.json` member: its key and the folder's name.
  var member: (key: String, name: String) {
    switch self {
    case .project(let name): ("project", name)
    case .workspace(let name): ("workspace", name)
    }
  }
}
