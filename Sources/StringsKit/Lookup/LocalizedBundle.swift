import Foundation

/// A folder of `*.lproj` localizations, looked up as `Bundle.localizedString(forKey:value:table:)`
/// does on Apple platforms, with in-app language switching.
///
/// ```swift
/// let bundle = try LocalizedBundle(path: "Example/Resources", developmentRegion: "en")
/// bundle.localizedString(forKey: "Welcome", preferredLanguages: ["de-AT", "en"])  // "Willkommen"
/// bundle.overrideLanguages = ["zh-Hans"]   // the in-app language picker (seeds 000, 001)
/// bundle.overrideLanguages = nil           // "follow the system" again
/// ```
///
/// The semantics are CoreFoundation's (`CFBundle_Strings.c`, `CFBundle_Resources.c`):
/// - a table is one file, found by searching the top of the folder (a non-localized table), then the
///   best localization, then `Base.lproj`, then the remaining localizations of the search list (see
///   `LanguageMatcher.bundleSearchList`). The first file found is the whole table: a key missing
///   from it is *not* looked up in another language;
/// - a table CoreFoundation rejects (a syntax error) or whose top level is not a dictionary loads
///   as empty, so every key falls back;
/// - a missing key yields `value` when it is non-empty, else the key itself; `table` nil or empty
///   means `Localizable`.
///
/// - a table's `.stringsdict` is found the same way, independently of its `.strings`, and its
///   entries win over the `.strings` ones (`_copyStringFromTable` merges them so);
/// - a String Catalog at the top of the folder (`Localizable.xcstrings`) is the table of its name
///   in every language it holds, as `CatalogCompiler` compiles it (`CatalogTables`), and those
///   languages are localizations of the bundle.
///
/// A `.stringsdict` entry is resolved as Foundation on Apple platforms resolves it, which Foundation
/// on Linux cannot: its device rule chooses the form of `device`, and with `arguments` each
/// `%#@variable@` becomes the plural form CLDR gives its number in the serving language (Apple's
/// `zero` rule included) and every placeholder is formatted, as `String.localizedStringWithFormat`
/// does:
///
/// ```swift
/// bundle.localizedString(forKey: "%lld files", arguments: .counts(21), preferredLanguages: ["ru"])  // "21 файл"
/// ```
///
/// Tables are parsed on first use and cached for the bundle's lifetime. All state sits behind one
/// lock, and each lookup reads the override once, so switching languages on one thread while
/// others look strings up gives each lookup one language, never a mix.
public final class LocalizedBundle: Sendable {
  /// The folder as given (paths in results start with it).
  public let path: String
  /// The `.lproj` folder names without the extension, and the languages of the folder's String
  /// Catalogs, sorted by UTF-8 bytes. (CoreFoundation takes directory order, which the file system
  /// decides; sorting makes ties reproducible.)
  public let localizations: [String]
  /// `CFBundleDevelopmentRegion`: searched last, and served when no preference matches. Nil is a
  /// bundle without one: English (`en`, `English` or `en_US`) takes that role when present.
  public let developmentRegion: String?
  /// How preferences choose localizations (Apple's algorithm unless told otherwise).
  public let policy: LanguageMatcher.Policy

  private struct State {
    var overrideLanguages: [String]?
    var tables: [TableID: LoadedTable?] = [:]
    var searchLists: [[String]: BundleSearchList] = [:]
  }

  private let state = Locked(State())
  private let catalogs: CatalogTables

  /// Catalogs in the folder that serve no table: unreadable, or JSON Xcode would refuse.
  public var catalogProblems: [StringsDiagnostic] { catalogs.problems }

  /// Why a folder cannot be opened.
  public struct OpenError: Error, CustomStringConvertible {
    /// The path that is not a directory.
    public var path: String
    /// The message, naming the path.
    public var description: String { "no such directory: \(path)" }
  }

  /// The bundle at `path`; throws ``OpenError`` when it is not a directory. Tables are read on first use.
  public init(
    path: String, developmentRegion: String? = nil, policy: LanguageMatcher.Policy = .apple
  ) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw OpenError(path: path)
    }
    self.path = path
    self.developmentRegion = developmentRegion
    self.policy = policy
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    catalogs = CatalogTables(folder: path, names: names)
    let folders = names.filter { name in
      guard name.hasSuffix(".lproj"), name.count > 6 else { return false }
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    .map { String($0.dropLast(6)) }
    localizations = Set(folders).union(catalogs.languages)
      .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  // MARK: - In-app language switching

  /// Languages that replace the caller's preferences for every lookup (an in-app language picker),
  /// or nil to follow the preferences each lookup is given (the system's). An empty list also
  /// means "follow the system", as clearing `AppleLanguages` does in seed 001. Takes effect from
  /// the next lookup; loaded tables stay cached.
  public var overrideLanguages: [String]? {
    get { state.withLock { $0.overrideLanguages } }
    set { state.withLock { $0.overrideLanguages = newValue?.isEmpty == true ? nil : newValue } }
  }

  /// Drops the override: lookups follow the preferences they are given again.
  public func followSystem() {
    overrideLanguages = nil
  }

  // MARK: - Lookup

  /// The string a user with these preferences sees for `key`, as `NSLocalizedString` returns it
  /// (for a `.stringsdict` entry: its format, with `device`'s form of a device rule).
  ///
  /// - Parameters:
  ///   - key: the key, as written in the table.
  ///   - value: returned when the key is missing, if non-empty (else the key is returned).
  ///   - table: the table name without `.strings`; nil or empty means `Localizable`.
  ///   - device: the device a device variation chooses for; nil takes its `other` form.
  ///   - preferredLanguages: the user's preferences, most preferred first (by default the
  ///     process's `Locale.preferredLanguages`); ignored while `overrideLanguages` is set.
  public func localizedString(
    forKey key: String, value: String? = nil, table: String? = nil, device: Device? = nil,
    preferredLanguages: [String] = Locale.preferredLanguages
  ) -> String {
    resolve(
      key: StringsText(key), value: value, table: table, device: device, preferredLanguages: preferredLanguages
    ).text.string
  }

  /// What `String.localizedStringWithFormat(NSLocalizedString(key, …), arguments…)` shows on an
  /// Apple device: plural forms chosen for the numbers by CLDR's rules of the serving language
  /// (a `zero` form for 0 in every language, `other` for a category the entry lacks), device
  /// forms for `device`, placeholders formatted.
  ///
  /// ```swift
  /// bundle.localizedString(forKey: "photos", arguments: .counts(21), preferredLanguages: ["uk"])
  /// bundle.localizedString(
  ///   forKey: "%1$@ and %2$lld others", arguments: FormatArguments(numbers: [3], texts: ["Alice"]),
  ///   preferredLanguages: ["de"])   // "Alice und 3 andere"
  /// ```
  public func localizedString(
    forKey key: String, value: String? = nil, table: String? = nil, arguments: FormatArguments,
    device: Device? = nil, preferredLanguages: [String] = Locale.preferredLanguages
  ) -> String {
    resolve(
      key: StringsText(key), value: value, table: table, arguments: arguments, device: device,
      preferredLanguages: preferredLanguages
    ).text.string
  }

  /// Several keys resolved under one reading of the override, so a screen drawn with them is in
  /// one language even while another thread switches it.
  public func localizedStrings(
    forKeys keys: [String], table: String? = nil,
    preferredLanguages: [String] = Locale.preferredLanguages
  ) -> [String] {
    let override = overrideLanguages
    return keys.map {
      resolve(
        key: StringsText($0), value: nil, table: table, preferences: override ?? preferredLanguages,
        isOverride: override != nil
      )
      .text.string
    }
  }

  /// Resolves a key and records every step: which localizations were chosen and why, which file
  /// served the table, where the value is (or which fallback applied), and, for an entry with
  /// variations, which form was chosen and why. With `arguments` (even empty ones), `text` is the
  /// formatted string; without, it is the format `NSLocalizedString` returns.
  public func resolve(
    key: StringsText, value: String? = nil, table: String? = nil, arguments: FormatArguments? = nil,
    device: Device? = nil, preferredLanguages: [String]
  ) -> Resolution {
    let override = overrideLanguages
    return resolve(
      key: key, value: value, table: table, preferences: override ?? preferredLanguages,
      isOverride: override != nil, arguments: arguments, device: device)
  }

  /// The search list for a list of preferences under the bundle's policy (cached).
  public func searchList(for preferences: [String]) -> BundleSearchList {
    if let cached = state.withLock({ $0.searchLists[preferences] }) { return cached }
    let list = LanguageMatcher.bundleSearchList(
      localizations: localizations, developmentRegion: developmentRegion, preferences: preferences,
      policy: policy)
    state.withLock { $0.searchLists[preferences] = list }
    return list
  }

  /// The tables of one localization (nil: the folder's top level), without extension: its
  /// `.strings` and `.stringsdict` files and the catalogs that hold its language.
  public func tableNames(localization: String?) -> [String] {
    let folder = localization.map { path + "/" + $0 + ".lproj" } ?? path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var tables = Set<String>()
    for suffix in [".strings", ".stringsdict"] {
      for name in names where name.hasSuffix(suffix) && name.count > suffix.count {
        tables.insert(String(name.dropLast(suffix.count)))
      }
    }
    if let localization {
      tables.formUnion(catalogs.catalogs.values.filter { $0.strings[localization] != nil }.map(\.tableName))
    }
    return tables.sorted()
  }

  /// The keys one localization's own files of a table hold: its `.strings` and `.stringsdict`
  /// merged, as CFBundle merges them.
  public func keys(inTable name: String, localization: String?) -> [StringsText] {
    var keys = Set(table(name, localization: localization)?.table.keys ?? [:].keys)
    keys.formUnion(stringsdict(name, localization: localization)?.table.keys ?? [:].keys)
    return keys.sorted()
  }

  /// A `.strings` table as CoreFoundation loads it, parsed on first use; nil when there is no
  /// such file. For a language a catalog of that name holds, the catalog's compiled table.
  public func table(_ name: String, localization: String?) -> LoadedTable? {
    cachedTable(TableID(localization: localization, name: name, isStringsdict: false)) {
      if let localization, let catalog = catalogs.catalogs[name], let compiled = catalog.strings[localization] {
        return compiled
      }
      let file = folder(of: localization) + "/" + name + ".strings"
      guard FileManager.default.fileExists(atPath: file) else { return nil }
      return LoadedTable(
        localization: localization, path: file,
        result: try? StringsParser.parse(contentsOf: URL(fileURLWithPath: file), path: file))
    }
  }

  /// A `.stringsdict` table as CFBundle loads it, read on first use; nil when there is none. For a
  /// language a catalog of that name holds, the catalog's compiled rules (nil when it has none).
  public func stringsdict(_ name: String, localization: String?) -> LoadedTable? {
    cachedTable(TableID(localization: localization, name: name, isStringsdict: true)) {
      if let localization, let catalog = catalogs.catalogs[name], catalog.strings[localization] != nil {
        return catalog.stringsdicts[localization]
      }
      let file = folder(of: localization) + "/" + name + ".stringsdict"
      guard FileManager.default.fileExists(atPath: file) else { return nil }
      return LoadedTable.stringsdict(localization: localization, path: file)
    }
  }

  /// The catalogs of the folder, by table name.
  public var catalogsByTable: [String: StringCatalog] {
    catalogs.catalogs.mapValues(\.catalog)
  }

  private func folder(of localization: String?) -> String {
    localization.map { path + "/" + $0 + ".lproj" } ?? path
  }

  private func cachedTable(_ id: TableID, load: () -> LoadedTable?) -> LoadedTable? {
    if let cached = state.withLock({ $0.tables[id] }) { return cached }
    let loaded = load()
    return state.withLock { state in
      if let raced = state.tables[id] { return raced }
      state.tables[id] = .some(loaded)
      return loaded
    }
  }

  struct TableID: Hashable {
    var localization: String?
    var name: String
    var isStringsdict: Bool
  }
}

extension LocalizedBundle {
  /// `CFBundleDevelopmentRegion` from an `Info.plist` in the folder or its parent (an app's
  /// `Contents/Info.plist` beside `Resources`), or nil.
  public static func developmentRegion(near path: String) -> String? {
    for candidate in [path + "/Info.plist", path + "/../Info.plist"] {
      guard let data = FileManager.default.contents(atPath: candidate),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
          as? [String: Any],
        let region = plist["CFBundleDevelopmentRegion"] as? String, !region.isEmpty,
        // `$(DEVELOPMENT_LANGUAGE)` is a build setting Xcode substitutes, not a language: the
        // project's own setting (`DevelopmentRegion.find`) says what it becomes.
        !region.contains("$(") && !region.contains("${")
      else { continue }
      return region
    }
    return nil
  }
}
