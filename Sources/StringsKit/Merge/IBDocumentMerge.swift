/// `merge --base Base.lproj/Main.storyboard de.lproj`: the document's texts are the base table,
/// with ibtool's comments, so every translation whose object ID and property survive is kept,
/// new texts are added, and removed ones are reported as for any base table.
enum IBDocumentMerge {
  /// The table file a base names in a translation folder: `Main.storyboard` → `Main.strings`;
  /// a `.strings` base keeps its name.
  static func tableFileName(ofBase base: String) -> String {
    let file = base.split(separator: "/").last.map(String.init) ?? base
    guard ResourceTableExtraction.kind(ofPath: base) == .interfaceBuilder else { return file }
    return IBDocument(path: base, platform: nil, entries: [], diagnostics: []).tableName + ".strings"
  }

  /// The base entries of an Interface Builder document, or nil when `path` is not one. A document
  /// that cannot be read whole merges into nothing (its errors are returned).
  static func baseEntries(ofDocument path: String) -> (entries: [BaseEntry], errors: [StringsDiagnostic])? {
    guard ResourceTableExtraction.kind(ofPath: path) == .interfaceBuilder else { return nil }
    let document = IBDocumentReader.read(path: path)
    let errors = document.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, document.platform != nil else { return ([], errors) }
    return (document.entries.map { BaseEntry(key: StringsText($0.key), value: StringsText($0.value), comment: $0.comment) }, [])
  }
}
