/// One entry of the base table a merge brings translations up to date with: plain key, value and
/// translator comment, so a base can come from a `.strings` file or straight from source code.
public struct BaseEntry: Hashable, Sendable {
  /// The key, as the base table spells it.
  public var key: StringsText
  /// The base-language text: what a translation gets for a key it lacks, so that the app shows
  /// the base text rather than the raw key until someone translates it.
  public var value: StringsText
  /// The comment for translators; nil when the base has none (then translations keep theirs).
  public var comment: String?

  /// The comment genstrings writes when the code gives none. It says nothing, so a merge never
  /// lets it replace a comment a translation has.
  public static let placeholderComment = "No comment provided by engineer."

  /// A base entry; a nil comment is written as Xcode's placeholder comment.
  public init(key: StringsText, value: StringsText, comment: String? = nil) {
    self.key = key
    self.value = value
    self.comment = comment
  }

  /// The entries of a parsed base table in file order, each key once with the value CoreFoundation
  /// loads for it (the last definition) and that definition's comment. Nil when CF loads no table.
  ///
  /// Entries whose value is not a string (a nested dictionary, array or data) are left out and
  /// listed in `skipped`: a translation cannot be given a meaningful copy of them.
  public static func entries(of result: StringsParseResult) -> (
    entries: [BaseEntry], skipped: [StringsText]
  )? {
    guard let table = result.table else { return nil }
    var order: [StringsText] = []
    var comments: [StringsText: String?] = [:]
    comments.reserveCapacity(table.count)
    order.reserveCapacity(table.count)
    for span in FileLayout(result.file).entries {
      if comments.updateValue(span.commentBody, forKey: span.key) == nil { order.append(span.key) }
    }
    if order.isEmpty { order = table.keys.sorted() }  // property lists have no text order
    var entries: [BaseEntry] = []
    var skipped: [StringsText] = []
    for key in order {
      guard let value = table[key] else { continue }
      guard let text = value.text else {
        skipped.append(key)
        continue
      }
      entries.append(BaseEntry(key: key, value: text, comment: comments[key] ?? nil))
    }
    return (entries, skipped)
  }
}
