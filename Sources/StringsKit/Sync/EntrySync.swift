/// Xcode's sync rules for one entry (string-catalogs.md §6): what a key the code uses, a key it
/// no longer uses, and a new key become.
///
/// The rules touch only what the code owns: the extraction state, the comment, and the
/// source-language unit Xcode itself writes (state `new`). Translations are never removed or
/// rewritten; the only change to them is `translated` → `needs_review` when the source text changes.
struct EntrySync {
  let sourceLanguage: String

  /// An entry updated for a key the code uses, and the languages whose units now need review
  /// because the source text changed (nil when it did not change).
  func found(_ entry: CatalogEntry, code: CodeKey) -> (entry: CatalogEntry, reviewed: [String]?) {
    guard entry.raw == nil, Self.isExtracted(entry.extractionState) else { return (entry, nil) }
    var updated = entry
    if entry.extractionState != .migrated {
      updated.extractionState = code.defaultValue == nil ? nil : .extractedWithValue
    }
    followComment(of: code, in: &updated)
    let expected = Self.sourceUnitValue(for: code)
    let oldText: String
    switch sourceText(of: entry) {
    case .developers:
      return (updated, nil)
    case .codeUnit(let index, let value):
      oldText = value
      if let expected {
        updated.localizations[index].localization.stringUnit?.value = expected
      } else {
        updated.localizations.remove(at: index)
      }
    case .key:
      oldText = entry.key
      // A key with several arguments and no default value, which an older Xcode wrote without a
      // source unit, keeps none: its text is the same, and adding one would only churn the file.
      if let expected, code.defaultValue != nil { updated.localizations.append(sourceLocalization(expected)) }
    }
    let newText = expected ?? code.key
    guard Self.numbered(oldText) != Self.numbered(newText) else { return (updated, nil) }
    let reviewed = markForReview(&updated)
    return (updated, reviewed)
  }

  /// A new entry for a key the catalog did not have.
  func added(_ code: CodeKey) -> CatalogEntry {
    CatalogEntry(
      key: code.key, comment: code.comment, extractionState: code.defaultValue == nil ? nil : .extractedWithValue,
      localizations: Self.sourceUnitValue(for: code).map { [sourceLocalization($0)] } ?? [])
  }

  /// An entry the code no longer uses: kept as it is (`manual`, already `stale`), marked `stale`
  /// when it holds a translation, or nil (deleted) when it holds none.
  func missing(_ entry: CatalogEntry) -> CatalogEntry? {
    guard entry.raw == nil, Self.isExtracted(entry.extractionState) else { return entry }
    guard hasTranslations(entry) else { return nil }
    var stale = entry
    stale.extractionState = .stale
    return stale
  }

  /// Whether the entry holds anything but the source unit Xcode writes itself: a translation, a
  /// developer's own source text, variations.
  func hasTranslations(_ entry: CatalogEntry) -> Bool {
    entry.localizations.contains { $0.language != sourceLanguage || !Self.isCodeOwned($0.localization) }
  }

  /// The languages (other than the source's) that hold at least one unit.
  func translatedLanguages(of entry: CatalogEntry) -> [String] {
    entry.localizations.filter { $0.language != sourceLanguage && !$0.localization.allUnits.isEmpty }.map(\.language)
  }

  // MARK: - Rules

  /// States a sync manages; `manual` and states Xcode does not write are never touched.
  static func isExtracted(_ state: ExtractionState?) -> Bool {
    guard let state else { return true }
    return [.stale, .extractedWithValue, .migrated].contains(state)
  }

  /// The value of the source-language unit Xcode writes for a key: the default value, or, for a
  /// key with several arguments, the key with numbered specifiers (`%@, %@` → `%1$@, %2$@`, as in
  /// ViennaRSS's and Meshtastic's catalogs); nil when it writes none.
  static func sourceUnitValue(for code: CodeKey) -> String? {
    if let value = code.defaultValue { return numbered(value) }
    let value = numbered(code.key)
    return value == code.key ? nil : value
  }

  /// The text with its specifiers numbered when it holds two or more (flags and width kept).
  static func numbered(_ text: String) -> String {
    guard text.containsByte(UInt8(ascii: "%")) else { return text }
    return String(decoding: PositionalRewriter.rewrite(Array(text.utf8), style: .keepingFlagsAndWidth), as: UTF8.self)
  }

  /// A plain `stringUnit` in state `new` and nothing else: what Xcode writes for the source
  /// language of an extracted key. Anything else there is the developer's own text.
  static func isCodeOwned(_ localization: CatalogLocalization) -> Bool {
    localization.raw == nil && localization.variations == nil && localization.substitutions.isEmpty
      && localization.otherFields.isEmpty && localization.stringUnit?.state == .new
      && localization.stringUnit?.otherFields.isEmpty == true
  }

  /// Where an entry's source text comes from.
  private enum SourceText {
    /// No source-language localization: the key is the text.
    case key
    /// The unit Xcode wrote (at this index of the localizations), which follows the code.
    case codeUnit(Int, String)
    /// Text the developer wrote (or variations), which a sync leaves alone.
    case developers
  }

  private func sourceText(of entry: CatalogEntry) -> SourceText {
    let indices = entry.localizations.indices.filter { entry.localizations[$0].language == sourceLanguage }
    guard let index = indices.last else { return .key }
    let localization = entry.localizations[index].localization
    guard indices.count == 1, Self.isCodeOwned(localization), let unit = localization.stringUnit else { return .developers }
    return .codeUnit(index, unit.value)
  }

  private func sourceLocalization(_ value: String) -> LanguageLocalization {
    LanguageLocalization(
      language: sourceLanguage, localization: CatalogLocalization(stringUnit: StringUnit(state: .new, value: value)))
  }

  /// Comments follow the code. A comment Xcode 26 wrote or edited itself (`isCommentAutoGenerated`
  /// present) stays when the code gives none: lstrings never generates comments.
  private func followComment(of code: CodeKey, in entry: inout CatalogEntry) {
    if let comment = code.comment {
      entry.comment = comment
      entry.isCommentAutoGenerated = nil
    } else if entry.isCommentAutoGenerated == nil {
      entry.comment = nil
    }
  }

  /// Marks every `translated` unit of the other languages `needs_review`; returns those languages.
  private func markForReview(_ entry: inout CatalogEntry) -> [String] {
    var languages: [String] = []
    for index in entry.localizations.indices where entry.localizations[index].language != sourceLanguage {
      if entry.localizations[index].localization.markForReview() { languages.append(entry.localizations[index].language) }
    }
    return languages
  }
}

extension CatalogLocalization {
  /// Turns every `translated` unit, at any depth, into `needs_review`; whether any was.
  mutating func markForReview() -> Bool {
    var marked = false
    if stringUnit?.state == .translated {
      stringUnit?.state = .needsReview
      marked = true
    }
    if var variations {
      marked = variations.markForReview() || marked
      self.variations = variations
    }
    for index in substitutions.indices {
      if var variations = substitutions[index].variations {
        marked = variations.markForReview() || marked
        substitutions[index].variations = variations
      }
    }
    return marked
  }
}

extension CatalogVariations {
  fileprivate mutating func markForReview() -> Bool {
    var marked = false
    for index in (plural ?? []).indices { marked = plural?[index].localization.markForReview() == true || marked }
    for index in (device ?? []).indices { marked = device?[index].localization.markForReview() == true || marked }
    return marked
  }
}
