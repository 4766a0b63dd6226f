import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `StringsParser.parseValidatingConcurrently` parses UTF-8 while another thread validates it and
/// keeps the parse only when the validation agrees; these tests check that what it keeps is the
/// sequential path's result, and that it gives way for every input the sequential path decodes
/// differently.
@Suite struct ConcurrentValidationTests {
  static let valid: [(name: String, bytes: [UInt8])] = [
    ("plain", Array("\"a\" = \"1\";\n\"b\" = \"é\\n\";\nc = d;\n".utf8)),
    ("bom", [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"ü\";\n".utf8)),
    ("errors", Array("\"a\" = \"1\";\n\"b\" = \"2\"\n“c” = \"3\";\n".utf8)),
    ("four-byte", Array("\"😀\" = \"\\UD83D\\UDE00\";\n".utf8)),
  ]

  /// Inputs the sequential path decodes otherwise: the concurrent path must decline them.
  static let declined: [(name: String, bytes: [UInt8])] = [
    ("invalid byte", Array("\"a\" = \"".utf8) + [0xFF] + Array("\";\n".utf8)),
    ("truncated sequence at the end", Array("\"a\" = \"1\";\n\"b\" = \"".utf8) + [0xE3, 0x81]),
    ("stray A9", Array("\"k\" = \"".utf8) + [0xA9] + Array("\";\n".utf8)),
    ("surrogate bytes", Array("\"k\" = \"".utf8) + [0xED, 0xA0, 0x80] + Array("\";\n".utf8)),
  ]

  /// Lint's options (no items, every error) and the default model.
  static let options: [StringsParser.Options] = {
    var lint = StringsParser.Options(maximumErrors: .max)
    lint.buildsItems = false
    return [lint, StringsParser.Options()]
  }()

  @Test(arguments: valid.map(\.name))
  func validUTF8GivesTheSequentialResult(name: String) throws {
    let bytes = try #require(Self.valid.first { $0.name == name }).bytes
    for options in Self.options {
      let concurrent = try #require(
        StringsParser.parseValidatingConcurrently(bytes, path: "t.strings", options: options, minimumSize: 0))
      Self.expectSame(concurrent, Self.sequential(bytes, options: options), name)
    }
  }

  @Test(arguments: declined.map(\.name))
  func otherDecodingsTakeTheSequentialPath(name: String) throws {
    let bytes = try #require(Self.declined.first { $0.name == name }).bytes
    for options in Self.options {
      #expect(
        StringsParser.parseValidatingConcurrently(bytes, path: "t.strings", options: options, minimumSize: 0) == nil,
        "\(name)")
    }
  }

  @Test func utf16AndPropertyListsAreNotTaken() {
    let utf16: [UInt8] = [0xFF, 0xFE] + "\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let xml = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n\"a\" = \"b\";\n".utf8)
    for bytes in [utf16, xml, []] {
      #expect(StringsParser.parseValidatingConcurrently(bytes, path: "t", options: .init(), minimumSize: 0) == nil)
    }
  }

  /// A table above the threshold goes through `parse`'s concurrent path; a bad byte near its end
  /// still rejects the whole file, as CF does.
  @Test func largeTablesThroughParse() {
    var bytes: [UInt8] = []
    var index = 0
    while bytes.count < StringsParser.concurrentValidationThreshold + 1000 {
      bytes += Array("\"key \(index)\" = \"valeur \(index) é %@\";\n".utf8)
      index += 1
    }
    var lint = StringsParser.Options(maximumErrors: .max)
    lint.buildsItems = false
    Self.expectSame(StringsParser.parse(bytes, path: "t", options: lint), Self.sequential(bytes, options: lint), "large")
    #expect(StringsParser.parse(bytes, path: "t", options: lint).entryList?.count == index)
    bytes[bytes.count - 3] = 0xC0
    let rejected = StringsParser.parse(bytes, path: "t", options: lint)
    #expect(rejected.table == nil)
    #expect(rejected.diagnostics.map(\.ruleID) == ["parse-error"])
    #expect(rejected.diagnostics.first?.message.contains("not valid UTF-8") == true)
  }

  /// The sequential path: decode, then build.
  static func sequential(_ bytes: [UInt8], options: StringsParser.Options) -> StringsParseResult {
    guard case .success(let decoded) = TextDecoder.decode(bytes) else {
      Issue.record("the valid cases decode")
      return StringsParser.parse([], path: "t.strings")
    }
    var builder = ResultBuilder(decoded: decoded, path: "t.strings", options: options)
    return builder.build()
  }

  static func expectSame(_ a: StringsParseResult, _ b: StringsParseResult, _ name: String) {
    #expect(a.diagnostics == b.diagnostics, "\(name)")
    #expect(a.table == b.table, "\(name)")
    #expect(a.file.encoded() == b.file.encoded(), "\(name)")
    #expect(a.file.encoding == b.file.encoding && a.file.prefix == b.file.prefix, "\(name)")
    #expect((a.entryList?.count ?? -1) == (b.entryList?.count ?? -1), "\(name)")
    if let left = a.entryList, let right = b.entryList {
      for (x, y) in zip(left, right) {
        #expect(x.key == y.key && x.value == y.value && x.sourceRange == y.sourceRange, "\(name)")
      }
    }
  }
}
