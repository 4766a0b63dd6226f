import Foundation

/// Finds, for each group of `.strings` tables, the Interface Builder document or `Info.plist` the
/// tables localize, and runs the rules that compare them.
///
/// `Base.lproj/Main.storyboard` (or `.xib`; else the first language folder that has the
/// document) is the base of every `xx.lproj/Main.strings` in the same bundle; `<bundle>/Info.plist`
/// is the base of every `xx.lproj/InfoPlist.strings`. A group with neither is left to the
/// ordinary rules.
enum InterfaceBuilderLint {
  static func findings(_ groups: [[LintTable]], rules: [any LintRule], serially: Bool) -> [StringsDiagnostic] {
    let documentRules = rules.compactMap { $0 as? any InterfaceBuilderRule }
    let infoPlistRules = rules.compactMap { $0 as? any InfoPlistRule }
    guard !documentRules.isEmpty || !infoPlistRules.isEmpty else { return [] }
    return Parallel.map(groups.count, serially: serially) { index -> [StringsDiagnostic] in
      let group = groups[index]
      guard let first = group.first else { return [] }
      let translations = group.filter(\.isComplete)
      if first.file.isInfoPlist {
        guard !infoPlistRules.isEmpty, let path = infoPlistPath(bundle: first.file.bundle) else { return [] }
        let infoPlist = InfoPlistStrings.read(infoPlistAt: path)
        guard infoPlist.diagnostics.isEmpty else { return infoPlist.diagnostics }
        return infoPlistRules.flatMap { rule in
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

  /// The bundle's `Info.plist`: beside the language folders, as in a source tree.
  static func infoPlistPath(bundle: String) -> String? {
    let path = (bundle.isEmpty ? "" : bundle + "/") + "Info.plist"
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}
