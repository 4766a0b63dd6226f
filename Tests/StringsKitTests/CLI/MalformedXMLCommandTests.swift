import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The xib of issue 26, whole process: one byte that is not UTF-8 in an attribute name stopped
/// `lstrings extract` with SIGILL inside FoundationXML; lstrings' own reader says where it is.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct MalformedXMLCommandTests {
  @Test func aByteThatIsNotUTF8InAnAttributeNameIsALocatedError() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("malformed-xml-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    let head = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects><menuItem title="Open" k"#
    let tail = #"y="x" id="1"/></objects></document>"# + "\n"
    let xib: [UInt8] = Array((declaration + head).utf8) + [0xF8] + Array(tail.utf8)
    try Data(xib).write(to: root.appendingPathComponent("Main.xib"))
    let output = try CommandRunner.run(["extract", "-o", "out", "Main.xib"], in: root)
    #expect(output.status == 1)
    // Column 103 is the 0xF8 byte: 102 bytes of line 2 come before it.
    #expect(
      output.stderr.contains(
        "Main.xib:2:103: error: not well-formed XML: a byte that is not UTF-8 (0xF8): the document is not UTF-8 as it says, or not text [ib-unreadable]"
      ), "\(output.stderr)")
    #expect(!output.stderr.contains("Fatal error"))
  }
}
