import Foundation

/// The keys of a `.stringsdict` file: plural rules that `CFBundle` merges over the same-named
/// `.strings` table of its language. A key defined only there is still defined for lint: the
/// base need not repeat it, and a translation that has it there is not missing it.
public struct PluralTable: Sendable, Hashable {
  public var file: TableFile
  public var keys: Set<StringsText>

  public init(file: TableFile, keys: Set<StringsText>) {
    self.file = file
    self.keys = keys
  }

  /// Reads the top-level keys of a `.stringsdict` (an XML or binary property list). A file that
  /// is not a dictionary contributes no keys: `CFBundle` ignores it too.
  public init(file: TableFile) {
    var keys: Set<StringsText> = []
    if let data = FileManager.default.contents(atPath: file.path),
      let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    {
      keys = Set(dictionary.keys.map { StringsText($0) })
    }
    self.init(file: file, keys: keys)
  }
}
