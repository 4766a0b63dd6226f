/// How a front end tells people to run a merge differently, for the messages that suggest it.
///
/// The library's messages name no command-line flag: a merge run from the CLI says "--prefer
/// source takes the returned one", the same run from another tool may have a checkbox instead.
/// The CLI fills these with its flags; nil (the default) leaves the advice out of the message.
public struct MergeAdvice: Sendable, Hashable {
  /// How to retire the keys the base no longer has (the CLI: `--obsolete comment or remove`).
  public var retireObsoleteKeys: String?
  /// How to take returned values over the catalog's reviewed ones (the CLI: `--prefer source`).
  public var preferReturnedValues: String?
  /// How to merge values in the catalog's source language (the CLI: `--include-source-language`).
  public var includeSourceLanguage: String?
  /// How to add the code's keys to a catalog, followed by the catalog's file name (the CLI:
  /// `run lstrings extract -o`).
  public var extractKeysInto: String?

  /// Advice with the given wordings; nil leaves each out of the messages.
  public init(
    retireObsoleteKeys: String? = nil, preferReturnedValues: String? = nil, includeSourceLanguage: String? = nil,
    extractKeysInto: String? = nil
  ) {
    self.retireObsoleteKeys = retireObsoleteKeys
    self.preferReturnedValues = preferReturnedValues
    self.includeSourceLanguage = includeSourceLanguage
    self.extractKeysInto = extractKeysInto
  }
}
