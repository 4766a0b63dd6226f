import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Interpolated values typed through the file's hints and the project's declarations: the
/// specifiers the compiler writes, and notes that say where lstrings looked when it cannot tell.
@Suite struct InterpolationInferenceTests {
  /// Another file of the project.
  static let project = DeclarationIndex(
    swift: """
      func count(of kind: String) -> Int { 0 }
      func label(for id: Int) -> String { "" }
      final class ViewModel {
        var total: Int = 0
        var average: Double { 0 }
        var items: [Item] = []
        var ratio: Float = 0
        var maybe: Int? = nil
      }
      struct Item { let price: Double; let name: String }
      struct A { var shared: Int }
      struct B { var shared: String }
      """)

  /// The inference for `\(expression)` inside a file whose text is `file` (the expression is
  /// placed on its own line after it).
  func infer(_ expression: String, file: String = "", declarations: (any DeclaredTypes)? = Self.project)
    -> InterpolationSpecifier.Inference
  {
    let source = file + "\nText(\"\\(" + expression + ")\")\n"
    let bytes = Array(source.utf8)
    let start = bytes.count - 4 - expression.utf8.count
    return bytes.withUnsafeBufferPointer { buffer in
      InterpolationSpecifier.infer(
        buffer, expression: start..<(start + expression.utf8.count), hints: TypeHints(buffer), declarations: declarations)
    }
  }

  /// The specifier of `\(expression)`, nil when it is a guess.
  func specifier(_ expression: String, file: String = "", declarations: (any DeclaredTypes)? = Self.project) -> String? {
    let inference = infer(expression, file: file, declarations: declarations)
    return inference.isGuess ? nil : inference.specifier
  }

  @Test func theSubjectIsTheExpression() {
    #expect(infer("viewModel.total").subject == "viewModel.total")
  }

  @Test func aFunctionDeclaredElsewhereReturningInt() {
    #expect(specifier("count(of: \"posts\")") == "%lld")
    #expect(specifier("label(for: 3)") == "%@")
  }

  /// `Type.member`: a static member typed by its owner, whatever other types call that name
  /// (Meshtastic's `Label("Sats Estimate \(LocationsHandler.satsInView)", …)`, `%lld`).
  @Test func aTypesStaticMemberIsTypedByItsOwner() {
    let index = DeclarationIndex(
      swift: """
        enum LocationsHandler { static var satsInView: Int { 0 } }
        struct PositionEntity { var satsInView: Int32 = 0 }
        """)
    #expect(specifier("LocationsHandler.satsInView", declarations: index) == "%lld")
    #expect(specifier("PositionEntity.satsInView", declarations: index) == "%d")
    #expect(specifier("position.satsInView", declarations: index) == nil)  // a value's member by name alone: they disagree
  }

  /// A name an enum case pattern binds has the type of that associated value (Meshtastic's
  /// `case .retrying(let attempt, let maxAttempts): Text("Connection Attempt \(attempt) of
  /// \(maxAttempts)")`, `%lld of %lld`).
  @Test func aCasePatternBindsTheAssociatedValuesType() {
    let index = DeclarationIndex(
      swift: """
        enum State { case retrying(attempt: Int, maxAttempts: Int); case signal(Int32, String) }
        enum Other { case progress(Double) }
        enum Clash { case progress(Int) }
        """)
    let retrying = "switch state {\ncase .retrying(let attempt, let maxAttempts):"
    #expect(specifier("attempt", file: retrying, declarations: index) == "%lld")
    #expect(specifier("maxAttempts", file: retrying, declarations: index) == "%lld")
    #expect(specifier("rssi", file: "switch s { case let .signal(rssi, name):", declarations: index) == "%d")
    #expect(specifier("name", file: "switch s { case let .signal(rssi, name):", declarations: index) == "%@")
    #expect(specifier("a", file: "if case State.retrying(maxAttempts: let a, attempt: _) = s {", declarations: index) == "%lld")
    #expect(specifier("rssi", file: "guard case .signal(let rssi, _) = s else { return }", declarations: index) == "%d")
    // One name for a case of two values binds the tuple: an object, `%@` (Meshtastic's
    // `case .retrying(let attempt): Text("Retrying (attempt \(attempt))")`).
    #expect(specifier("attempt", file: "switch state {\ncase .retrying(let attempt):", declarations: index) == "%@")
    // The nearest pattern before the name binds it (each case's body follows its pattern).
    let both = "switch state {\ncase .retrying(let attempt):\n  Text(\"\\(attempt)\")\ncase .retrying(let attempt, let max):"
    #expect(specifier("attempt", file: both, declarations: index) == "%lld")
    // A file that also declares the name otherwise: its scopes are not known.
    #expect(specifier("attempt", file: retrying + "\nlet attempt = label()", declarations: index) == nil)
    // Two enums disagree on `progress`'s value; an expression pattern binds nothing.
    #expect(specifier("p", file: "switch s { case .progress(let p):", declarations: index) == nil)
    #expect(specifier("rssi", file: "switch s { case .signal(rssi, _):", declarations: index) == nil)
  }

  /// A receiver the file annotates with a type (`_ result: PresetResult`) is a value of that
  /// type: its member is that type's (Meshtastic's `Label("\(result.numTxRelay) relayed", …)`).
  @Test func aReceiverAnnotatedInTheFileIsTypedByItsType() {
    let index = DeclarationIndex(
      swift: """
        final class PresetResult { var numTxRelay: Int = 0 }
        final class Telemetry { var numTxRelay: Int32 = 0 }
        """)
    #expect(
      specifier("result.numTxRelay", file: "func presetCard(_ result: PresetResult) -> some View {", declarations: index)
        == "%lld")
    #expect(specifier("t.numTxRelay", file: "func row(t: Telemetry?) {", declarations: index) == "%d")
    // The nearest annotation before the use.
    #expect(specifier("t.numTxRelay", file: "func a(t: PresetResult) {}\nfunc b(t: Telemetry) {", declarations: index) == "%d")
    // A closure's `result in` there binds another value; without an annotation the name alone
    // tells nothing (the two types disagree); a value (`Color(…)`) is no annotation.
    #expect(
      specifier("result.numTxRelay", file: "func card(_ result: PresetResult) {\n  items.map { result in", declarations: index)
        == nil)
    #expect(specifier("result.numTxRelay", file: "", declarations: index) == nil)
    #expect(
      specifier("result.numTxRelay", file: "func card(_ result: PresetResult) {\n  let result = other()", declarations: index)
        == nil)
    #expect(specifier("result.numTxRelay", file: "f(result: PresetResult())", declarations: index) == nil)
  }

  /// A member chain typed owner by owner (Meshtastic's `Text("Hops Away \(message.fromUser?
  /// .userNode?.hopsAway ?? 0)")`, `%d`), where the last name alone is declared with several types.
  @Test func aChainIsTypedOwnerByOwner() {
    let index = DeclarationIndex(
      swift: """
        final class MessageEntity { var fromUser: UserEntity? }
        final class UserEntity { var userNode: NodeInfoEntity? }
        final class NodeInfoEntity { var hopsAway: Int32 = 0 }
        struct Neighbor { var hopsAway: Int }
        """)
    let view = "struct Row: View {\n  let message: MessageEntity\n  var body: some View {"
    #expect(specifier("message.fromUser?.userNode?.hopsAway ?? 0", file: view, declarations: index) == "%d")
    #expect(specifier("message.fromUser!.userNode!.hopsAway", file: view, declarations: index) == "%d")
    // A step the index does not know (no `owner` member on `UserEntity`) leaves the name alone.
    #expect(specifier("message.fromUser?.owner?.hopsAway", file: view, declarations: index) == nil)
  }

  @Test func membersDeclaredElsewhere() {
    #expect(specifier("viewModel.total") == "%lld")
    #expect(specifier("self.viewModel.average") == "%lf")
    #expect(specifier("model.ratio") == "%f")
    #expect(specifier("viewModel.maybe ?? 0") == "%lld")
  }

  @Test func collectionShapes() {
    #expect(specifier("items.count") == "%lld")
    #expect(specifier("viewModel.items.count") == "%lld")
    #expect(specifier("list.endIndex") == "%lld")
    #expect(specifier("list.firstIndex(of: x) ?? 0") == "%lld")
    #expect(specifier("items.filter { $0.isOn }.count") == "%lld")
    #expect(specifier("viewModel.items[0].price") == "%lf")
  }

  @Test func arithmetic() {
    #expect(specifier("a + 1", file: "let a = 2") == "%lld")
    #expect(specifier("a * b", file: "let a = 2\nlet b: Int = 3") == "%lld")
    #expect(specifier("a * b", file: "let a = 2\nlet b: Double = 3") == "%lf")
    #expect(specifier("viewModel.total + 1") == "%lld")
    #expect(specifier("viewModel.total / 2.0") == "%lf")
    #expect(specifier("1 + 2") == "%lld")
    #expect(specifier("-viewModel.total") == "%lld")
    #expect(specifier("(viewModel.total + 1) * 2") == "%lld")
    #expect(specifier("first + \" \" + last", file: "let first = \"a\"\nlet last = \"b\"") == "%@")
  }

  @Test func coalescingAndConditionals() {
    #expect(specifier("x ?? 0") == "%lld")
    #expect(specifier("x ?? 0.5") == "%lf")
    #expect(specifier("flag ? viewModel.total : 0") == "%lld")
    #expect(specifier("a == b") == "%@")
    #expect(specifier("!isOn") == "%@")
  }

  @Test func conversionsAndMethods() {
    #expect(specifier("Int(text)") == "%lld")
    #expect(specifier("Double(text) ?? 0") == "%lf")
    #expect(specifier("String(value)") == "%@")
    #expect(specifier("viewModel.average.rounded()") == "%lf")
    #expect(specifier("date.formatted(.dateTime)") == "%@")
    #expect(specifier("error.localizedDescription") == "%@")
    #expect(specifier("value.description") == "%@")
    #expect(specifier("Measurement(value: 1, unit: UnitLength.meters)") == "%@")
  }

  @Test func literalsAndExplicitSpecifiers() {
    #expect(specifier("3") == "%lld")
    #expect(specifier("2.5") == "%lf")
    #expect(specifier("\"x\"") == "%@")
    #expect(specifier("true") == "%@")
    #expect(specifier("ratio, specifier: \"%.1f\"") == "%.1f")
    #expect(specifier("date, style: .relative") == "%@")
  }

  @Test func theFilesOwnHintsComeFirst() {
    // A local `total` of this file is nearer than any member elsewhere.
    #expect(specifier("total", file: "let total = 2.5") == "%lf")
    #expect(specifier("total") == "%lld")
  }

  @Test func aLocalInitialisedFromADeclaredFunction() {
    // The issue's case: `count` comes from a function another file declares to return `Int`.
    #expect(specifier("count", file: "let count = count(of: \"posts\")") == "%lld")
    #expect(specifier("total", file: "let total = viewModel.items.count * 2\nlet other = 1") == "%lld")
    #expect(specifier("price", file: "var price = viewModel.items\n  .first?.price ?? 0") == "%lf")
    #expect(specifier("name", file: "let name = label(for: 1); let x = 2") == "%@")
    // Two locals of the same name in different functions: not decided by either.
    #expect(specifier("n", file: "func a() { let n = viewModel.total }\nfunc b() { let n = viewModel.average }") == nil)
    // Conditions: `if let` unwraps, and its `{` / `guard`'s `else` end the expression.
    #expect(specifier("m", file: "if let m = viewModel.maybe { }") == "%lld")
    #expect(specifier("m", file: "guard let m = viewModel.maybe else { return }") == "%lld")
    // A cycle ends.
    #expect(specifier("a", file: "let a = b + 1\nlet b = a + 1") == nil)
  }

  @Test func unknownNamesSayWhereLstringsLooked() {
    let missing = infer("mystery")
    #expect(missing.isGuess)
    #expect(missing.specifier == "%@")
    #expect(missing.reason == "'mystery' is declared in no file of the project (or without a type lstrings can read)")
    #expect(
      missing.note
        == "the type of 'mystery' is unknown: 'mystery' is declared in no file of the project (or without a type lstrings can read); assumed %@ (a String); add 'specifier:' or a type annotation if it is a number"
    )
    let ambiguous = infer("thing.shared")
    #expect(ambiguous.isGuess)
    #expect(ambiguous.reason == "'shared' has several declarations with different types (Int, String)")
    let call = infer("compute(x, by: 2)")
    #expect(call.reason == "'compute(_:by:)' is declared in no file of the project (or without a type lstrings can read)")
    let alone = infer("mystery", declarations: nil)
    #expect(alone.reason == "'mystery' is not declared with a visible type in this file")
  }

  @Test func unknownOperandsKeepTheNote() {
    let sum = infer("mystery + 1")
    #expect(sum.isGuess)
    #expect(sum.reason?.contains("'mystery'") == true)
  }

  @Test func withoutDeclarationsTheOldAnswersStand() {
    // What the scanner answered before the index: the shapes and the file's hints only.
    #expect(infer("items.count", declarations: nil).specifier == "%lld")
    #expect(infer("count", file: "let count: Int", declarations: nil).specifier == "%lld")
    #expect(infer("viewModel.total", declarations: nil).isGuess)
  }

  @Test func malformedExpressionsNeverCrash() {
    for expression in [
      "", "(", ")", "a.", ".b", "a ? b", "?? 0", "a ?? ", "[", "a[", "{ }", "1 +", "- ", "a?.b!.c", "f(", "(((a)))",
    ] {
      let inference = infer(expression)
      #expect(!inference.specifier.isEmpty, "\(expression)")
    }
  }
}
