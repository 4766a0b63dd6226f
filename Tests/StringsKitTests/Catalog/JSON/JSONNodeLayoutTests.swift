import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The tree is most of the memory of a catalog round trip (bench `50-catalog.sh`): these pin the
/// sizes the memory goal was met with, and the 32-bit offsets behind them.
@Suite struct JSONNodeLayoutTests {
  @Test func aMemberTakesFortyBytes() {
    #expect(MemoryLayout<JSONNode>.stride == 24)
    #expect(MemoryLayout<JSONMember>.stride == 40)
  }

  @Test func offsetsReadBackAsWritten() {
    var node = JSONNode(.null, offset: 4_000_000_000)
    #expect(node.offset == 4_000_000_000)
    node.offset = 17
    #expect(node.offset == 17)
    var member = JSONMember(key: "k", value: node, keyOffset: 3)
    #expect(member.keyOffset == 3)
    member.keyOffset = 99
    #expect(member.keyOffset == 99)
    #expect(member.value.offset == 17)
  }

  @Test func aMembersOffsetsAreIndependent() {
    let largest = (1 << 28) - 1
    var member = JSONMember(key: "k", value: JSONNode(.string("v"), offset: largest), keyOffset: largest - 1)
    #expect(member.keyOffset == largest - 1)
    #expect(member.value.offset == largest)
    member.keyOffset = 0
    #expect(member.value.offset == largest)
    member.value.offset = 5
    #expect(member.keyOffset == 0)
    #expect(member.value == JSONNode(.string("v"), offset: 5))
  }

  @Test func offsetsPastTheirBitsAreClamped() {
    #expect(JSONNode(.null, offset: 1 << 40).offset == Int(UInt32.max))
    let member = JSONMember(key: "k", value: JSONNode(.null, offset: 1 << 30), keyOffset: 1 << 29)
    #expect(member.keyOffset == (1 << 28) - 1)
    #expect(member.value.offset == (1 << 28) - 1)
    #expect(JSONMember(key: "k", value: JSONNode(.null), keyOffset: -5).keyOffset == 0)
  }

  /// A large object (a catalog's `strings`) holding small ones: every member comes back in order,
  /// with offsets past 16 bits.
  @Test func largeObjectsKeepEveryMemberInOrder() {
    let count = 10_003
    var text = "{\"a\":{"
    var keyOffsets: [Int] = []
    for index in 0..<count {
      if index > 0 { text += "," }
      keyOffsets.append(text.utf8.count)
      text += index == 5 ? "\"k5\":{\"x\":1,\"y\":[{\"z\":2}]}" : "\"k\(index)\":\(index)"
    }
    text += "},\"b\":true}"
    let result = JSONReader.parse(Array(text.utf8), path: "large.json")
    #expect(result.diagnostics.isEmpty)
    let root = result.root?.members
    #expect(root?.map(\.key) == ["a", "b"])
    let members = root?.first?.value.members ?? []
    #expect(members.map(\.key) == (0..<count).map { "k\($0)" })
    #expect(members.map(\.keyOffset) == keyOffsets)
    #expect(members.last?.value.value == .number(String(count - 1)))
    #expect(
      members[5].value["y"]?.value
        == .array([
          JSONNode(
            .object([
              JSONMember(key: "z", value: JSONNode(.number("2"), offset: keyOffsets[5] + 22), keyOffset: keyOffsets[5] + 18)
            ]), offset: keyOffsets[5] + 17)
        ]))
  }

  @Test func theLineTableIsBuiltWhenAsked() {
    let bytes = Array("{\n  \"a\" : 1,\n  \"b\" : [\n\n  ]\n}".utf8)
    let result = JSONReader.parse(bytes, path: "t.json")
    #expect(result.diagnostics.isEmpty)
    let b = result.root?.members?.last
    #expect(b.map { result.location(of: $0.keyOffset) } == StringsSourceLocation(file: "t.json", line: 3, column: 3))
    #expect(b.map { result.location(of: $0.value.offset) } == StringsSourceLocation(file: "t.json", line: 3, column: 9))
    #expect(result.lineTable.lineStarts == [0, 2, 13, 23, 24, 28])
  }

  @Test func aCatalogLocatesValuesWithoutAJSONProblem() {
    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Hi\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"
    let result = StringCatalog.parse(Array(text.utf8), path: "c.xcstrings")
    #expect(result.diagnostics.isEmpty)
    let entry = result.catalog?.entries.first
    #expect(entry.map { result.location(of: $0.keyOffset) } == StringsSourceLocation(file: "c.xcstrings", line: 4, column: 5))
  }

  /// Writing in pieces gives the same bytes as writing at once, cut where promised.
  @Test func piecesJoinToTheWholeOutput() throws {
    let text = """
      {"sourceLanguage":"en","strings":{"b":{"comment":"x\\ny"},"a":{"localizations":{"fr":{"stringUnit":\
      {"state":"translated","value":"été"}}}},"c":[1,2]},"version":"1.0","other":[{"d":null}]}
      """
    for source in [text, "[1,{\"a\":true}]", "\"top\"", "{}", "{\"only\":{}}"] {
      let root = try #require(JSONReader.parse(Array(source.utf8), path: "t.json").root)
      var pieces: [[UInt8]] = []
      XcodeJSONWriter.write(root, pieceSize: 16) { pieces.append($0) }
      #expect(Array(pieces.joined()) == XcodeJSONWriter.write(root))
      #expect(pieces.allSatisfy { !$0.isEmpty })
      if source == text { #expect(pieces.count == 4) }
    }
  }

  /// `parse(file:)` releases the input it has read; the tree and the locations are the same as
  /// from `parse(_:path:)` on the same bytes, in a file larger than a release step.
  @Test func readingAFileGivesWhatReadingItsBytesGives() throws {
    var text = "{\n  \"strings\" : {\n"
    var index = 0
    while text.utf8.count < 3 * JSONByteReader.releaseStep {
      text += "    \"key \(index)\" : { \"value\" : \"\(String(repeating: "é", count: index % 40))\" },\n"
      index += 1
    }
    text += "    \"last\" : [ 1, 2 ],\n  }\n}"  // a trailing comma: one located error
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fromFile = try JSONReader.parse(file: path, path: "t.json")
    let fromBytes = JSONReader.parse(Array(text.utf8), path: "t.json")
    #expect(fromFile.root == fromBytes.root)
    #expect(fromFile.diagnostics == fromBytes.diagnostics)
    #expect(fromFile.diagnostics.count == 1)
    #expect(fromFile.diagnostics.first?.location.line == index + 3)
    #expect(fromFile.lineTable.lineStarts == fromBytes.lineTable.lineStarts)
  }
}
