/// Brings one translation up to date with a base table, editing the translation's text as little
/// as possible.
///
/// - Keys new in the base are added with the base's value and comment: in sorted position when
///   the file's keys are sorted (UTF-16 code-unit order, or genstrings' case-insensitive order),
///   else after the last entry, in base order. They follow the file's line breaks and its habit
///   of blank lines between entries.
/// - Existing translations are never touched: their statements keep every byte.
/// - A comment the base gives a key replaces the comment above that key (or is added above it);
///   a key the base gives no comment, or only genstrings' placeholder ("No comment provided by
///   engineer."), keeps the translation's.
/// - Keys the base lacks follow `MergeOptions.obsolete`.
/// - A translation CoreFoundation does not load whole (it rejects the file, or ignores part of
///   it) is refused: the merge could not be sure to keep what is in it.
///
/// Before returning, the merged bytes are parsed again and must load as exactly the old table
/// plus the added keys minus the removed ones; otherwise the merge is refused, never written.
/// The file keeps its encoding, byte-order mark and line-break style.
public struct Merger: Sendable {
  /// What to do with obsolete keys, and how to mark added ones.
  public var options: MergeOptions

  /// A merger with these options.
  public init(options: MergeOptions = MergeOptions()) {
    self.options = options
  }

  /// Merges `base` into the parsed translation `result`.
  ///
  /// `alsoInBase` names keys the base has but cannot give (values that are not strings): they are
  /// neither added nor obsolete.
  public func merge(
    _ base: [BaseEntry], into result: StringsParseResult, alsoInBase: Set<StringsText> = []
  ) -> MergeOutcome {
    let original = result.file.encoded()
    if let refusal = refusal(of: result) {
      return .refused(path: result.path, diagnostics: refusal)
    }
    var merge = FileMerge(base: base, file: result.file, options: options, alsoInBase: alsoInBase)
    merge.run()
    var outcome = MergeResult(
      path: result.path, original: original, merged: merge.output.encoded(), createsFile: false)
    merge.report(into: &outcome)
    outcome.obsoleteWarnings = merge.obsoleteOffsets.map { key, offset in
      StringsDiagnostic(
        .obsoleteKey,
        message: Self.obsoleteMessage(key, advice: options.advice),
        location: result.location(of: offset), key: key.string)
    }
    return verified(outcome, expecting: result.table ?? [:], base: base)
  }

  /// The file a translation that does not exist yet gets: every base entry, genstrings layout,
  /// UTF-8.
  public func create(_ base: [BaseEntry], at path: String) -> MergeOutcome {
    var merge = FileMerge(
      base: base, file: StringsFile(encoding: .utf8), options: options, alsoInBase: [])
    merge.run()
    var outcome = MergeResult(
      path: path, original: [], merged: merge.output.encoded(), createsFile: true)
    merge.report(into: &outcome)
    return verified(outcome, expecting: [:], base: base)
  }

  /// `obsolete-key`: the key stays, and how to retire it if the front end says.
  static func obsoleteMessage(_ key: StringsText, advice: MergeAdvice) -> String {
    "\(StringsEscaping.quoted(key)) is not in the base table; kept"
      + (advice.retireObsoleteKeys.map { " (\($0) to retire it)" } ?? "")
  }

  // MARK: - Safety

  private func refusal(of result: StringsParseResult) -> [StringsDiagnostic]? {
    // What CoreFoundation does not load, the merge could not keep (`DiagnosticKind.contentLoss`).
    let errors = result.diagnostics.filter(\.meansContentWasLost)
    if !errors.isEmpty || result.table == nil {
      return (errors.isEmpty ? result.diagnostics.filter { $0.severity == .error } : errors).map(
        Self.skipping)
    }
    if result.file.verbatimBytes != nil {
      return [
        StringsDiagnostic(
          .mergeUnsupported,
          message:
            "the table is stored as a property list, not text; merge edits text tables only, so the file was skipped",
          file: result.path)
      ]
    }
    for item in result.file.items {
      if case .unparsed(let unparsed) = item {
        return [
          StringsDiagnostic(
            .ignoredContent,
            message:
              "CoreFoundation does not load this text; merge skipped the file so that nothing in it is lost",
            location: result.location(of: unparsed.sourceRange?.lowerBound ?? 0))
        ]
      }
    }
    return nil
  }

  private static func skipping(_ diagnostic: StringsDiagnostic) -> StringsDiagnostic {
    var diagnostic = diagnostic
    diagnostic.notes.append(
      StringsDiagnostic.Note(
        message: "merge skipped this file: it is never rewritten while it does not parse"))
    return diagnostic
  }

  /// The outcome if the merged bytes load as the expected table, else a refusal.
  private func verified(
    _ outcome: MergeResult, expecting old: [StringsText: StringsValue], base: [BaseEntry]
  ) -> MergeOutcome {
    var expected = old
    for key in outcome.removed + outcome.commentedOut { expected[key] = nil }
    let baseValues = Dictionary(
      base.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    for key in outcome.added { expected[key] = baseValues[key].map(StringsValue.string) }
    let reparsed = StringsParser.parse(outcome.merged, path: outcome.path)
    if !reparsed.diagnostics.contains(where: \.meansContentWasLost),
      let table = reparsed.table, table == expected
    {
      return .merged(outcome)
    }
    return .refused(
      path: outcome.path,
      diagnostics: [
        StringsDiagnostic(
          .mergeFailed,
          message:
            "the merged table would not load as expected, so the file was left unchanged (please report this file)",
          file: outcome.path)
      ])
  }
}
