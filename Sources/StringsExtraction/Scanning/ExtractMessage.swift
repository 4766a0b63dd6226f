/// The scanner's warning and note texts, declared once: short (about 120 characters at most),
/// saying what was skipped and why, and naming no command-line flag (the library is also used
/// by lint and merge).
enum ExtractMessage {
  static func nonLiteralKey(_ form: CallForm) -> String {
    "the key of \(form.displayName) is not a string literal; nothing extracted"
  }

  static func concatenated(_ form: CallForm, first: String) -> String {
    "the key of \(form.displayName) is built with '+' at run time; nothing extracted (genstrings would take \"\(first)\")"
  }

  static func interpolated(_ form: CallForm, wouldBe key: String) -> String {
    "\(form.displayName) looks up the interpolated text, which no key matches; nothing extracted (String(localized:): \"\(key)\")"
  }

  static func emptyKey(_ form: CallForm) -> String {
    "the key of \(form.displayName) is empty; nothing extracted"
  }

  static func emptyKeyInTable(_ routine: String) -> String {
    "the key of \(routine) is empty; not written to the .strings table (a lookup of \"\" returns \"\" without it)"
  }

  static func nonLiteralTable(_ form: CallForm) -> String {
    "the table of \(form.displayName) is not a string literal; the entry goes to Localizable, as genstrings does"
  }

  static func nonLiteralValue(_ form: CallForm, _ isGenstrings: Bool) -> String {
    "the default value of \(form.displayName) is not a string literal"
      + (isGenstrings ? "; nothing extracted (genstrings skips the call)" : "; the key is used as the value")
  }

  static func nonLiteralComment(_ form: CallForm, _ isGenstrings: Bool) -> String {
    "the comment of \(form.displayName) is not a string literal"
      + (isGenstrings ? "; nothing extracted (genstrings skips the call)" : "; extracted without a comment")
  }

  static func tooLong(_ form: CallForm) -> String {
    "the arguments of \(form.displayName) run past \(FileScanner.maximumArgumentTokens) tokens unclosed; the call is not read"
  }

  static func unclosed(_ form: CallForm) -> String {
    "\(form.displayName)( has no closing parenthesis; the call is not read"
  }

  static let invalidUTF8 = "the literal holds bytes that are not UTF-8; they are replaced by U+FFFD"

}
