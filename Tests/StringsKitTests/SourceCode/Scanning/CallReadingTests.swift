import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Reading recognised calls: `-s` routines as methods and modifiers, key ternaries, and a
/// warning for every recognised call whose key cannot be read.
@Suite struct CallReadingTests {
  static func scan(_ source: String, routines: [String] = [], mode: ExtractionMode = .runtime) -> ScanResult {
    SourceScanner.scan(
      source: Array(source.utf8), path: "t", language: .swift, options: ScanOptions(routines: routines, mode: mode))
  }

  @Test func customRoutinesAsMethodsPropertiesAndModifiers() {
    let source = #"""
      let a = "Plain".localized
      let b = "Commented".localized(comment: "A comment")
      let c = "With %@".localized(with: name)
      let d = view.localized("Modifier")
      let e = localized("Call", comment: "")
      let f = name.localized
      """#
    let result = Self.scan(source, routines: ["localized"])
    #expect(result.strings.map(\.key.string) == ["Plain", "Commented", "With %@", "Modifier", "Call"])
    #expect(result.strings.map(\.comment) == [nil, "A comment", nil, nil, nil])
    #expect(result.strings[1].location == StringsSourceLocation(file: "t", line: 2, column: 21))
    // genstrings reads only `localized(…)` itself.
    #expect(Self.scan(source, routines: ["localized"], mode: .genstrings).strings.map(\.key.string) == ["Call"])
    // Without -s nothing of it.
    #expect(Self.scan(source).strings.isEmpty)
  }

  @Test func aRoutineThatNeverMatchesIsReported() {
    let report = StringsExtractor.report(Self.scan(#"let a = "x".localized"#, routines: ["localized"]), options: .init())
    #expect(StringsExtractor.unmatched(["localized", "missing"], in: report) == ["missing"])
  }

  @Test func bothBranchesOfAKeyTernary() {
    let source = #"""
      Button(rosettaInstalled && wineInstalled ? "setup.done" : "setup.next") {}
      x.navigationTitle(isSelectMode ? "Select Solves" : "Times")
      """#
    #expect(Self.scan(source).strings.map(\.key.string) == ["setup.done", "setup.next", "Select Solves", "Times"])
    #expect(Self.scan(source, mode: .genstrings).strings.isEmpty)
  }

  @Test func unreadableKeysAreWarnings() {
    let source = #"""
      Text(isOn ? "On" : label)
      Text("Total: " + total)
      NSLocalizedString(isOn ? "a" : "b", comment: "")
      Text(name)
      Text(name ?? "Unnamed")
      Text("a".uppercased())
      """#
    let result = Self.scan(source)
    #expect(result.strings.isEmpty)
    #expect(
      result.diagnostics.map(\.ruleID) == [
        DiagnosticKind.nonLiteralKey.id, DiagnosticKind.concatenatedKey.id, DiagnosticKind.nonLiteralKey.id,
      ])
    #expect(result.diagnostics.map(\.location.line) == [1, 2, 3])
    #expect(result.diagnostics.allSatisfy { $0.message.count <= 120 && !$0.message.contains("-s ") })
  }

  @Test func aSwiftUIValueIsNotADefaultValue() {
    let result = Self.scan(#"Stepper("Count", value: $count, in: 1...9)"#)
    #expect(result.strings.map { $0.value?.string } == [nil])
    #expect(result.diagnostics.isEmpty)
  }

  /// Xcode extracts `Picker("", …)`'s empty key (EmptyKeyTests); genstrings and `String`-keyed
  /// routines skip it, with a warning.
  @Test func anEmptyKeyIsAWarningWhereItIsSkipped() {
    #expect(Self.scan(#"Picker("", selection: $x) {}"#).diagnostics.isEmpty)
    #expect(Self.scan(#"Picker("", selection: $x) {}"#).strings.map(\.key.string) == [""])
    #expect(Self.scan(#"NSLocalizedString("", comment: "")"#).diagnostics.map(\.ruleID) == [DiagnosticKind.emptyKey.id])
    #expect(
      Self.scan(#"NSLocalizedString("", comment: "")"#, mode: .genstrings).diagnostics.map(\.ruleID) == [
        DiagnosticKind.emptyKey.id
      ])
  }
}
