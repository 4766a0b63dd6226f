import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

@Suite struct XcodeJSONWriterTests {
  static func rewrite(_ text: String) throws -> String {
    let result = JSONReader.parse(Array(text.utf8), path: "t.json")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return String(decoding: XcodeJSONWriter.write(try #require(result.root)), as: UTF8.self)
  }

  /// Foundation's writer with Xcode's options: the independent reference for the layout.
  static func foundation(_ text: String) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let data = try JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  @Test func otherToolsLayoutComesOutInXcodesForm() throws {
    let compact =
      #"{"version":"1.0","strings":{"b/c":{"localizations":{"fr":{"stringUnit":{"value":"caf\u00e9 \/ th\u00E9","state":"translated"}}}},"a":{}},"sourceLanguage":"en"}"#
    let expected = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : {

          },
          "b/c" : {
            "localizations" : {
              "fr" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "café / thé"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    #expect(try Self.rewrite(compact) == expected)
    #expect(try Self.foundation(compact) == expected)
    // CRLF line ends, tabs, spaces before colons: the same output.
    let sloppy = compact.replacingOccurrences(of: ",", with: " ,\r\n\t").replacingOccurrences(of: ":", with: "\t:  ")
    #expect(try Self.rewrite(sloppy) == expected)
  }

  @Test func escapesExactlyLikeFoundation() throws {
    var text = "/\"\\\u{7F}é😀"
    for scalar in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
    let written = String(decoding: XcodeJSONWriter.write(JSONNode(.array([JSONNode(.string(text))]))), as: UTF8.self)
    let reference = String(
      decoding: try JSONSerialization.data(
        withJSONObject: [text], options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    #expect(written == reference)
    #expect(written.contains(#"\b\t\n\u000b\f\r\u000e"#))
    #expect(written.contains(#"\u001b"#))
  }

  @Test func emptyContainersScalarsAndNoFinalLineBreak() throws {
    let text = #"{"o":{},"a":[],"n":[1,-2.5e3,true,false,null],"nested":[[],{}]}"#
    let written = try Self.rewrite(text)
    #expect(
      written
        == "{\n  \"a\" : [\n\n  ],\n  \"n\" : [\n    1,\n    -2.5e3,\n    true,\n    false,\n    null\n  ],\n  \"nested\" : [\n    [\n\n    ],\n    {\n\n    }\n  ],\n  \"o\" : {\n\n  }\n}"
    )
    #expect(try Self.rewrite("{}") == "{\n\n}")
    #expect(try Self.rewrite("\"top\"") == "\"top\"")
  }

  /// Members are sorted at every level, and duplicates keep their file order.
  @Test func sortsEveryLevelAndKeepsDuplicatesInFileOrder() throws {
    let written = try Self.rewrite(#"{"zh-HK":{"other":1,"few":2},"zh-Hans":0,"b":1,"B":2,"b":3}"#)
    #expect(
      written
        == "{\n  \"b\" : 1,\n  \"b\" : 3,\n  \"B\" : 2,\n  \"zh-Hans\" : 0,\n  \"zh-HK\" : {\n    \"few\" : 2,\n    \"other\" : 1\n  }\n}"
    )
  }

  /// A second round trip changes nothing.
  @Test func writingIsAFixedPoint() throws {
    let once = try Self.rewrite(#"{"k":"a\tb\u0001","x":[{"b":1,"a":"\ud83d\ude00"}]}"#)
    #expect(try Self.rewrite(once) == once)
  }
}
