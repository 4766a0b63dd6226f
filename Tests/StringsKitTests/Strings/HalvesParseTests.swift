import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Lint's parse of a large table reads its second half on another core and joins the halves only
/// when the first reaches the second's first key (`OldStyleParser.parseTopLevelContentInHalves`).
/// These tests lower the size threshold and check, for every place the middle can fall in each
/// text (inside comments, inside multi-line strings, before and after errors), that the result is
/// the sequential parse's, entry by entry and diagnostic by diagnostic.
@Suite struct HalvesParseTests {
  /// Texts whose middle can fall anywhere interesting; each is tried behind 0…39 filler lines.
  static let shapes: [(name: String, text: [UInt8])] = [
    ("plain", lines(40)),
    ("comment with statements", lines(10) + Array("/* old:\n\"a\" = \"1\";\n\"b\" = \"2\";\n*/\n".utf8) + lines(10)),
    ("line comments", lines(10) + Array("// \"x\" = \"y\";\n//\n\"c\" = \"3\"; // \"d\"\n".utf8) + lines(10)),
    ("multi-line value", lines(10) + Array("\"m\" = \"one\n\"two\" = \"three\n\";\n".utf8) + lines(10)),
    (
      "escapes and duplicates",
      lines(5) + Array("\"e\\n\" = \"v\\t\\U00e9\";\n\"k0\" = \"again\";\n\"\\\"q\\\"\" = \"\\101\";\n".utf8) + lines(10)
    ),
    (
      "replaced bytes",
      lines(5) + [0x22, 0x72, 0x22, 0x20, 0x3D, 0x20, 0x22, 0xA9, 0x22, 0x3B, 0x0A] + lines(5) + [0x22, 0xA9, 0x22, 0x3B, 0x0A]
    ),
    ("containers", lines(10) + Array("\"d\" = { a = b; };\n\"arr\" = (x, \"y\");\n\"data\" = <4142>;\n".utf8) + lines(10)),
    ("missing semicolon late", lines(20) + Array("\"bad\" = \"x\"\n\"after\" = \"y\";\n".utf8) + lines(3)),
    ("missing semicolon early", lines(3) + Array("\"bad\" = \"x\"\n\"after\" = \"y\";\n".utf8) + lines(20)),
    ("ignored content", lines(15) + Array("“smart” = \"quotes\";\n".utf8) + lines(10)),
    ("unterminated key at the end", lines(15) + Array("\"open = \"x\";\n".utf8)),
    ("shorthand and unquoted", lines(10) + Array("\"only\";\nplain = value;\n\"k\" = unquoted;\n".utf8) + lines(10)),
  ]

  static func lines(_ count: Int, from start: Int = 0) -> [UInt8] {
    (start..<start + count).flatMap { Array("\"k\($0)\" = \"value \($0) %@\";\n".utf8) }
  }

  static func options(threshold: Int) -> StringsParser.Options {
    var options = StringsParser.Options(maximumErrors: .max)
    options.buildsItems = false
    options.halvesThreshold = threshold
    return options
  }

  @Test(arguments: shapes.map(\.name))
  func halvesGiveTheSequentialParse(name: String) throws {
    let shape = try #require(Self.shapes.first { $0.name == name }).text
    for filler in 0..<40 {
      let bytes = Self.lines(filler, from: 1000) + shape
      let halves = StringsParser.parse(bytes, path: "t.strings", options: Self.options(threshold: 0))
      let sequential = StringsParser.parse(bytes, path: "t.strings", options: Self.options(threshold: .max))
      Self.expectSame(halves, sequential, "\(name), \(filler) filler lines")
    }
  }

  /// The halves are joined where the guess is a statement start, and read again where it is not
  /// (inside a comment): both paths are taken by the tests above.
  @Test func bothPathsAreTaken() throws {
    let plain = try #require(Self.shapes.first { $0.name == "plain" }).text
    #expect((0..<40).allSatisfy { Self.joins(Self.lines($0, from: 1000) + plain) })
    let comment = try #require(Self.shapes.first { $0.name == "comment with statements" }).text
    let joined = (0..<40).map { Self.joins(Self.lines($0, from: 1000) + comment) }
    #expect(joined.contains(true) && joined.contains(false))
  }

  static func joins(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = OldStyleParser(text: bytes, buffer: buffer, materializes: true, replacedOffsets: [])
      parser.compact = EntryList.Compact(text: bytes)
      _ = parser.parseTopLevelContentInHalves(minimumSize: 0)
      return parser.joined
    }
  }

  /// A `{ … }` table and files below the threshold take the one-parser path, with the same result.
  @Test func otherFormsAreUnchanged() {
    let braces = Array("{\n".utf8) + Self.lines(30) + Array("}\n".utf8)
    for bytes in [braces, Self.lines(30)] {
      Self.expectSame(
        StringsParser.parse(bytes, path: "t", options: Self.options(threshold: 0)),
        StringsParser.parse(bytes, path: "t", options: Self.options(threshold: .max)), "other")
    }
  }

  @Test func everyCorpusTableParsesTheSameInHalves() throws {
    guard let shared = Fixtures.shared else {
      print(Fixtures.sharedMissingMessage)
      return
    }
    let files = Fixtures.files(under: shared.appendingPathComponent("corpus/strings"), suffix: ".strings")
    #expect(!files.isEmpty)
    for url in files {
      let bytes = try FileReader.read(url.path)
      Self.expectSame(
        StringsParser.parse(bytes, path: url.path, options: Self.options(threshold: 0)),
        StringsParser.parse(bytes, path: url.path, options: Self.options(threshold: .max)), url.lastPathComponent)
    }
  }

  static func expectSame(_ a: StringsParseResult, _ b: StringsParseResult, _ name: String) {
    #expect(a.diagnostics == b.diagnostics, "\(name)")
    #expect(a.table == b.table, "\(name)")
    #expect((a.entryList?.count ?? -1) == (b.entryList?.count ?? -1), "\(name)")
    if let left = a.entryList, let right = b.entryList {
      for (x, y) in zip(left, right) {
        #expect(x.key == y.key && x.value == y.value && x.text.elementsEqual(y.text), "\(name): \(y.key)")
        #expect(x.sourceRange == y.sourceRange && x.keyRange == y.keyRange && x.valueRange == y.valueRange, "\(name)")
      }
    }
  }
}
