/// How `CatalogMerge` treats a translator's returned values.
public struct CatalogMergeOptions: Sendable, Hashable {
  /// Which side wins when a returned value differs from a reviewed (`translated`) unit.
  public enum Preference: String, Sendable, Hashable, CaseIterable {
    /// Keep the catalog's reviewed value and report the conflict (the default: a reviewer's work is
    /// never overwritten silently).
    case catalog
    /// Take the returned value (the unit stays `translated`); the old value is listed.
    case source
  }

  /// Which side wins where both have a reviewed value.
  public var prefer: Preference
  /// Whether values for the catalog's source language are merged. Off by default: the source
  /// language's text is the developer's (it comes from the code), and changing it sends every
  /// translation of the key back to review, so a translator's file must not do that by accident.
  public var includesSourceLanguage: Bool
  /// Only these languages of the source are merged; nil merges every language it has.
  public var languages: Set<String>?
  /// How the front end says to run the merge differently, in the messages that suggest it.
  public var advice: MergeAdvice

  /// Options for a catalog merge; the defaults keep the catalog's reviewed values.
  public init(
    prefer: Preference = .catalog, includesSourceLanguage: Bool = false, languages: Set<String>? = nil,
    advice: MergeAdvice = MergeAdvice()
  ) {
    self.prefer = prefer
    self.includesSourceLanguage = includesSourceLanguage
    self.languages = languages
    self.advice = advice
  }
}
