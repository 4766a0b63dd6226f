/// What a baseline remembers of a lint finding: its rule, file, key, language and form — never
/// its line, so that an edit elsewhere in the file (a key added above it, a catalog rewritten by
/// Xcode) does not make a recorded finding look new.
///
/// Findings that agree on all five are counted, not told apart: a baseline holding two
/// `missing-plural-category` findings for one key and language accepts two and reports a third.
package struct BaselineFinding: Sendable, Hashable, Comparable {
  /// The rule id (`needs-review`).
  package var rule: String
  /// The file, relative to the baseline's folder (`/` separated), so that the baseline works from
  /// any working directory.
  package var file: String
  /// The entry the finding is about; nil for a finding about the whole file (`parse-error`).
  package var key: String?
  /// The language: the `.lproj` folder's, or the catalog language the finding is about.
  package var language: String?
  /// In a catalog, the variation the finding points into, as its path below the language
  /// (`plural.few`, `%#@files@.plural.one`, `device.iphone`); nil for the plain value.
  package var form: String?

  package init(rule: String, file: String, key: String? = nil, language: String? = nil, form: String? = nil) {
    self.rule = rule
    self.file = file
    self.key = key
    self.language = language
    self.form = form
  }

  /// By file, rule, key, language and form, each by UTF-8 bytes (absent first): the order of the
  /// baseline file, the same on every platform and locale.
  package static func < (lhs: BaselineFinding, rhs: BaselineFinding) -> Bool {
    let left = [lhs.file, lhs.rule, lhs.key, lhs.language, lhs.form]
    let right = [rhs.file, rhs.rule, rhs.key, rhs.language, rhs.form]
    for (l, r) in zip(left, right) where l != r {
      guard let l else { return true }
      guard let r else { return false }
      return l.utf8.lexicographicallyPrecedes(r.utf8)
    }
    return false
  }
}
