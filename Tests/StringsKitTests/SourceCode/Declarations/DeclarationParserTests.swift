import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Each declaration shape the parser reads, checked on the declarations it yields.
@Suite struct DeclarationParserTests {
  func declarations(_ source: String) -> [Declaration] {
    Array(source.utf8).withUnsafeBufferPointer { DeclarationParser.declarations(in: $0) }
  }

  func only(_ source: String, kind: Declaration.Kind, name: String) -> Declaration? {
    let found = declarations(source).filter { $0.kind == kind && $0.name == name }
    #expect(found.count == 1, "\(found)")
    return found.first
  }

  @Test func functionWithLabelsDefaultsAndResult() throws {
    let function = try #require(
      only(
        "func row(_ title: LocalizedStringKey, icon name: String = \"gear\", count: Int) -> some View { Text(title) }",
        kind: .function, name: "row"))
    #expect(function.type == SwiftType(spelling: "some View"))
    #expect(
      function.parameters == [
        Parameter(label: nil, name: "title", type: SwiftType(spelling: "LocalizedStringKey")),
        Parameter(label: "icon", name: "name", type: SwiftType(spelling: "String"), hasDefault: true),
        Parameter(label: "count", name: "count", type: SwiftType(spelling: "Int")),
      ])
  }

  @Test func functionWithoutResultReturnsVoid() throws {
    let function = try #require(only("func reset() throws { }", kind: .function, name: "reset"))
    #expect(function.type == SwiftType(spelling: "Void"))
    #expect(function.parameters == [])
  }

  @Test func attributesQualifiersAndClosureTypes() throws {
    let function = try #require(
      only(
        """
        @MainActor func show(_ items: inout [String], action: @escaping @Sendable (Int) async throws -> Void,
                             @ViewBuilder content: () -> Content) {}
        """, kind: .function, name: "show"))
    let parameters = try #require(function.parameters)
    #expect(parameters.map(\.type.spelling) == ["[String]", "(Int)->Void", "()->Content"])
    #expect(parameters.map(\.takesClosure) == [false, true, true])
  }

  @Test func variadicParameter() throws {
    let function = try #require(only("func join(_ parts: String..., separator: String)", kind: .function, name: "join"))
    #expect(function.parameters?.first?.isVariadic == true)
    #expect(function.parameters?.first?.type == SwiftType(spelling: "String"))
    #expect(function.parameters?.last?.isVariadic == false)
  }

  @Test func genericsBecomeTheirConstraints() throws {
    let function = try #require(
      only(
        "func title<S: StringProtocol, V>(_ text: S, value: V, other: T?) -> Text where T: Numeric {}",
        kind: .function, name: "title"))
    #expect(
      function.parameters?.map(\.type.spelling) == ["some StringProtocol", "V", "(some Numeric)?"])
    #expect(function.type == SwiftType(spelling: "Text"))
  }

  @Test func initialiserIsCalledByItsTypesName() throws {
    let source = """
      struct Outer {
        struct SettingsRow: View {
          init(icon: String, title: LocalizedStringKey) {}
          var body: some View { EmptyView() }
        }
      }
      """
    let initializer = try #require(only(source, kind: .initializer, name: "SettingsRow"))
    #expect(initializer.owner == "Outer.SettingsRow")
    #expect(initializer.type == SwiftType(spelling: "Outer.SettingsRow"))
    #expect(initializer.parameters?.map(\.label) == ["icon", "title"])
    // An initialiser of its own: no memberwise one.
    #expect(declarations(source).filter { $0.kind == .initializer && $0.name == "SettingsRow" }.count == 1)
  }

  @Test func memberwiseInitialiserOfAStruct() throws {
    let source = """
      struct SettingsRow: View {
        let icon: String
        let title: LocalizedStringKey
        var subtitle: LocalizedStringKey? 
        var count = 0
        let fixed = "never a parameter"
        @State private var isOn: Bool
        static var shared: Int = 1
        var body: some View { Text(title) }
        var observed: Int { didSet { } }
      }
      """
    let initializer = try #require(only(source, kind: .initializer, name: "SettingsRow"))
    let parameters = try #require(initializer.parameters)
    #expect(parameters.map(\.label) == ["icon", "title", "subtitle", "count", "isOn", "observed"])
    #expect(parameters.map(\.hasDefault) == [false, false, true, true, true, false])
    #expect(parameters[3].type == SwiftType(spelling: "Int"))
  }

  /// A wrapper's attribute after a typed property belongs to the next property, not to the
  /// type (CubeTime's `CTCopyButton`, Whisky's `SettingItemView`): the wrapped properties are
  /// defaulted, so `CTCopyButton(toCopy: s, buttonText: "Copy Average")` binds.
  @Test func wrapperAfterATypedPropertyIsTheNextPropertys() throws {
    let source = """
      struct CTCopyButton<Content: View>: View {
        let buttonText: LocalizedStringKey
        @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
        @ViewBuilder var content: () -> Content
        @Namespace private var viewId
        @AppStorage("k") var stored: Bool
      }
      """
    let initializer = try #require(only(source, kind: .initializer, name: "CTCopyButton"))
    let parameters = try #require(initializer.parameters)
    #expect(parameters.map(\.label) == ["buttonText", "dynamicTypeSize", "content", "viewId", "stored"])
    #expect(parameters.map(\.hasDefault) == [false, true, true, true, true])
    #expect(parameters[0].type == SwiftType(spelling: "LocalizedStringKey"))
    #expect(parameters[2].type.spelling == "()->Content")
    #expect(parameters.bind(labels: ["buttonText"]) == [0])
  }

  @Test func classesGetNoMemberwiseInitialiser() {
    #expect(declarations("class Model { var name: String = \"\" }").allSatisfy { $0.kind != .initializer })
  }

  @Test func enumCasesWithAndWithoutAssociatedValues() throws {
    let source = """
      enum Row {
        case plain, titled(title: LocalizedStringKey)
        case pair(Int, String)
        case raw = 3
        func f() { switch self { case .plain: break; default: break } }
      }
      """
    let cases = declarations(source).filter { $0.kind == .enumCase }
    #expect(cases.map(\.name) == ["plain", "titled", "pair", "raw"])
    #expect(cases[0].parameters == nil)
    #expect(cases[1].parameters == [Parameter(label: "title", name: "title", type: SwiftType(spelling: "LocalizedStringKey"))])
    #expect(cases[2].parameters?.map(\.label) == [nil, nil])
    #expect(cases[2].parameters?.map(\.type.spelling) == ["Int", "String"])
    #expect(cases.allSatisfy { $0.type == SwiftType(spelling: "Row") && $0.owner == "Row" })
  }

  @Test func extensionMembersAreOwnedByTheExtendedType() throws {
    let source = """
      extension View {
        func card(title: LocalizedStringKey) -> some View { self }
      }
      extension Foo.Bar where Baz == Int { static let shared = Foo.Bar() }
      """
    #expect(try #require(only(source, kind: .function, name: "card")).owner == "View")
    let shared = try #require(only(source, kind: .property, name: "shared"))
    #expect(shared.owner == "Foo.Bar")
    #expect(shared.isStatic)
    #expect(shared.type == SwiftType(spelling: "Foo.Bar"))
  }

  @Test func propertyTypes() {
    let source = """
      var a: Int = 3
      let b = 3
      let c = 2.5
      let d = "x"
      let e = true
      let f = Formatter()
      let g = [String]()
      let h = compute()
      let i = Foo(1).bar
      let j = 1 + x
      var k: [String: Double] { [:] }
      let l = -4
      """
    let types = declarations(source).filter { $0.kind == .property }.map { $0.type?.spelling }
    #expect(
      types == ["Int", "Int", "Double", "String", "Bool", "Formatter", "[String]", nil, nil, nil, "[String:Double]", "Int"])
  }

  @Test func subscriptAndProtocolRequirements() throws {
    let source = """
      protocol AppIntent {
        static var title: LocalizedStringResource { get }
        func perform() async throws -> some IntentResult
        init()
      }
      struct Grid { subscript(row: Int, column column: Int) -> Double { 0 } }
      """
    let title = try #require(only(source, kind: .property, name: "title"))
    #expect(title.owner == "AppIntent")
    #expect(title.type == SwiftType(spelling: "LocalizedStringResource"))
    #expect(try #require(only(source, kind: .function, name: "perform")).type == SwiftType(spelling: "some IntentResult"))
    let subscriptDeclaration = try #require(only(source, kind: .subscript, name: "subscript"))
    #expect(subscriptDeclaration.parameters?.map(\.label) == [nil, "column"])
    #expect(subscriptDeclaration.type == SwiftType(spelling: "Double"))
  }

  @Test func localsAndParametersAreNotIndexed() {
    let source = """
      struct V {
        func body(total count: Int) { let average = 2.5; func helper() {}; Text("\\(count)") }
        var computed: Int { let inner = 1; return inner }
        let after = 1
      }
      """
    #expect(declarations(source).map(\.name) == ["body", "computed", "after", "V"])
  }

  @Test func classModifiersAreNotTypes() throws {
    let source = "class Base { class var name: String { \"b\" }; class func make() -> Base { Base() } }"
    #expect(try #require(only(source, kind: .property, name: "name")).owner == "Base")
    #expect(try #require(only(source, kind: .function, name: "make")).isStatic)
  }

  @Test func callsOfInitAndMembersAreNotDeclarations() {
    let source = "let x = Foo.init(a: 1); self.init(b: 2); x.var = 3"
    #expect(declarations(source).map(\.name) == ["x"])
  }
}
