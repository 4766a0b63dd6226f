extension BaseEntry {
  /// The entries of a table `lstrings extract` built from source code, for merging into the base
  /// language's table (`merge --from-sources`): genstrings `-a` without rewriting what is there.
  ///
  /// The table's text is read back through the parser, so keys and values are exactly what the
  /// written table would load. Nil if that text does not parse (a bug in extraction).
  public static func entries(of table: ExtractedTable) -> [BaseEntry]? {
    let result = StringsParser.parse(Array(table.text.utf8), path: table.name + ".strings")
    guard !result.hasErrors else { return nil }
    return entries(of: result)?.entries
  }
}
