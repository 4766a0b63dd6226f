import Foundation

/// How `LocalizedBundle` answers a lookup, step by step as CFBundle does: the localizations
/// searched, the table and stringsdict found, the value formatted, else the fallback.
extension LocalizedBundle {
  func resolve(
    key: StringsText, value: String?, table: String?, preferences: [String], isOverride: Bool,
    arguments: FormatArguments? = nil, device: Device? = nil
  ) -> Resolution {
    let tableName = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
    let list = searchList(for: preferences)
    var steps: [Resolution.Step] = [.preferences(preferences, isOverride: isOverride)]
    steps += list.choices.map(Resolution.Step.chose)
    if list.choices.isEmpty { steps.append(.noMatch(policy)) }

    let searched = searchedLocalizations(list)
    // The .strings and the .stringsdict are each the first file found (CFBundleCopyResourceURL).
    var served: LoadedTable?
    for localization in searched {
      if let found = self.table(tableName, localization: localization) {
        steps.append(.foundTable(found.displayName, found.status))
        served = found
        break
      }
      if let localization { steps.append(.noTable(localization: localization, table: tableName)) }
    }
    let rules = searched.lazy.compactMap { self.stringsdict(tableName, localization: $0) }.first
    if let rules { steps.append(.foundStringsdict(rules.displayName, rules.status)) }

    let server = rules?.table[key] != nil ? rules : served
    if let server,
      let resolution = resolution(
        of: key, in: server, table: tableName, searchList: list, arguments: arguments, device: device, steps: steps)
    {
      return resolution
    }
    if served == nil, rules == nil {
      steps.append(.noTableAnywhere(tableName))
    } else if server?.table[key] != nil {
      steps.append(.notAString)
    } else {
      steps.append(.missingKey)
    }
    // A key a storyboard's table lacks shows the storyboard's own text (ibtool's tables only
    // override it).
    if served?.table[key] == nil, rules?.table[key] == nil,
      let (document, entry) = IBDocumentLookup.text(
        forKey: key.string, table: tableName, bundlePath: path, localizations: list.localizations)
    {
      steps.append(.documentText(document))
      let text = StringsText(entry.value)
      return Resolution(
        key: key, text: text, format: text, source: .document(path: document, line: entry.line), table: tableName,
        searchList: list, steps: steps, choices: [])
    }
    return fallbackResolution(
      key: key, value: value, table: tableName, searchList: list, arguments: arguments, device: device, steps: steps)
  }

  /// The localizations searched, in CF's order (`_createQueryTableAtPath`): the top level (nil),
  /// the first language, Base.lproj, the other languages; each once, and only those the bundle
  /// has. A strict policy that matched nothing searches no localization at all, Base included.
  private func searchedLocalizations(_ list: BundleSearchList) -> [String?] {
    var order: [String?] = [nil]
    if let first = list.localizations.first {
      order.append(first)
      order.append("Base")
      order += list.localizations.dropFirst().map(Optional.some)
    }
    var seen = Set<String>()
    var searched: [String?] = []
    for localization in order {
      if let localization {
        guard seen.insert(localization).inserted, localizations.contains(localization) else { continue }
      }
      searched.append(localization)
    }
    return searched
  }

  /// The value `server` holds for `key`, formatted with its plural rules and `arguments`; nil when
  /// the entry is not a string the runtime can serve (`entryFormat` says so).
  private func resolution(
    of key: StringsText, in server: LoadedTable, table tableName: String, searchList list: BundleSearchList,
    arguments: FormatArguments?, device: Device?, steps: [Resolution.Step]
  ) -> Resolution? {
    guard let entry = server.table[key] else { return nil }
    var steps = steps
    let location = server.location(ofValueFor: key)
    steps.append(.value(location))
    let language = pluralLanguage(of: server.localization, searchList: list)
    var formatter = LocalizedFormatter(language: language, rules: PluralRules.forLanguage(language), device: device)
    guard let (format, variables) = formatter.entryFormat(of: entry) else { return nil }
    var text = format
    if let arguments {
      formatter.values = ArgumentSlots(format: format, variables: variables).values(for: arguments)
      text = StringsText(formatter.format(format, variables: variables))
    }
    steps += formatter.choices.map(Resolution.Step.variation)
    let missing = Array(Set(formatter.missingPositions)).sorted()
    if !missing.isEmpty { steps.append(.missingArguments(missing)) }
    return Resolution(
      key: key, text: text, format: format, source: .table(server.localization, path: server.path, location: location),
      table: tableName, searchList: list, steps: steps, choices: formatter.choices)
  }

  /// What the runtime returns when no table has the key: the `value:` given, else the key itself,
  /// formatted with `arguments` as `String.localizedStringWithFormat` would.
  private func fallbackResolution(
    key: StringsText, value: String?, table tableName: String, searchList list: BundleSearchList,
    arguments: FormatArguments?, device: Device?, steps: [Resolution.Step]
  ) -> Resolution {
    var steps = steps
    let fallback: StringsText
    let source: Resolution.Source
    if let value, !value.isEmpty {
      steps.append(.fellBackToValue)
      (fallback, source) = (StringsText(value), .value)
    } else {
      steps.append(.fellBackToKey)
      (fallback, source) = (key, .key)
    }
    var text = fallback
    if let arguments {  // String.localizedStringWithFormat formats whatever NSLocalizedString returned
      var formatter = LocalizedFormatter(language: "", rules: nil, device: device)
      formatter.values = ArgumentSlots(format: fallback, variables: [:]).values(for: arguments)
      text = StringsText(formatter.format(fallback, variables: [:]))
    }
    return Resolution(
      key: key, text: text, format: fallback, source: source, table: tableName, searchList: list, steps: steps,
      choices: [])
  }

  /// The language whose plural rules apply to a value: its table's localization; for `Base.lproj`
  /// the development region, and for a non-localized table the user's best localization (else
  /// English).
  private func pluralLanguage(of localization: String?, searchList: BundleSearchList) -> String {
    switch localization {
    case "Base"?: return developmentRegion ?? "en"
    case let localization?: return localization
    case nil: return searchList.localizations.first.flatMap { $0 == "Base" ? nil : $0 } ?? developmentRegion ?? "en"
    }
  }
}
