/// The project file a `<file original=…>` goes back into, decided from the original's path alone.
enum ImportTarget: Equatable {
  /// A String Catalog: the units go into the catalog itself, in the target language.
  case catalog(path: String)
  /// A `.strings` table, or a storyboard, xib or Info.plist (and other file ibtool or Xcode
  /// exports as a table): the units go into the target language's table `L.lproj/NAME.strings`
  /// beside the original's language folder. `original` is the path of the exported file itself.
  case table(path: String, original: String)
  /// A `.stringsdict`: the units go into the target language's `L.lproj/NAME.stringsdict`;
  /// `original` is the development language's file, whose entries and variables they must name.
  case stringsdict(path: String, original: String)

  /// The target for `original` (already resolved inside the project) in `language`.
  init(original path: String, language: String) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? ""
    let fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
    if fileName.hasSuffix(".xcstrings") {
      self = .catalog(path: path)
      return
    }
    let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
    let tableName = stem == "Info" && fileName.hasSuffix(".plist") ? "InfoPlist" : stem
    let parentName = folder.split(separator: "/").last.map(String.init) ?? ""
    let lproj: String
    if parentName.hasSuffix(".lproj") {
      let grandparent = folder.dropLast(parentName.count)
      lproj = grandparent + language + ".lproj"
    } else {
      lproj = (folder.isEmpty ? "" : folder + "/") + language + ".lproj"
    }
    if fileName.hasSuffix(".stringsdict") {
      self = .stringsdict(path: lproj + "/" + fileName, original: path)
      return
    }
    self = .table(path: lproj + "/" + tableName + ".strings", original: path)
  }

  /// The language folder a table original sits in (`en` for `App/en.lproj/…`), nil otherwise or
  /// for `Base.lproj`.
  static func folderLanguage(of path: String) -> String? {
    let parts = path.split(separator: "/")
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
    let language = String(parts[parts.count - 2].dropLast(".lproj".count))
    return language == "Base" ? nil : language
  }
}
