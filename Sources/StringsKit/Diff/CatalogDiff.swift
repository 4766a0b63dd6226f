/// The semantic difference between two String Catalogs, or between what the runtime reads from a
/// compiled catalog and from a folder of tables: by key, then language, then form.
///
/// ```swift
/// let diff = CatalogDiff(old: oldCatalog, new: newCatalog)
/// diff.changes   // sorted by key; entry changes (language nil) before each language's
/// ```
///
/// An entry's own fields (its comment, its extraction state) are compared once, not per language.
/// Each language's units are compared form by form (`CatalogFormPath`): the plain value, each
/// plural or device form, each substitution's forms. Keys compare code unit by code unit, as at
/// run time, and the order of entries, languages and forms in the file does not count.
public struct CatalogDiff: Sendable, Equatable {
  /// What happened to an entry, or to one form of one language.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Only the new side has the entry (language nil) or the form.
    case added
    /// Only the old side has the entry (language nil) or the form.
    case removed
    /// The form's text changed.
    case valueChanged = "value"
    /// The entry's comment for translators changed.
    case commentChanged = "comment"
    /// The form's review state changed (`translated` → `needs_review`).
    case stateChanged = "state"
    /// The entry's extraction state changed (`stale`, `manual`, …).
    case extractionStateChanged = "extractionState"
  }

  /// What one side holds: an entry's own fields, or one form of one language.
  public enum Side: Sendable, Equatable {
    case entry(comment: String?, extractionState: String?)
    /// A form's text and its unit's state (nil for a table loaded from files, which has none).
    case form(value: StringsText, state: String?)
  }

  /// One change. `language` is nil for the entry's own fields; `old` is nil for `added`, `new`
  /// for `removed`.
  public struct Change: Sendable, Equatable {
    /// The key.
    public var key: StringsText
    /// The language (nil for a change of the whole key).
    public var language: String?
    /// The form changed, empty for the localization itself.
    public var form: CatalogFormPath
    /// What changed.
    public var kind: Kind
    /// The old side (nil when added).
    public var old: Side?
    /// The new side (nil when removed).
    public var new: Side?

    /// A change of `form` of `language` of `key`.
    public init(
      key: StringsText, language: String? = nil, form: CatalogFormPath = CatalogFormPath(),
      kind: Kind, old: Side? = nil, new: Side? = nil
    ) {
      self.key = key
      self.language = language
      self.form = form
      self.kind = kind
      self.old = old
      self.new = new
    }
  }

  /// Sorted by key (UTF-16 code units), then language (the entry's own changes first), form,
  /// and `Kind` order.
  public var changes: [Change]

  /// A diff of these changes.
  public init(changes: [Change]) {
    self.changes = changes
  }

  /// Compares two catalogs. A key written twice counts with its last entry, as Xcode reads it.
  public init(old: StringCatalog, new: StringCatalog) {
    let oldEntries = Self.entriesByKey(old)
    let newEntries = Self.entriesByKey(new)
    var changes: [Change] = []
    for key in Set(oldEntries.keys).union(newEntries.keys) {
      let oldEntry = oldEntries[key]
      let newEntry = newEntries[key]
      let oldSide = oldEntry.map(Self.entrySide)
      let newSide = newEntry.map(Self.entrySide)
      switch (oldEntry, newEntry) {
      case (nil, _): changes.append(Change(key: key, kind: .added, new: newSide))
      case (_, nil): changes.append(Change(key: key, kind: .removed, old: oldSide))
      case (let oldEntry?, let newEntry?):
        if oldEntry.comment != newEntry.comment {
          changes.append(Change(key: key, kind: .commentChanged, old: oldSide, new: newSide))
        }
        if oldEntry.extractionState != newEntry.extractionState {
          changes.append(
            Change(key: key, kind: .extractionStateChanged, old: oldSide, new: newSide))
        }
      }
      let languages = Set(oldEntry?.localizations.map(\.language) ?? [])
        .union(newEntry?.localizations.map(\.language) ?? [])
      for language in languages {
        Self.compareForms(
          old: Self.formSides(oldEntry?.localization(for: language)),
          new: Self.formSides(newEntry?.localization(for: language)),
          key: key, language: language, into: &changes)
      }
    }
    self.changes = Self.sorted(changes)
  }

  /// Compares two runtime views, language by language: each table as `CFBundle` loads it (the
  /// `.stringsdict` entries over the `.strings` ones). Forms have no state, entries no comment.
  public init(
    oldTables: [String: [StringsText: StringsValue]], newTables: [String: [StringsText: StringsValue]]
  ) {
    var changes: [Change] = []
    for language in Set(oldTables.keys).union(newTables.keys) {
      let old = oldTables[language] ?? [:]
      let new = newTables[language] ?? [:]
      for key in Set(old.keys).union(new.keys) {
        Self.compareForms(
          old: Self.runtimeSides(old[key]), new: Self.runtimeSides(new[key]), key: key,
          language: language, into: &changes)
      }
    }
    self.changes = Self.sorted(changes)
  }

  /// Whether the two catalogs are the same.
  public var isEmpty: Bool { changes.isEmpty }

  /// Only what one side has and the other lacks (`diff --keys`): entries and forms.
  public var keyChanges: CatalogDiff {
    CatalogDiff(changes: changes.filter { $0.kind == .added || $0.kind == .removed })
  }

  /// How many changes are of `kind`.
  public func count(of kind: Kind) -> Int {
    changes.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
  }

  // MARK: - Comparing

  private static func entriesByKey(_ catalog: StringCatalog) -> [StringsText: CatalogEntry] {
    var entries: [StringsText: CatalogEntry] = [:]
    for entry in catalog.entries where entry.raw == nil { entries[StringsText(entry.key)] = entry }
    return entries
  }

  private static func entrySide(_ entry: CatalogEntry) -> Side {
    .entry(comment: entry.comment, extractionState: entry.extractionState?.rawValue)
  }

  private static func formSides(_ localization: CatalogLocalization?) -> [CatalogFormPath: Side] {
    (localization?.unitsByForm ?? [:]).mapValues {
      .form(value: StringsText($0.value), state: $0.state?.rawValue)
    }
  }

  private static func runtimeSides(_ value: StringsValue?) -> [CatalogFormPath: Side] {
    guard let value else { return [:] }
    return RuntimeForms.forms(of: value).mapValues { .form(value: $0, state: nil) }
  }

  /// Compares one language of one key form by form.
  private static func compareForms(
    old: [CatalogFormPath: Side], new: [CatalogFormPath: Side], key: StringsText, language: String,
    into changes: inout [Change]
  ) {
    for form in Set(old.keys).union(new.keys) {
      let change = Change(key: key, language: language, form: form, kind: .added, old: old[form], new: new[form])
      switch (old[form], new[form]) {
      case (nil, nil): continue
      case (nil, _): changes.append(change)
      case (_, nil): changes.append(with(change, kind: .removed))
      case (.form(let oldValue, let oldState)?, .form(let newValue, let newState)?):
        if oldValue != newValue { changes.append(with(change, kind: .valueChanged)) }
        if oldState != newState { changes.append(with(change, kind: .stateChanged)) }
      default: continue
      }
    }
  }

  private static func with(_ change: Change, kind: Kind) -> Change {
    var change = change
    change.kind = kind
    return change
  }

  private static func sorted(_ changes: [Change]) -> [Change] {
    changes.sorted { lhs, rhs in
      if lhs.key != rhs.key { return lhs.key < rhs.key }
      if lhs.language != rhs.language {
        guard let left = lhs.language else { return true }
        guard let right = rhs.language else { return false }
        return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
      }
      if lhs.form != rhs.form { return lhs.form < rhs.form }
      return lhs.kind.order < rhs.kind.order
    }
  }
}

extension CatalogDiff.Kind {
  fileprivate var order: Int {
    CatalogDiff.Kind.allCases.firstIndex(of: self) ?? 0
  }
}
