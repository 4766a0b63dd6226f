import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `TypeHints` reads one name at a time: its answers must be the whole file's (every declaration
/// of the name, in order), and skipping the file's element scopes for names no closure or loop
/// can bind must never lose a binding.
@Suite struct TypeHintsTests {
  /// `body` with the hints of `source`, whose bytes live for the call.
  func withHints<T>(_ source: String, _ body: (TypeHints, UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
    let bytes = Array(source.utf8)
    return try bytes.withUnsafeBufferPointer { try body(TypeHints($0), $0) }
  }

  @Test func annotationsAndLiteralsGiveSpecifiers() {
    withHints("let count: Int = f()\nvar ratio = 2.5\nlet title = \"a\"\nfunc g(total: UInt32) {}") { hints, _ in
      #expect(hints.specifier(of: "count") == "%lld")
      #expect(hints.specifier(of: "ratio") == "%lf")
      #expect(hints.specifier(of: "title") == "%@")
      #expect(hints.specifier(of: "total") == "%u")
      #expect(hints.specifier(of: "coun") == nil)  // a prefix of a declared name is another name
      #expect(hints.specifier(of: "Int") == nil)
    }
  }

  /// Two declarations that disagree make the name unknown, whichever comes first and however
  /// often it is asked (the answer is kept per name).
  @Test func disagreeingDeclarationsAreAmbiguous() {
    withHints("func a() { let n = 1 }\nfunc b() { let n: Double = 0 }\nlet m = 1\nlet m = 2") { hints, _ in
      #expect(hints.specifier(of: "n") == nil)
      #expect(hints.specifier(of: "n") == nil)
      #expect(hints.specifier(of: "m") == "%lld")
    }
  }

  /// A non-literal initialiser is found where it starts; two make it ambiguous; `if let` is a
  /// condition's.
  @Test func initializersAreLocated() {
    let source = "if let value = load() { }\nlet one = make()\nlet two = a()\nlet two = b()"
    withHints(source) { hints, _ in
      let value = hints.initializer(of: "value")
      #expect(value?.start == "if let value = ".utf8.count)
      #expect(value?.isCondition == true)
      #expect(hints.initializer(of: "one")?.isCondition == false)
      #expect(hints.initializer(of: "two") == nil)
      #expect(hints.initializer(of: "missing") == nil)
    }
  }

  /// `binding(of:at:)` answers what the whole file's scopes answer, for every name at every one of
  /// its occurrences: on shapes that bind (closure headers, loops, `$0`) and shapes that look
  /// close but do not (labels, `in:`, a colon or `for` before `in`).
  @Test func bindingsMatchTheWholeFilesScopes() {
    let sources = [
      "ForEach(0...3) { i in Text(\"\\(i)\") }\nlet i = 2",
      "ForEach(items.enumerated()) { (index, item) in row(index, item) }\nTitle(item: item)",
      "for (a, b) in pairs { use(a, b) }\nf(a: 1, b: 2)",
      "for case let .some(x) in values { print(x) }",
      "ForEach(rows) { Text(\"\\($0) d\") }\nmap { $0 + $1 }",
      "sort(for: x, in: { _ in y })\nx.map { y in y }",
      "for x: Int in list { }\nlet f = { x, y: Int in x }",
      "for a { b } in c { b }",
    ]
    for source in sources {
      withHints(source) { hints, bytes in
        let elements = hints.elements
        var lexer = SwiftLexer(bytes)
        while let token = lexer.next() {
          guard token.kind == .identifier else { continue }
          let name = Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self))
          #expect(
            hints.binding(of: name, at: token.start) == elements.binding(of: name, at: token.start),
            "\(name) at \(token.start) in \(source)")
        }
      }
    }
  }

  /// The same over the corpus's Swift files, at every occurrence of every name they bind.
  @Test func bindingsMatchOnTheCorpus() throws {
    guard let shared = Fixtures.shared else {
      print(Fixtures.sharedMissingMessage)
      return
    }
    var checked = 0
    for url in Fixtures.files(under: shared.appendingPathComponent("corpus"), suffix: ".swift") {
      let source = try String(contentsOf: url, encoding: .utf8)
      withHints(source) { hints, bytes in
        var lexer = SwiftLexer(bytes)
        while let token = lexer.next() {
          guard token.kind == .identifier else { continue }
          let name = Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self))
          let expected = hints.elements.binding(of: name, at: token.start)
          if expected != nil { checked += 1 }
          #expect(hints.binding(of: name, at: token.start) == expected, "\(name) at \(token.start) in \(url.path)")
        }
      }
    }
    #expect(checked > 0)
  }
}
