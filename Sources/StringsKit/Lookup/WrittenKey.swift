extension LocalizedBundle {
  /// The key a user means by `written`: `written` itself when some table has it; otherwise, when
  /// it holds backslash escapes as lint and extract print keys (`Line one\nLine two`), the key
  /// those escapes spell, if some table has that. A key no table has is returned as given.
  ///
  /// The escapes are read by the `.strings` parser itself, so they mean what they mean in a table.
  package func key(written: String) -> String {
    guard written.utf8.contains(UInt8(ascii: "\\")), !hasKey(StringsText(written)) else { return written }
    let parsed = StringsParser.parse(Array("\"k\" = \"\(written)\";".utf8), path: "")
    guard parsed.diagnostics.isEmpty, let decoded = parsed.table?[StringsText("k")]?.text, hasKey(decoded) else {
      return written
    }
    return decoded.string
  }

  /// Whether any table of any localization has `key`.
  private func hasKey(_ key: StringsText) -> Bool {
    localizations.contains { localization in
      tableNames(localization: localization).contains { keys(inTable: $0, localization: localization).contains(key) }
    }
  }
}
