/// How a merge treats what it finds.
public struct MergeOptions: Sendable, Hashable {
  /// What happens to a key a translation has and the base no longer has.
  public enum ObsoletePolicy: String, Sendable, Hashable, CaseIterable {
    /// Leave the entry as it is and report it (the default: nothing is ever lost silently).
    case keep
    /// Turn the statement into a comment (`/* Obsolete: "key" = "value"; */`), so the translation
    /// stays in the file for reference but the app no longer loads it.
    case comment
    /// Delete the entry, with its comment and its line.
    case remove
  }

  /// What happens to keys the base no longer has.
  public var obsolete: ObsoletePolicy
  /// A comment written after each added statement (`"key" = "Base text"; // TODO: translate`),
  /// for translators to search for; nil writes none. It sits on the statement's line, so it is
  /// never taken for the entry's translator comment, and it stays until someone removes it.
  public var newEntryMarker: String?
  /// How the front end says to run the merge differently, in the messages that suggest it.
  public var advice: MergeAdvice

  /// Options for a table merge; the defaults keep obsolete keys and mark nothing.
  public init(obsolete: ObsoletePolicy = .keep, newEntryMarker: String? = nil, advice: MergeAdvice = MergeAdvice()) {
    self.obsolete = obsolete
    self.newEntryMarker = newEntryMarker
    self.advice = advice
  }

  /// The marker `--mark-new` writes unless told otherwise.
  public static let defaultMarker = "TODO: translate"
}
