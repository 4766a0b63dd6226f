/// What merging returned translations into a String Catalog did, item by item, so that a caller
/// (the CLI, an editor) only has to print it. Every returned value is in exactly one list, or was
/// equal to the catalog's (nothing to do).
public struct CatalogMergeReport: Sendable, Hashable {
  /// One form of one language of one key: `"Welcome" [de]`, `"%lld files" [ru, few]`.
  public struct Place: Sendable, Hashable, Comparable {
    /// The key.
    public var key: String
    /// The language.
    public var language: String
    /// The plural or device form, empty for the unit of the localization itself.
    public var form: CatalogFormPath

    /// The place of `form` in `language` of `key`.
    public init(key: String, language: String, form: CatalogFormPath = CatalogFormPath()) {
      self.key = key
      self.language = language
      self.form = form
    }

    /// By key (UTF-16 code units, as `lstrings diff` sorts), language, form.
    public static func < (lhs: Place, rhs: Place) -> Bool {
      if lhs.key != rhs.key { return StringsText(lhs.key) < StringsText(rhs.key) }
      if lhs.language != rhs.language { return Array(lhs.language.utf8).lexicographicallyPrecedes(rhs.language.utf8) }
      return lhs.form < rhs.form
    }
  }

  /// A returned value the catalog now holds, in state `translated`.
  public struct Taken: Sendable, Hashable {
    /// Where the value went.
    public var place: Place
    /// The unit it replaced (state `new` or `needs_review`), nil where the catalog had none.
    public var previous: StringUnit?
    /// The value taken.
    public var value: String
  }

  /// A catalog unit a returned localization of another shape replaced.
  public struct Replaced: Sendable, Hashable {
    /// Where the unit was.
    public var place: Place
    /// The unit replaced.
    public var unit: StringUnit
  }

  /// Why a returned value was not simply taken.
  public enum ConflictReason: String, Sendable, Hashable, CaseIterable {
    /// It differs from a unit a reviewer accepted (state `translated`).
    case reviewed
    /// It is one string, and the catalog's localization has plural or device forms or
    /// substitutions, which one string cannot fill. Never overwritten, even with `--prefer source`.
    case variations
    /// Both have forms, but different ones (plural in one, device in the other, other
    /// substitutions), or the returned forms would replace a reviewed plain value.
    case shape
  }

  /// A returned value (or set of forms) that differs from the catalog's and was not taken, unless
  /// `isOverwritten` (`--prefer source`).
  public struct Conflict: Sendable, Hashable {
    /// Where the two disagree.
    public var place: Place
    /// Why it is a conflict.
    public var reason: ConflictReason
    /// The catalog's unit at that place, if it has one there (before the merge).
    public var catalogUnit: StringUnit?
    /// The returned unit at that place, if the source has one there.
    public var sourceUnit: StringUnit?
    /// Whether the returned value replaced the catalog's.
    public var isOverwritten: Bool
    /// Where the catalog's localization (or entry) is written, and where the source's value is:
    /// byte offsets into the two files (0 when made in memory).
    public var catalogOffset: Int
    /// The byte offset of the value in the returned file (0 when made in memory).
    public var sourceOffset: Int
  }

  /// Why returned values were left out.
  public enum SkipReason: Sendable, Hashable, CaseIterable {
    /// The entry is marked `shouldTranslate: false`.
    case notTranslatable
    /// The language is the catalog's source language (see `CatalogMergeOptions.includesSourceLanguage`).
    case sourceLanguage

    /// The warning that reports values left out for this reason.
    public var diagnosticKind: DiagnosticKind {
      switch self {
      case .notTranslatable: .notTranslatable
      case .sourceLanguage: .sourceLanguage
      }
    }
  }

  /// Values of one language of one key left out (only values that would have changed the catalog).
  public struct Skipped: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The language left out.
    public var language: String
    /// Why it was left out.
    public var reason: SkipReason
    /// The byte offset of the localization in the catalog (0 when made in memory).
    public var catalogOffset: Int
    /// The byte offset of the localization in the returned file (0 when made in memory).
    public var sourceOffset: Int
  }

  /// A key the source has and the catalog does not: not added (the catalog follows the code).
  public struct UnknownKey: Sendable, Hashable {
    /// The key, as the source spells it.
    public var key: String
    /// The languages the source gives it, sorted.
    public var languages: [String]
    /// The byte offset of the key in the returned file (0 when made in memory).
    public var sourceOffset: Int
  }

  /// Returned values the catalog now holds, in source order.
  public var taken: [Taken] = []
  /// Kept and overwritten conflicts, in source order.
  public var conflicts: [Conflict] = []
  /// Keys the source has and the catalog does not, in source order.
  public var unknownKeys: [UnknownKey] = []
  /// Values left out, in source order.
  public var skipped: [Skipped] = []
  /// Units a taken or overwriting localization no longer has: where returned plural forms replace
  /// a plain value in state `new` or `needs_review` (or, with `--prefer source`, any value), the
  /// old unit is listed here with what it held.
  public var replacedForms: [Replaced] = []
  /// Translations set back to `needs_review` because the merge changed their source-language text
  /// (only with `includesSourceLanguage`), as Xcode does when the source text changes.
  public var reReviewed: [Place] = []

  /// An empty report: nothing taken, skipped or in conflict.
  public init() {}

  /// Conflicts the catalog kept: a decision someone still has to make.
  public var keptConflicts: [Conflict] { conflicts.filter { !$0.isOverwritten } }
  /// Conflicts the returned value won (`--prefer source`).
  public var overwritten: [Conflict] { conflicts.filter(\.isOverwritten) }

  /// Whether the merge changed the catalog.
  public var changesCatalog: Bool { !taken.isEmpty || !overwritten.isEmpty || !reReviewed.isEmpty || !replacedForms.isEmpty }

  mutating func append(_ other: CatalogMergeReport) {
    taken += other.taken
    conflicts += other.conflicts
    unknownKeys += other.unknownKeys
    skipped += other.skipped
    reReviewed += other.reReviewed
    replacedForms += other.replacedForms
  }
}
