import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Closure parameters and loop variables typed as the elements of the sequence they walk, the
/// way the compiler types them (CubeTime's `ForEach([25, 50, 100]) { Text("\($0) Solves") }`
/// is `%lld Solves` in its Xcode-written catalog).
@Suite struct ElementTypingTests {
  static let project = DeclarationIndex(
    swift: """
      final class Model { var prices: [Double] = []; var names: [String] = [] }
      """)

  /// The specifier of the one interpolation `\(…)` in `source`; nil when it is a guess.
  func specifier(in source: String) throws -> String? {
    let bytes = Array(source.utf8)
    let open = try #require(bytes.indices.first { bytes[$0] == UInt8(ascii: "\\") && bytes[$0 + 1] == UInt8(ascii: "(") })
    let start = open + 2
    var depth = 1
    var end = start
    while depth > 0 {  // the `)` that closes the interpolation
      if bytes[end] == UInt8(ascii: "(") { depth += 1 }
      if bytes[end] == UInt8(ascii: ")") { depth -= 1 }
      end += 1
    }
    end -= 1
    let inference = bytes.withUnsafeBufferPointer { buffer in
      InterpolationSpecifier.infer(
        buffer, expression: start..<end, hints: TypeHints(buffer), declarations: Self.project)
    }
    return inference.isGuess ? nil : inference.specifier
  }

  @Test func integerLiteralArraysAndRangesGiveInt() throws {
    #expect(try specifier(in: "ForEach([25, 50, 100], id: \\.self) {\n Text(\"\\($0) Solves\").tag($0)\n}") == "%lld")
    #expect(try specifier(in: "ForEach(0...3, id: \\.self) { Text(\"\\($0) d.p\") }") == "%lld")
    #expect(try specifier(in: "ForEach([0.5, 1], id: \\.self) { Text(\"\\($0) s\") }") == "%lf")
  }

  @Test func aRangeHasItsBoundsType() throws {
    let source = """
      let count: Int16 = 3
      ForEach(0..<count, id: \\.self) { idx in
        Text("Phase \\(idx + 1)")
      }
      """
    #expect(try specifier(in: source) == "%d")
  }

  @Test func enumeratedGivesAnIntOffsetAndTheElement() throws {
    let offset = "ForEach(Array(rules.enumerated()), id: \\.offset) { index, rule in Text(\"\\(index + 1). \") }"
    #expect(try specifier(in: offset) == "%lld")
    let element = "ForEach(Array(model.prices.enumerated()), id: \\.offset) { (index, price) in Text(\"\\(price)\") }"
    #expect(try specifier(in: element) == "%lf")
  }

  @Test func forLoopsBindTheirElements() throws {
    #expect(try specifier(in: "for price in model.prices {\n  let t = Text(\"\\(price)\")\n}") == "%lf")
    #expect(try specifier(in: "for i in 1...5 { print(\"\\(i)\") }") == "%lld")
  }

  /// `for:` and `in:` as argument labels open no loop.
  @Test func argumentLabelsAreNotLoops() {
    let bytes = Array("sort(for: x, in: { _ in y })".utf8)
    let bindings = bytes.withUnsafeBufferPointer { TypeHints($0).elements.bindings }
    #expect(bindings.isEmpty)
  }

  /// A name is bound only inside its closure or loop: the same name outside keeps its own
  /// (unknown) type, and an inner binding wins over an outer one.
  @Test func bindingsAreScoped() throws {
    #expect(try specifier(in: "ForEach(0...3) { _ in EmptyView() }\nText(\"\\($0)\")") == nil)
    let nested = "ForEach(0...3) { i in ForEach(model.names) { i in Text(\"\\(i)\") } }"
    #expect(try specifier(in: nested) == "%@")
    #expect(try specifier(in: "ForEach(things) { Text(\"\\($0)\") }") == nil)
  }
}
