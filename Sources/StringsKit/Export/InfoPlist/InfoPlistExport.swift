import Foundation
import StringsFormats

/// The `InfoPlist` table Xcode's export generates for a target from its Info.plist and build
/// settings, when the project keeps no such table on disk: the texts people see
/// (`CFBundleName`, `CFBundleDisplayName`, `NSHumanReadableCopyright`, the usage descriptions),
/// one unit per key in Xcode's order, each with the name Xcode's property-list editor gives the key
/// as its note (`Bundle name`, `Privacy - Camera Usage Description`; `InfoPlistKeys`).
///
/// Where the values come from, as newmarcel/KeepingYouAwake's Xcode 16.4 exports show: the keys of
/// the target's `INFOPLIST_FILE`, and with `GENERATE_INFOPLIST_FILE = YES` the `INFOPLIST_KEY_…`
/// settings and `CFBundleName` (the product name, which Xcode's generated Info.plist always has),
/// every `$(…)` resolved. The table is `InfoPlist.xcstrings` beside the Info.plist when the project
/// prefers String Catalogs (`LOCALIZATION_PREFERS_STRING_CATALOGS = YES`), else
/// `DEV.lproj/InfoPlist.strings` there. Targets sharing an Info.plist share the table, the first
/// target's value winning a key. Test bundles are left out.
package struct InfoPlistExport: Sendable {
  package struct Entry: Sendable {
    package var key: String
    package var value: String
  }

  /// In Xcode's unit order (`ExportUnitOrder`).
  package var entries: [Entry]
  /// The form Xcode exports the generated table in.
  package var isCatalog: Bool
  /// The Info.plist files the values were read from (relative to the project folder), so that
  /// they are not reported as left out.
  package var sources: [String]
  /// For the `.strings` form, the `L.lproj/InfoPlist.strings` tables beside the generated one:
  /// key → value, by language.
  package var translations: [String: [String: String]] = [:]

  /// The generated `.strings` table `Source Contents/` holds: a comment and an entry per key, one
  /// blank line between entries, a line feed at the end (aliengr01/CamelApp's Xcode 10.2 export,
  /// `/* Bundle name */` `"CFBundleName" = "CamelApp";`; the blank line between entries is
  /// genstrings' layout, unconfirmed: that export has one key). nil for the catalog form.
  var generatedTable: String? {
    guard !isCatalog else { return nil }
    return entries.map { entry in
      StringsWriter.commentText(InfoPlistKeys.comment(for: entry.key)) + "\n"
        + StringsWriter.statement(key: StringsText(entry.key), value: StringsText(entry.value)) + "\n"
    }.joined(separator: "\n")
  }

  /// Whether `language`'s export has a table to take targets from (it decides the `<file>`
  /// attribute order of the `.strings` form).
  func hasTable(in language: String, developmentRegion: String) -> Bool {
    language == developmentRegion || translations[language] != nil
  }

  /// The units of `language`'s export: the development language repeats each value as a `new`
  /// target (KeepingYouAwake's `en.xcloc`), other languages have no target — a generated catalog
  /// exists nowhere to hold one. The `.strings` form takes targets from `L.lproj/InfoPlist.strings`
  /// and, like any `.strings` unit, gives them no state (unconfirmed: no such export was at hand).
  func units(language: String, developmentRegion: String) -> [XLIFFUnit] {
    let table = translations[language]
    return entries.map { entry in
      let target =
        language == developmentRegion
        ? XLIFFTarget(text: .plain(entry.value), state: isCatalog ? .new : nil)
        : table?[entry.key].map { XLIFFTarget(text: .plain($0), state: nil) }
      return XLIFFUnit(
        id: entry.key, source: .plain(entry.value), target: target,
        notes: [XLIFFNote(InfoPlistKeys.comment(for: entry.key))])
    }
  }

  /// The generated tables of the Xcode projects under `root` (`exported` holds the tables on
  /// disk, which win: a project that keeps `en.lproj/InfoPlist.strings` or `InfoPlist.xcstrings`
  /// exports that), and what could not be resolved, at its line.
  static func tables(
    under root: String, exported: [ExportedTable], developmentRegion: String
  ) throws -> (tables: [ExportedTable], warnings: [StringsDiagnostic]) {
    let projects = try FileEnumerator.files(in: [root], extensions: [], bundles: ["xcodeproj"])
      .filter { $0.hasSuffix(".xcodeproj") && !LocalizationExport.isInsideExport($0) }
    let taken = Set(exported.map(\.original))
    var byOriginal: [String: (export: InfoPlistExport, keys: Set<String>)] = [:]
    var order: [String] = []
    var warnings: [StringsDiagnostic] = []
    for project in projects {
      for target in XcodeProjectSettings.targets(of: project) where !target.isTestBundle {
        guard let (original, plist) = place(of: target, project: project, root: root, developmentRegion: developmentRegion)
        else { continue }
        if taken.contains(original) || existsOnDisk(original, root: root) { continue }
        let (entries, problems) = values(of: target, plist: plist)
        warnings += problems
        guard !entries.isEmpty else { continue }
        if byOriginal[original] == nil {
          order.append(original)
          byOriginal[original] = (
            InfoPlistExport(entries: [], isCatalog: original.hasSuffix(".xcstrings"), sources: []), []
          )
        }
        for entry in entries where byOriginal[original]?.keys.insert(entry.key).inserted == true {
          byOriginal[original]?.export.entries.append(entry)
        }
        if let plist { byOriginal[original]?.export.sources.append(LocalizationExport.relative(plist, to: root)) }
      }
    }
    let tables = order.compactMap { original -> ExportedTable? in
      guard var export = byOriginal[original]?.export else { return nil }
      export.entries.sort { ExportUnitOrder.precedes($0.key, $1.key) }
      if !export.isCatalog {
        for (language, path) in LprojTables.translations(of: root + "/" + original) {
          export.translations[language] = Dictionary(
            ((try? StringsTableExport.read(path)) ?? []).map { ($0.key, $0.value) }
          ) { _, last in last }
        }
      }
      return ExportedTable(original: original, path: root + "/" + original, content: .infoPlist(export))
    }
    return (tables, warnings)
  }

  /// The table's `original` and the target's Info.plist path; nil for a target with neither an
  /// Info.plist nor a generated one.
  private static func place(
    of target: XcodeTargetSettings, project: String, root: String, developmentRegion: String
  ) -> (String, String?)? {
    let projectFolder = (project as NSString).deletingLastPathComponent
    let generates = target.value("GENERATE_INFOPLIST_FILE") == "YES"
    let file = target.value("INFOPLIST_FILE").map { projectFolder.isEmpty ? $0 : projectFolder + "/" + $0 }
    guard file != nil || generates else { return nil }
    // A generated Info.plist with no file of its own: the folder named like the target
    // (unconfirmed where Xcode puts the table then).
    let folder =
      file.map { ($0 as NSString).deletingLastPathComponent }
      ?? (projectFolder.isEmpty ? target.name : projectFolder + "/" + target.name)
    let relativeFolder = LocalizationExport.relative(folder, to: root)
    let prefix = relativeFolder.isEmpty || relativeFolder == root ? "" : relativeFolder + "/"
    let catalog = target.value("LOCALIZATION_PREFERS_STRING_CATALOGS") == "YES"
    let original = prefix + (catalog ? "InfoPlist.xcstrings" : developmentRegion + ".lproj/InfoPlist.strings")
    return (original, file)
  }

  private static func existsOnDisk(_ original: String, root: String) -> Bool {
    FileManager.default.fileExists(atPath: root + "/" + original)
  }

  /// The localizable values of a target's Info.plist: the file's keys, then (generated) the
  /// `INFOPLIST_KEY_…` settings and `CFBundleName`, each resolved; a value that names a setting
  /// lstrings cannot resolve is reported at its line, not exported half built.
  private static func values(of target: XcodeTargetSettings, plist: String?) -> ([Entry], [StringsDiagnostic]) {
    var entries: [Entry] = []
    var seen: Set<String> = []
    var problems: [StringsDiagnostic] = []
    func add(_ key: String, _ raw: String, at location: StringsSourceLocation) {
      guard InfoPlistKeys.isLocalizable(key), !seen.contains(key), !raw.isEmpty else { return }
      seen.insert(key)
      guard let value = target.expanded(raw) else {
        problems.append(
          StringsDiagnostic(
            .unexportedFile,
            message:
              "\(key) of target \(target.name) is '\(raw)', which names a build setting lstrings cannot resolve: it is not exported",
            location: location, key: key))
        return
      }
      if !value.isEmpty { entries.append(Entry(key: key, value: value)) }
    }
    if let plist, let (pairs, lines) = rawInfoPlist(plist) {
      for (key, raw) in pairs { add(key, raw, at: lines(key)) }
    }
    if target.value("GENERATE_INFOPLIST_FILE") == "YES" {
      let location = StringsSourceLocation(file: plist ?? target.name, line: 1, column: 1)
      for (setting, raw) in target.settings.sorted(by: { $0.key < $1.key }) where setting.hasPrefix("INFOPLIST_KEY_") {
        add(String(setting.dropFirst("INFOPLIST_KEY_".count)), raw, at: location)
      }
      add("CFBundleName", "$(PRODUCT_NAME)", at: location)
    }
    return (entries, problems)
  }

  /// An Info.plist's string values by key, unresolved, and the line of each key.
  private static func rawInfoPlist(
    _ path: String
  ) -> ([(String, String)], (String) -> StringsSourceLocation)? {
    guard let bytes = try? FileReader.read(path),
      case .value(.dictionary(let pairs), isOldStyle: _) = PropertyListReader.readAnyFormat(bytes)
    else { return nil }
    let lines = LineTable(bytes: bytes)
    let values = pairs.compactMap { pair in pair.value.text.map { (pair.key.string, $0.string) } }
    return (
      values,
      { key in
        let offset = firstOffset(of: Array("<key>\(key)</key>".utf8), in: bytes) ?? 0
        return lines.location(of: offset, file: path)
      }
    )
  }

  private static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    haystack.firstRange(of: needle)?.lowerBound
  }
}
