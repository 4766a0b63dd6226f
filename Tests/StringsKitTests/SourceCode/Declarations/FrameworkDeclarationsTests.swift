import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The framework data answers the way the APIs are declared: each listed API takes its title (or
/// prompt, dialog, name) as a localizable type, and the non-localizable overloads stay so.
@Suite struct FrameworkDeclarationsTests {
  let index = DeclarationIndex.frameworks

  /// Whether a literal at `position` of `callee(labels…)` is extracted.
  func literalIsLocalizable(_ callee: String, _ labels: [String?], at position: Int = 0) -> Bool {
    SwiftType.literalIsLocalizable(among: index.argumentTypes(callee: callee, labels: labels, position: position))
  }

  /// App Intents' file and search parameters (`supportedContentTypes:`,
  /// `inputConnectionBehavior:`), as IceCubesApp's `PostImageIntent` writes them: title and
  /// description are `LocalizedStringResource`.
  @Test func fileParametersOfAppIntents() {
    let file: [String?] = ["title", "description", "supportedContentTypes", "inputConnectionBehavior"]
    #expect(literalIsLocalizable("Parameter", file, at: 0))
    #expect(literalIsLocalizable("Parameter", file, at: 1))
    #expect(literalIsLocalizable("Parameter", ["title", "supportedTypeIdentifiers"], at: 0))
    #expect(literalIsLocalizable("Parameter", ["title", "inputConnectionBehavior"], at: 0))
    #expect(!literalIsLocalizable("Parameter", ["title", "supportedTypeIdentifiers"], at: 1))
  }

  @Test(
    arguments: [
      ("Text", [nil], 0), ("Text", [nil, "comment"], 0), ("Text", [nil, "tableName", "comment"], 0),
      ("Button", [nil], 0), ("Button", [nil, "action"], 0), ("Button", [nil, "role"], 0), ("Button", [nil, "systemImage"], 0),
      ("Label", [nil, "systemImage"], 0), ("Label", [nil, "image"], 0), ("Toggle", [nil, "isOn"], 0),
      ("Picker", [nil, "selection"], 0), ("Section", [nil], 0), ("Section", [nil, "isExpanded"], 0),
      ("Link", [nil, "destination"], 0), ("ColorPicker", [nil, "selection"], 0),
      ("ColorPicker", [nil, "selection", "supportsOpacity"], 0), ("TextField", [nil, "text"], 0),
      ("TextField", [nil, "text", "prompt"], 0), ("TextField", [nil, "text", "axis"], 0), ("SecureField", [nil, "text"], 0),
      ("Menu", [nil], 0), ("Menu", [nil, "systemImage"], 0), ("NavigationLink", [nil], 0),
      ("NavigationLink", [nil, "destination"], 0), ("NavigationLink", [nil, "value"], 0), ("Stepper", [nil, "value", "in"], 0),
      ("Stepper", [nil, "value", "step"], 0), ("DatePicker", [nil, "selection", "displayedComponents"], 0),
      ("DatePicker", [nil, "selection", "in"], 0), ("LabeledContent", [nil, "value"], 0), ("LabeledContent", [nil], 0),
      ("GroupBox", [nil], 0), ("DisclosureGroup", [nil], 0), ("DisclosureGroup", [nil, "isExpanded"], 0),
      ("ContentUnavailableView", [nil, "systemImage", "description"], 0), ("ContentUnavailableView", [nil, "image"], 0),
      ("Tab", [nil, "systemImage"], 0), ("Tab", [nil, "systemImage", "value"], 0), ("ShareLink", [nil, "item"], 0),
      ("TableColumn", [nil, "value"], 0), ("TableColumn", [nil], 0), ("ProgressView", [nil], 0),
      ("ProgressView", [nil, "value", "total"], 0), ("SharePreview", [nil, "image"], 0),
      ("navigationTitle", [nil], 0), ("navigationBarTitle", [nil], 0), ("navigationBarTitle", [nil, "displayMode"], 0),
      ("navigationSubtitle", [nil], 0), ("accessibilityLabel", [nil], 0), ("accessibilityHint", [nil], 0),
      ("accessibilityValue", [nil], 0), ("accessibilityAction", ["named"], 0), ("help", [nil], 0),
      ("alert", [nil, "isPresented"], 0),
      ("alert", [nil, "isPresented", "actions", "message"], 0), ("alert", [nil, "isPresented", "presenting"], 0),
      ("confirmationDialog", [nil, "isPresented"], 0), ("confirmationDialog", [nil, "isPresented", "titleVisibility"], 0),
      ("badge", [nil], 0), ("searchable", ["text", "prompt"], 1), ("searchable", ["text", "placement", "prompt"], 2),
      ("String", ["localized"], 0), ("String", ["localized", "comment"], 0), ("String", ["localized", "table", "comment"], 0),
      ("String", ["localized", "defaultValue"], 1), ("AttributedString", ["localized"], 0),
      ("LocalizedStringResource", [nil], 0), ("LocalizedStringResource", [nil, "table", "comment"], 0),
      ("LocalizedStringKey", [nil], 0), ("LocalizationValue", [nil], 0),
      ("Parameter", ["title"], 0), ("Parameter", ["title", "description"], 1), ("Parameter", ["title", "default"], 0),
      ("Parameter", ["title", "description", "default", "controlStyle", "inclusiveRange"], 0),
      ("Property", ["title"], 0), ("IntentDescription", [nil], 0), ("IntentDescription", [nil, "categoryName"], 1),
      ("IntentDialog", [nil], 0), ("IntentDialog", ["full", "supporting"], 1), ("result", ["dialog"], 0),
      ("result", ["value", "dialog"], 1), ("DisplayRepresentation", ["title"], 0),
      ("DisplayRepresentation", ["title", "subtitle"], 1), ("DisplayRepresentation", ["title", "subtitle", "image"], 1),
      ("TypeDisplayRepresentation", ["name"], 0), ("AppShortcut", ["intent", "phrases", "shortTitle", "systemImageName"], 2),
      ("configurationDisplayName", [nil], 0), ("description", [nil], 0), ("needsValueError", [nil], 0),
      ("requestValue", [nil], 0),
    ] as [(String, [String?], Int)])
  func localizableArgument(callee: String, labels: [String?], position: Int) {
    #expect(literalIsLocalizable(callee, labels, at: position), "\(callee)(\(labels)) #\(position)")
  }

  @Test(
    arguments: [
      ("Text", ["verbatim"], 0), ("Label", [nil, "systemImage"], 1), ("Button", [nil, "systemImage"], 1),
      ("Link", [nil, "destination"], 1), ("String", ["localized", "defaultValue"], 0), ("String", ["describing"], 0),
      ("AppShortcut", ["intent", "phrases", "shortTitle", "systemImageName"], 1),
      ("AppShortcut", ["intent", "phrases", "shortTitle", "systemImageName"], 3), ("Gauge", ["value", "in"], 0),
      ("Slider", ["value", "in"], 0), ("search", ["text"], 0), ("LabeledContent", [nil, "value"], 1),
      ("tabItem", [], 0), ("Text", ["unknownLabel"], 0), ("NotAnAPI", [nil], 0),
    ] as [(String, [String?], Int)])
  func notLocalizable(callee: String, labels: [String?], position: Int) {
    #expect(!literalIsLocalizable(callee, labels, at: position), "\(callee)(\(labels)) #\(position)")
  }

  @Test func aLiteralPicksTheKeyOverloadButAStringOverloadWins() {
    let text = index.argumentTypes(callee: "Text", labels: [nil], position: 0)
    #expect(text.contains(SwiftType(spelling: "LocalizedStringKey")))
    #expect(text.contains(SwiftType(spelling: "some StringProtocol")))
    #expect(SwiftType.literalIsLocalizable(among: text))
    #expect(!SwiftType.literalIsLocalizable(among: [SwiftType(spelling: "LocalizedStringKey"), SwiftType(spelling: "String")]))
    #expect(!SwiftType.literalIsLocalizable(among: [SwiftType(spelling: "some StringProtocol")]))
    #expect(!SwiftType.literalIsLocalizable(among: []))
  }

  @Test func textFieldPromptIsAText() {
    #expect(
      index.argumentTypes(callee: "TextField", labels: [nil, "text", "prompt"], position: 2) == [SwiftType(spelling: "Text?")])
  }

  @Test func appIntentsRequirementsAreLocalizableProperties() {
    #expect(index.memberTypes(named: "title").contains { $0.isLocalizable })
    #expect(index.memberTypes(named: "description").allSatisfy { $0.isLocalizable })
    #expect(index.memberTypes(named: "typeDisplayRepresentation") == [SwiftType(spelling: "TypeDisplayRepresentation")])
    let cases = index.memberTypes(named: "caseDisplayRepresentations")
    #expect(cases.count == 1)
    #expect(cases.first?.dictionaryValue?.isLocalizable == true)
    #expect(index.memberTypes(named: "displayRepresentation").first?.isLocalizable == true)
  }

  @Test func resultTypesOfConversions() {
    #expect(index.resultTypes(callee: "String", labels: ["localized"]) == [SwiftType(spelling: "String")])
    #expect(index.resultTypes(callee: "Text", labels: ["verbatim"]) == [SwiftType(spelling: "Text")])
  }

  @Test func theDataParsesCompletely() {
    // Every `init(` / `func ` line of the stubs is one declaration: none is lost to the parser.
    let lines = FrameworkDeclarations.all.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let callables = lines.filter { $0.hasPrefix("init") || $0.hasPrefix("func ") || $0.hasPrefix("static func ") }.count
    let declared = Array(FrameworkDeclarations.all.utf8).withUnsafeBufferPointer { DeclarationParser.declarations(in: $0) }
    #expect(declared.filter { [.function, .initializer].contains($0.kind) }.count == callables)
  }
}
