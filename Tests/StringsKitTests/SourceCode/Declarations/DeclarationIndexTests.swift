import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The index's three answers, and how a call's labels bind to parameters.
@Suite struct DeclarationIndexTests {
  static let key = SwiftType(spelling: "LocalizedStringKey")
  static let string = SwiftType(spelling: "String")

  @Test func bindingSkipsDefaultsAndFillsVariadics() {
    let parameters = [
      Parameter(label: nil, type: Self.key),
      Parameter(label: "table", type: Self.string, hasDefault: true),
      Parameter(label: "values", type: Self.string, isVariadic: true),
      Parameter(label: "comment", type: Self.string, hasDefault: true),
    ]
    #expect(parameters.bind(labels: [nil]) == [0])
    #expect(parameters.bind(labels: [nil, "comment"]) == [0, 3])
    #expect(parameters.bind(labels: [nil, "values", nil, nil, "comment"]) == [0, 2, 2, 2, 3])
    #expect(parameters.bind(labels: [nil, "comment", "table"]) == nil)  // out of order
    #expect(parameters.bind(labels: ["title"]) == nil)
    #expect(parameters.bind(labels: []) == nil)  // the key is required
  }

  @Test func aTrailingClosureFillsAClosureParameter() {
    let parameters = [
      Parameter(label: nil, type: Self.key),
      Parameter(label: "action", type: SwiftType(spelling: "@escaping () -> Void")),
    ]
    #expect(parameters.bind(labels: [nil]) == [0])
    #expect(parameters.bind(labels: [nil, "action"]) == [0, 1])
    #expect([Parameter(label: "count", type: SwiftType(spelling: "Int"))].bind(labels: []) == nil)
  }

  static let project = DeclarationIndex(
    swift: """
      struct SettingsRow: View {
        let icon: String
        let title: LocalizedStringKey
        var detail: String? = nil
        var body: some View { Text(title) }
      }
      enum Screen {
        case row(title: LocalizedStringKey)
        case plain(String)
        var title: LocalizedStringKey { switch self { case .row: "Row"; case .plain: "Plain" } }
      }
      extension View {
        func card(_ heading: LocalizedStringResource, @ViewBuilder content: () -> some View) -> some View { self }
      }
      struct Stats {
        func count(of kind: String) -> Int { 0 }
        var total: Double = 0
        struct Inner { init(label: String.LocalizationValue) {} }
      }
      """)

  @Test func memberwiseInitialiserArguments() {
    #expect(Self.project.argumentTypes(callee: "SettingsRow", labels: ["icon", "title"], position: 1) == [Self.key])
    #expect(Self.project.argumentTypes(callee: "SettingsRow", labels: ["icon", "title"], position: 0) == [Self.string])
    #expect(Self.project.argumentTypes(callee: "SettingsRow", labels: ["title"], position: 0) == [])
    #expect(
      Self.project.resultTypes(callee: "SettingsRow", labels: ["icon", "title", "detail"]) == [SwiftType(spelling: "SettingsRow")]
    )
  }

  @Test func enumCaseIsCallable() {
    #expect(Self.project.argumentTypes(callee: "row", labels: ["title"], position: 0) == [Self.key])
    #expect(Self.project.argumentTypes(callee: "plain", labels: [nil], position: 0) == [Self.string])
    #expect(Self.project.resultTypes(callee: "row", labels: ["title"]) == [SwiftType(spelling: "Screen")])
  }

  @Test func extensionMethodIsAModifierWithATrailingClosure() {
    #expect(
      Self.project.argumentTypes(callee: "card", labels: [nil], position: 0) == [SwiftType(spelling: "LocalizedStringResource")])
  }

  @Test func nestedInitialiserAndResults() {
    #expect(
      Self.project.argumentTypes(callee: "Inner", labels: ["label"], position: 0)
        == [SwiftType(spelling: "String.LocalizationValue")])
    #expect(Self.project.argumentTypes(callee: "init", labels: ["label"], position: 0).first?.isLocalizable == true)
    #expect(Self.project.resultTypes(callee: "count", labels: ["of"]) == [SwiftType(spelling: "Int")])
    #expect(Self.project.resultTypes(callee: "count", labels: []) == [])
  }

  @Test func memberTypesGatherEveryDeclarationOfAName() {
    #expect(Self.project.memberTypes(named: "title") == [Self.key])
    #expect(Self.project.memberTypes(named: "total") == [SwiftType(spelling: "Double")])
    #expect(Self.project.memberTypes(named: "row") == [SwiftType(spelling: "Screen")])
    #expect(Self.project.memberTypes(named: "missing") == [])
  }

  @Test func mergingKeepsBoth() {
    let other = DeclarationIndex(swift: "var title: String = \"\"")
    let merged = Self.project.merging(other)
    #expect(merged.memberTypes(named: "title") == [Self.key, Self.string])
    #expect(merged.count == Self.project.count + other.count)
  }

  @Test func buildReadsFilesInParallelAndInOrder() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("declindex-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String] = []
    for number in 0..<12 {
      let url = directory.appendingPathComponent("F\(number).swift")
      try Data("func f\(number)() -> Int { 0 }\nvar shared: T\(number) = T\(number)()\n".utf8).write(to: url)
      files.append(url.path)
    }
    files.append(directory.appendingPathComponent("missing.swift").path)
    files.append(directory.appendingPathComponent("notes.m").path)
    let index = DeclarationIndex.build(files: files)
    #expect(index.count == 24)
    #expect(index.resultTypes(callee: "f7", labels: []) == [SwiftType(spelling: "Int")])
    #expect(index.memberTypes(named: "shared") == (0..<12).map { SwiftType(spelling: "T\($0)") })
  }

  /// Random bytes, and random Swift-looking tokens, never crash or hang the parser.
  @Test func randomInputNeverCrashes() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    let words = [
      "func", "init", "var", "let", "case", "enum", "struct", "class", "extension", "subscript", "static", "where",
      "some", "(", ")", "[", "]", "{", "}", "<", ">", "->", "-", ":", ",", "=", "?", "!", "@", "...", ".", "_", "x",
      "Int", "\"s\"", "3", "inout", "throws", "#", "/*", "\\(",
    ]
    for round in 0..<400 {
      let length = random(300)
      let source: [UInt8]
      if round % 2 == 0 {
        source = (0..<length).map { _ in UInt8(random(256)) }
      } else {
        source = Array((0..<length).map { _ in words[random(words.count)] }.joined(separator: random(2) == 0 ? " " : "").utf8)
      }
      let index = DeclarationIndex(source: source)
      _ = index.argumentTypes(callee: "x", labels: [nil], position: 0)
      #expect(index.count >= 0)
    }
  }
}
