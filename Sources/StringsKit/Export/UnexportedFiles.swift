import Foundation
import StringsFormats

/// The localizable files of a project that its export does not carry, each said at its path
/// (`unexported-file`), so that a translator's `.xcloc` that lacks them is never taken for the
/// whole project: a table in another language's folder whose development-language table does not
/// exist, a `Base.lproj` table that is no storyboard's, a document localized without `Base.lproj`,
/// an Intents definition, an Info.plist whose texts have no `InfoPlist.strings` in the development
/// language. Files outside `.lproj` folders are not localized resources and are not reported.
enum UnexportedFiles {
  static func find(under root: String, exported: [ExportedTable], developmentRegion: String) throws -> [StringsDiagnostic] {
    let covered = Set(exported.flatMap(readPaths).map { LocalizationExport.relative($0, to: root) })
    var warnings = exported.flatMap { table -> [StringsDiagnostic] in
      guard case .interfaceBuilder(let document) = table.content else { return [] }
      return document.warnings
    }
    let candidates = try FileEnumerator.files(
      in: [root], extensions: ["strings", "stringsdict", "storyboard", "xib", "intentdefinition", "plist"])
    let exportsInfoPlist = covered.contains {
      ["InfoPlist.strings", "InfoPlist.xcstrings"].contains(($0 as NSString).lastPathComponent)
    }
    for path in candidates
    where !covered.contains(LocalizationExport.relative(path, to: root)) && !LocalizationExport.isInsideExport(path) {
      if (path as NSString).lastPathComponent == "Info.plist" {
        if !exportsInfoPlist, let warning = infoPlistWarning(path, developmentRegion: developmentRegion) {
          warnings.append(warning)
        }
        continue
      }
      guard let language = LprojTables.language(ofTableAt: path), let reason = reason(path, language, developmentRegion)
      else { continue }
      // As the user named the folder: `App/…` for the current folder, not `./App/…`.
      let shown = root == "." ? LocalizationExport.relative(path, to: root) : path
      warnings.append(StringsDiagnostic(.unexportedFile, message: reason, file: shown))
    }
    return warnings
  }

  /// Why a file in an `.lproj` folder is not exported; nil for a plist that holds no strings.
  private static func reason(_ path: String, _ language: String, _ developmentRegion: String) -> String? {
    let name = (path as NSString).lastPathComponent
    let kind = (path as NSString).pathExtension
    switch kind {
    case "intentdefinition":
      return "an Intents definition: Xcode exports its titles and phrases; lstrings does not export .intentdefinition files yet"
    case "storyboard" where language == "Base", "xib" where language == "Base":
      return
        "a \(kind) no language localizes (no L.lproj/\(((name as NSString).deletingPathExtension)).strings beside Base.lproj): Xcode exports a document for the languages of its variant group, so it is not exported"
    case "storyboard", "xib":
      return
        "a \(kind) localized without Base internationalization (in \(language).lproj): lstrings exports the documents in Base.lproj only"
    case "plist":
      return nil
    default:
      if language == "Base" {
        return
          "a Base.lproj table with no storyboard or xib of its name: lstrings takes tables from \(developmentRegion).lproj, the development language's folder, and does not export this one"
      }
      if name == "InfoPlist.strings" {
        return
          "a translation of Info.plist texts with no \(developmentRegion).lproj/InfoPlist.strings beside it and no Xcode project target whose Info.plist it translates: it is not exported"
      }
      return
        "a table the development language's folder (\(developmentRegion).lproj) does not have: the export takes each table's units from \(developmentRegion).lproj, so this one is not exported"
    }
  }

  /// An Info.plist whose texts people see (`CFBundleDisplayName`, usage descriptions) that no
  /// exported table holds: Xcode exports them as its target's `InfoPlist` table, which lstrings
  /// generates only for a target it finds in an `.xcodeproj`. Said at the first such key.
  private static func infoPlistWarning(_ path: String, developmentRegion: String) -> StringsDiagnostic? {
    let strings = InfoPlistStrings.read(infoPlistAt: path)
    guard let first = strings.entries.min(by: { $0.location < $1.location }) else { return nil }
    let keys = strings.entries.map(\.key).joined(separator: ", ")
    return StringsDiagnostic(
      .unexportedFile,
      message:
        "Info.plist texts (\(keys)) that no exported table holds: Xcode exports them as the InfoPlist table of the target whose INFOPLIST_FILE this is; lstrings finds no such target in an .xcodeproj under the project folder and no \(developmentRegion).lproj/InfoPlist.strings, so they are not exported",
      location: first.location)
  }

  /// The files a table's export reads or names: the table and its translations beside it; a
  /// catalog and the storyboard or xib it holds the strings of.
  private static func readPaths(_ table: ExportedTable) -> [String] {
    switch table.content {
    case .catalog: return [table.path, table.original]
    case .strings, .stringsdict: return [table.path] + LprojTables.translations(of: table.path).map(\.path)
    case .interfaceBuilder:
      return [table.path]
        + LprojTables.translations(of: InterfaceBuilderExport.stringsTable(of: table.path)).map(\.path)
    case .infoPlist(let infoPlist):
      return infoPlist.sources + [table.path] + LprojTables.translations(of: table.path).map(\.path)
    case .code:
      return [table.path] + LprojTables.translations(of: table.path).map(\.path)
    }
  }
}
