/// `form-placeholder-mismatch` for named placeholders (`%(count)lld`): a plural or device form
/// is held to the names of the source language's value (or, without one, of the first form that
/// names any): each name it uses must be one the code passes, read as the same type. A form may
/// leave a name out ("ein Foto"), as it may leave out a number.
enum NamedFormReads {
  /// The first read of each name in `text`: its family and how it is spelled.
  static func names(in text: String) -> [String: (family: Family, spelling: String)] {
    let summary = PlaceholderSummary(StringsText(text))
    var result: [String: (family: Family, spelling: String)] = [:]
    for named in summary.named where result[named.name] == nil {
      result[named.name] = (named.slot.family, PlaceholderSummary.spelling(named.slot, in: StringsText(text)))
    }
    return result
  }

  /// What is wrong with each form's names, as (form, message) pairs in form order.
  static func problems(
    forms: [(name: String, text: String)], source: String?
  ) -> [(form: Int, message: String)] {
    var reference = source.map(names(in:)) ?? [:]
    var referenceText = source
    var result: [(form: Int, message: String)] = []
    for (index, form) in forms.enumerated() {
      let reads = names(in: form.text)
      guard !reads.isEmpty else { continue }
      if referenceText == nil {
        reference = reads
        referenceText = form.text
        continue
      }
      let quoted = LintMessage.excerpt(StringsText(referenceText ?? ""))
      for (name, read) in reads.sorted(by: { $0.key < $1.key }) {
        guard let expected = reference[name] else {
          result.append(
            (
              index,
              "names the argument '\(name)' ('\(read.spelling)'), which \(quoted) does not name: the code passes no such argument"
            ))
          continue
        }
        if expected.family != read.family {
          result.append(
            (index, "reads '\(name)' as \(read.family) ('\(read.spelling)') where \(quoted) reads \(expected.family)"))
        }
      }
    }
    return result
  }
}
