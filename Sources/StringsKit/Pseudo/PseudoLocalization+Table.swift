extension PseudoLocalization {
  /// The pseudo-language's `.strings` table for a source table: the source file with each string
  /// value replaced in place (`TextEdit`, as `merge` edits tables), so its comments, order,
  /// spacing and encoding are the source's. A `"key";` shorthand gains its value; a value that
  /// is not a string is kept as it is.
  ///
  /// Nil when the result would not load as the pseudo table (a source encoding that cannot hold
  /// the pseudo text): the caller reports it rather than write a table that loses entries.
  package func table(from source: StringsFile) -> [UInt8]? {
    let layout = FileLayout(source)
    var edits: [TextEdit] = []
    var expected: [StringsText: StringsValue] = [:]
    for entry in source.entries {
      guard case .string(let value) = entry.value, let keyRange = entry.keyRange else {
        expected[entry.key] = entry.value
        continue
      }
      let pseudo = StringsText(text.transform(value.string))
      expected[entry.key] = .string(pseudo)
      let quoted = [0x22] + StringsEscaping.escapedBytes(pseudo) + [0x22]
      if let valueRange = entry.valueRange {
        edits.append(TextEdit.replacement(valueRange, quoted))
      } else {
        edits.append(TextEdit.replacement(keyRange.upperBound..<keyRange.upperBound, Array(" = ".utf8) + quoted))
      }
    }
    let bytes = source.applying(edits, itemStarts: layout.itemStarts).encoded()
    let check = StringsParser.parse(bytes, path: "")
    guard check.table == expected, !check.diagnostics.contains(where: \.meansContentWasLost) else { return nil }
    return bytes
  }
}
