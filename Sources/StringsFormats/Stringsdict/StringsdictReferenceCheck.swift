/// The checks that follow `%#@x@` references: undefined and unused variables, and forms whose
/// placeholders contradict their rule's value type or each other.
enum StringsdictReferenceCheck {
  static func problems(in entries: [StringsdictEntry]) -> [StringsdictProblem] {
    var problems: [StringsdictProblem] = []
    for entry in entries {
      check(entry, into: &problems)
    }
    return problems
  }

  private static func check(_ entry: StringsdictEntry, into problems: inout [StringsdictProblem]) {
    guard let format = entry.format, let formatLocation = entry.formatLocation else { return }
    let key = LintMessage.quoted(entry.key)
    // Variables reached from the format, then from the forms of reached variables, each with the
    // argument position its first reference gives it.
    var positions: [String: Int] = [:]
    var order: [String] = []
    var pending: [(references: [VariablePlaceholders.Reference], location: StringsSourceLocation, place: String)] = [
      (VariablePlaceholders(format, base: 1).references, formatLocation, "the format of \(key)")
    ]
    while let (references, location, place) = pending.popLast() {
      for reference in references {
        guard let rule = entry.variable(named: reference.name) else {
          problems.append(
            StringsdictProblem(
              .undefinedVariable,
              "\(place) uses %#@\(reference.name)@, but \(key) has no variable '\(reference.name)': Foundation has no forms to put there",
              at: location, key: entry.key))
          continue
        }
        guard positions[rule.name] == nil else { continue }
        positions[rule.name] = reference.position
        order.append(rule.name)
        for form in rule.forms {
          let nested = VariablePlaceholders(form.text, base: reference.position).references
          if !nested.isEmpty {
            pending.append((nested, form.location, "the '\(form.name)' form of '\(rule.name)' in \(key)"))
          }
        }
      }
    }
    for rule in entry.variables where positions[rule.name] == nil {
      problems.append(
        StringsdictProblem(
          .unusedVariable,
          "'\(rule.name)' in \(key) is never used by a %#@\(rule.name)@ placeholder: its forms are never shown",
          at: rule.location, key: entry.key))
    }
    for name in order {
      guard let rule = entry.variable(named: name), let position = positions[name] else { continue }
      checkForms(of: rule, position: position, entry: entry, into: &problems)
    }
  }

  /// The forms against the value type (one problem for the rule), and each form against the
  /// forms before it.
  private static func checkForms(
    of rule: FormRule, position: Int, entry: StringsdictEntry, into problems: inout [StringsdictProblem]
  ) {
    let subject = "'\(rule.name)' in \(LintMessage.quoted(entry.key))"
    // The rule's own argument is compared with the value type instead, when there is one.
    let hasValueType = checkValueType(of: rule, position: position, subject: subject, key: entry.key, into: &problems)
    var firstReads: [Int: (read: VariablePlaceholders.Read, form: FormRule.Form)] = [:]
    for form in rule.forms {
      var differences: [String] = []
      var notes: [StringsDiagnostic.Note] = []
      for read in VariablePlaceholders(form.text, base: position).reads {
        guard let (first, firstForm) = firstReads[read.position] else {
          firstReads[read.position] = (read, form)
          continue
        }
        guard first.family != read.family, firstForm.name != form.name, !(hasValueType && read.position == position)
        else { continue }
        differences.append(
          "'\(VariablePlaceholders.spelling(read, in: form.text))' reads argument \(read.position) as \(read.family) where the '\(firstForm.name)' form's '\(VariablePlaceholders.spelling(first, in: firstForm.text))' reads \(first.family)"
        )
        notes.append(StringsDiagnostic.Note(message: "the '\(firstForm.name)' form", location: firstForm.location))
      }
      guard !differences.isEmpty else { continue }
      problems.append(
        StringsdictProblem(
          .formPlaceholderMismatch,
          "the '\(form.name)' form of \(subject) reads an argument with another type than an earlier form (whichever the code passes, one of them crashes or shows garbage): \(differences.joined(separator: "; "))",
          at: form.location, key: entry.key, notes: notes))
    }
  }

  /// The forms whose placeholder for the rule's own argument contradicts the value type, reported
  /// once for the rule at the first such form.
  /// Returns whether the rule has a valid value type.
  @discardableResult
  private static func checkValueType(
    of rule: FormRule, position: Int, subject: String, key: StringsText, into problems: inout [StringsdictProblem]
  ) -> Bool {
    guard let valueType = rule.valueType, let type = FormRule.argumentType(ofValueType: valueType) else { return false }
    let expected = Family(type)
    var offenders: [(form: FormRule.Form, read: VariablePlaceholders.Read)] = []
    for form in rule.forms {
      if let read = VariablePlaceholders(form.text, base: position).read(at: position), read.family != expected {
        offenders.append((form, read))
      }
    }
    guard let (form, read) = offenders.first else { return true }
    let names = offenders.map { "'\($0.form.name)'" }.joined(separator: ", ")
    let spelling = VariablePlaceholders.spelling(read, in: form.text)
    let consequence =
      expected == .integer && read.family == .object
      ? "if the code passes a number there, '\(spelling)' dereferences it as an object: a crash; if it passes an object, the form is chosen from a pointer's bits"
      : "one of them reads the argument with the wrong type: a crash or garbage"
    problems.append(
      StringsdictProblem(
        .formPlaceholderMismatch,
        "\(offenders.count == 1 ? "the form" : "the forms") \(names) of \(subject) read argument \(position) as \(read.family) ('\(spelling)'), but \(StringsdictFile.ReservedKey.valueType) '\(valueType)' reads it as \(expected) to choose the form: \(consequence)",
        at: form.location, key: key,
        notes: offenders.dropFirst().map {
          StringsDiagnostic.Note(message: "the '\($0.form.name)' form", location: $0.form.location)
        }))
    return true
  }
}
