import Foundation

/// Permission prompts an app ships in its development language only: the bundle has tables in
/// several languages, its `Info.plist` has `…UsageDescription` prompts, and no language has an
/// `InfoPlist.strings` (or `InfoPlist.xcstrings`) at all — so there is no translation to compare,
/// and the per-language check never runs. One warning per `Info.plist`, at its first prompt.
extension MissingPermissionPromptRule {
  func checkBundlesWithoutTable(_ groups: [[LintTable]], into findings: inout Findings) {
    var languages: [String: Set<String>] = [:]
    var translated: Set<String> = []
    for group in groups {
      for table in group {
        let folder = Self.folder(of: table.file)
        if table.file.isInfoPlist { translated.insert(folder) }
        if let language = table.file.language, language != "Base" { languages[folder, default: []].insert(language) }
      }
    }
    var reported: Set<String> = []
    for (folder, shipped) in languages.sorted(by: { $0.key < $1.key }) where shipped.count > 1 && !translated.contains(folder) {
      guard let infoPlist = BundleInfoPlist.read(near: folder) else { continue }
      let prompts = infoPlist.entries.filter { InfoPlistKeys.isPermissionPrompt($0.key) }
      guard let first = prompts.first, reported.insert(first.location.file).inserted else { continue }
      let names = prompts.map(\.key)
      let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
      let sample = shipped.sorted().prefix(4).joined(separator: ", ") + (shipped.count > 4 ? "…" : "")
      findings.report(
        "the app ships \(shipped.count) languages (\(sample)) but no InfoPlist.strings in any of them: its \(LintMessage.count(prompts.count, "permission prompt", "permission prompts")) (\(listed)) are shown in the development language to every user",
        at: first.location,
        notes: prompts.dropFirst().map { StringsDiagnostic.Note(message: "\($0.key) is defined here", location: $0.location) },
        key: StringsText(first.key))
    }
  }

  /// The folder holding the `.lproj` folders or the catalog.
  private static func folder(of file: TableFile) -> String {
    guard file.isCatalog else { return file.bundle }
    let parent = (file.path as NSString).deletingLastPathComponent
    return parent
  }
}
