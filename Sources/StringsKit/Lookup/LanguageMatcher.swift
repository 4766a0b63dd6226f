/// Chooses which localizations serve a list of preferred languages, as Apple platforms do.
///
/// On Apple platforms `Bundle.preferredLocalizations(from:forPreferences:)` and every
/// `NSLocalizedString` lookup go through CoreFoundation (`CFBundle_Locale.c`), which hands the
/// choice to ICU's Apple-only `ualoc_localizationsToUse`. Foundation on Linux is built without it
/// and answers `["en"]` (or the first localization) whatever the user prefers. This type is that
/// algorithm in Swift, plus the three stricter policies of ZCRLocalizedObject (seed 003).
///
/// ```swift
/// LanguageMatcher.preferredLocalizations(from: ["en", "de", "zh-Hant"], forPreferences: ["zh-HK"])
/// // ["zh-Hant"]
/// LanguageMatcher.match(preferences: ["en-US"], available: ["en-GB", "en"], policy: .exact)
/// // []
/// ```
public enum LanguageMatcher {
  /// How far a preference may be from a localization and still choose it.
  public enum Policy: String, CaseIterable, Sendable {
    /// Apple's algorithm: aliases, parent chains (`de-AT` → `de`, `en-AU` → `en-GB` → `en`), the
    /// first preference with any match wins, its fallbacks follow.
    case apple
    /// Only the first preference, and only the same identifier (`en-GB` needs `en-GB`).
    case exact
    /// The first preference: the same identifier, else the bare language or any region of it.
    case language
    /// Each preference in order, trying `exact` then `language` for each.
    case mostRecent
  }

  /// `ualoc_localizationsToUse`: the best localization for the preferences, followed by those of
  /// its fallbacks that are available; empty when no preference matches anything.
  public static func localizationsToUse(preferences: [String], available: [String])
    -> [LocalizationChoice]
  {
    let prefs = preferences.map(LanguageTag.init)
    let avails = available.map(LanguageTag.init)
    guard let best = bestMatch(prefs, avails) else {
      if let zxx = available.first(where: { $0 == "zxx" }) {
        return [
          LocalizationChoice(localization: zxx, preference: nil, reason: .noLinguisticContent)
        ]
      }
      return []
    }
    let chosen = LocalizationChoice(
      localization: avails[best.localization].original, preference: prefs[best.preference].original,
      reason: best.reason)
    return [chosen]
      + fallbacks(of: best.localization, in: avails).map {
        LocalizationChoice(
          localization: avails[$0].original, preference: nil,
          reason: .fallbackOf(chosen.localization))
      }
  }

  /// A candidate while matching: indices into the localizations and preferences, and Apple's
  /// score (-1 same base name, 0 same after aliases, else steps along both parent chains).
  struct Candidate {
    var localization: Int
    var preference: Int
    var score: Int
    var reason: LocalizationChoice.Reason
  }

  /// Part 1 of `ualoc_localizationsToUse`: the first preference with any match decides; among its
  /// matches the lowest score wins, the earliest localization on a tie.
  static func bestMatch(_ prefs: [LanguageTag], _ avails: [LanguageTag]) -> Candidate? {
    var portuguese: Candidate?
    for (p, pref) in prefs.enumerated() where !pref.baseName.isEmpty {
      if let found = bestMatch(for: pref, at: p, in: avails, portuguese: &portuguese) {
        return preferringLaterExactRegion(found, prefs, avails)
      }
    }
    return portuguese
  }

  /// The best localization for one preference. A `pt-PT` preference meeting `pt-BR` is set aside
  /// in `portuguese` instead, to be used only if no preference matches anything else.
  static func bestMatch(
    for pref: LanguageTag, at p: Int, in avails: [LanguageTag], portuguese: inout Candidate?
  ) -> Candidate? {
    var best: Candidate?
    var bestScore = 999
    var prefChain: [String]?
    for (a, avail) in avails.enumerated() {
      if bestScore > -1, pref.baseName == avail.baseName {
        best = Candidate(localization: a, preference: p, score: -1, reason: .sameIdentifier)
        bestScore = -1
      } else if bestScore > 0, pref.normalized == avail.normalized {
        best = Candidate(
          localization: a, preference: p, score: 0, reason: .sameAfterAliases(avail.normalized))
        bestScore = 0
      } else if bestScore > 0, pref.languageGroup == avail.languageGroup {
        let mine = prefChain ?? pref.parentChain(penalizingUncommonRegion: false)
        prefChain = mine
        let theirs = avail.parentChain(penalizingUncommonRegion: true)
        for (i, own) in mine.enumerated() {
          for (j, other) in theirs.enumerated() where own == other {
            if pref.normalized == "pt_PT" && avail.normalized == "pt_BR" {
              portuguese = Candidate(
                localization: a, preference: p, score: 0, reason: .portugueseFallback)
              continue
            }
            let score = i + j + (pref.language == avail.language ? 0 : 1)
            if score < bestScore {
              bestScore = score
              best = Candidate(
                localization: a, preference: p, score: score,
                reason: .sharedAncestor(distance: score))
            }
          }
        }
      }
    }
    return best
  }

  /// A region-specific match that is not exact yields to an exact match, for a later preference,
  /// of another region of the same language: `[fr-CH, fr-CA]` with `[fr-FR, fr-CA]` gives `fr-CA`.
  /// (Not for Chinese, where `ualoc.cpp` found it harmful.) The first such preference wins
  /// (`ualoc.cpp` leaves its loop at the first exact match: `[en, en-GB, en-AU, en-IN]` with
  /// `[en-AU, en-GB, en-IN]` gives `en-GB`, Apple's case MAN).
  static func preferringLaterExactRegion(
    _ found: Candidate, _ prefs: [LanguageTag], _ avails: [LanguageTag]
  ) -> Candidate {
    let result = avails[found.localization]
    guard found.score > 0, result.specifiesRegion, result.language != "zh" else { return found }
    for (p, pref) in prefs.enumerated() where pref.language == result.language {
      if let a = avails.firstIndex(where: {
        $0.baseName == pref.baseName || $0.normalized == pref.normalized
      }) {
        return Candidate(
          localization: a, preference: p, score: found.score, reason: .laterPreferenceOfSameLanguage
        )
      }
    }
    return found
  }

  /// Part 2 of `ualoc_localizationsToUse`: the available localizations on the chosen one's parent
  /// chain, nearest first (with `zh-Hant-TW` counted under `zh-Hant-HK`).
  static func fallbacks(of chosen: Int, in avails: [LanguageTag]) -> [Int] {
    var result: [Int] = []
    let chain = avails[chosen].parentChain(penalizingUncommonRegion: true)
    for (index, ancestor) in chain.enumerated() {
      if index > 0 && chain[index - 1] == ancestor { continue }
      for (a, avail) in avails.enumerated() where a != chosen {
        if ancestor == "zh_Hant_HK" && avail.normalized == "zh_Hant_TW"
          || ancestor == avail.normalized
        {
          result.append(a)
        }
      }
    }
    return result
  }

  /// `Bundle.preferredLocalizations(from:forPreferences:)` as on Apple platforms
  /// (`CFBundleCopyLocalizationsForPreferences`): Apple's matcher, then `en_US`, then the first
  /// localization, then `en`.
  public static func preferredLocalizations(
    from available: [String], forPreferences preferences: [String]
  ) -> [String] {
    guard let first = available.first else { return ["en"] }
    var result = localizationsToUse(preferences: preferences, available: available)
    if result.isEmpty { result = localizationsToUse(preferences: ["en_US"], available: available) }
    if result.isEmpty { return [first] }
    return result.map(\.localization)
  }

  /// The localizations a policy picks, best first; empty when it picks none.
  public static func match(preferences: [String], available: [String], policy: Policy)
    -> [LocalizationChoice]
  {
    switch policy {
    case .apple:
      return localizationsToUse(preferences: preferences, available: available)
    case .exact:
      guard let first = preferences.first else { return [] }
      return exactMatch(first, in: available).map { [$0] } ?? []
    case .language:
      guard let first = preferences.first else { return [] }
      return (exactMatch(first, in: available) ?? languageMatch(first, in: available)).map { [$0] }
        ?? []
    case .mostRecent:
      for preference in preferences {
        if let choice = exactMatch(preference, in: available)
          ?? languageMatch(preference, in: available)
        {
          return [choice]
        }
      }
      return []
    }
  }

  // MARK: - Bundle search order

  /// The order in which a bundle searches its `.lproj` folders for a resource
  /// (`_CFBundleCopyLanguageSearchListInBundle`): the matched localizations, then the development
  /// region (or, with none, `en`, `English` or `en_US` when present), so a resource missing from
  /// the chosen language is still found.
  ///
  /// - Parameters:
  ///   - localizations: the bundle's `.lproj` names, without the extension.
  ///   - developmentRegion: `CFBundleDevelopmentRegion`; with a `Base.lproj`, CFBundle adds it to the
  ///     localizations when no form of it is there.
  ///   - preferences: the user's preferred languages, most preferred first.
  ///   - policy: how preferences choose localizations (Apple's algorithm by default).
  public static func bundleSearchList(
    localizations: [String], developmentRegion: String?, preferences: [String],
    policy: Policy = .apple
  ) -> BundleSearchList {
    var available = localizations
    if let developmentRegion, localizations.contains("Base"),
      !containsForm(of: developmentRegion, in: localizations)
    {
      available.append(developmentRegion)
    }
    if policy != .apple {
      return BundleSearchList(
        choices: match(preferences: preferences, available: available, policy: policy))
    }
    var choices =
      preferences.isEmpty ? [] : localizationsToUse(preferences: preferences, available: available)
    if choices.isEmpty, let developmentRegion {
      choices = localizationsToUse(preferences: [developmentRegion], available: available).map {
        LocalizationChoice(
          localization: $0.localization, preference: nil, reason: .developmentRegion)
      }
    }
    if choices.isEmpty {
      choices = localizationsToUse(preferences: ["en_US"], available: available).map {
        LocalizationChoice(localization: $0.localization, preference: nil, reason: .englishBackstop)
      }
    }
    if choices.isEmpty, let first = available.first {
      choices = localizationsToUse(preferences: [first], available: available).map {
        LocalizationChoice(
          localization: $0.localization, preference: nil, reason: .firstLocalization)
      }
    }
    let names = Set(choices.map(\.localization))
    if let developmentRegion {
      if !names.contains(developmentRegion) {
        choices.append(
          LocalizationChoice(
            localization: developmentRegion, preference: nil, reason: .developmentRegion))
      }
    } else if let english = ["en", "English", "en_US"].first(where: localizations.contains),
      !names.contains(english)
    {
      choices.append(
        LocalizationChoice(localization: english, preference: nil, reason: .englishBackstop))
    }
    if choices.isEmpty {
      choices.append(
        LocalizationChoice(localization: "en", preference: nil, reason: .englishBackstop))
    }
    return BundleSearchList(choices: choices)
  }

  // MARK: - Helpers

  /// `_CFBundleCopyLanguageFoundInLocalizations`, reduced to its effect: the development region is
  /// already present as itself, its legacy name, its `-`/`_` twin, or an identifier with the same
  /// normalized form.
  static func containsForm(of language: String, in localizations: [String]) -> Bool {
    let tag = LanguageTag(language)
    return localizations.contains { $0 == language || LanguageTag($0).normalized == tag.normalized }
  }

  static func exactMatch(_ preference: String, in available: [String]) -> LocalizationChoice? {
    let tag = LanguageTag(preference)
    guard !tag.baseName.isEmpty else { return nil }
    if let hit = available.first(where: { LanguageTag($0).baseName == tag.baseName }) {
      return LocalizationChoice(localization: hit, preference: preference, reason: .sameIdentifier)
    }
    if let hit = available.first(where: { LanguageTag($0).normalized == tag.normalized }) {
      return LocalizationChoice(
        localization: hit, preference: preference, reason: .sameAfterAliases(tag.normalized))
    }
    return nil
  }

  static func languageMatch(_ preference: String, in available: [String]) -> LocalizationChoice? {
    let tag = LanguageTag(preference)
    guard !tag.language.isEmpty else { return nil }
    let tags = available.map(LanguageTag.init)
    if let bare = tags.first(where: { $0.normalized == tag.language }) {
      return LocalizationChoice(
        localization: bare.original, preference: preference, reason: .sameLanguage)
    }
    if let regional = tags.first(where: { $0.language == tag.language }) {
      return LocalizationChoice(
        localization: regional.original, preference: preference, reason: .sameLanguage)
    }
    return nil
  }
}

/// A localization chosen for a list of preferences, and why.
public struct LocalizationChoice: Hashable, Sendable {
  /// Why a localization was chosen.
  public enum Reason: Hashable, Sendable {
    /// The same identifier, spelled alike after ICU's canonical form (`en-GB` and `en_GB`).
    case sameIdentifier
    /// The same identifier after aliases (`English` and `en`, `zh_TW` and `zh-Hant-TW`).
    case sameAfterAliases(String)
    /// Their fallback chains meet (`de-AT` → `de`); `distance` is Apple's score (steps on both
    /// chains, plus one if the languages differ, plus one for a region that is not the language's
    /// default).
    case sharedAncestor(distance: Int)
    /// A later preference names this exact localization in the same language.
    case laterPreferenceOfSameLanguage
    /// `pt-PT` accepts `pt-BR` only when nothing else matches.
    case portugueseFallback
    /// An ancestor of the chosen localization, searched after it (`en` after `en-GB`).
    case fallbackOf(String)
    /// The `language` or `mostRecent` policy: the bare language or another region of it.
    case sameLanguage
    /// No preference matched; the development region serves.
    case developmentRegion
    /// No preference matched and there is no development region; English serves.
    case englishBackstop
    /// Nothing else matched: the first localization serves.
    case firstLocalization
    /// `zxx` ("no linguistic content") serves every language.
    case noLinguisticContent
  }

  /// The localization chosen (an `.lproj` name without the extension).
  public var localization: String
  /// The preference that chose it (nil for fallbacks and backstops).
  public var preference: String?
  /// Why it was chosen.
  public var reason: Reason

  /// A choice of `localization` for `preference`.
  public init(localization: String, preference: String?, reason: Reason) {
    self.localization = localization
    self.preference = preference
    self.reason = reason
  }

  /// A short sentence for `--explain`.
  public var explanation: String {
    switch reason {
    case .sameIdentifier: return "exact match for \(preference ?? "?")"
    case .sameAfterAliases(let normalized):
      return "\(preference ?? "?") and \(localization) are both \(normalized) after aliases"
    case .sharedAncestor(let distance):
      return "\(preference ?? "?") falls back to \(localization) (Apple's distance \(distance))"
    case .laterPreferenceOfSameLanguage:
      return
        "\(preference ?? "?"), a later preference of the same language, is exactly \(localization)"
    case .portugueseFallback:
      return "\(preference ?? "?") accepts \(localization) only because nothing else matches"
    case .fallbackOf(let chosen): return "\(localization) is a fallback of \(chosen)"
    case .sameLanguage: return "\(preference ?? "?") has the same language as \(localization)"
    case .developmentRegion: return "the development region, searched last"
    case .englishBackstop: return "English, CFBundle's backstop when no development region is set"
    case .firstLocalization: return "no preference matches: CFBundle takes the first localization"
    case .noLinguisticContent: return "no linguistic content (zxx): serves every language"
    }
  }
}

/// The `.lproj` folders a bundle searches, in order, with the reason for each.
public struct BundleSearchList: Hashable, Sendable {
  /// The localizations, in search order, each with its reason.
  public var choices: [LocalizationChoice]

  /// The localizations, in search order.
  public var localizations: [String] { choices.map(\.localization) }
}
