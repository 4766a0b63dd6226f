import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Inputs the key scan must read as CoreFoundation does, and inputs that must never crash.
@Suite struct StringsdictInputTests {
  static func parse(_ text: String) -> StringsdictFile {
    StringsdictFile.parse(Array(text.utf8), path: "t.stringsdict")
  }

  static let plural = """
    <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string></dict></dict>
    """

  @Test func entitiesCDATAAndCommentsInKeys() throws {
    let file = Self.parse(
      StringsdictXML.plist(
        """
        <dict>
        <!-- <key>commented</key> -->
        <key>a &amp; b &#x41;&#66;</key>\(Self.plural)
        <key><![CDATA[<c>]]></key>\(Self.plural)
        </dict>
        """))
    #expect(file.entries.map(\.key.string) == ["a & b AB", "<c>"])
    #expect(file.entries.map(\.location.line) == [5, 8])
    #expect(file.entries.map(\.location.column) == [6, 6])
    #expect(file.problems.isEmpty)
  }

  /// CF keeps the last of a repeated key; the entry is located at that definition.
  @Test func repeatedKeyIsLocatedAtTheDefinitionCoreFoundationKeeps() throws {
    let file = Self.parse(StringsdictXML.plist("<dict>\n<key>k</key><string>x</string>\n<key>k</key>\(Self.plural)\n</dict>"))
    #expect(file.entries.count == 1)
    #expect(file.entries.first?.location.line == 5)
    #expect(file.problems.isEmpty)
  }

  @Test func crlfLinesAndEmptyDictionaries() {
    let text = StringsdictXML.plist("<dict>\r\n<key>empty</key><dict/>\r\n<key>k</key>\(Self.plural)</dict>")
    let file = Self.parse(text)
    #expect(file.entries.map(\.location.line) == [4, 5])
    #expect(file.problems.map(\.kind) == [.missingFormatKey])
  }

  @Test func binaryPropertyListIsReadAndLocatedAtTheStart() throws {
    let value: [String: Any] = [
      "k": ["NSStringLocalizedFormatKey": "%#@n@", "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": "%d"]]
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    let file = StringsdictFile.parse([UInt8](data), path: "b")
    #expect(file.isReadable)
    #expect(file.entries.first?.variables.first?.forms.map(\.name) == ["one"])
    #expect(Set(file.problems.map(\.kind)) == [.missingValueType, .missingOtherForm])
    #expect(file.problems.allSatisfy { $0.location.line == 1 && $0.location.column == 1 })
  }

  @Test func oldStyleTextIsReadAsCFBundleReadsIt() {
    let file = Self.parse(
      #"{ k = { NSStringLocalizedFormatKey = "%#@n@"; n = { NSStringFormatSpecTypeKey = NSStringPluralRuleType; NSStringFormatValueTypeKey = d; other = "%d"; }; }; }"#
    )
    #expect(file.isReadable && file.entries.count == 1 && file.problems.isEmpty)
  }

  @Test func notAPropertyListCarriesCoreFoundationsMessage() throws {
    let file = Self.parse("<?xml version=\"1.0\"?>\n<plist>\n<dict>\n<key>k</key>\n<string>x</dict></plist>")
    #expect(!file.isReadable && file.entries.isEmpty)
    let problem = try #require(file.problems.first)
    #expect(problem.kind == .malformed && problem.severity == .error)
    // The XML parser's own message (the oracle prefers the old-style parser's, nested inside it).
    #expect(problem.message.contains("(Close tag on line 5 does not match open tag string)"))
    #expect(problem.location.line == 5)
  }

  @Test func arrayTopLevelIsMalformed() {
    let file = Self.parse(StringsdictXML.plist("<array><string>a</string></array>"))
    #expect(!file.isReadable)
    #expect(
      file.problems.map(\.message) == [
        "the top level is an array, not a dictionary: CFBundle ignores the file and the app uses none of its plural entries"
      ])
  }

  @Test func emptyTopLevelDictionaryHasNoFindings() {
    let file = Self.parse(StringsdictXML.plist("<dict/>"))
    #expect(file.isReadable && file.entries.isEmpty && file.problems.isEmpty)
  }

  // MARK: - Never crashes

  @Test func deepNesting() {
    let depth = 1_000
    let dicts =
      String(repeating: "<dict><key>k</key>", count: depth) + "<string>x</string>" + String(repeating: "</dict>", count: depth)
    let arrays = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
    for body in [dicts, arrays, "<dict><key>k</key>" + arrays + "</dict>"] {
      let file = Self.parse(StringsdictXML.plist(body))
      #expect(file.entries.count <= 1)
    }
  }

  @Test func garbageAndTruncation() throws {
    var inputs: [[UInt8]] = [
      [], [0xFF, 0xFE, 0x00], Array("not xml at all".utf8), Array("<".utf8), Array("<key>".utf8),
      Array("<plist><dict><key>\u{1}".utf8), Array("<!--".utf8), Array("<![CDATA[".utf8), Array("<!DOCTYPE [".utf8),
      Array(StringsdictXML.plist("<dict><key>k\u{FF}</key><dict/></dict>").utf8),
      Array(StringsdictXML.plist("<dict><key>&#xD800;&#99999999;&bogus;&</key><dict/></dict>").utf8),
      Array("bplist00".utf8) + [UInt8](repeating: 0xFF, count: 40),
    ]
    var invalid = Array(StringsdictXML.plist("<dict><key>k</key>\(Self.plural)</dict>").utf8)
    invalid.insert(contentsOf: [0xC3, 0x28, 0xFF], at: invalid.count / 2)
    inputs.append(invalid)
    let whole = Array(StringsdictXML.plist("<dict><key>a&amp;b</key>\(Self.plural)<key>c</key>\(Self.plural)</dict>").utf8)
    for end in stride(from: 0, through: whole.count, by: 7) { inputs.append(Array(whole[..<end])) }
    if let shared = Fixtures.shared {
      let url = shared.appendingPathComponent(
        "corpus/catalogs/nextcloud__talk-ios/NextcloudTalk__ru.lproj__Localizable.stringsdict")
      let bytes = [UInt8](try Data(contentsOf: url))
      for end in stride(from: 0, to: bytes.count, by: 613) { inputs.append(Array(bytes[..<end])) }
    }
    for input in inputs {
      let file = StringsdictFile.parse(input, path: "g")
      if case .error = CoreFoundationOracle.parse(input) {
        #expect(!file.isReadable && file.problems.count == 1)
      }
    }
  }
}
