/// One thing a sync did to one key of a catalog, so that a tool can say what changed (or, in a
/// dry run, what would) without comparing catalogs itself.
package struct CatalogChange: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The code uses a key the catalog did not have.
    case added
    /// The code no longer uses the key; its translations are kept, marked `stale`.
    case markedStale = "stale"
    /// The code no longer uses the key, which had no translation: removed.
    case deleted
    /// A `stale` key the code uses again.
    case unstaled = "un-staled"
    /// The source text changed (the code's default value): `languages` are those whose
    /// translated units now need review.
    case sourceChanged = "source changed"
    /// The comment now follows the code's.
    case commentChanged = "comment changed"
    /// The code gives a default value it did not give, or no longer gives one, with the same text.
    case defaultValueChanged = "default value changed"
  }

  public var kind: Kind
  public var key: String
  /// `markedStale`: the languages whose translations are kept; `sourceChanged`: the languages
  /// whose units became `needs_review`. Empty otherwise.
  public var languages: [String]

  public init(_ kind: Kind, key: String, languages: [String] = []) {
    self.kind = kind
    self.key = key
    self.languages = languages
  }
}
