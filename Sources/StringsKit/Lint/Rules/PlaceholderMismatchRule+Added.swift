/// Placeholders a translation adds to a base value that has none.
///
/// A base value without a placeholder says nothing about whether the code formats it: a plain
/// `NSLocalizedString` shows the translation's `%@` literally (a visible slip), while the same
/// value passed to `String(format:)` or `stringWithFormat:` with no argument reads one that was
/// never passed (a crash). So the finding is an error only where lint knows the value is
/// formatted — the base writes `%%`, which only a formatted value needs (that case is an ordinary
/// extra argument), or `--sources` found the key's call inside a format call
/// (`LintTable.formattedKeys`) — and a warning otherwise.
extension PlaceholderMismatchRule {
  func checkAdded(
    _ entry: StringsEntry, at position: Int, of translation: LintTable, base: LintTable,
    into findings: inout Findings
  ) {
    guard let format = translation.placeholderSummary(at: position), !format.slots.isEmpty,
      format.hasEvidence, format.isWellFormed, let text = entry.value.text,
      let basePosition = base.keyIndex.position(of: entry.key, in: base.allEntries),
      let baseFormat = base.placeholderSummary(at: basePosition), baseFormat.slots.isEmpty,
      !baseFormat.hasInvalid
    else { return }
    let baseEntry = base.allEntries[basePosition]
    guard let baseText = baseEntry.value.text else { return }
    // A placeholder with a space flag ("50% off" reads `% o`) is prose, not a placeholder added.
    let added = format.slots.compactMap { slot -> String? in
      let spelling = slot.slot.range == nil ? "*" : PlaceholderSummary.spelling(slot.slot, in: text)
      return spelling.contains(" ") ? nil : "'\(spelling)'"
    }
    guard !added.isEmpty else { return }
    let spelled = added.joined(separator: ", ")
    let isFormatted = base.formattedKeys[entry.key]
    let consequence =
      if let call = isFormatted {
        "the code formats it (\(call.file):\(call.line)) and passes no argument for it: String(format:) reads one that was never passed, which crashes"
      } else {
        "users see it literally, or, if the code formats the value (String(format:), stringWithFormat:), it reads an argument that was never passed, which crashes; lint --sources tells which"
      }
    findings.report(
      "the \(translation.displayLanguage) translation of \(LintMessage.quoted(entry.key)) adds \(spelled), which the \(base.displayLanguage) value does not have: \(consequence)",
      at: translation.valueLocation(of: entry),
      notes: [
        StringsDiagnostic.Note(
          message: "the \(base.displayLanguage) value: \(LintMessage.excerpt(baseText))",
          location: base.valueLocation(of: baseEntry))
      ],
      key: entry.key, lowered: isFormatted == nil ? .warning : nil)
  }
}
