/// Rule ids of the scanner's and the extractor's diagnostics (stable: scripts filter on them).
public enum ExtractRule {
  /// A table, value or comment argument that is not a string literal (genstrings: "Argument is
  /// not a literal string").
  public static let nonLiteralArgument = "non-literal-argument"
  /// A key that is not a string literal: nothing is extracted, and the app may look up any key
  /// (lint's `unused-key` counts these calls).
  public static let nonLiteralKey = "non-literal-key"
  /// `"a " + x` as a key: genstrings keeps only the first literal.
  public static let concatenatedKey = "concatenated-key"
  /// `NSLocalizedString("… \(x)")`: the lookup uses the interpolated text, which no key matches.
  public static let interpolatedKey = "interpolated-key"
  /// `""` as a key.
  public static let emptyKey = "empty-key"
  /// An interpolated value whose type the file does not show; `%@` was assumed.
  public static let interpolationType = "interpolation-type"
  /// Bytes that are not UTF-8 inside a literal (replaced by U+FFFD).
  public static let invalidUTF8 = "invalid-utf8"
  /// A recognised call with no closing parenthesis (or an argument list too long to read).
  public static let unreadableCall = "unreadable-call"
  /// A source file that cannot be read.
  public static let unreadableFile = "unreadable-file"
  /// The same key in one table with different values (genstrings: "Key … used with multiple values").
  public static let duplicateValue = "duplicate-value"
  /// The same key in one table with different comments (genstrings merges them and warns).
  public static let multipleComments = "multiple-comments"
  /// A `%` that does not start a valid format specifier in a key or value.
  public static let malformedFormat = "malformed-format"
}
