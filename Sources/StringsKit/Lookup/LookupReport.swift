/// The answer to "what does a user see for these keys?", for one or more preference lists, as
/// text or JSON (what `lstrings lookup` prints).
package struct LookupReport: Sendable {
  /// One key under one preference list.
  public struct Item: Sendable {
    public var key: StringsText
    public var preferences: [String]
    public var resolution: Resolution
  }

  public var items: [Item]

  /// Resolves every key under every preference list (keys outer, lists inner). With
  /// `arguments`, each string is formatted as `String.localizedStringWithFormat` would (plural
  /// forms chosen for the numbers); `device` chooses device variations.
  public init(
    bundle: LocalizedBundle, keys: [String], preferenceLists: [[String]], table: String? = nil,
    value: String? = nil, arguments: FormatArguments? = nil, device: Device? = nil
  ) {
    var items: [Item] = []
    for key in keys {
      for preferences in preferenceLists {
        let resolution = bundle.resolve(
          key: StringsText(key), value: value, table: table, preferences: preferences,
          isOverride: false, arguments: arguments, device: device)
        items.append(Item(key: StringsText(key), preferences: preferences, resolution: resolution))
      }
    }
    self.items = items
  }

  /// Keys that resolve to nothing but themselves under every preference list (a CI failure).
  public var untranslatedKeys: [StringsText] {
    var order: [StringsText] = []
    var seen = Set<StringsText>()
    var translated = Set<StringsText>()
    for item in items {
      if seen.insert(item.key).inserted { order.append(item.key) }
      if item.resolution.source != .key { translated.insert(item.key) }
    }
    return order.filter { !translated.contains($0) }
  }

  // MARK: - Rendering

  /// `"Welcome" [de-AT, en] = "Willkommen"  (de)`; with `explain`, each step indented below, as
  /// `describe` words it (the front end adds its own advice).
  public func renderText(
    explain: Bool, describe: (Resolution.Step) -> String = { $0.description }
  ) -> String {
    var out = ""
    for item in items {
      let languages = item.preferences.joined(separator: ", ")
      let origin: String
      switch item.resolution.source {
      case .table(let localization, _, _):
        origin = localization.map { "from \($0)" } ?? "from the non-localized table"
      case .value: origin = "not found: the given value"
      case .key: origin = "not found: the key itself"
      case .document(let path, _): origin = "not translated: the text of \(path)"
      }
      out +=
        "\(StringsEscaping.quoted(item.key)) [\(languages)] = \(StringsEscaping.quoted(item.resolution.text))  (\(origin))\n"
      if explain {
        for (index, step) in item.resolution.steps.enumerated() {
          out += "  \(index + 1). \(describe(step))\n"
        }
      }
    }
    return out
  }

  /// A JSON array, one object per key and preference list; `describe` words the steps.
  public func renderJSON(describe: (Resolution.Step) -> String = { $0.description }) -> String {
    func quote(_ text: String) -> String { JSONText.quote(StringsText(text)) }
    let objects = items.map { item -> String in
      var source: String
      switch item.resolution.source {
      case .table(let localization, let path, let location):
        source =
          "{\"kind\":\"table\",\"localization\":\(localization.map(quote) ?? "null"),\"file\":\(quote(path))"
        if let location { source += ",\"line\":\(location.line),\"column\":\(location.column)" }
        source += "}"
      case .value: source = "{\"kind\":\"value\"}"
      case .key: source = "{\"kind\":\"key\"}"
      case .document(let path, let line): source = "{\"kind\":\"document\",\"file\":\(quote(path)),\"line\":\(line)}"
      }
      let searched = item.resolution.searchList.localizations.map(quote).joined(separator: ",")
      let steps = item.resolution.steps.map { quote(describe($0)) }.joined(separator: ",")
      return
        "{\"key\":\(JSONText.quote(item.key)),\"preferences\":[\(item.preferences.map(quote).joined(separator: ","))],"
        + "\"table\":\(quote(item.resolution.table)),\"string\":\(JSONText.quote(item.resolution.text)),\"source\":\(source),"
        + "\"searchOrder\":[\(searched)],\"steps\":[\(steps)]}"
    }
    return "[" + objects.joined(separator: ",\n") + "]\n"
  }
}
