/// `placeholder-mismatch`: a translation whose placeholders read different arguments than the
/// base language's.
public struct PlaceholderMismatchRule: TranslationRule {
  public init() {}

  public static let description = RuleDescription(
    id: "placeholder-mismatch", name: "Placeholder mismatch", scope: .translation,
    defaultSeverity: .error,
    documentation: """
      The translation's placeholders do not read the same arguments as the base language's: a \
      different type (`%@` where the base has `%lld` — the code passes an integer and \
      `String(format:)` dereferences it as an object: a crash), an argument the base does not \
      have (it reads past what the code passes), or a dropped one (the user loses the number or \
      name). Arguments are compared by position, so `%2$@ … %1$@` reordering is fine. Integer \
      sizes (`%d` vs `%lld`) and `%d`/`%u`/`%x` are treated as one type (64-bit platforms pass \
      every integer in a full slot), as are `%f`/`%g`/`%e`. Values with a malformed `%` are left \
      to `invalid-placeholder`, and a translation whose base value has no placeholder is not \
      treated as a format string. Every definition of a duplicated key is checked.
      """,
    example: """
      // en: "You have %lld unread messages" = "You have %lld unread messages";
      // de:
      "You have %lld unread messages" = "Du hast %@ ungelesene Nachrichten";
      """)

  public func check(_ translation: LintTable, base: LintTable, into findings: inout Findings) {
    // Every definition, not just the one CF keeps: a shadowed duplicate becomes the loaded value
    // as soon as the later one is deleted (duplicate-key reports the duplication itself).
    for entry in translation.allEntries {
      guard let baseEntry = base.entry(for: entry.key), let baseText = baseEntry.value.text, let text = entry.value.text,
        baseText.utf8.contains(UInt8(ascii: "%")) || text.utf8.contains(UInt8(ascii: "%"))
      else { continue }
      let baseFormat = FormatString(baseText)
      let format = FormatString(text)
      guard InvalidPlaceholderRule.isFormatString(baseFormat), Self.isWellFormed(baseFormat), Self.isWellFormed(format) else {
        continue
      }
      let differences = Self.differences(Self.slots(format, text), base: Self.slots(baseFormat, baseText), baseLanguage: base.displayLanguage)
      guard !differences.isEmpty else { continue }
      var notes = [Diagnostic.Note(message: "the \(base.displayLanguage) value: \(LintMessage.excerpt(baseText))", location: base.valueLocation(of: baseEntry))]
      if let kept = translation.entry(for: entry.key), kept.sourceRange != entry.sourceRange {
        notes.append(Diagnostic.Note(message: "this definition is shadowed by a later one, which CoreFoundation loads", location: translation.location(of: kept)))
      }
      findings.report(
        "the placeholders of \(LintMessage.quoted(entry.key)) differ from \(base.displayLanguage): \(differences.joined(separator: "; "))",
        at: translation.valueLocation(of: entry), notes: notes, key: entry.key)
    }
  }

  static func isWellFormed(_ format: FormatString) -> Bool {
    format.invalidRanges.isEmpty && !format.mixesPositionalAndSequential
  }

  /// One argument as a placeholder reads it: its type and how it is written.
  struct Slot: Equatable {
    var type: ArgumentType
    var spelling: String
  }

  /// The argument each position reads (1-based), as `FormatString.arguments` numbers them, with the
  /// placeholder that reads it (`*` for a width or precision taken from an argument).
  static func slots(_ format: FormatString, _ text: StringsText) -> [Int: Slot] {
    var result: [Int: Slot] = [:]
    var next = 1
    func take(_ position: Int?, _ slot: Slot) {
      let index = position ?? next
      if position == nil { next += 1 }
      if result[index] == nil { result[index] = slot }
    }
    for specifier in format.specifiers {
      for amount in [specifier.width, specifier.precision] {
        switch amount {
        case .fromArgument: take(nil, Slot(type: .integer(.int32), spelling: "*"))
        case .fromPositionalArgument(let position): take(position, Slot(type: .integer(.int32), spelling: "*"))
        case .fixed, nil: break
        }
      }
      take(specifier.position, Slot(type: specifier.argumentType, spelling: specifier.text(in: text.utf8)))
    }
    return result
  }

  static func differences(_ slots: [Int: Slot], base: [Int: Slot], baseLanguage: String) -> [String] {
    var result: [String] = []
    for position in Set(slots.keys).union(base.keys).sorted() {
      switch (slots[position], base[position]) {
      case (let slot?, let original?):
        if family(slot.type) != family(original.type) {
          result.append(
            "'\(slot.spelling)' reads argument \(position) as \(family(slot.type)) where \(baseLanguage)'s '\(original.spelling)' reads \(family(original.type))")
        }
      case (let slot?, nil):
        result.append("'\(slot.spelling)' reads argument \(position), which \(baseLanguage) does not read (the code may not pass it)")
      case (nil, let original?):
        result.append("\(baseLanguage)'s argument \(position) ('\(original.spelling)') is not shown")
      case (nil, nil):
        break
      }
    }
    return result
  }

  /// What a conversion reads, at the granularity that matters: reading an argument as another
  /// family crashes or prints garbage; within a family only the formatting differs.
  enum Family: String, CustomStringConvertible {
    case object = "an object"
    case integer = "an integer"
    case double = "a double"
    case longDouble = "a long double"
    case cString = "a C string"
    case unicharString = "a unichar string"
    case pointer = "a pointer"
    case count = "a count pointer (%n)"

    var description: String { rawValue }
  }

  static func family(_ type: ArgumentType) -> Family {
    switch type {
    case .object: .object
    case .integer, .char, .unichar: .integer
    case .double: .double
    case .longDouble: .longDouble
    case .cString: .cString
    case .unicharString: .unicharString
    case .pointer: .pointer
    case .count: .count
    }
  }
}
