/// A `.stringsdict` as CoreFoundation reads it, with the position of every key and the
/// structural problems found in it.
///
/// Values come from `PropertyListReader` (CoreFoundation, as `CFBundle` loads the table), so they
/// are exactly what the app gets; positions come from `XMLKeyIndex`, a scan of the XML bytes.
/// Binary and old-style property lists have no positions: their keys are at 1:1.
public struct StringsdictFile: Sendable {
  /// The path as given, for locations.
  public var path: String
  /// The entries, in file order for XML, else sorted by key. An entry whose value is not a
  /// dictionary is left out (and reported).
  public var entries: [StringsdictEntry]
  /// Structural problems, in file order.
  public var problems: [StringsdictProblem]
  /// Whether CoreFoundation read the file and its top level is a dictionary: otherwise `CFBundle`
  /// uses none of it.
  public var isReadable: Bool

  /// The reserved keys of a `.stringsdict`.
  public enum ReservedKey {
    /// The key of an entry's format string.
    public static let format = "NSStringLocalizedFormatKey"
    /// The key of a variable's rule type (`NSStringPluralRuleType`…).
    public static let specType = "NSStringFormatSpecTypeKey"
    /// The key of a variable's printf conversion (`d`, `lld`, `@`…).
    public static let valueType = "NSStringFormatValueTypeKey"
  }

  /// A stringsdict made of parts already read.
  public init(path: String, entries: [StringsdictEntry], problems: [StringsdictProblem], isReadable: Bool) {
    self.path = path
    self.entries = entries
    self.problems = problems
    self.isReadable = isReadable
  }

  /// Reads and checks the bytes of a `.stringsdict`. Never throws and never traps: whatever is
  /// wrong becomes a located problem.
  public static func parse(_ bytes: [UInt8], path: String) -> StringsdictFile {
    var builder = StringsdictBuilder(bytes: bytes, path: path)
    var file = builder.build()
    file.problems += StringsdictReferenceCheck.problems(in: file.entries)
    file.problems.sort { $0.location < $1.location }
    return file
  }

  /// The entry with the given key, if any.
  public func entry(_ key: StringsText) -> StringsdictEntry? {
    entries.first { $0.key == key }
  }
}
