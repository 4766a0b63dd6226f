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
/// Tables are parsed on first use with `StringsParser` and cached for the bundle's lifetime. All
/// state sits behind one lock, and each lookup reads the override once, so switching languages on
/// one thread while others look strings up gives each lookup one language, never a mix.
/// `.stringsdict` files are not read.
public final class LocalizedBundle: Sendable {
  /// The folder as given (paths in results start with it).
  public let path: String
  /// The `.lproj` folder names without the extension, sorted by UTF-8 bytes. (CoreFoundation takes
  /// directory order, which the file system decides; sorting makes ties reproducible.)
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

  /// Why a folder cannot be opened.
  public struct OpenError: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "no such directory: \(path)" }
  }

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
    localizations = names.filter { name in
      guard name.hasSuffix(".lproj"), name.count > 6 else { return false }
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    .map { String($0.dropLast(6)) }
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

  /// The string a user with these preferences sees for `key`, as `NSLocalizedString` returns it.
  ///
  /// - Parameters:
  ///   - value: returned when the key is missing, if non-empty (else the key is returned).
  ///   - table: the table name without `.strings`; nil or empty means `Localizable`.
  ///   - preferredLanguages: the user's preferences, most preferred first (by default the
  ///     process's `Locale.preferredLanguages`); ignored while `overrideLanguages` is set.
  public func localizedString(
    forKey key: String, value: String? = nil, table: String? = nil,
    preferredLanguages: [String] = Locale.preferredLanguages
  ) -> String {
    resolve(
      key: StringsText(key), value: value, table: table, preferredLanguages: preferredLanguages
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
  /// served the table, and where the value is (or which fallback applied).
  public func resolve(
    key: StringsText, value: String? = nil, table: String? = nil, preferredLanguages: [String]
  ) -> Resolution {
    let override = overrideLanguages
    return resolve(
      key: key, value: value, table: table, preferences: override ?? preferredLanguages,
      isOverride: override != nil)
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

  /// The `.strings` tables of one localization (nil: the folder's top level), without extension.
  public func tableNames(localization: String?) -> [String] {
    let folder = localization.map { path + "/" + $0 + ".lproj" } ?? path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".strings") && $0.count > 8 }.map { String($0.dropLast(8)) }
      .sorted()
  }

  /// A table file as CoreFoundation loads it, parsed on first use; nil when there is no such file.
  public func table(_ name: String, localization: String?) -> LoadedTable? {
    let id = TableID(localization: localization, name: name)
    if let cached = state.withLock({ $0.tables[id] }) { return cached }
    let file = (localization.map { path + "/" + $0 + ".lproj" } ?? path) + "/" + name + ".strings"
    var loaded: LoadedTable?
    if FileManager.default.fileExists(atPath: file) {
      loaded = LoadedTable(
        localization: localization, path: file,
        result: try? StringsParser.parse(contentsOf: URL(fileURLWithPath: file), path: file))
    }
    return state.withLock { state in
      if let raced = state.tables[id] { return raced }
      state.tables[id] = .some(loaded)
      return loaded
    }
  }

  // MARK: - Resolution

  func resolve(
    key: StringsText, value: String?, table: String?, preferences: [String], isOverride: Bool
  ) -> Resolution {
    let tableName = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
    let list = searchList(for: preferences)
    var steps: [Resolution.Step] = [.preferences(preferences, isOverride: isOverride)]
    steps += list.choices.map(Resolution.Step.chose)
    if list.choices.isEmpty { steps.append(.noMatch(policy)) }

    // _createQueryTableAtPath: the top level, the first language, Base.lproj, the other languages.
    // A strict policy that matched nothing searches no localization at all, Base included.
    var order: [String?] = [nil]
    if let first = list.localizations.first {
      order.append(first)
      order.append("Base")
      order += list.localizations.dropFirst().map(Optional.some)
    }
    var seen = Set<String>()
    var served: LoadedTable?
    for localization in order {
      if let localization {
        guard seen.insert(localization).inserted else { continue }
        guard localizations.contains(localization) else { continue }
      }
      if let found = self.table(tableName, localization: localization) {
        steps.append(.foundTable(found.path, found.status))
        served = found
        break
      }
      if let localization { steps.append(.noTable(localization: localization, table: tableName)) }
    }

    if let served, let text = served.table[key]?.text {
      let location = served.location(ofValueFor: key)
      steps.append(.value(location))
      return Resolution(
        key: key, text: text,
        source: .table(served.localization, path: served.path, location: location),
        table: tableName, searchList: list, steps: steps)
    }
    if served == nil {
      steps.append(.noTableAnywhere(tableName))
    } else if served?.table[key] != nil {
      steps.append(.notAString)
    } else {
      steps.append(.missingKey)
    }
    if served?.table[key] == nil,
      let (document, entry) = IBDocumentLookup.text(forKey: key.string, table: tableName, bundlePath: path, localizations: list.localizations)
    {
      steps.append(.documentText(document))
      return Resolution(
        key: key, text: StringsText(entry.value), source: .document(path: document, line: entry.line), table: tableName,
        searchList: list, steps: steps)
    }
    if let value, !value.isEmpty {
      steps.append(.fellBackToValue)
      return Resolution(
        key: key, text: StringsText(value), source: .value, table: tableName, searchList: list,
        steps: steps)
    }
    steps.append(.fellBackToKey)
    return Resolution(
      key: key, text: key, source: .key, table: tableName, searchList: list, steps: steps)
  }

  struct TableID: Hashable {
    var localization: String?
    var name: String
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
        let region = plist["CFBundleDevelopmentRegion"] as? String, !region.isEmpty
      else { continue }
      return region
    }
    return nil
  }
}
