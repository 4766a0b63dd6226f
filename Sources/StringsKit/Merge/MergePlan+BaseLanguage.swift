import Foundation

extension MergePlan {
  /// The base folder of a merge run without `--base`: among the language folders the
  /// translations name (`de.lproj`, or the `*.lproj` folders of a folder that holds them), the
  /// one `BaseLanguage.choose` picks — the project's development region, else the first of
  /// Base, en, English — so that merge compares with the language lint and coverage compare
  /// with. Nil when no folder is a candidate.
  public static func chooseBase(translations: [String], developmentRegion: DevelopmentRegion?)
    -> (folder: String, choice: BaseLanguage)?
  {
    let folders = candidateFolders(translations)
    let languages = folders.map(\.language)
    guard let choice = BaseLanguage.choose(among: languages, configured: nil, developmentRegion: developmentRegion),
      let folder = folders.first(where: { $0.language == choice.language })
    else { return nil }
    return (folder.path, choice)
  }

  /// The languages of the folders the translations name, for checking a development region.
  public static func languages(translations: [String]) -> Set<String> {
    Set(candidateFolders(translations).map(\.language))
  }

  /// Every `.lproj` folder named, or directly inside a folder named, in argument order.
  private static func candidateFolders(_ translations: [String]) -> [(path: String, language: String)] {
    var result: [(path: String, language: String)] = []
    for translation in translations {
      var path = translation
      while path.count > 1, path.hasSuffix("/") { path.removeLast() }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        continue
      }
      let names =
        path.hasSuffix(".lproj")
        ? [path]
        : ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
          .filter { $0.hasSuffix(".lproj") }.map { TableComparison.join(path, $0) }
      for name in names {
        let language = String((name as NSString).lastPathComponent.dropLast(".lproj".count))
        if !language.isEmpty { result.append((name, language)) }
      }
    }
    return result
  }
}
