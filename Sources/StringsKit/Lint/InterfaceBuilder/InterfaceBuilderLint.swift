import Foundation

/// Finds, for each group of `.strings` tables, the Interface Builder document or `Info.plist` the
/// tables localize, and runs the rules that compare them.
///
/// `Base.lproj/Main.storyboard` (or `.xib`; else the first language folder that has the
/// document) is the base of every `xx.lproj/Main.strings` in the same bundle; `<bundle>/Info.plist`
/// is the base of every `xx.lproj/InfoPlist.strings` (`BundleInfoPlist`: or the project's
/// `INFOPLIST_KEY_…` build settings). A group with neither is left to the
/// ordinary rules.
enum InterfaceBuilderLint {
  static func findings(_ groups: [[LintTable]], rules: [any LintRule], serially: Bool) -> [StringsDiagnostic] {
    let documentRules = rules.compactMap { $0 as? any InterfaceBuilderRule }
    let infoPlistRules = rules.compactMap { $0 as? any InfoPlistRule }
    guard !documentRules.isEmpty || !infoPlistRules.isEmpty else { return [] }
    var untranslated: [StringsDiagnostic] = []
    if let prompts = infoPlistRules.lazy.compactMap({ $0 as? MissingPermissionPromptRule }).first {
      untranslated = run(prompts) { prompts.checkBundlesWithoutTable(groups, into: &$0) }
    }
    let perGroup = Parallel.map(groups.count, serially: serially) { index -> [StringsDiagnostic] in
      let group = groups[index]
      guard let first = group.first else { return [] }
      let translations = group.filter(\.isComplete)
      if first.file.isInfoPlist {
        guard !infoPlistRules.isEmpty, let infoPlist = BundleInfoPlist.read(near: first.file.bundle) else { return [] }
        // An unreadable Info.plist is an error and nothing to compare with; a build setting that
        // differs between configurations is a warning, and the first configuration's value counts.
        guard !infoPlist.diagnostics.contains(where: { $0.severity == .error }) else { return infoPlist.diagnostics }
        return infoPlist.diagnostics
          + infoPlistRules.flatMap { rule in
            translations.flatMap { table in run(rule) { rule.check(table, infoPlist: infoPlist, into: &$0) } }
          }
      }
      guard !documentRules.isEmpty,
        let path = documentPath(bundle: first.file.bundle, name: first.file.name, languages: group.compactMap(\.file.language))
      else {
        return []
      }
      let document = IBDocumentReader.read(path: path)
      guard document.platform != nil, !document.diagnostics.contains(where: { $0.severity == .error }) else {
        return document.diagnostics
      }
      let withComments = translations.map(DocumentTranslation.init(table:))
      return documentRules.flatMap { rule in
        withComments.flatMap { translation in run(rule) { rule.check(translation, document: document, into: &$0) } }
      }
    }.flatMap { $0 }
    return untranslated + perGroup
  }

  private static func run<Rule: LintRule>(_ rule: Rule, _ body: (inout Findings) -> Void) -> [StringsDiagnostic] {
    var findings = Findings(ruleID: Rule.description.id, severity: Rule.description.defaultSeverity)
    body(&findings)
    return findings.diagnostics
  }

  /// The document a table named `name` localizes: `Base.lproj` first, then `en.lproj`, then the
  /// group's own language folders.
  static func documentPath(bundle: String, name: String, languages: [String]) -> String? {
    let folder = bundle.isEmpty ? "" : bundle + "/"
    for language in ["Base", "en"] + languages {
      for fileExtension in ["storyboard", "xib"] {
        let path = "\(folder)\(language).lproj/\(name).\(fileExtension)"
        if FileManager.default.fileExists(atPath: path) { return path }
      }
    }
    return nil
  }
}
