import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// A handful of declarations, as a test spells them: `"callee(label:)#position"` → types.
struct FakeDeclarations: DeclaredTypes {
  var arguments: [String: [String]] = [:]
  var members: [String: [String]] = [:]

  func argumentTypes(callee: String, labels: [String?], position: Int) -> [SwiftType] {
    let label = position < labels.count ? labels[position] ?? "_" : "_"
    return (arguments["\(callee)(\(label):)"] ?? []).map { SwiftType(spelling: $0) }
  }

  func resultTypes(callee: String, labels: [String?]) -> [SwiftType] { [] }

  func memberTypes(named name: String) -> [SwiftType] { (members[name] ?? []).map { SwiftType(spelling: $0) } }

  /// SwiftUI's `Text`, `Button` and `navigationTitle`, and an app's own `SettingsRow`.
  static let app = FakeDeclarations(
    arguments: [
      "Text(_:)": ["LocalizedStringKey", "some StringProtocol"], "Text(verbatim:)": ["String"],
      "Button(_:)": ["LocalizedStringKey", "some StringProtocol"], "navigationTitle(_:)": ["LocalizedStringKey", "Text"],
      "SettingsRow(icon:)": ["String"], "SettingsRow(title:)": ["LocalizedStringKey"],
      "show(_:)": ["String", "LocalizedStringKey"],
      "Parameter(title:)": ["LocalizedStringResource"], "log(_:)": ["String"],
      "DisplayRepresentation(title:)": ["LocalizedStringResource"],
    ],
    members: [
      "label": ["LocalizedStringKey"], "name": ["String"], "caption": ["LocalizedStringKey?"],
      "title": ["String", "LocalizedStringKey"],
    ])
}

/// Literals extracted by the type they land in (runtime mode), against `FakeDeclarations`.
@Suite struct LiteralLandingTests {
  static func scan(_ source: String, _ declarations: FakeDeclarations = .app, mode: ExtractionMode = .runtime) -> ScanResult {
    Array(source.utf8).withUnsafeBufferPointer {
      SourceScanner.scan(
        buffer: $0, path: "t", language: .swift, options: ScanOptions(mode: mode), table: CallTable(routines: []),
        declarations: declarations)
    }
  }

  static func keys(_ source: String) -> [String] { scan(source).strings.map(\.key.string) }

  @Test func argumentsOfTheAppsOwnCalls() {
    #expect(Self.keys(#"SettingsRow(icon: "gear", title: "Sign Out")"#) == ["Sign Out"])
    #expect(Self.keys(#"log("not a key")"#) == [])
    // A `String` overload takes a literal before a `LocalizedStringKey` one.
    #expect(Self.keys(#"show("a String")"#) == [])
    #expect(Self.keys(#"@Parameter(title: "Bottle") var bottle: String"#) == ["Bottle"])
    #expect(Self.keys(#"Text(verbatim: "v"); x.navigationTitle("Title")"#) == ["Title"])
  }

  @Test func typedDeclarationsAndBodies() {
    let source = #"""
      let label: LocalizedStringKey = "Typed"
      let plain: String = "Plain"
      var title: LocalizedStringKey { "Computed" }
      func subtitle() -> LocalizedStringResource { return "Returned" }
      func other() -> String { return "Not a key" }
      var period: String.LocalizationValue {
        switch self {
        case .daily: "Every day"
        case .weekly:
          if isLong { "Every week" } else { "Weekly" }
        default: return "Never"
        }
      }
      enum Mode: LocalizedStringKey, CaseIterable {
        case timer = "Timer"
      }
      enum Raw: String { case typing = "Typing" }
      func row(title: LocalizedStringKey = "Default", name: String = "n") {}
      """#
    #expect(
      Self.keys(source) == [
        "Typed", "Computed", "Returned", "Every day", "Every week", "Weekly", "Never", "Timer", "Default",
      ])
  }

  /// An attribute on the next line starts the next declaration: the literal before it is whole
  /// (T1-typed's `static let description: IntentDescription = "…"` before `@Parameter(…)`).
  @Test func anAttributeOnTheNextLineEndsTheValue() {
    let source = #"""
      struct Compose: AppIntent {
        static let description: IntentDescription = "Before an attribute"
        @Parameter(title: "Text")
        var content: String
      }
      """#
    #expect(Self.keys(source).contains("Before an attribute"))
  }

  /// `.init(title:)` in a slot typed `DisplayRepresentation` is that type's initialiser, even when
  /// another type's `init(title: String)` exists in the project.
  @Test func anImplicitInitialiserTakesItsTypeFromTheSlot() {
    let source = #"""
      struct Other { init(title: String) {} }
      enum Visibility: String, AppEnum {
        case everyone, followers
        static var caseDisplayRepresentations: [Visibility: DisplayRepresentation] = [
          .followers: .init(title: "Only followers"),
        ]
      }
      let other: Other = .init(title: "Not a key")
      """#
    #expect(Self.keys(source) == ["Only followers"])
  }

  /// A `return` in an `if` whose condition has a call, several clauses or a pattern still
  /// returns from the typed property (IceCubesApp's `EditTagGroupView.warningText`); a closure
  /// after a previous `if` is not that `if`'s body.
  @Test func returnsInsideConditionsWithCallsAndClauses() {
    let source = #"""
      var warningText: LocalizedStringKey {
        if tags.contains(newTag) {
          return "Duplicated"
        } else if case let .invalid(description) = status {
          return description
        } else if isNew,
          groups.contains(where: { $0.title == title })
        {
          return "\(title) exists"
        }
        if x { y() }
        items.forEach { _ in log("Not a key") }
        return "Fallback"
      }
      """#
    #expect(Self.keys(source) == ["Duplicated", "%@ exists", "Fallback"])
  }

  @Test func assignmentsAndMemberwiseArguments() {
    let source = #"""
      label = "Assigned"
      self.caption = "Caption"
      self.name = "Name"
      dateLabel.label = "A framework's property, maybe"
      title = "Both a String and a LocalizedStringKey somewhere"
      let x = Row(caption: "Memberwise", name: "n")
      let y = "untyped"
      """#
    #expect(Self.keys(source) == ["Assigned", "Caption", "Memberwise"])
  }

  @Test func collections() {
    let source = #"""
      let titles: [String: LocalizedStringKey] = ["a": "First", "b": "Second"]
      let names: [String] = ["no"]
      let keys: [LocalizedStringKey] = ["One", "Two"]
      static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .daily: "Every day",
        .weekly: DisplayRepresentation(title: "Every week"),
      ]
      let index = items["subscript"]
      """#
    #expect(Self.keys(source) == ["First", "Second", "One", "Two", "Every day", "Every week"])
  }

  @Test func ternaryAndCoalescingBranches() {
    let source = #"""
      Text(isOn ? "On" : "Off")
      Button(a.b == c ? "Done" : "Next") {}
      Text(caption ?? "Untitled")
      Text(name ?? "A String overload")
      log(isOn ? "yes" : "no")
      Text(isOn ? "compsim" : name.lowercased())
      """#
    #expect(Self.keys(source) == ["On", "Off", "Done", "Next", "Untitled"])
  }

  @Test func commentOfTheCall() {
    let result = Self.scan(#"SettingsRow(icon: "gear", title: "Sign Out", comment: "The row")"#)
    #expect(result.strings.map(\.comment) == ["The row"])
    #expect(result.strings.first?.location == StringsSourceLocation(file: "t", line: 1, column: 34))
  }

  @Test func notReceiversConcatenationsOrInterpolations() {
    let source = #"""
      Text("a".uppercased())
      Text("b" + x)
      label = "c" + "d"
      """#
    #expect(Self.keys(source) == [])
  }

  @Test func callFormsAreNotExtractedTwice() {
    let source = #"""
      Text("Once", comment: "c")
      var title: LocalizedStringResource = "Resource"
      """#
    #expect(Self.keys(source) == ["Once", "Resource"])
  }

  @Test func nothingFromCodeTheCompilerNeverSees() {
    let source = #"""
      #if false
      Text("Disabled")
      NSLocalizedString("Disabled too", comment: "")
      #if DEBUG
      label = "Nested"
      #endif
      #else
      Text("Enabled")
      #endif
      #if DEBUG
      label = "Debug"
      #endif
      """#
    #expect(Self.keys(source) == ["Enabled", "Debug"])
    // genstrings does not preprocess.
    #expect(Self.scan(source, mode: .genstrings).strings.map(\.key.string) == ["Disabled too"])
  }

  /// Random pieces of the shapes the landing finder reads never crash it or make it read past a
  /// bracket, and every key it finds is a non-empty literal of the input.
  @Test func randomInputNeverCrashes() {
    let pieces = [
      "\"a\"", "\"b\"", "(", ")", "[", "]", "{", "}", ",", ":", " ? ", "??", " = ", "+", ".", "\n", "#if false\n",
      "#endif\n", "case", "return", "var t: LocalizedStringKey ", "-> LocalizedStringKey ", "Text", "SettingsRow",
      "title", "label", "enum E: LocalizedStringKey ", "\"\\(n)\"",
    ]
    var generator = SplitMix64(seed: 0x1A4D_0018)  // seeded: a failure can be reproduced
    for _ in 0..<300 {
      var source = ""
      for _ in 0..<Int.random(in: 0...200, using: &generator) { source += pieces.randomElement(using: &generator) ?? "" }
      let result = Self.scan(source)
      #expect(result.strings.allSatisfy { !$0.key.isEmpty && isGeneralizedUTF8($0.key.utf8) })
    }
  }

  @Test func genstringsModeIgnoresLandings() {
    let result = Self.scan(#"SettingsRow(icon: "gear", title: "Sign Out")"#, mode: .genstrings)
    #expect(result.strings.isEmpty)
  }
}
