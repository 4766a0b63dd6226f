import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// A type read from tokens (`TypeSpelling`) is spelled as `SwiftType(spelling:)` normalizes the
/// written text: the fast path (a source range kept while it is already normal) and the copy
/// (after a comment, a line break or odd spacing) give the same spelling.
@Suite struct TypeSpellingTests {
  /// The type of `x` in `func f(x: <written>)`, of `f`'s result and of `var p: <written>`.
  func readTypes(_ written: String) -> [String?] {
    let source = "func f(x: \(written)) -> \(written) {}\nstruct S { var p: \(written)\n}"
    let declarations = Array(source.utf8).withUnsafeBufferPointer { DeclarationParser.declarations(in: $0) }
    let function = declarations.first { $0.name == "f" }
    let property = declarations.first { $0.name == "p" }
    return [function?.parameters?.first?.type.spelling, function?.type?.spelling, property?.type?.spelling]
  }

  @Test(arguments: [
    ("String", "String"),
    ("[String: Int]", "[String:Int]"),
    ("[ String : Int ]", "[String:Int]"),
    ("some   View", "some View"),
    ("any\tError", "any Error"),
    ("Swift.Int", "Int"),
    ("SwiftUI.LocalizedStringKey?", "LocalizedStringKey?"),
    ("Foundation.URL", "URL"),
    ("Dictionary<String,\n  [Int]>", "Dictionary<String,[Int]>"),
    ("Int /* a count */", "Int"),
    ("Optional</* wrapped */String>", "Optional<String>"),
    ("() -> Void", "()->Void"),
    ("(Int) async throws -> String", "(Int)->String"),
    ("Café", "Café"),
    ("Set<Café>", "Set<Café>"),
  ])
  func spelledAsNormalized(written: String, expected: String) {
    #expect(readTypes(written) == [expected, expected, expected])
    // The same spelling as the general reading of the text (but for comments and effects, which
    // only the parser knows to leave out).
    if !written.contains("/*"), !written.contains("throws") { #expect(SwiftType(spelling: written).spelling == expected) }
  }

  @Test func qualifiersAndAttributesAreNotPartOfTheType() {
    let source = "func f(a: inout String, b: @escaping () -> Void, c: __owned [Int], d: sending Data)"
    let declarations = Array(source.utf8).withUnsafeBufferPointer { DeclarationParser.declarations(in: $0) }
    #expect(declarations.first?.parameters?.map(\.type.spelling) == ["String", "()->Void", "[Int]", "Data"])
  }

  @Test func normalizedBytesDropModulePrefixesOnly() {
    func type(_ text: String) -> String {
      Array(text.utf8).withUnsafeBufferPointer { SwiftType(normalized: $0).spelling }
    }
    #expect(type("SwiftUI.Text") == "Text")
    #expect(type("Swift.String?") == "String?")
    #expect(type("SwiftData.Model") == "SwiftData.Model")
    #expect(type("Foundation.Swift.Int") == "Int")
    #expect(type("some View") == "some View")
  }
}
