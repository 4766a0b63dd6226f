import Foundation

/// One language identifier as Apple's localization matcher sees it: the spelling it was given, its
/// ICU base name, the name after aliases, and the chain of parents it falls back through.
///
/// This is `LocaleIDInfo` of `ualoc_localizationsToUse` (Apple's ICU, `ualoc.cpp`), which
/// CoreFoundation calls to choose `.lproj` folders. Identifiers are ASCII and short, so plain
/// `String` work is fine here; nothing in this type is on a per-byte hot path.
public struct LanguageTag: Hashable, Sendable {
  /// The identifier exactly as given (`en-GB`, `English`, `zh_TW`, `Base`).
  public let original: String
  /// ICU's base name: `_` separators, language lower-cased, script title-cased, region
  /// upper-cased, keywords dropped (`en-gb` → `en_GB`, `English` → `english`).
  public let baseName: String
  /// The base name after Apple's and CLDR's aliases (`english` → `en`, `zh_TW` → `zh_Hant_TW`,
  /// `iw` → `he`).
  public let normalized: String
  /// The language subtag of `normalized`.
  public let language: String
  /// `language`, except for the few languages Apple compares as one group (`nb` and `nn` with
  /// `no`, `yue` with `zh`).
  public let languageGroup: String

  /// The tag `identifier` (`zh-Hant-TW`, `en_US`, `pt-BR`), normalized as CoreFoundation does.
  public init(_ identifier: String) {
    original = identifier
    baseName = Self.baseName(of: identifier)
    normalized = Self.normalize(baseName)
    language = Self.subtags(of: normalized).first.map(String.init) ?? ""
    languageGroup = LocaleData.languageGroups[language] ?? language
  }

  /// Whether the normalized identifier names a region (`en_GB`, `zh_Hant_TW`).
  public var specifiesRegion: Bool { region != nil }

  /// The region subtag of `normalized`, if any.
  public var region: String? {
    let parts = Self.subtags(of: normalized)
    guard parts.count > 1 else { return nil }
    for part in parts.dropFirst() {
      if Self.isRegion(part) { return String(part) }
      if !Self.isScript(part) { return nil }
    }
    return nil
  }

  /// The script subtag of `normalized`, if any.
  public var script: String? {
    let parts = Self.subtags(of: normalized)
    guard parts.count > 1, Self.isScript(parts[1]) else { return nil }
    return String(parts[1])
  }

  /// `normalized` followed by its parents, most specific first, ending before `root` (at most nine
  /// entries, as in ICU).
  ///
  /// - Parameter penalizingUncommonRegion: for available localizations, Apple repeats the first
  ///   entry when the region is not the language's default (`it_CH`, `en_GB`, `pt_PT`), so that
  ///   a plain `it` preference prefers `it_IT` over `it_CH` whatever their order on disk.
  public func parentChain(penalizingUncommonRegion: Bool) -> [String] {
    var chain = [normalized]
    if penalizingUncommonRegion, hasUncommonRegion { chain.append(normalized) }
    var current = normalized
    while chain.count < 9 {
      let parent = Self.parent(of: current)
      if parent.isEmpty || parent == "root" { break }
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// Whether the region differs from the one ICU's likely-subtags data gives the language (and
  /// script): `uloc_minimizeSubtags` keeps the region. `es_MX` and `zh_Hant_TW` are exempt in
  /// `ualoc.cpp`.
  var hasUncommonRegion: Bool {
    guard let region, normalized != "es_MX", normalized != "zh_Hant_TW" else { return false }
    return Self.likelyRegion(language: language, script: script) != region
  }

  // MARK: - ICU operations

  /// `uloc_getBaseName` for the identifiers people put in `AppleLanguages` and `.lproj` names.
  static func baseName(of identifier: String) -> String {
    var text = Substring(identifier)
    if let at = text.firstIndex(of: "@") { text = text[..<at] }
    let parts = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
    guard let first = parts.first, !first.isEmpty else { return "" }
    var result = first.lowercased()
    var index = 1
    if index < parts.count, isScript(parts[index]) {
      let script = parts[index]
      result += "_" + script.prefix(1).uppercased() + script.dropFirst().lowercased()
      index += 1
    }
    var hasRegion = false
    if index < parts.count, isRegion(parts[index]) {
      result += "_" + parts[index].uppercased()
      hasRegion = true
      index += 1
    }
    var variants: [String] = []
    while index < parts.count, parts[index].count > 1 {
      variants.append(parts[index].uppercased())
      index += 1
    }
    if !variants.isEmpty {
      result += (hasRegion ? "_" : "__") + variants.joined(separator: "_")
    }
    return result
  }

  /// `ualoc_normalize`: Apple's alias map, then CLDR's language aliases (for the whole base name,
  /// then for the language alone with the other subtags put back).
  static func normalize(_ base: String) -> String {
    if let alias = LocaleData.appleAliases[base] { return alias }
    if let alias = LocaleData.cldrLanguageAliases[base] { return alias }
    guard let underscore = base.firstIndex(of: "_"),
      let alias = LocaleData.cldrLanguageAliases[String(base[..<underscore])]
    else { return base }
    if !alias.contains("_") { return alias + base[underscore...] }
    let aliasParts = subtags(of: alias)
    if let last = aliasParts.last, aliasParts.count > 1, isScript(last),
      let lastUnderscore = base.lastIndex(of: "_"),
      base.distance(from: lastUnderscore, to: base.endIndex) <= 4
    {
      return alias + base[lastUnderscore...]
    }
    return alias
  }

  /// `ualoc_getParent`: Apple's parent map, then CLDR's parent locales (with those Apple's ICU adds
  /// by region, see `LocaleData.regionalParent`), then the identifier with its last subtag removed (`""` after a bare language).
  static func parent(of identifier: String) -> String {
    if let parent = LocaleData.appleParents[identifier] { return parent }
    if let parent = LocaleData.cldrParents[identifier] { return parent }
    let parts = subtags(of: identifier)
    if parts.count == 2, parts[1].utf8.count == 2, isRegion(parts[1]),
      let parent = LocaleData.regionalParent(language: String(parts[0]), region: String(parts[1]))
    {
      return parent
    }
    guard let underscore = identifier.lastIndex(of: "_") else { return "" }
    var parent = identifier[..<underscore]
    while parent.hasSuffix("_") { parent = parent.dropLast() }
    return String(parent)
  }

  /// The default region of a language (and script) from ICU's likely subtags, through Foundation.
  static func likelyRegion(language: String, script: String?) -> String? {
    let key = script.map { language + "-" + $0 } ?? language
    if let cached = likelyRegionCache.withLock({ $0[key] }) { return cached }
    let maximal = Locale.Language(identifier: key).maximalIdentifier
    let region =
      maximal.split(separator: "-").dropFirst().last.flatMap { isRegion($0) ? String($0) : nil }
      ?? ""
    likelyRegionCache.withLock { $0[key] = region }
    return region
  }

  private static let likelyRegionCache = Locked<[String: String]>([:])

  static func subtags(of identifier: String) -> [Substring] {
    identifier.split(separator: "_", omittingEmptySubsequences: false)
  }

  static func isScript<S: StringProtocol>(_ part: S) -> Bool {
    part.utf8.count == 4 && part.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
  }

  static func isRegion<S: StringProtocol>(_ part: S) -> Bool {
    let bytes = part.utf8
    if bytes.count == 2 { return bytes.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }
    if bytes.count == 3 { return bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    return false
  }
}
